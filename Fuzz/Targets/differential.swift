import Fleece
import Foundation

/// `differential`: Fleece and Foundation's `JSONSerialization` accept the same texts and read the
/// same values from them, except for the differences listed in Fuzz/README.md, which are checked
/// here precisely rather than skipped:
/// - Foundation accepts trailing commas in arrays and objects; Fleece follows RFC 8259.
/// - Foundation also reads UTF-16 and UTF-32 (by byte-order mark or by zero bytes among the first
///   four); Fleece reads UTF-8 only.
/// - Foundation rejects numbers whose `Double` overflows (`1e400`); Fleece keeps any number the
///   grammar allows, as text, and converts it when asked.
/// - Foundation's `[String: Any]` merges keys that are canonically equivalent Unicode
///   (`"\u00e9"` and `"e\u0301"`); Fleece compares keys by their exact characters.
/// - Foundation drops a U+FEFF written unescaped at the start of a string or right after an escape
///   (as if it were a byte-order mark); Fleece keeps every character of a string.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDifferential(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var bytes = fuzzInput(data, size)
    var foundation = foundationParse(bytes)
    var fleece = Result(catching: { () throws(JSONSyntaxError) in try JSON(parsing: bytes) })

    // Foundation's trailing commas: remove each comma Fleece stops at, and both must still agree.
    while case .failure(let error) = fleece, case .success = foundation, let comma = trailingComma(before: error, in: bytes) {
        bytes.remove(at: comma)
        let withoutComma = foundationParse(bytes)
        fuzzCheck(withoutComma.isSuccess, "Foundation rejects the text once the trailing comma at \(comma) is gone")
        foundation = withoutComma
        fleece = Result(catching: { () throws(JSONSyntaxError) in try JSON(parsing: bytes) })
    }

    switch (fleece, foundation) {
    case (.success(let json), .success(let object)):
        fuzzCheck(Comparison(bytes: bytes).same(json, object, at: Comparison(bytes: bytes).rootOffset), "the values differ: Fleece \(json), Foundation \(object)")
    case (.success(let json), .failure(let error)):
        fuzzCheck(hasOverflowingNumber(json), "only Fleece accepts \(json); Foundation: \(error)")
    case (.failure(let error), .success(let object)):
        fuzzCheck(isNotUTF8ForFoundation(bytes), "only Foundation accepts \(object); Fleece: \(error)")
    case (.failure, .failure):
        break
    }
    return 0
}

extension Result {
    var isSuccess: Bool { if case .success = self { true } else { false } }
}

private func foundationParse(_ bytes: [UInt8]) -> Result<Any, any Error> {
    Result(catching: { try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) })
}

/// The offset of the ',' just before the `]` or `}` where Fleece stopped, if that is why it stopped.
private func trailingComma(before error: JSONSyntaxError, in bytes: [UInt8]) -> Int? {
    guard error.kind == .unexpectedCharacter, error.offset < bytes.count,
          bytes[error.offset] == UInt8(ascii: "]") || bytes[error.offset] == UInt8(ascii: "}") else { return nil }
    var index = error.offset - 1
    while index >= 0, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index -= 1 }
    return index >= 0 && bytes[index] == UInt8(ascii: ",") ? index : nil
}

/// Whether Foundation would read these bytes as UTF-16 or UTF-32: a byte-order mark of either, or
/// a zero byte among the first four (JSON text starts with ASCII, so zeros mean a wider encoding).
private func isNotUTF8ForFoundation(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.prefix(4).contains(0)
}

/// Whether some number in the value is beyond `Double`'s range, which Foundation refuses.
private func hasOverflowingNumber(_ json: JSON) -> Bool {
    switch json {
    case .number(let number): !number.double.isFinite
    case .array(let array): array.contains(where: hasOverflowingNumber)
    case .object(let object): object.contains { hasOverflowingNumber($0.value) }
    default: false
    }
}

/// Compares Foundation's reading of the input with Fleece's.
private struct Comparison {
    /// The input both parsed.
    let bytes: [UInt8]

    /// Where the root value starts: after a byte-order mark and whitespace.
    var rootOffset: Int {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        return index
    }

