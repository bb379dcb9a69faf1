extension SnakeCaseKeys {
    /// `JSONEncoder`'s `convertToSnakeCase`: words split where a lowercase letter meets an
    /// uppercase one, and before the last capital of a run of capitals followed by a lowercase
    /// letter; joined with `_`, lowercased (`myURLKey` → `my_url_key`, `_aB_` → `_a_b_`).
    /// ASCII keys are converted here; keys with other characters by `nonASCII`.
    static func toSnakeCase(_ key: String, nonASCII: (String) -> String) -> String {
        // Memory safety, for every `unsafe` in this function and `toSnakeCase(ascii:)`: the key's
        // UTF-8 is lent for the call, read at indices below its count (the searches run over
        // `..<count`).
        var key = key
        let ascii: String? = key.withUTF8 { bytes -> String? in
            guard unsafe bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return unsafe toSnakeCase(ascii: bytes)
        }
        return ascii ?? nonASCII(key)
    }

    /// The conversion of an ASCII key, step by step as Foundation's (whose index steps are
    /// by character: `\r\n` is one).
    private static func toSnakeCase(ascii key: UnsafeBufferPointer<UInt8>) -> String {
        let count = key.count
        guard count > 0 else { return "" }
        func isCRLF(at index: Int) -> Bool {
            unsafe index >= 0 && index + 1 < count && key[index] == 0x0D && key[index + 1] == 0x0A
        }
        var words: [Range<Int>] = []
        var wordStart = 0
        var searchStart = isCRLF(at: 0) ? 2 : 1
        while let upper = (searchStart..<count).first(where: { unsafe isUpper(key[$0]) }) {
            words.append(wordStart..<upper)
            guard let lowerIndex = (upper..<count).first(where: { unsafe isLower(key[$0]) }) else {
                wordStart = upper
                break
            }
            if lowerIndex == upper + 1 {
                wordStart = upper
            } else {
                let beforeLower = isCRLF(at: lowerIndex - 2) ? lowerIndex - 2 : lowerIndex - 1
                words.append(upper..<beforeLower)
                wordStart = beforeLower
            }
            searchStart = lowerIndex + 1
        }
        words.append(wordStart..<count)
        var output: [UInt8] = []
        output.reserveCapacity(count + words.count)
        for (position, range) in words.enumerated() {
            if position > 0 { output.append(UInt8(ascii: "_")) }
            for index in range { unsafe output.append(lower(key[index])) }
        }
        return String(decoding: output, as: UTF8.self)
    }

    @inline(__always) private static func isUpper(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "A") < 26 }
    @inline(__always) private static func isLower(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "a") < 26 }
    @inline(__always) private static func lower(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte | 0x20 : byte }

    /// The same rule over Unicode with the standard library's character data (uppercase: the
    /// categories Lu and Lt; lowercase: Ll): `JSONCodableEncoder`'s rule for keys beyond ASCII.
    package static func toSnakeCaseUnicode(_ key: String) -> String {
        guard !key.isEmpty else { return key }
        let scalars = key.unicodeScalars
        func isUpper(_ scalar: Unicode.Scalar) -> Bool {
            let category = scalar.properties.generalCategory
            return category == .uppercaseLetter || category == .titlecaseLetter
        }
        var words: [Range<String.Index>] = []
        var wordStart = key.startIndex
        var searchRange = key.index(after: wordStart)..<key.endIndex
        while let upper = scalars[searchRange].firstIndex(where: isUpper) {
            words.append(wordStart..<upper)
            searchRange = upper..<searchRange.upperBound
            guard let lower = scalars[searchRange].firstIndex(where: { $0.properties.generalCategory == .lowercaseLetter }) else {
                wordStart = searchRange.lowerBound
                break
            }
            let nextCharacterAfterCapital = key.index(after: upper)
            if lower == nextCharacterAfterCapital {
                wordStart = upper
            } else {
                let beforeLower = key.index(before: lower)
                words.append(upper..<beforeLower)
                wordStart = beforeLower
            }
            searchRange = scalars.index(after: lower)..<searchRange.upperBound
        }
        words.append(wordStart..<searchRange.upperBound)
        return words.map { key[$0].lowercased() }.joined(separator: "_")
    }
}
