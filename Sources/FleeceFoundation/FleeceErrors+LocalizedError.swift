#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Without these, `error.localizedDescription` of a Fleece error is Foundation's generic
// "The operation could not be completed. (Fleece.DecodeError error 1.)", which is what many apps
// show their users. With them it is the error's own message, the same as `description`.
// The core module cannot conform (it has no Foundation), so the conformances live here, where
// every app that has `localizedDescription` at all also has them.

extension DecodeError: LocalizedError {
    /// The error's `description`: `places.place[3].photo_count: expected Int, found string "12a" at line 14, column 22`.
    public var errorDescription: String? { description }
}

extension JSONSyntaxError: LocalizedError {
    /// The error's `description`: `expected ',' or '}' after an object member, found ']' at line 3, column 14`.
    public var errorDescription: String? { description }
}

extension JSONConversionError: LocalizedError {
    /// The error's `description`: `cannot convert Date at events[2].when to JSON: JSON has no such value`.
    public var errorDescription: String? { description }
}
