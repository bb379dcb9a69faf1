extension DecodingError {
    /// The context of any case.
    package var context: Context? {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
             .keyNotFound(_, let context), .dataCorrupted(let context):
            context
        @unknown default:
            nil
        }
    }

    /// The same case, with `context` in place of its own.
    package func withContext(_ context: Context) -> DecodingError {
        switch self {
        case .typeMismatch(let type, _): .typeMismatch(type, context)
        case .valueNotFound(let type, _): .valueNotFound(type, context)
        case .keyNotFound(let key, _): .keyNotFound(key, context)
        case .dataCorrupted: .dataCorrupted(context)
        @unknown default: self
        }
    }
}

extension DecodingError {
    /// Whether a message already says where (`…, at line 3, column 14.`), as every error Fleece's
    /// decoders make about a document with source text does.
    static func namesPosition(_ message: String) -> Bool {
        // Fleece's own end in `at line 3, column 14.`: told by reading back from the end, a few
        // bytes, not by two substring searches (`ranges(of:)`, ~2 µs of every element a lossy
        // array skipped under `FleeceDecoder`); any other message is searched as before.
        endsWithPosition(message) || (message.contains("at line ") && message.contains(", column "))
    }

    /// Whether this error's message names `position` (`line 3, column 14`): read back from the
    /// end of the message, where Fleece's decoders put it, before the message is searched. Asked
    /// of every record a stream skips: the search alone (`contains`, over the error's whole
    /// `debugDescription`) made a skipped record cost 8 µs, twice `JSONDecoder`'s failing on it.
    func names(_ position: JSONPosition) -> Bool {
        let place = position.description
        if let message = context?.debugDescription {
            var reversed = message.utf8.reversed()[...]
            if reversed.first == UInt8(ascii: ".") { reversed = reversed.dropFirst() }
            if reversed.starts(with: place.utf8.reversed()) { return true }
        }
        return debugDescription.contains(place)
    }

    /// Whether `message` ends in `at line <digits>, column <digits>` and an optional `.`.
    package static func endsWithPosition(_ message: String) -> Bool {
        let bytes = message.utf8
        var index = bytes.endIndex
        func skipDigits() -> Bool {
            var count = 0
            while index > bytes.startIndex {
                let before = bytes.index(before: index)
                guard bytes[before] >= UInt8(ascii: "0") && bytes[before] <= UInt8(ascii: "9") else { break }
                index = before
                count += 1
            }
            return count > 0
        }
        func skip(_ literal: String) -> Bool {
            let count = literal.utf8.count
            guard bytes.distance(from: bytes.startIndex, to: index) >= count else { return false }
            let start = bytes.index(index, offsetBy: -count)
            guard bytes[start..<index].elementsEqual(literal.utf8) else { return false }
            index = start
            return true
        }
        if index > bytes.startIndex, bytes[bytes.index(before: index)] == UInt8(ascii: ".") { index = bytes.index(before: index) }
        return skipDigits() && skip(", column ") && skipDigits() && skip("at line ")
    }

    /// `message` without the `, at line 3, column 14.` that Fleece's decoders end it with, for
    /// an error that gives the position apart (``DecodeError``).
    static func withoutPosition(_ message: String) -> String {
        guard let place = message.ranges(of: ", at line ").last else { return message }
        var rest = message[place.upperBound...]
        if rest.hasSuffix(".") { rest = rest.dropLast() }
        let parts = rest.split(separator: ", column ", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            return message
        }
        return String(message[..<place.lowerBound])
    }
}
