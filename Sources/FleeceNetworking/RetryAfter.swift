import Foundation

/// The wait a `Retry-After` header asks for (RFC 9110 §10.2.3): a number of seconds, digits only
/// (`120`; not `1.5`, `+3`, `1e2` or `0x10`), or an HTTP date (`Wed, 21 Oct 2026 07:28:00 GMT`) read against `now`; a date already past is no
/// wait. Nil when the value is neither.
///
/// The server chooses the value, so a wait longer than ``longestRetryAfter`` is that long:
/// `Duration.seconds(_:)` traps on a `Double` of 2^63 seconds or more (`1e19`), and no policy
/// waits out even the cap.
func retryAfter(_ value: String, now: Date) -> Duration? {
    let text = value.trimmingCharacters(in: .whitespaces)
    // delay-seconds is `1*DIGIT`: no sign, point, exponent, hex or `inf`, which `Double(_:)` reads.
    if !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
        return .seconds(min(Double(text) ?? longestRetryAfter, longestRetryAfter))
    }
    guard let date = httpDate(text) else { return nil }
    return .seconds(min(max(date.timeIntervalSince(now), 0), longestRetryAfter))
}

/// The longest wait a `Retry-After` is read as, in seconds: about 31,700 years.
let longestRetryAfter: Double = 1e12

/// An HTTP date in the preferred IMF-fixdate form, or the obsolete RFC 850 and asctime forms
/// that RFC 9110 asks recipients to accept.
func httpDate(_ text: String) -> Date? {
    for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = format
        if let date = formatter.date(from: text) { return date }
    }
    return nil
}
