/// Recognises the dates that Foundation's `.iso8601` date decoding strategy reads (internet date
/// and time, RFC 3339, without fractional seconds): `2024-05-01T12:30:00Z`,
/// `2024-05-01T12:30:00+02:00`. Only these become `Date` in the Codable style, so that the model
/// decodes with `.iso8601` under `JSONDecoder` and `FleeceDecoder` alike.
enum ISO8601Text {
    /// Whether `text` is such a date with fractional seconds (`2024-05-01T12:30:00.123Z`): kept
    /// as a `String`, since `.iso8601` does not read them on every Apple system, with a remark
    /// on the field saying so (`ModelPlan.remark(in:)`).
    static func isDateWithFractionalSeconds(_ text: String) -> Bool {
        guard let point = text.utf8.firstIndex(of: UInt8(ascii: ".")),
              text.utf8.distance(from: text.utf8.startIndex, to: point) == 19 else { return false }
        let digits = text.utf8[text.utf8.index(after: point)...].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard !digits.isEmpty else { return false }
        let withoutFraction = String(decoding: text.utf8[..<point], as: UTF8.self)
            + String(decoding: text.utf8[digits.endIndex...], as: UTF8.self)
        return isDate(withoutFraction)
    }

    static func isDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 || bytes.count == 25 else { return false }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        func byte(_ index: Int, is character: Unicode.Scalar) -> Bool { bytes[index] == UInt8(ascii: character) }
        guard let year = number(0..<4), byte(4, is: "-"), let month = number(5..<7), byte(7, is: "-"),
              let day = number(8..<10), byte(10, is: "T"), let hour = number(11..<13), byte(13, is: ":"),
              let minute = number(14..<16), byte(16, is: ":"), let second = number(17..<19)
        else { return false }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60, year > 0 else { return false }
        if bytes.count == 20 { return byte(19, is: "Z") }
        guard byte(19, is: "+") || byte(19, is: "-"), let offsetHours = number(20..<22),
              byte(22, is: ":"), let offsetMinutes = number(23..<25) else { return false }
        // Foundation reads offsets up to 18 hours either way (`+18:01` fails to decode).
        return offsetMinutes < 60 && offsetHours * 60 + offsetMinutes <= 18 * 60
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
