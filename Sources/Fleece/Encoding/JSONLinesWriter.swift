/// Writes records as JSON Lines (one compact JSON text per line, each ending in `\n`) to any
/// byte sink, a chunk at a time: the whole text is never built.
///
/// ```swift
/// var lines = JSONLinesWriter { chunk in try file.write(contentsOf: chunk) }
/// for event in events { try lines.write(event) }        // a JSONEncodable
/// try lines.write(encoding: order, with: JSONCodableEncoder()) // an Encodable
/// try lines.finish()                                       // hands over what is left
/// ```
/// The sink is called with chunks of at least `chunkSize` bytes (the last may be smaller),
/// each ending at the end of a line; memory stays at about one chunk plus one record. Give the
/// sink to an `AsyncStream` continuation, a socket or a file: it is just a closure.
///
/// When the sink throws, nothing is lost: the chunk stays in the writer, and the next hand-over
/// (``finish()``, or the write that fills a chunk) gives it again with the lines written since.
/// A `write` that throws the sink's error has written its record: do not write it again.
///
/// Not `Sendable`: its sink is any closure, and one writer belongs to one task. Make the writer
/// in the task that writes (its sink may send the chunks on, as an `AsyncStream` continuation does).
public struct JSONLinesWriter {
    private var buffer: [UInt8] = []
    private let chunkSize: Int
    private let sink: ([UInt8]) throws -> Void

    /// A writer that hands chunks of about `chunkSize` bytes to `sink`.
    public init(chunkSize: Int = 64 * 1024, sink: @escaping ([UInt8]) throws -> Void) {
        self.chunkSize = max(1, chunkSize)
        self.sink = sink
        buffer.reserveCapacity(self.chunkSize + 1024)
    }

    /// Writes one record as a line: the text its `write(to:)` writes, which is not checked.
    ///
    /// - Throws: what the sink throws.
    public mutating func write<T: JSONEncodable>(_ record: T) throws {
        var writer = JSONTextWriter()
        swap(&writer.bytes, &buffer)
        record.write(to: &writer)
        swap(&writer.bytes, &buffer)
        try endLine()
    }

    /// Writes one `Encodable` record as a line, with `encoder` (compact whatever its formatting
    /// says: a line holds one text).
    ///
    /// Without an encoder, in a module that imports FleeceFoundation, the record is written by a
    /// `FleeceEncoder` instead (that module's `write(encoding:with:)`), which writes `Date`,
    /// `Data`, `URL` and `Decimal` as `JSONEncoder` does: their own `encode(to:)`, which this
    /// encoder uses, writes a `URL` as `{"relative": …}` and a `Decimal` as its internal fields.
    ///
    /// - Throws: the encoder's `EncodingError` (nothing is written then), what the sink throws.
    // Disfavored, so that where FleeceFoundation is imported its overload, which defaults to a
    // `FleeceEncoder`, is the one `write(encoding:)` calls (an outside tester's `Decimal` amounts
    // were written as `{"exponent":-1,…,"mantissa":[123,…]}` in a file that imported it).
    @_disfavoredOverload
    public mutating func write<T: Encodable>(encoding record: T, with encoder: JSONCodableEncoder = JSONCodableEncoder()) throws {
        var encoder = encoder
        encoder.outputFormatting.remove(.prettyPrinted)
        try encoder.encode(record, appendingTo: &buffer)
        try endLine()
    }

    /// Appends a line already encoded by the caller (its bytes must be one compact JSON text).
    ///
    /// - Throws: what the sink throws.
    public mutating func writeLine(encodedBy encode: (inout [UInt8]) throws -> Void) throws {
        let start = buffer.count
        do { try encode(&buffer) } catch {
            buffer.removeSubrange(start...)
            throw error
        }
        try endLine()
    }

    /// Hands what is left to the sink.
    ///
    /// It is a flush, not a close: lines written after it are kept for the sink as before, and
    /// the next `finish()` hands over what is left of them.
    ///
    /// - Throws: what the sink throws; the chunk is kept then, for the next hand-over.
    public mutating func finish() throws {
        guard !buffer.isEmpty else { return }
        try sink(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private mutating func endLine() throws {
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= chunkSize { try finish() }
    }
}
