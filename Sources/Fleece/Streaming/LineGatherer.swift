/// The bytes of a JSON Lines line read from a source of single bytes (`URLSession.AsyncBytes`,
/// `FileHandle.AsyncBytes`), gathered here and handed to the stream at once when the line ends.
///
/// Handed to the stream one at a time, each byte paid for the stream's own checks (room in its
/// buffer, a uniquely held array, a line that may have ended, one that is too long) and for the
/// iterator's call of the source's element handler: ~64 instructions a byte, more than all the
/// parsing and decoding of a small record (callgrind, event-log: 18,449 instructions a record
/// against 9,026 in 4 KiB chunks). Gathered here, a byte is one store and two comparisons.
///
/// Only for JSON Lines: a line's record is complete at its `\n` (or at the end of the input), so
/// handing the stream whole lines yields each record as soon as before. In the other formats a
/// record can end at any byte, and waiting for more bytes would hold back one that is complete.
// Memory safety: `@safe` because `storage` is allocated here with room for `capacity` bytes,
// owned by this object alone and freed in `deinit`; the iterator that owns it writes below
// `capacity` only (`add` reports a full buffer at `capacity` and the iterator flushes it).
@safe @usableFromInline
final class LineGatherer {
    /// How many bytes are gathered at most before they are handed over, line ended or not: a
    /// long line reaches the stream, and its length limit, in pieces of this size.
    @inlinable static var capacity: Int { 4096 }

    @usableFromInline let storage: UnsafeMutablePointer<UInt8>

    @usableFromInline
    init() {
        unsafe storage = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.capacity)
    }

    deinit {
        unsafe storage.deallocate()
    }

    /// Stores `byte` at `count` (below `capacity`) of `storage`, a gatherer's, and counts it;
    /// true when the bytes should be handed over now: the line ended with it, or the buffer is
    /// full. The storage is passed, read once before the caller's loop (see
    /// `JSONRecordSequence.AsyncIterator.readLine(into:isolation:)`).
    @inlinable @inline(__always) @unsafe
    static func add(_ byte: UInt8, to storage: UnsafeMutablePointer<UInt8>, count: inout Int) -> Bool {
        // Memory safety: the caller passes a gatherer's storage, alive, and `count` below `capacity`.
        unsafe storage[count] = byte
        count &+= 1
        return byte == UInt8(ascii: "\n") || count == capacity
    }

    /// Appends the `count` bytes gathered to `stream`, and sets `count` to 0.
    @inlinable
    func flush(_ count: inout Int, into stream: inout JSONStream) {
        guard count > 0 else { return }
        unsafe stream.append(contentsOf: UnsafeBufferPointer(start: storage, count: count))
        count = 0
    }
}
