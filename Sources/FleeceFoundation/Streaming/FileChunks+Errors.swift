import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileChunks {
    /// The error of opening the file at `url`, as Foundation threw it (a `CocoaError` such as
    /// `.fileReadNoSuchFile`, its user info kept), worded with the file's path: on Linux,
    /// Foundation's own `localizedDescription` said only `The operation could not be completed.
    /// The file doesn’t exist.` (found by an outside tester).
    static func openingError(_ error: any Error, url: URL) -> any Error {
        let opening = error as NSError
        guard opening.domain == NSCocoaErrorDomain else { return error }
        let reason = (opening.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap(posixReason) ?? "error \(opening.code)"
        var userInfo = opening.userInfo
        userInfo[NSFilePathErrorKey] = url.path
        userInfo[NSLocalizedDescriptionKey] = "The file “\(url.path)” couldn’t be opened: \(reason)."
        return CocoaError(CocoaError.Code(rawValue: opening.code), userInfo: userInfo)
    }

    /// The error of a `read(2)` of the file at `url` that failed with `code`: a `CocoaError`
    /// (`.fileReadUnknown`, `.fileReadNoPermission`) whose underlying error is the `POSIXError`,
    /// as Foundation reports a failed read, worded with the path: `The file “/var/log” couldn’t
    /// be read: Is a directory.`
    static func readingError(_ code: POSIXErrorCode, url: URL) -> CocoaError {
        let underlying = POSIXError(code) as NSError
        let kind: CocoaError.Code = code == .EACCES || code == .EPERM ? .fileReadNoPermission : .fileReadUnknown
        return CocoaError(kind, userInfo: [
            NSURLErrorKey: url, NSFilePathErrorKey: url.path, NSUnderlyingErrorKey: underlying,
            NSLocalizedDescriptionKey: "The file “\(url.path)” couldn’t be read: \(posixReason(underlying) ?? "error \(code.rawValue)").",
        ])
    }

    /// The C library's words for a POSIX error (`No such file or directory`), or nil for an error
    /// of another domain.
    private static func posixReason(_ error: NSError) -> String? {
        guard error.domain == NSPOSIXErrorDomain else { return nil }
        return String(cString: strerror(Int32(error.code)))
    }
}
