import Foundation
import FleeceFoundation
import Testing

/// The module article's way to read a `Date` in the functional and method styles: a type of
/// one's own whose failure has the value's path and place (found by an outside tester: the
/// article's former `Date(json.need(…), strategy:)` threw Foundation's error, which names neither).
@Suite struct ReadingDatesTests {
    struct ISODate: JSONDecodable {
        let date: Date
        static func decode(_ json: JSON) -> Decoded<ISODate> {
            guard case .string(let text) = json, let date = try? Date(text, strategy: .iso8601) else {
                return .failure(.typeMismatch(expected: "ISO 8601 date", found: json))
            }
            return .success(ISODate(date: date))
        }
    }

    @Test func aDateReadsAndItsFailureSaysWhere() throws {
        let good = try JSON(parsing: #"{"created_at": "2026-12-06T22:40:58Z"}"#)
        #expect(try good.need("created_at", as: ISODate.self).date == Date(timeIntervalSince1970: 1_796_596_858))
        let json = try JSON(parsing: #"{"created_at": "yesterday"}"#)
        #expect(throws: DecodeError.self) { _ = try json.need("created_at", as: ISODate.self).date }
        do {
            _ = try json.need("created_at", as: ISODate.self)
        } catch {
            #expect(error.description.hasPrefix(#"created_at: expected ISO 8601 date, found string "yesterday" at line 1, column 16 (declared at "#))
        }
    }
}
