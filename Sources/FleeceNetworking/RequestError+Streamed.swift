#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceFoundation

extension RequestError {
    /// A record's failure in the streamed response to `request`, as the one-call APIs report the
    /// body's: a record that is not JSON is ``syntax(_:request:)``, one that does not match the
    /// model ``decoding(_:request:)`` or ``codable(_:request:)``, each naming the request, with
    /// the position in the stream and secrets redacted. The task's cancellation, which the
    /// records' loop finds as `CancellationError`, is ``cancelled(url:)``, as the transfer says it
    /// when the cancellation finds it waiting for the network: one error whichever comes first.
    /// Anything else (the response's own ``RequestError``) is thrown as it is.
    static func streamed(_ error: any Error, request: RequestLine) -> any Error {
        switch error {
        case is CancellationError: RequestError.cancelled(url: request.url)
        case let error as JSONSyntaxError: RequestError.syntax(error, request: request)
        case let error as DecodeError: RequestError.decoding(error, request: request).redactingHeldErrors()
        case let error as DecodingError: RequestError.codable(error, request: request).redactingHeldErrors()
        default: error
        }
    }
}

extension URLSession {
    /// The line the records' failures of a stream of `request` name: its method and URL, and
    /// the secrets of its headers and of those the session adds.
    func streamLine(_ request: URLRequest) -> RequestLine {
        var line = RequestLine(request)
        line.secrets += Redaction.secrets(in: configuration)
        return line
    }
}

extension RequestLine {
    /// A report entry recorded while a record of this request's stream was read, without the
    /// secrets the stream's errors leave out.
    var redactingEntry: @Sendable (LeniencyReport.Entry) -> LeniencyReport.Entry {
        { [secrets] entry in Redaction.redacting(entry, secrets: secrets) }
    }
}
