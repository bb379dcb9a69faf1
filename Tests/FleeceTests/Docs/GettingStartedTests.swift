import Fleece
import Testing

// The code of Sources/Fleece/Fleece.docc/GettingStarted.md, kept compiling and true. The models
// are nested in an enum so that their names do not clash with the test fixtures, so their
// `JSONDecodable` conformance is declared with the type instead of in an extension; the code of
// each `decode` is the article's.

enum GettingStartedArticle {
    struct Place: Sendable, JSONDecodable {
        let id: String
        let latitude: Double
        let longitude: Double
        let fullName: String
        let shortName: String?
        let photoCount: Int

        static func decode(_ json: JSON) -> Decoded<Place> {
            curry(Place.init)
                <^> json <| "place_id"
                <*> json <|~ "latitude"     // a number, or a number written as text
                <*> json <|~ "longitude"
                <*> json <| "_content"
                <*> json <|? "woe_name"     // absent or null: nil
                <*> json <|~ "photo_count"
        }
    }

    struct TopPlaces: Sendable, JSONDecodable {
        let places: [Place]
        let total: Int

        static func decode(_ json: JSON) -> Decoded<TopPlaces> {
            curry(TopPlaces.init)
                <^> json <|| ["places", "place"]   // an array, at a path of keys
                <*> json <| ["places", "total"]
        }
    }

    static let responseText = """
        {"places": {"place": [
           {"place_id": "hP_s5s9VVr5Qcg", "woeid": "44418", "latitude": "51.506", "longitude": "-0.127",
            "place_url": "/United+Kingdom/England/London", "timezone": "Europe/London",
            "_content": "London, England, United Kingdom", "woe_name": "London", "photo_count": "2401663"},
           {"place_id": "GNBnhmZTUbJ8LQ", "woeid": "1118370", "latitude": "35.670", "longitude": "139.771",
            "place_url": "/Japan/Tokyo+Prefecture/東京", "timezone": "Asia/Tokyo",
            "_content": "東京, Tokyo Prefecture, Japan", "photo_count": "2107412"}
         ], "total": 2},
         "stat": "ok"}
        """

    /// The same response with `"photo_count": "12a"` for the second place.
    static let brokenText = responseText.replacingOccurrences(of: "2107412", with: "12a")
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

@Suite struct GettingStartedTests {
    typealias TopPlaces = GettingStartedArticle.TopPlaces

    @Test func decodesTheTopPlacesAndSortsThemByPhotoCount() throws {
        let responseText = GettingStartedArticle.responseText
        let json = try JSON(parsing: responseText)
        let top = try TopPlaces.decode(json).get()
        let busiest = top.places.sorted { $0.photoCount > $1.photoCount }
        #expect(busiest.map { $0.shortName ?? $0.fullName } == ["London", "東京, Tokyo Prefecture, Japan"])
        #expect(top.total == 2)
        #expect(top.places[0].latitude == 51.506)
        #expect(top.places[1].photoCount == 2_107_412)
    }

    @Test func aBrokenPhotoCountNamesItsPathAndPosition() throws {
        let brokenText = GettingStartedArticle.brokenText
        var printed = ""
        switch TopPlaces.decode(try JSON(parsing: brokenText)) {
        case .success(let top): print(top.places.count, to: &printed)
        case .failure(let error): print(error, to: &printed)
        }
        #expect(printed == "places.place[1].photo_count: expected Int, found string \"12a\" at line 7, column 63\n")
    }
}
