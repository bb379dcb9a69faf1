import Fleece
import FleeceFoundation

extension Redaction {
    /// `error` without the secrets a message of it could show: the values found at keys that
    /// name a credential left out (`client_secret: expected String, found number <redacted>`),
    /// and each of `secrets` (the request's, which a server may echo) scrubbed from the values
    /// it quotes. A ``RequestError``'s description did both to its own text, but the error it
    /// holds, and the entries a ``LeniencyReport`` kept while the one-call APIs decoded, still
    /// showed them, found by an outside tester. The paths stay, and so does an error of another
    /// type (the app's own, a syntax error, which quotes no value).
    static func redacting(_ error: any Error & Sendable, secrets: [String]) -> any Error & Sendable {
        switch error {
        case let error as DecodeError: redacting(error, secrets: secrets)
        case let error as DecodingError: redacting(error, secrets: secrets)
        default: error
        }
    }

    /// Only the first ``redactedFailureLimit`` failures, as `DecodeError`'s summaries show the
    /// first five: each works out its path, and an error may hold 800,000 (1.4 s for 100,000 in
    /// a debug build, all of them).
    static func redacting(_ error: DecodeError, secrets: [String]) -> DecodeError {
        error.rewritingReasons(upTo: redactedFailureLimit) { reason, path in
            let shown = DecodingMessage.shown(reason, at: path)
            return secrets.isEmpty ? shown : shown.mappingFoundText { scrub($0, secrets: secrets) }
        }
    }

    /// How many of a held `DecodeError`'s failures are redacted (see `redacting(_:secrets:)`).
    static let redactedFailureLimit = 100

    static func redacting(_ error: DecodingError, secrets: [String]) -> DecodingError {
        let shown = DecodingMessage.hidingSecretValue(of: error)
        guard let context = shown.context else { return shown }
        return shown.withContext(DecodingError.Context(
            codingPath: context.codingPath,
            debugDescription: scrub(context.debugDescription, secrets: secrets),
            underlyingError: context.underlyingError.map { redacting($0, secrets: secrets) }))
    }

    /// `entry` with its error redacted as ``redacting(_:secrets:)`` says.
    static func redacting(_ entry: LeniencyReport.Entry, secrets: [String]) -> LeniencyReport.Entry {
        entry.rewritingError { redacting($0, secrets: secrets) }
    }
}
