import Foundation
import Fleece

/// A decoding failure of a response in words, without the values a response holds at keys that
/// name a credential: `card.cvv: expected Int, found string <redacted> at line 4, column 12`.
///
/// A failure's message quotes the value it found (`found string "4111 1111 1111 1111"`), and a
/// message is made to be logged. So where a key on the failure's path names a credential as
/// ``Redaction`` sees it (`password`, `client_secret`, `card_number`, a name the app added), the
/// value is left out; what was expected, the kind of value found, the path and the position stay.
package enum DecodingMessage {
    /// `DecodeError.summary(separator: "; ")`, values at credential keys left out, and so are
    /// those of credential members in an excerpt of an object or array.
    package static func describe(_ error: DecodeError) -> String {
        error.summary(separator: "; ", rewriting: shown)
    }

    /// `reason`, of a failure at `path`, as a message may show it: the value found left out when
    /// a key of the path names a credential, and otherwise the values of the members that do in
    /// the excerpt of an object or array (`found object {"accessToken":"<redacted>"}`: an
    /// outside tester's login model, expecting a string, quoted the token it found instead).
    package static func shown(_ reason: DecodeError.Reason, at path: JSONPath) -> DecodeError.Reason {
        if isSecret(path) { return reason.hidingValue(placeholder: Redaction.placeholder) }
        return reason.mappingFoundText(Redaction.hidingCredentialValues(inJSONText:))
    }

    /// Whether a key of `path` names a credential, so that the value there is not shown.
    static func isSecret(_ path: JSONPath) -> Bool {
        path.components.contains { component in
            if case .key(let key) = component { return Redaction.namesCredential(key) }
            return false
        }
    }

    /// `error` with the value its sentence quotes left out when the value is at a credential
    /// key. A missing key and a null quote no value.
    package static func hidingSecretValue(of error: DecodingError) -> DecodingError {
        switch error {
        case let .typeMismatch(type, context) where isSecret(context):
            .typeMismatch(type, hidingValue(in: context))
        case let .dataCorrupted(context) where isSecret(context):
            .dataCorrupted(hidingValue(in: context))
        default:
            error
        }
    }

    /// Whether the context's value is at a credential key: its coding path says so, or, for a
    /// number out of range (reported at the root, as `JSONDecoder` reports it), the path of
    /// the failure underneath.
    private static func isSecret(_ context: DecodingError.Context) -> Bool {
        if isSecret(JSONPath(codingPath: context.codingPath)) { return true }
        guard let underlying = context.underlyingError as? DecodeError else { return false }
        return underlying.failures.contains { isSecret($0.path) }
    }

    /// The context with its sentence's values hidden, and without the underlying error, whose
    /// own words may quote the value.
    private static func hidingValue(in context: DecodingError.Context) -> DecodingError.Context {
        DecodingError.Context(
            codingPath: context.codingPath,
            debugDescription: ValueHiding.hidingValues(inSentence: context.debugDescription, placeholder: Redaction.placeholder))
    }
}
