import Corpora
import Fleece
import FleeceFoundation
import Foundation

/// JSON Lines inputs of realistic records, and the ways to decode them that the streaming
/// benchmarks compare: what users write today (split the lines, `JSONDecoder` per line),
/// Fleece's stream in its Codable and functional forms at several chunk sizes, and
/// `FleeceDecoder` on the same records as one in-memory array (the ceiling).
///
/// The contenders are `@inlinable`, so that each is compiled for the concrete record type where
/// it is called, as users' code is: called generically across modules, every record of the
/// async forms paid a generic metadata lookup for the sequence's iterator.
public struct StreamingWorkload<Record: Decodable & JSONDecodable & Sendable>: Sendable {
    public let name: String
    /// The records as JSON Lines.
    public let lines: [UInt8]
    /// The same records as one JSON array.
    public let array: [UInt8]
    public let recordCount: Int

    public init(name: String, records: [JSON], as type: Record.Type) {
        self.name = name
        var lines: [UInt8] = []
        var array: [UInt8] = [UInt8(ascii: "[")]
        for (index, record) in records.enumerated() {
            let text = record.utf8()
            lines += text
            lines.append(UInt8(ascii: "\n"))
            if index > 0 { array.append(UInt8(ascii: ",")) }
            array += text
        }
        array.append(UInt8(ascii: "]"))
        self.lines = lines
        self.array = array
        self.recordCount = records.count
    }

    /// The baseline: split on newlines, one `JSONDecoder` call per line.
    @inlinable
    public func baseline() throws -> Int {
        let decoder = JSONDecoder()
        var count = 0
        for line in lines.split(separator: UInt8(ascii: "\n")) {
            _ = try decoder.decode(Record.self, from: Data(line))
            count += 1
        }
        return count
    }

    /// The baseline as a user writes it for a source of chunks: gather each line from the
    /// chunks of `chunkSize` as they come, and call `JSONDecoder` on it when its `\n` arrives.
    /// With small chunks, most of its time is the source's own (see `readSourceOnly`), which
    /// any stream form pays as well.
    @inlinable
    public func baselineFromChunks(chunkSize: Int) async throws -> Int {
        let decoder = JSONDecoder()
        var count = 0
        var line: [UInt8] = []
        for await chunk in Chunks(bytes: lines, size: chunkSize) {
            var rest = chunk[...]
            while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
                line += rest[..<newline]
                if !line.isEmpty {
                    _ = try decoder.decode(Record.self, from: Data(line))
                    count += 1
                }
                line.removeAll(keepingCapacity: true)
                rest = rest[(newline + 1)...]
            }
            line += rest
        }
        if !line.isEmpty {
            _ = try decoder.decode(Record.self, from: Data(line))
            count += 1
        }
        return count
    }

    /// The ceiling: the same records as one array, decoded at once by `FleeceDecoder`.
    @inlinable
    public func inMemoryArray() throws -> Int {
        try FleeceDecoder().decode([Record].self, from: array).count
    }

    /// `bytes.decodeJSON(Record.self, .lines, decoder: FleeceDecoder())` over chunks of `chunkSize`.
    @inlinable
    public func streamCodable(chunkSize: Int) async throws -> Int {
        var count = 0
        for try await _ in Chunks(bytes: lines, size: chunkSize).decodeJSON(Record.self, .lines, decoder: FleeceDecoder()) {
            count += 1
        }
        return count
    }

    /// The source alone: every chunk of `chunkSize` read and its bytes counted, nothing parsed.
    /// The floor under every stream form at that chunk size (with 1-byte chunks, one async call
    /// of the source's iterator per byte).
    @inlinable
    public func readSourceOnly(chunkSize: Int) async -> Int {
        var count = 0
        for await chunk in Chunks(bytes: lines, size: chunkSize) { count &+= chunk.count }
        return count
    }

    /// `bytes.decodeJSON(Record.self, .lines)` (JSONDecodable) over chunks of `chunkSize`.
    @inlinable
    public func streamFunctional(chunkSize: Int) async throws -> Int {
        var count = 0
        for try await _ in Chunks(bytes: lines, size: chunkSize).decodeJSON(Record.self, .lines) {
            count += 1
        }
        return count
    }

    /// `bytes.decodeJSON(Record.self, .lines, decoder: FleeceDecoder())` over a source of single
    /// bytes (`Bytes`, buffered as `URLSession.AsyncBytes` and `FileHandle.AsyncBytes` are).
    @inlinable
    public func streamCodableBytes() async throws -> Int {
        var count = 0
        for try await _ in Bytes(bytes: lines).decodeJSON(Record.self, .lines, decoder: FleeceDecoder()) {
            count += 1
        }
        return count
    }

    /// `bytes.decodeJSON(Record.self, .lines)` (JSONDecodable) over a source of single bytes.
    @inlinable
    public func streamFunctionalBytes() async throws -> Int {
        var count = 0
        for try await _ in Bytes(bytes: lines).decodeJSON(Record.self, .lines) {
            count += 1
        }
        return count
    }

    /// The sync form, `JSONStream` fed `chunkSize` bytes at a time, each record decoded by
    /// `FleeceDecoder` from its `JSON`: the stream's own costs without the async iteration,
    /// for callgrind (which cannot run the async forms here).
    public func syncCodable(chunkSize: Int) throws -> Int {
        let decoder = FleeceDecoder()
        var count = 0
        try feedSync(chunkSize: chunkSize) { stream in
            while let record = try stream.next() {
                _ = try decoder.decode(Record.self, from: record)
                count += 1
            }
        }
        return count
    }

    /// The sync form with `next(decoding:)` (JSONDecodable).
    public func syncFunctional(chunkSize: Int) throws -> Int {
        var count = 0
        try feedSync(chunkSize: chunkSize) { stream in
            while try stream.next(decoding: Record.self) != nil { count += 1 }
        }
        return count
    }

    private func feedSync(chunkSize: Int, _ drain: (inout JSONStream) throws -> Void) throws {
        var stream = JSONStream(.lines)
        var offset = 0
        let size = Swift.max(chunkSize, 1)
        while offset < lines.count {
            let end = Swift.min(offset + size, lines.count)
            stream.append(contentsOf: lines[offset..<end])
            offset = end
            try drain(&stream)
        }
        try stream.finish()
        try drain(&stream)
    }
}

