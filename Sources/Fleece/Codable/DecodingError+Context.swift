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
    func withContext(_ context: Context) -> DecodingError {
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
        message.contains("at line ") && message.contains(", column ")
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
