/// Why a scalar could not be decoded; the container that asked turns it into a `DecodingError`
/// with the coding path, so the success path builds no path and no message.
enum ScalarFailure: Error {
    /// The value is null (or absent) where a value was needed.
    case valueNotFound
    /// The value is of another kind.
    case typeMismatch
    /// A number outside the type's range, or not an integer where one was needed.
    case notRepresentable
}

extension DocumentDecoder {
    /// The raw text of a string's content (escapes not decoded) or of a number.
    @inline(__always)
    func rawText(_ entry: Entry) -> UnsafeBufferPointer<UInt8> {
        let start = entry.kind == .string ? entry.contentOffset : Int(entry.offset)
        return UnsafeBufferPointer(rebasing: bytes[start ..< start &+ entry.length])
    }

    /// The unescaped text of the string entry at `index`.
    @inline(__always)
    func stringValue(ofEntry index: Int) -> String {
        let entry = entries[index]
        let raw = rawText(entry)
        return entry.hasEscapes ? StringUnescaping.unescape(raw) : String(decoding: raw, as: UTF8.self)
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
        default: throw .typeMismatch
        }
    }

    func integer<T: FixedWidthInteger>(_ value: Int, as type: T.Type) throws(ScalarFailure) -> T {
        let kind = kind(value)
        guard kind == .number else { throw kind == .null ? .valueNotFound : .typeMismatch }
        let entry = entries[value]
        let text = rawText(entry)
        if entry.isPlainInteger, let integer = NumberConversion.integer(text, as: type) { return integer }
        return try FoundationNumberRules.integer(fromNonIntegerText: text, as: type)
    }

    func floatingPoint<T: BinaryFloatingPoint>(_ value: Int, as type: T.Type) throws(ScalarFailure) -> T {
        switch kind(value) {
        case .number:
            let text = rawText(entries[value])
            let result: T = T.self == Float.self ? T(NumberConversion.float(text)) : T(NumberConversion.double(text))
            return try FoundationNumberRules.checked(result, text: text)
        case .string:
            if let nonConforming = options.nonConformingFloats, !entries[value].hasEscapes {
                let raw = rawText(entries[value])
                if Self.text(nonConforming.positiveInfinity, equals: raw) { return .infinity }
                if Self.text(nonConforming.negativeInfinity, equals: raw) { return -.infinity }
                if Self.text(nonConforming.nan, equals: raw) { return .nan }
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
        return string.withUTF8 { $0.elementsEqual(raw) }
    }

    /// The standard library's scalar types, decoded without a trip through `T(from:)`: generic
    /// code (`[Int]`, `Int?`, `[String: Double]`) reaches them through `decode<T>`.
    @inline(__always)
    func decodeScalarIfKnown<T>(_ type: T.Type, value: Int, at location: @autoclosure () -> ValueLocation) throws -> T? {
        do throws(ScalarFailure) {
            if T.self == String.self { return unsafeBitCast(try string(value), to: T.self) }
            if T.self == Int.self { return unsafeBitCast(try integer(value, as: Int.self), to: T.self) }
            if T.self == Double.self { return unsafeBitCast(try floatingPoint(value, as: Double.self), to: T.self) }
            if T.self == Bool.self { return unsafeBitCast(try bool(value), to: T.self) }
            if T.self == Int64.self { return unsafeBitCast(try integer(value, as: Int64.self), to: T.self) }
            if T.self == Float.self { return unsafeBitCast(try floatingPoint(value, as: Float.self), to: T.self) }
            if T.self == UInt64.self { return unsafeBitCast(try integer(value, as: UInt64.self), to: T.self) }
            if T.self == Int32.self { return unsafeBitCast(try integer(value, as: Int32.self), to: T.self) }
            if T.self == UInt.self { return unsafeBitCast(try integer(value, as: UInt.self), to: T.self) }
            if T.self == UInt32.self { return unsafeBitCast(try integer(value, as: UInt32.self), to: T.self) }
            if T.self == Int16.self { return unsafeBitCast(try integer(value, as: Int16.self), to: T.self) }
            if T.self == UInt16.self { return unsafeBitCast(try integer(value, as: UInt16.self), to: T.self) }
            if T.self == Int8.self { return unsafeBitCast(try integer(value, as: Int8.self), to: T.self) }
            if T.self == UInt8.self { return unsafeBitCast(try integer(value, as: UInt8.self), to: T.self) }
            return nil
        } catch {
            throw self.error(error, decoding: T.self, value: value, at: location())
        }
    }
}
