import Foundation
import FleeceFoundation
import Testing

/// The lenient wrappers under FleeceDecoder with its strategies, next to JSONDecoder with the same.
@Suite("Lenient wrappers under FleeceDecoder")
struct LenientUnderFleeceDecoderTests {
    struct Listing: Codable, Equatable {
        var listingId: Int
        @FailableDecodable var coverImage: URL?
        @FailableDecodableArray var postedDates: [Date]
        @Convertible var unitPrice: Double
        @Default<Zero> var viewCount: Int
    }

    static let json = """
    {"listing_id": 1, "cover_image": "", "posted_dates": ["2024-01-02T03:04:05Z", "soon", "2024-02-03T04:05:06Z"],
     "unit_price": "3.5"}
    """

    static let strategies = Strategies(keys: .convertFromSnakeCase, dates: .iso8601)

    @Test func sameValuesAndReportsAsJSONDecoder() throws {
        let (ours, ourReport) = try LeniencyReport.collecting {
            try Self.strategies.fleece().decode(Listing.self, from: Data(Self.json.utf8))
        }
        let (theirs, theirReport) = try LeniencyReport.collecting {
            try Self.strategies.foundation().decode(Listing.self, from: Data(Self.json.utf8))
        }
        #expect(ours == theirs)
        #expect(ours.coverImage == nil && ours.postedDates.count == 2 && ours.unitPrice == 3.5 && ours.viewCount == 0)
        #expect(ourReport.entries.map(\.path) == theirReport.entries.map(\.path))
        #expect(ourReport.entries.map(\.action) == theirReport.entries.map(\.action))
        #expect(ourReport.entries.map(\.description) == [
            "coverImage: replaced with nil: Invalid URL string, at line 1, column 34.",
            // JSONDecoder's path for a malformed ISO 8601 date stops at the array, and so does ours.
            "postedDates[1]: skipped element: postedDates: Expected date string to be ISO8601-formatted, at line 1, column 79.",
            #"unitPrice: converted value: Expected to decode Double but found a string "3.5" instead, at line 2, column 16."#,
            "viewCount: used default at line 1, column 1",
        ])
        #expect(theirReport.entries.allSatisfy { $0.position == nil })
    }
}