/// The event-log corpus: 100,000 small analytics records.
public func eventLogWorkload() -> StreamingWorkload<EventLog.Record> {
    let records = Corpus.eventLog.documents.compactMap { try? JSON(parsing: $0) }
    return StreamingWorkload(name: "event-log", records: records, as: EventLog.Record.self)
}

/// The social feed's statuses (nested users, entities), repeated to `copies` times 100.
public func statusesWorkload(copies: Int = 20) -> StreamingWorkload<SocialFeed.Status> {
    let feed = (try? JSON(parsing: Corpus.socialFeed.bytes)) ?? .null
    guard case .array(let statuses)? = feed["statuses"] else { return StreamingWorkload(name: "statuses", records: [], as: SocialFeed.Status.self) }
    let records = (0..<copies).flatMap { _ in Array(statuses) }
    return StreamingWorkload(name: "statuses", records: records, as: SocialFeed.Status.self)
}

/// Slices of a byte array as an async sequence of chunks, without copying.
public struct Chunks: AsyncSequence, Sendable {
    public typealias Element = ArraySlice<UInt8>
    @usableFromInline let bytes: [UInt8]
    @usableFromInline let size: Int

    @inlinable
    public init(bytes: [UInt8], size: Int) {
        self.bytes = bytes
        self.size = Swift.max(size, 1)
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        let bytes: [UInt8]
        let size: Int
        var offset = 0
        public mutating func next() async -> ArraySlice<UInt8>? {
            guard offset < bytes.count else { return nil }
            let end = Swift.min(offset + size, bytes.count)
            defer { offset = end }
            return bytes[offset..<end]
        }
    }

    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(bytes: bytes, size: size) }
}

/// A byte array as an async sequence of single bytes, read as `URLSession.AsyncBytes` and
/// `FileHandle.AsyncBytes` are: from a buffer, inlined, without suspending while the buffer has
/// bytes (theirs refill it from the network or the file when it runs out).
public struct Bytes: AsyncSequence, Sendable {
    public typealias Element = UInt8
    @usableFromInline let bytes: [UInt8]

    @inlinable
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        @usableFromInline let bytes: [UInt8]
        @usableFromInline var offset = 0

        @inlinable
        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        @inlinable
        public mutating func next() async -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset &+= 1 }
            return bytes[offset]
        }
    }

    @inlinable
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(bytes: bytes) }
}

/// A generated stream of `totalBytes` of event records, made chunk by chunk as it is read,
/// as JSON Lines or as one top-level array: big inputs without big files or big buffers.
public struct GeneratedEvents: AsyncSequence, Sendable {
    public typealias Element = [UInt8]
    public enum Shape: Sendable { case lines, array }
    let shape: Shape
    let totalBytes: Int

    public init(_ shape: Shape, totalBytes: Int) {
        self.shape = shape
        self.totalBytes = totalBytes
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        let shape: Shape
        let totalBytes: Int
        var produced = 0
        var id = 0
        var ended = false

        public mutating func next() async -> [UInt8]? {
            guard !ended else { return nil }
            var chunk: [UInt8] = []
            chunk.reserveCapacity(1 << 20)
            if produced == 0, shape == .array { chunk.append(UInt8(ascii: "[")) }
            while chunk.count < (1 << 20) - 300, produced + chunk.count < totalBytes {
                id += 1
                if shape == .array, id > 1 { chunk.append(UInt8(ascii: ",")) }
                chunk += Array(#"{"id":\#(id),"ts":\#(1_709_294_400_000 + id),"user":"u_\#(id % 99_991)","event":"page_view","path":"/docs/\#(id % 9_999)","ms":\#(id % 2_000).5,"ok":true,"tags":["web","beta"],"referrer":null}"#.utf8)
                if shape == .lines { chunk.append(UInt8(ascii: "\n")) }
            }
            produced += chunk.count
            if produced >= totalBytes {
                ended = true
                if shape == .array { chunk.append(UInt8(ascii: "]")) }
            }
            return chunk
        }
    }

    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(shape: shape, totalBytes: totalBytes) }
}

/// Decodes a generated stream of `totalBytes` into `EventLog.Record`s with the functional form.
public func decodeGenerated(_ shape: GeneratedEvents.Shape, totalBytes: Int) async throws -> Int {
    var count = 0
    let format: JSONStream.Format = shape == .lines ? .lines : .array
    for try await _ in GeneratedEvents(shape, totalBytes: totalBytes).decodeJSON(EventLog.Record.self, format) {
        count += 1
    }
    return count
}
