import Foundation
@testable import FleeceFoundation
import Testing

/// `ISO8601Dates` reads `YYYY-MM-DDTHH:MM:SSZ` by arithmetic in place of
/// `Date.ISO8601FormatStyle().parse(_:)`: it must give that parser's date exactly, and leave
/// every other text to it.
@Suite("ISO 8601 dates, the fast form")
struct ISO8601DatesTests {
    static func text(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(hour)):\(two(minute)):\(two(second))Z"
    }

    @Test("every day of years around the calendar's edges: the format style's date, to the second")
    func everyDayAgreesWithTheFormatStyle() throws {
        for year in [1600, 1601, 1899, 1900, 1969, 1970, 1999, 2000, 2024, 2026, 2100, 9999] {
            for month in 1 ... 12 {
                for day in 1 ... ISO8601Dates.daysIn(month: month, year: year) {
                    let text = Self.text(year: year, month: month, day: day, hour: (day * 7) % 24, minute: (day * 13) % 60, second: (day * 17) % 60)
                    let fast = try #require(ISO8601Dates.date(fromCanonical: text), "\(text)")
                    let reference = try Date.ISO8601FormatStyle().parse(text)
                    #expect(fast.timeIntervalSince1970 == reference.timeIntervalSince1970, "\(text)")
                }
            }
        }
    }

    @Test("random moments from 1600 to 9999: the format style's date")
    func randomMomentsAgree() throws {
        var random = SeededGenerator(seed: 8601)
        for _ in 0 ..< 5_000 {
            let year = Int.random(in: 1600 ... 9999, using: &random)
            let month = Int.random(in: 1 ... 12, using: &random)
            let day = Int.random(in: 1 ... ISO8601Dates.daysIn(month: month, year: year), using: &random)
            let text = Self.text(year: year, month: month, day: day, hour: Int.random(in: 0 ... 23, using: &random),
                                 minute: Int.random(in: 0 ... 59, using: &random), second: Int.random(in: 0 ... 59, using: &random))
            let fast = try #require(ISO8601Dates.date(fromCanonical: text))
            #expect(fast == (try Date.ISO8601FormatStyle().parse(text)), "\(text)")
        }
    }

    @Test("other texts are left to the format style, and FleeceDecoder reads them as JSONDecoder does", arguments: [
        "2026-02-29T00:00:00Z", "2024-02-30T00:00:00Z", "2026-13-01T00:00:00Z", "2026-00-10T00:00:00Z",
        "2026-11-00T00:00:00Z", "2026-11-28T24:00:00Z", "2026-11-28T23:60:00Z", "2026-11-28T23:59:60Z",
        "2026-11-28t18:00:00Z", "2026-11-28T18:00:00z", "2026-11-28T18:00:00+01:00", "2026-11-28T18:00:00.250Z",
        "1582-10-10T00:00:00Z", "0001-01-01T00:00:00Z", "2026-11-28 18:00:00Z", "2026-1a-28T18:00:00Z", "20261128T180000Z",
        "2026-11-28T18:00:00", "", "2026-11-28T18:00:00Z ",
    ])
    func otherTexts(text: String) throws {
        #expect(ISO8601Dates.date(fromCanonical: text) == nil)
        let fleece = FleeceDecoder(), foundation = JSONDecoder()
        fleece.dateDecodingStrategy = .iso8601
        foundation.dateDecodingStrategy = .iso8601
        let json = Data("[\"\(text)\"]".utf8)
        let expected = Result { try foundation.decode([Date].self, from: json) }
        let actual = Result { try fleece.decode([Date].self, from: json) }
        switch (expected, actual) {
        case (.success(let reference), .success(let dates)): #expect(dates == reference, "\(text)")
        case (.failure, .failure): break
        default: Issue.record("\(text): JSONDecoder \(expected), FleeceDecoder \(actual)")
        }
    }

    @Test("FleeceDecoder with .iso8601 reads the fast form as JSONDecoder does")
    func decodedAsJSONDecoderDoes() throws {
        let texts = (0 ..< 200).map { Self.text(year: 1990 + $0 % 40, month: $0 % 12 + 1, day: $0 % 28 + 1, hour: $0 % 24, minute: $0 % 60, second: ($0 * 7) % 60) }
        let json = Data(("[" + texts.map { "\"\($0)\"" }.joined(separator: ",") + "]").utf8)
        let fleece = FleeceDecoder(), foundation = JSONDecoder()
        fleece.dateDecodingStrategy = .iso8601
        foundation.dateDecodingStrategy = .iso8601
        #expect(try fleece.decode([Date].self, from: json) == foundation.decode([Date].self, from: json))
    }

    @Test("dates on whole seconds are written as the format style writes them; others are left to it")
    func writtenAsTheFormatStyleWrites() {
        var random = SeededGenerator(seed: 3339)
        var intervals: [Double] = [0, -1, 86_399, 86_400, -86_400, -86_401, 951_782_400, 4_107_542_400,
                                   -11_676_096_000, 253_402_300_799, -2_208_988_800, 1_764_352_800]
        for _ in 0 ..< 5_000 { intervals.append(Double(Int64.random(in: -11_676_096_000 ... 253_402_300_799, using: &random))) }
        for interval in intervals {
            let date = Date(timeIntervalSince1970: interval)
            #expect(ISO8601Dates.canonicalText(of: date) == date.formatted(.iso8601), "\(interval)")
            #expect(ISO8601Dates.date(fromCanonical: date.formatted(.iso8601)) == date, "\(interval)")
        }
        for interval in [0.75, -0.25, -11_676_096_001, 253_402_300_800, 1e12, -1e12, .infinity] {
            #expect(ISO8601Dates.canonicalText(of: Date(timeIntervalSince1970: interval)) == nil, "\(interval)")
        }
    }

    @Test("FleeceEncoder with .iso8601 writes dates as JSONEncoder does")
    func encodedAsJSONEncoderDoes() throws {
        let dates = [0, 0.75, -0.25, 1_764_352_800, -62_135_596_800, 253_402_300_799, 253_402_300_800].map(Date.init(timeIntervalSince1970:))
            // A hair below a whole second since 2001, whole since 1970 once rounded: truncated.
            + [58.99999999999999, 699_999_999.9999999, -0.000000000001].map(Date.init(timeIntervalSinceReferenceDate:))
        let fleece = FleeceEncoder(), foundation = JSONEncoder()
        fleece.dateEncodingStrategy = .iso8601
        foundation.dateEncodingStrategy = .iso8601
        #expect(try fleece.encode(dates) == foundation.encode(dates))
    }
}
