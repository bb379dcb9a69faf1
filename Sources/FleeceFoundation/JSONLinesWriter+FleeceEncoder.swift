#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONLinesWriter {
    /// Writes one `Encodable` record as a line with `encoder`'s strategies, always compact: a
    /// pretty layout would break the line, so `.prettyPrinted` is left out (as the core's
    /// `write(encoding:with:)` leaves it out of a `JSONCodableEncoder`'s formatting).
    ///
    /// Without an encoder, a new `FleeceEncoder` writes each record, so `Date`, `Data`, `URL`
    /// and `Decimal` are written as `JSONEncoder` writes them (pass one encoder to set its
    /// strategies, and to save making one a record).
    ///
    /// ```swift
    /// let handle = try FileHandle(forWritingTo: url)
    /// var lines = JSONLinesWriter { try handle.write(contentsOf: $0) }
    /// for order in orders { try lines.write(encoding: order, with: encoder) }
    /// try lines.finish()
    /// ```
    ///
    /// - Throws: the encoder's `EncodingError` (nothing is written then), what the sink throws.
    public mutating func write<T: Encodable>(encoding record: T, with encoder: FleeceEncoder = FleeceEncoder()) throws {
        var compact = encoder
        if encoder.outputFormatting.contains(.prettyPrinted) {
            // A copy per record: slower, but a shared encoder set up for pretty responses still
            // writes valid JSON Lines (one configured without `.prettyPrinted` is the fast way).
            compact = encoder.copy()
            compact.outputFormatting.remove(.prettyPrinted)
        }
        try writeLine { try compact.encode(record, appendingTo: &$0) }
    }
}
