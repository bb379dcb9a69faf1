#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONLinesWriter {
    /// Writes one `Encodable` record as a line with `encoder`'s strategies (compact: a pretty
    /// layout would break the line, so `.prettyPrinted` must not be set).
    ///
    /// ```swift
    /// let handle = try FileHandle(forWritingTo: url)
    /// var lines = JSONLinesWriter { try handle.write(contentsOf: $0) }
    /// for order in orders { try lines.write(encoding: order, with: encoder) }
    /// try lines.finish()
    /// ```
    ///
    /// - Throws: the encoder's `EncodingError` (nothing is written then), what the sink throws.
    public mutating func write<T: Encodable>(encoding record: T, with encoder: FleeceEncoder) throws {
        try writeLine { try encoder.encode(record, appendingTo: &$0) }
    }
}
