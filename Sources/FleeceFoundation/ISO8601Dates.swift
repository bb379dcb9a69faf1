import Foundation

/// The form of ISO 8601 that APIs send, `2026-11-28T18:00:00Z`, read and written by arithmetic:
/// what `Date.ISO8601FormatStyle().parse(_:)` (the `.iso8601` strategy's parser, in
/// `JSONDecoder` too) returns for it, at about a fiftieth of the cost (it took ~1,700 ns a date
/// here, more than the rest of decoding a record of a dozen fields), and what
/// `date.formatted(.iso8601)` writes for a date on a whole second (~380 ns).
///
/// Anything else (an offset, fractional seconds, lowercase letters, a year before 1600, where
/// calendars part ways with the proleptic Gregorian one, or an impossible date such as
/// February 30, which the format style may read its own way) is nil: the caller asks the
/// format style, as before.
enum ISO8601Dates {
    /// The date `text` spells in the form `YYYY-MM-DDTHH:MM:SSZ` (UTC), or nil.
    static func date(fromCanonical text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                  bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
                  bytes[19] == UInt8(ascii: "Z")
            else { return nil }
            func number(_ start: Int, _ count: Int) -> Int? {
                var value = 0
                for index in start ..< start + count {
                    let digit = Int(bytes[index]) &- Int(UInt8(ascii: "0"))
                    guard digit >= 0, digit <= 9 else { return nil }
                    value = value &* 10 &+ digit
                }
                return value
            }
            guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
                  let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
                  year >= 1600, (1 ... 12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
                  hour <= 23, minute <= 59, second <= 59
            else { return nil }
            let seconds = daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
            return Date(timeIntervalSince1970: Double(seconds))
        }
    }

    /// `date.formatted(.iso8601)` for a date on a whole second from 1600 to 9999, or nil.
    static func canonicalText(of date: Date) -> String? {
        // Whole seconds of the date's own count, since 2001: its `timeIntervalSince1970` is
        // rounded to a `Double` nearer 1970's scale, which made a date a hair below a second
        // (58.99999999999999 since 2001) that second, where the format style truncates.
        let sinceReference = date.timeIntervalSinceReferenceDate
        // 1600-01-01T00:00:00Z ... 9999-12-31T23:59:59Z, whole seconds only (the format style
        // truncates a fraction, toward the past).
        guard sinceReference >= -12_654_403_200, sinceReference <= 252_423_993_599,
              sinceReference.rounded(.down) == sinceReference else { return nil }
        let seconds = Int(sinceReference) + 978_307_200
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(daysSince1970: days)
        return String(unsafeUninitializedCapacity: 20) { buffer in
            // `YYYY-MM-DDTHH:MM:SSZ`: each field's two digits at its column, the separators between.
            func put(_ value: Int, at column: Int) {
                buffer[column] = UInt8(ascii: "0") + UInt8(value / 10)
                buffer[column + 1] = UInt8(ascii: "0") + UInt8(value % 10)
            }
            put(year / 100, at: 0)
            put(year % 100, at: 2)
            put(month, at: 5)
            put(day, at: 8)
            put(secondOfDay / 3_600, at: 11)
            put(secondOfDay / 60 % 60, at: 14)
            put(secondOfDay % 60, at: 17)
            buffer[4] = UInt8(ascii: "-")
            buffer[7] = UInt8(ascii: "-")
            buffer[10] = UInt8(ascii: "T")
            buffer[13] = UInt8(ascii: ":")
            buffer[16] = UInt8(ascii: ":")
            buffer[19] = UInt8(ascii: "Z")
            return 20
        }
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to the date in the proleptic Gregorian calendar (Howard Hinnant's
    /// `days_from_civil`).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
