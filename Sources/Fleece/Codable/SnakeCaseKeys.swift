// Memory safety, for every `unsafe` in this file: the key and the name are UTF-8 lent for the call
// (the document's bytes, or a `String`'s), read at indices below their counts.
/// `JSONDecoder`'s `convertFromSnakeCase`, for keys of ASCII letters, digits and underscores,
/// without building strings.
///
/// The rule: leading and trailing underscores stay; a key with no other underscore stays as it is;
/// otherwise the underscore-separated words are joined, the first lowercased and each other one
/// capitalized the way Foundation's `capitalized` does it: a letter is uppercased when the
/// character before it in the word is not a letter, lowercased when it is (so `a_b2c` becomes
/// `aB2C` and `x_ID` becomes `xId`). Keys with other characters go to the full Unicode rule.
package enum SnakeCaseKeys {
    /// Whether `key` converts to exactly `name`; nil when `key` has a byte outside the fast path.
    static func converted(_ key: UnsafeBufferPointer<UInt8>, equals name: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard unsafe mayConvert(key, to: name) else { return false }
        guard let shape = unsafe Shape(key) else { return nil }
        // Unchanged (no inner underscore): the bytes themselves. Otherwise the conversion drops
        // exactly the inner underscores: a name of another length is not it.
        guard shape.first >= 0, shape.innerUnderscores > 0 else { return unsafe key.elementsEqual(name) }
        guard name.count == key.count &- shape.innerUnderscores else { return false }
        var written = 0
        var matches = true
        unsafe shape.convert(key) { byte in
            guard written < name.count, unsafe name[written] == byte else {
                matches = false
                return false
            }
            written &+= 1
            return true
        }
        return matches && written == name.count
    }

    /// False when `key` cannot convert to `name`, by their first and last bytes alone, without
    /// the pass over the key: a key whose first byte is ASCII converts to one that starts with
    /// it or, a letter, with its lowercase, and one whose last byte is ASCII to one that ends
    /// with it or, a letter, with it in either case (by the full rule too: trailing underscores
    /// stay). Most members of an object fail here, which matters for a key the object lacks:
    /// every member is tried. (By the first byte alone, 429 members a decode of GitHub's events
    /// went on to a conversion, ~300 instructions each; with the last byte too, 205.)
    @inline(__always)
    static func mayConvert(_ key: UnsafeBufferPointer<UInt8>, to name: UnsafeBufferPointer<UInt8>) -> Bool {
        // Memory safety: the last bytes are read at `count - 1` of buffers that have a first.
        guard let first = unsafe key.first, first < 0x80 else { return true }
        guard let wanted = unsafe name.first else { return false }
        guard wanted == first || (isLetter(first) && wanted == first | 0x20) else { return false }
        let last = unsafe key[key.count &- 1]
        guard last < 0x80 else { return true }
        let wantedLast = unsafe name[name.count &- 1]
        return wantedLast == last || (isLetter(last) && isLetter(wantedLast) && wantedLast | 0x20 == last | 0x20)
    }

    /// A hash of `bytes` with the underscores dropped and ASCII letters lowercased; never 0.
    ///
    /// A key converts to a name only if both fold alike (the conversion drops underscores and
    /// changes letters' case, nothing else), so a key's hash stands for its conversion's in
    /// `ConvertedKeyFilter` without the conversion (which cost ~490 instructions a key, a pass to
    /// find its words and another to convert it into a buffer: 12% of decoding GitHub's events
    /// from snake case; this is one pass). Names are hashed by it for the same filter, and their
    /// learned spellings are found by it (`SnakeCaseSpellings`).
    @unsafe @inline(__always)
    static func foldedHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        unsafe foldedHash(bytes, onlyFastPath: false) ?? 1
    }

    /// `foldedHash(_:)` of a key, or nil when it has a byte other than an ASCII letter, digit or
    /// underscore: the full rule converts such a key, and it may fold otherwise.
    @unsafe @inline(__always)
    static func foldedHash(ofKey key: UnsafeBufferPointer<UInt8>) -> UInt64? {
        unsafe foldedHash(key, onlyFastPath: true)
    }

    @unsafe @inline(__always)
    private static func foldedHash(_ bytes: UnsafeBufferPointer<UInt8>, onlyFastPath: Bool) -> UInt64? {
        // FNV-1a over the folded bytes, then mixed: `ConvertedKeyFilter` and the spellings' slots
        // take the top bits.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for unsafe byte in unsafe bytes where byte != UInt8(ascii: "_") {
            let folded: UInt8
            if isLetter(byte) {
                folded = byte | 0x20
            } else {
                if onlyFastPath, !isDigit(byte) { return nil }
                folded = byte
            }
            hash = (hash ^ UInt64(folded)) &* 0x0000_0100_0000_01B3
        }
        let mixed = (hash ^ (hash &>> 29)) &* 0xBF58_476D_1CE4_E5B9
        return (mixed ^ (mixed &>> 32)) | 1
    }

    /// The converted key; nil when `key` has a byte outside the fast path.
    static func convert(_ key: UnsafeBufferPointer<UInt8>) -> String? {
        guard let shape = unsafe Shape(key) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(key.count)
        unsafe shape.convert(key) { byte in
            bytes.append(byte)
            return true
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where a key's words are: the first and last bytes that are not underscores, and how many
    /// underscores lie between them.
    struct Shape {
        var first: Int
        var last: Int
        var innerUnderscores: Int

        /// nil for a key with a byte other than an ASCII letter, digit or underscore.
        init?(_ key: UnsafeBufferPointer<UInt8>) {
            var first = -1, last = -1, pending = 0, inner = 0
            for index in key.indices {
                let byte = unsafe key[index]
                if byte == UInt8(ascii: "_") {
                    // Inner once a word follows; trailing if none does.
                    if first >= 0 { pending &+= 1 }
                    continue
                }
                guard SnakeCaseKeys.isLetter(byte) || SnakeCaseKeys.isDigit(byte) else { return nil }
                if first < 0 { first = index }
                inner &+= pending
                pending = 0
                last = index
            }
            self.first = first
            self.last = last
            self.innerUnderscores = inner
        }

        /// Emits the converted key byte by byte; `emit` returns false to stop early.
        @inline(__always)
        func convert(_ key: UnsafeBufferPointer<UInt8>, _ emit: (UInt8) -> Bool) {
            // All underscores (or empty): unchanged. No inner underscore: unchanged too.
            guard first >= 0, innerUnderscores > 0 else {
                for unsafe byte in unsafe key where !emit(byte) { return }
                return
            }
            for _ in 0..<first where !emit(UInt8(ascii: "_")) { return }
            var inFirstWord = true
            var previousIsLetter = false
            for index in first...last {
                let byte = unsafe key[index]
                if byte == UInt8(ascii: "_") {
                    inFirstWord = false
                    previousIsLetter = false
                    continue
                }
                let isLetter = SnakeCaseKeys.isLetter(byte)
                let out: UInt8
                if !isLetter {
                    out = byte
                } else if inFirstWord || previousIsLetter {
                    out = byte | 0x20  // lowercase
                } else {
                    out = byte & ~0x20  // uppercase
                }
                previousIsLetter = isLetter
                if !emit(out) { return }
            }
            for _ in (last + 1)..<key.count where !emit(UInt8(ascii: "_")) { return }
        }
    }

    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}

extension SnakeCaseKeys {
    /// The conversion for any key, with `capitalize` turning each word after the first into its
    /// capitalized form (Foundation's `capitalized` in `FleeceFoundation`, ``capitalizeWord(_:)`` here).
    package static func convert(_ key: String, capitalize: (Substring) -> String) -> String {
        guard let firstWordStart = key.firstIndex(where: { $0 != "_" }) else { return key }
        var wordsEnd = key.index(before: key.endIndex)
        while wordsEnd > firstWordStart && key[wordsEnd] == "_" { key.formIndex(before: &wordsEnd) }
        let words = key[firstWordStart...wordsEnd].split(separator: "_")
        guard words.count > 1 else { return key }
        var result = String(key[..<firstWordStart])
        result += words[0].lowercased()
        for word in words.dropFirst() { result += capitalize(word) }
        result += key[key.index(after: wordsEnd)...]
        return result
    }

    /// Capitalizes like Foundation's `capitalized`, with the standard library's Unicode data: a
    /// cased letter is title-cased after a character that is not a cased letter, lowercased after
    /// one; case-ignorable characters do not break the word. Foundation's set of those is its own:
    /// in ASCII only the apostrophe, `^` and the backtick (not `.` or `:`, which Unicode lists);
    /// beyond ASCII, Unicode's `Case_Ignorable` stands in for it.
    static func capitalizeWord(_ word: Substring) -> String {
        var result = ""
        var previousIsCased = false
        for scalar in word.unicodeScalars {
            let properties = scalar.properties
            switch properties.generalCategory {
            case .uppercaseLetter:
                result += previousIsCased ? properties.lowercaseMapping : String(scalar)
                previousIsCased = true
            case .lowercaseLetter:
                result += previousIsCased ? String(scalar) : properties.titlecaseMapping
                previousIsCased = true
            default:
                result.unicodeScalars.append(scalar)
                let isCaseIgnorable = scalar.isASCII ? "'^`".unicodeScalars.contains(scalar) : properties.isCaseIgnorable
                if !isCaseIgnorable { previousIsCased = false }
            }
        }
        return result
    }
}
