/// A value a ``CodableSpecialTypes`` hook decodes: the engine's conversions and errors for it,
/// so that `Date`, `Data`, `URL` and `Decimal` fail exactly as `JSONDecoder` makes them fail.
package struct CodableValue {
    let decoder: DocumentDecoder
    let entry: Int
    let location: ValueLocation

    /// True for null (and for the null an absent key gives a `superDecoder`).
    package var isNull: Bool { decoder.isNull(entry) }

    // Memory safety, for every `unsafe` here: `entry` is an entry of the decoder's document, so
    // `entries[entry]` and its text are in bounds (see `DocumentDecoder.entries`).
    /// The text of a number as written, nil for anything else.
    package var numberText: String? {
        guard decoder.kind(entry) == .number, unsafe decoder.entries[entry].tag & Entry.Flags.malformedString == 0 else { return nil }
        return unsafe String(decoding: decoder.rawText(decoder.entries[entry]), as: UTF8.self)
    }

    /// The number as `significand × 10^exponent` with nothing lost, for a number written as JSON
    /// writes one (`-12.340`, `5e-3`) in at most 38 bytes whose significant digits fit 19; nil for
    /// anything else. `Decimal` is built from it without reading the text again (FleeceFoundation).
    package var exactDecimalParts: (isNegative: Bool, significand: UInt64, exponent: Int)? {
        // The kind first: an absent member's entry is negative, and has none to read.
        guard decoder.kind(self.entry) == .number else { return nil }
        let entry = unsafe decoder.entries[self.entry]
        guard entry.tag & Entry.Flags.json5Special == 0 else { return nil }
        let text = unsafe decoder.rawText(entry)
        // JSON5 writes numbers JSON does not (`+1`, `.5`, `5.`): those go to the caller's own
        // reading. 38 bytes hold at most 38 digits, which a `Decimal`'s 128-bit mantissa holds.
        guard let first = unsafe text.first, let last = unsafe text.last, text.count <= 38,
              first == UInt8(ascii: "-") || first &- UInt8(ascii: "0") < 10,
              last &- UInt8(ascii: "0") < 10 else { return nil }
        let parts = unsafe DecimalSignificand(scanning: text)
        guard !parts.isTruncated else { return nil }
        return (parts.isNegative, parts.significand, parts.exponent)
    }

    /// Whether the value is JSON5's `NaN` or `Infinity`, either sign.
    package var isNonFiniteNumber: Bool {
        unsafe decoder.kind(entry) == .number && decoder.entries[entry].tag & Entry.Flags.nonFinite != 0
    }

    /// Whether the value is a number token that is not a number (`01`, `1.` where JSON5 is off),
    /// which `JSONDecoder` finds only when it decodes the value, and rejects then.
    package var isMalformedNumber: Bool {
        unsafe decoder.kind(entry) == .number && decoder.entries[entry].tag & Entry.Flags.malformedNumber != 0
    }

    /// The value's coding path.
    package var codingPath: [any CodingKey] { decoder.codingPath(at: location) }

    /// The path of the decoder whose container holds the value (without the value's own key):
    /// `JSONDecoder` reports a malformed ISO 8601 date there.
    package var enclosingDecoderPath: [any CodingKey] { decoder.codingPath(at: ValueLocation(depth: location.depth)) }

    /// The value's own key said for a message reported at ``enclosingDecoderPath``, which lacks
    /// it: `for key "createdAt"`, `for element 1`; nil when the two paths are the same (the root,
    /// or a single-value container's value).
    package var ownKeyPhrase: String? {
        guard location.key != nil, let key = codingPath.last else { return nil }
        if let index = key.intValue { return "for element \(index)" }
        return "for key \(OneLineText.quoted(key.stringValue))"
    }

    /// The value as a string, failing as `JSONDecoder` fails for `String`.
    package func decodeString() throws -> String {
        do throws(ScalarFailure) {
            return try decoder.string(entry)
        } catch {
            throw decoder.error(error, decoding: String.self, value: entry, at: location)
        }
    }

    /// The value as a `Double`, failing as `JSONDecoder` fails for `Double`.
    package func decodeDouble() throws -> Double {
        do throws(ScalarFailure) {
            return try decoder.floatingPoint(entry, as: Double.self)
        } catch {
            throw decoder.error(error, decoding: Double.self, value: entry, at: location)
        }
    }

    /// Runs `body` with a decoder at this value (for `T(from:)` and custom strategies).
    package func decodeNested<R>(_ body: (any Decoder) throws -> R) throws -> R {
        try decoder.withNested(value: entry, at: location) { try body(decoder) }
    }

    /// `valueNotFound(type)` for a null value.
    package func valueNotFound(_ type: Any.Type) -> DecodingError {
        decoder.valueNotFound(type, value: entry, at: location)
    }

    /// `typeMismatch(type)` naming what the value is.
    package func typeMismatch(_ type: Any.Type) -> DecodingError {
        decoder.typeMismatch(type, value: entry, at: location)
    }

    /// `dataCorrupted` with `message`, at the value's path or at `codingPath`, with the position;
    /// with `showingValue`, what the value is too (`(found a string "2024-13-01")`), for a text
    /// the decoder could not read as the type it stands for.
    package func dataCorrupted(_ message: String, codingPath: [any CodingKey]? = nil, showingValue: Bool = false) -> DecodingError {
        decoder.dataCorrupted(message, value: entry, codingPath: codingPath ?? self.codingPath, showingValue: showingValue)
    }

    /// The error for a malformed number token (`0x`, `01`), which JSON (or JSON5) cannot hold:
    /// `The value 0x at amount is not valid JSON5`, as for any type that reads it.
    package func malformedValue() -> DecodingError {
        decoder.malformedValue(value: entry, at: location)
    }

    /// The error for a number out of the type's range (as `JSONDecoder` reports it: not valid JSON).
    package func numberNotRepresentable(as type: Any.Type) -> DecodingError {
        decoder.numberNotRepresentable(type, value: entry, at: location)
    }
}
