import Fleece
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FleeceDecoder {
    /// One line a person can act on for an error that a `decode` call threw: the JSON path, what
    /// was wrong, and the line and column in the input.
    ///
    /// Made for the places that show a decoding failure to someone else, such as the body of a
    /// server's 400 response:
    ///
    /// ```swift
    /// do {
    ///     return try FleeceDecoder().decode(Order.self, from: body)
    /// } catch {
    ///     throw BadRequest(FleeceDecoder.message(for: error))
    ///     // items[2].quantity: Expected to decode Int but found a string "two" instead, at line 5, column 19.
    /// }
    /// ```
    ///
    /// A `DecodingError` becomes its coding path (with the missing key for `keyNotFound`) and its
    /// description, which for this decoder already names the line and column; a missing key is
    /// said as Fleece says it (`items[0].quantity: missing key "quantity" in object at line 1,
    /// column 21`), not with the `CodingKeys(stringValue:intValue:)` of the standard sentence.
    /// Syntax errors give their one-line description, and Fleece's own `DecodeError` its
    /// failures separated by `; `; any other error its `String(describing:)`. Line breaks are
    /// replaced by spaces, so the result is always one line.
    ///
    /// A message sent to a client is often logged too, so it does not quote a value the input
    /// holds under a key that names a credential (`password`, `card_number`, `client_secret`, a
    /// name added with `Redaction.addSensitiveNames(_:)`; see ``Redaction``), however deep. It
    /// says what was expected, the kind of value found and where: `password: Expected to decode
    /// String but found number <redacted> instead, at line 1, column 13.`
    public static func message(for error: any Error) -> String {
        let text: String
        switch error {
        // The date's key goes into the path first, so that a credential's name there is seen.
        case let error as DecodingError: text = describe(DecodingMessage.hidingSecretValue(of: dateKeyMovedToPath(error)))
        case let error as DecodeError: text = DecodingMessage.describe(error)
        default: text = String(describing: error)
        }
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// `items[2].quantity: <what the decoder said>`.
    private static func describe(_ error: DecodingError) -> String {
        let context: DecodingError.Context
        var path: [any CodingKey]
        switch error {
        case let .typeMismatch(_, errorContext), let .valueNotFound(_, errorContext), let .dataCorrupted(errorContext):
            context = errorContext
            path = errorContext.codingPath
        case let .keyNotFound(key, errorContext):
            path = errorContext.codingPath + [key]
            if let missing = DecodingError.missingKeySentence(key, errorContext) {
                return "\(JSONPath(codingPath: path)): \(missing)"
            }
            context = errorContext
        @unknown default:
            return String(describing: error)
        }
        let location = JSONPath(codingPath: path)
        // A number that does not fit is reported at the root, as `JSONDecoder` reports it; the
        // failure underneath says where, and why (`(not a whole number)`), which the sentence
        // did not (found by an outside tester).
        if case .dataCorrupted = error, location.isRoot, let failure = context.underlyingError as? DecodeError,
           context.debugDescription.hasPrefix(DecodingError.notValidJSON + " The number ") {
            return failure.summary(separator: "; ")
        }
        // The standard sentence, with JSON's containers named as JSON names them.
        var message = DecodingError.readersSentence(context)
        // A syntax error's description is `JSONDecoder`'s ("The given data was not valid JSON."):
        // where and what is in the underlying error. A bridged `DecodeError`'s is its summary
        // already (the first failure, then how many more).
        if let underlying = context.underlyingError, !(underlying is DecodeError) {
            let detail = String(describing: underlying)
            if !message.contains(detail) {
                if message.hasSuffix(".") { message.removeLast() }
                message = message.isEmpty ? detail : "\(message): \(detail)"
            }
        }
        if message.isEmpty { message = error.caseSentence }
        // A sentence placed before an underlying error has no period, which Swift's `. Underlying
        // error:` would double; alone on its line, it ends as the others do (`…, at line 2, column 12.`).
        if !message.hasSuffix("."), DecodingError.endsWithPosition(message),
           message.range(of: ", at line ", options: .backwards) != nil { message += "." }
        // A failure of a type decoded Fleece's own way inside a Codable model (`DecodableByJSON`)
        // names its path in its description already.
        guard !location.isRoot, !message.hasPrefix("\(location): ") else { return message }
        return "\(location): \(message)"
    }

    /// `error` with a malformed ISO 8601 date's key moved from its sentence into its coding path
    /// (see `keyMovedToPath`); any other error as it is.
    private static func dateKeyMovedToPath(_ error: DecodingError) -> DecodingError {
        guard case .dataCorrupted(let context) = error else { return error }
        let (message, step) = keyMovedToPath(context.debugDescription)
        guard let step else { return error }
        return .dataCorrupted(DecodingError.Context(
            codingPath: context.codingPath + [step.codingKey], debugDescription: message, underlyingError: context.underlyingError))
    }

    /// A malformed ISO 8601 date is reported at its container's path, as `JSONDecoder` reports
    /// it, its sentence naming the value's key (`for key "birthday"`, `for element 1`): here the
    /// key goes back into the path, so that the message reads `path: what` as every other does
    /// (`[0].birthday: Expected date string to be ISO8601-formatted (found …)`; found by an
    /// outside tester: a server's 400 read `Expected … for key "birthday"` with no path). The
    /// sentence without the key, and the key; nil for any other sentence.
    private static func keyMovedToPath(_ message: String) -> (String, JSONPath.Component?) {
        let lead = "Expected date string to be ISO8601-formatted "
        guard message.hasPrefix(lead) else { return (message, nil) }
        let rest = message.utf8.dropFirst(lead.utf8.count)
        if rest.starts(with: "for element ".utf8) {
            let digits = rest.dropFirst("for element ".utf8.count).prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard let index = Int(String(decoding: digits, as: UTF8.self)) else { return (message, nil) }
            return (lead.dropLast() + String(decoding: rest[digits.endIndex...], as: UTF8.self), .index(index))
        }
        guard rest.starts(with: "for key \"".utf8) else { return (message, nil) }
        // The key as JSON quotes it: up to the quote that no backslash escapes.
        let quoted = rest.dropFirst("for key ".utf8.count)
        var end = quoted.index(after: quoted.startIndex)
        while end < quoted.endIndex, quoted[end] != UInt8(ascii: "\"") {
            end = quoted.index(end, offsetBy: quoted[end] == UInt8(ascii: "\\") ? 2 : 1, limitedBy: quoted.endIndex) ?? quoted.endIndex
        }
        guard end < quoted.endIndex, case .string(let key)? = try? JSON(parsing: String(decoding: quoted[...end], as: UTF8.self))
        else { return (message, nil) }
        return (lead.dropLast() + String(decoding: quoted[quoted.index(after: end)...], as: UTF8.self), .key(key))
    }
}
