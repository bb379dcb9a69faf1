// Memory safety: `text` is lent for the call and read at indices below its count.
/// `JSONDecoder`'s test of a number that converted to zero, one of `FoundationNumberRules`: here
/// rather than with them, since the JSON5 parser needs it too (`JSON5Number`), and the parser
/// builds where Codable does not (the 32-bit check).
enum FoundationZeroScan {
    /// Whether `JSONDecoder` takes the text of a number that converted to zero as really zero.
    ///
    /// It scans for a non-zero digit before the exponent, in blocks of four and then the last one
    /// to three bytes from the back, stopping at the first digit 1–9 (not zero) or `e`/`E` (zero).
    /// Scanning a short tail backwards meets an exponent's digits first, so `0e5` and `-0.0e5` are
    /// "not zero" and fail to decode. That is a quirk, kept so both decoders agree.
    static func isZero(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        func verdict(_ byte: UInt8) -> Bool? {
            switch byte {
            case UInt8(ascii: "1")...UInt8(ascii: "9"): false
            case UInt8(ascii: "e"), UInt8(ascii: "E"): true
            default: nil
            }
        }
        var start = 0
        while text.count - start >= 4 {
            for offset in 0..<4 {
                if let answer = unsafe verdict(text[start + offset]) { return answer }
            }
            start += 4
        }
        var offset = text.count - start - 1
        while offset >= 0 {
            if let answer = unsafe verdict(text[start + offset]) { return answer }
            offset -= 1
        }
        return true
    }

    /// Whether `text` is a JSON number whose value is zero that ``isZero(_:)`` says is not:
    /// why a decode failed, for its message (`0e1` is no number too close to 0).
    static func isRefusedZero(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        // Only JSON's number grammar: JSON5's `Infinity` has no digit either, and `0xE` an `E`.
        let isJSONNumber = unsafe text.allSatisfy { byte in
            byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e")
        }
        return unsafe isJSONNumber && DecimalShape(text).isZero && !isZero(text)
    }
}
