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
            "coverImage: replaced with nil: Invalid URL string (found a string \"\"), at line 1, column 34.",
            // JSONDecoder's path for a malformed ISO 8601 date stops at the array, and so does ours.
            "postedDates[1]: skipped element: postedDates: Expected date string to be ISO8601-formatted for element 1 (found a string \"soon\"), at line 1, column 79.",
            #"unitPrice: converted value: Expected to decode Double but found a string "3.5" instead, at line 2, column 16."#,
            "viewCount: used default at line 1, column 1",
        ])
        #expect(theirReport.entries.allSatisfy { $0.position == nil })
    }
}

/// `@Convertible` of an optional under FleeceDecoder, next to JSONDecoder.
@Suite("Optional @Convertible under FleeceDecoder")
struct OptionalConvertibleUnderFleeceDecoderTests {
    struct Quote: Codable, Equatable {
        var quoteId: Int
        @Convertible var bidPrice: Double?
        @Convertible var askPrice: Double?
        @Convertible var lotSize: Int?
    }

    static let json = """
    [{"quote_id": 1, "bid_price": "3.5", "ask_price": 3.75, "lot_size": "100"},
     {"quote_id": 2, "bid_price": null, "ask_price": "-"}]
    """

    @Test func sameValuesAndReportsAsJSONDecoder() throws {
        let strategies = Strategies(keys: .convertFromSnakeCase)
        let (ours, ourReport) = try LeniencyReport.collecting {
            try strategies.fleece().decode([Quote].self, from: Data(Self.json.utf8))
        }
        let (theirs, theirReport) = try LeniencyReport.collecting {
            try strategies.foundation().decode([Quote].self, from: Data(Self.json.utf8))
        }
        #expect(ours == [
            Quote(quoteId: 1, bidPrice: 3.5, askPrice: 3.75, lotSize: 100),
            Quote(quoteId: 2, bidPrice: nil, askPrice: nil, lotSize: nil),
        ])
        #expect(theirs == ours)
        #expect(ourReport.entries.map(\.path) == theirReport.entries.map(\.path))
        #expect(ourReport.entries.map(\.action) == theirReport.entries.map(\.action))
        #expect(ourReport.entries.map(\.description) == [
            #"[0].bidPrice: converted value: Expected to decode Double but found a string "3.5" instead, at line 1, column 31."#,
            #"[0].lotSize: converted value: Expected to decode Int but found a string "100" instead, at line 1, column 69."#,
            #"[1].askPrice: replaced with nil: Expected to decode Double but found a string "-" instead, at line 2, column 50."#,
        ])
    }
}