    /// Whether Foundation's reading equals Fleece's value, which starts at byte `offset` of the input.
    func same(_ json: JSON, _ object: Any, at offset: Int?) -> Bool {
        switch json {
        case .null:
            return object is NSNull
        case .bool(let flag):
            guard let number = object as? NSNumber, isBoolean(number) else { return false }
            return number.boolValue == flag
        case .string(let string):
            guard let other = object as? String else { return false }
            return foundationString(string, at: offset).unicodeScalars.elementsEqual(other.unicodeScalars)
        case .number(let number):
            guard let other = object as? NSNumber, !isBoolean(other) else { return false }
            return sameNumber(number, other)
        case .array(let array):
            guard let other = object as? [Any], other.count == array.count else { return false }
            return array.indices.allSatisfy { position in
                same(array[position], other[position], at: array.document.sourceOffset(ofEntry: array.elementEntryIndex(position)))
            }
        case .object(let members):
            guard let other = object as? [String: Any] else { return false }
            // What a Swift dictionary keeps: the last member of keys that compare equal as Strings.
            var expected: [String: (value: JSON, offset: Int?)] = [:]
            let document = members.document
            for position in members.indices {
                let key = foundationString(members.key(at: position), at: document.sourceOffset(ofEntry: members.keyEntryIndex(ofMember: position)))
                expected[key] = (members.value(at: position), document.sourceOffset(ofEntry: members.valueEntryIndex(ofMember: position)))
            }
            guard expected.count == other.count else { return false }
            return expected.allSatisfy { key, member in other[key].map { same(member.value, $0, at: member.offset) } ?? false }
        }
    }

    /// The string as Foundation reads it from the text at `offset` (its opening quote): without a
    /// U+FEFF written unescaped at the start of the string or right after an escape.
    func foundationString(_ string: String, at offset: Int?) -> String {
        guard let offset else { return string }
        var dropped: Set<Int> = []
        var index = offset + 1
        var scalar = 0
        var runStarts = true
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\") {
                // A surrogate pair is two escapes but one scalar.
                let isHighSurrogate = bytes[index + 1] == UInt8(ascii: "u") && bytes[index + 2] | 0x20 == UInt8(ascii: "d")
                    && (UInt8(ascii: "8")...UInt8(ascii: "b")).contains(bytes[index + 3] | 0x20)
                index += bytes[index + 1] == UInt8(ascii: "u") ? (isHighSurrogate ? 12 : 6) : 2
                scalar += 1
                runStarts = true
                continue
            }
            if runStarts, bytes[index...].starts(with: [0xEF, 0xBB, 0xBF]) { dropped.insert(scalar) }
            runStarts = false
            if bytes[index] & 0xC0 != 0x80 { scalar += 1 }
            index += 1
        }
        var kept = String.UnicodeScalarView()
        for (position, character) in string.unicodeScalars.enumerated() where !dropped.contains(position) {
            kept.append(character)
        }
        return String(kept)
    }
}

private func isBoolean(_ number: NSNumber) -> Bool {
    type(of: number) == type(of: NSNumber(value: true))
}

/// Numbers are equal when their doubles are (Foundation converts to `Double` unless the value is
/// an integer that fits Int64/UInt64, or needs a `Decimal`); integers are compared exactly.
///
/// A `Decimal` keeps 38 significant digits and drops the rest, so Foundation's value can differ
/// from the text, and its `Double` from the correctly rounded one: Foundation reads
/// `59223371018427387904.0000000000000000004` as 59223371018427387904, a tie between two doubles,
/// where the dropped 4 makes the correct rounding go up. There the check is that Fleece kept the
/// text Foundation read (the same `Decimal` comes out of it); that Fleece's `Double` is the
/// correctly rounded one is checked for every number by the `parse` target (Support/Walk.swift).
private func sameNumber(_ number: JSON.Number, _ other: NSNumber) -> Bool {
    if let decimal = other as? NSDecimalNumber {
        return Decimal(string: number.text, locale: Locale(identifier: "en_US_POSIX")) == decimal.decimalValue
    }
    switch String(cString: other.objCType) {
    case "q", "l", "i", "s", "c": return number.int64 == other.int64Value
    case "Q", "L", "I", "S", "C": return number.uint64 == other.uint64Value
    default: return number.double == other.doubleValue
    }
}
