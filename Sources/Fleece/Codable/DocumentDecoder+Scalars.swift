/// Why a scalar could not be decoded; the container that asked turns it into a `DecodingError`
/// with the coding path, so the success path builds no path and no message.
enum ScalarFailure: Error {
    /// The value is null (or absent) where a value was needed.
    case valueNotFound
    /// The value is of another kind.
    case typeMismatch
    /// A number outside the type's range, or not an integer where one was needed.
    case notRepresentable
    /// A JSON5 value whose text is not valid, found when it is decoded (as `JSONDecoder` finds it).
    case malformed
}

// Memory safety, for every `unsafe` in this extension: `entries` and `bytes` point into live
// storage for as long as the decoder is used (see `DocumentDecoder.entries`) and are indexed only
// with entry indices and text ranges that this document's parser recorded, so in bounds; the
// `@exclusivity(unchecked)` state is the decoder's own, used by one decode at a time (see
// `DocumentDecoder.value`).
extension DocumentDecoder {
    /// The raw text of a string's content (escapes not decoded) or of a number.
    @inline(__always)
    func rawText(_ entry: Entry) -> UnsafeBufferPointer<UInt8> {
        // From the base address, not through a slice: a slice's range checks its bounds' order
        // on every call, and the parser recorded this range within the text (two per member
        // decoded, its key's and its value's).
        let start = entry.kind == .string ? entry.contentOffset : Int(entry.offset)
        return unsafe UnsafeBufferPointer(start: bytes.baseAddress.map { unsafe $0 + start }, count: entry.length)
    }

    /// The unescaped text of the string entry at `index`.
    @inline(__always)
    func stringValue(ofEntry index: Int) -> String {
        let entry = unsafe entries[index]
        let raw = unsafe rawText(entry)
        return unsafe StringUnescaping.string(raw, of: entry, smallLayoutIsKnown: smallStringLayoutIsKnown)
    }

    func bool(_ value: Int) throws(ScalarFailure) -> Bool {
        // Like JSONDecoder, null is a type mismatch for Bool, not a missing value.
        switch kind(value) {
        case .true: return true
        case .false: return false
        default: throw .typeMismatch
        }
    }

    func string(_ value: Int) throws(ScalarFailure) -> String {
        switch kind(value) {
        case .string: return stringValue(ofEntry: value)
        case .null: throw .valueNotFound
        case .number where unsafe entries[value].tag & Entry.Flags.malformedString != 0: throw .malformed
        default: throw .typeMismatch
        }
    }

    func integer<T: FixedWidthInteger>(_ value: Int, as type: T.Type) throws(ScalarFailure) -> T {
        let kind = kind(value)
        guard kind == .number else { throw kind == .null ? .valueNotFound : .typeMismatch }
        let entry = unsafe entries[value]
        let text = unsafe rawText(entry)
        if entry.isPlainInteger, let integer = unsafe NumberConversion.integer(text, as: type) { return integer }
        if entry.isJSON5Special { return try unsafe JSON5Scalars.integer(entry, text: text, as: type) }
        return try unsafe FoundationNumberRules.integer(fromNonIntegerText: text, as: type)
    }

    func floatingPoint<T: BinaryFloatingPoint>(_ value: Int, as type: T.Type) throws(ScalarFailure) -> T {
        switch kind(value) {
        case .number:
            let entry = unsafe entries[value]
            let text = unsafe rawText(entry)
            if entry.isJSON5Special { return try unsafe JSON5Scalars.floatingPoint(entry, text: text, as: type) }
            // A `Double` from the whole document's bytes and the entry: a plain decimal is read
            // in place, around the point the parser recorded (`PlainDecimal`).
            let result: T = unsafe T.self == Float.self
                ? T(NumberConversion.float(text)) : T(NumberConversion.double(in: bytes, entry: entry))
            return try unsafe FoundationNumberRules.checked(result, text: text)
        case .string:
            if let nonConforming = options.nonConformingFloats, unsafe !entries[value].hasEscapes {
                let raw = unsafe rawText(entries[value])
                if unsafe Self.text(nonConforming.positiveInfinity, equals: raw) { return .infinity }
                if unsafe Self.text(nonConforming.negativeInfinity, equals: raw) { return -.infinity }
                if unsafe Self.text(nonConforming.nan, equals: raw) { return .nan }
            }
            throw .typeMismatch
        case .null:
            throw .valueNotFound
        default:
            throw .typeMismatch
        }
    }

    static func text(_ string: String, equals raw: UnsafeBufferPointer<UInt8>) -> Bool {
        var string = string
        return string.withUTF8 { unsafe $0.elementsEqual(raw) }
    }
}
