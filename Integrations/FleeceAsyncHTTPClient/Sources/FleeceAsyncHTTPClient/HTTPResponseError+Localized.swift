import Foundation

extension HTTPResponseError: LocalizedError {
    /// The ``description``, so that `error.localizedDescription` (what an alert or a log of
    /// `any Error` shows) reads as the message, not as `…HTTPResponseError error 0.`.
    public var errorDescription: String? { description }
}
