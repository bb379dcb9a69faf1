import Foundation

extension APIFailure: LocalizedError {
    /// The one-line ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }
}
