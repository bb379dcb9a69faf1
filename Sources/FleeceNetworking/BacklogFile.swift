import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The chunks of a streamed body that a reader is too far behind to keep in memory, on Linux
/// (where FoundationNetworking cannot hold a transfer back): written to the end of a temporary
/// file as they arrive, and read back from its start, in the same order, as the reader reaches
/// them. The file is removed from its folder as soon as it is opened, so nothing is left behind
/// however the process ends, and it is emptied each time the reader has read all of it.
final class BacklogFile: Sendable {
    private struct State {
        var descriptor: Int32 = -1
        /// Where the next chunk is written, and where the next one the reader takes starts.
        var writeOffset = 0
        var readOffset = 0
    }

    private let state = Locked(State())

    deinit {
        state.withLock { state in
            if state.descriptor >= 0 { _ = close(state.descriptor) }
        }
    }

    /// Appends `chunk`, opening the file the first time.
    /// - Throws: `POSIXError` when the file cannot be made or written (a full disk).
    func write(_ chunk: Data) throws {
        try state.withLock { state in
            if state.descriptor < 0 { state.descriptor = try Self.openUnlinked() }
            let descriptor = state.descriptor
            var offset = state.writeOffset
            // Memory safety: the chunk's bytes are lent for the calls; `pwrite` reads at most the
            // count left of them.
            try unsafe chunk.withUnsafeBytes { bytes in
                var done = 0
                while done < bytes.count {
                    let written = unsafe pwrite(descriptor, bytes.baseAddress.map { unsafe $0 + done }, bytes.count - done, off_t(offset))
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                    }
                    done += written
                    offset += written
                }
            }
            state.writeOffset = offset
        }
    }

    /// The next `count` bytes written and not read yet: the chunk the reader has reached.
    /// - Throws: `POSIXError` when the file cannot be read.
    func read(_ count: Int) throws -> Data {
        try state.withLock { state in
            let descriptor = state.descriptor
            var chunk = Data(count: count)
            var offset = state.readOffset
            // Memory safety: `pread` writes at most the count left into the chunk's own bytes,
            // lent for the calls.
            try unsafe chunk.withUnsafeMutableBytes { bytes in
                var done = 0
                while done < bytes.count {
                    let read = unsafe pread(descriptor, bytes.baseAddress.map { unsafe $0 + done }, bytes.count - done, off_t(offset))
                    if read < 0, errno == EINTR { continue }
                    guard read > 0 else { throw POSIXError(read < 0 ? POSIXErrorCode(rawValue: errno) ?? .EIO : .EIO) }
                    done += read
                    offset += read
                }
            }
            state.readOffset = offset
            // All read: start the file over, so that it holds only what the reader is behind.
            if state.readOffset == state.writeOffset {
                _ = ftruncate(descriptor, 0)
                state.readOffset = 0
                state.writeOffset = 0
            }
            return chunk
        }
    }

    /// A new file in the temporary folder, open for reading and writing, already removed from
    /// the folder.
    private static func openUnlinked() throws -> Int32 {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("fleece-backlog-\(UUID().uuidString)").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        _ = unlink(path)
        return descriptor
    }
}
