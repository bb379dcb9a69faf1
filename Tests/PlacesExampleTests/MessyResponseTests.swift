import Foundation
import LoopbackHTTPServer
@testable import places
import Testing

/// `places --url` on responses shaped like the real service's (see ``MessyFlickrResponse``),
/// served from loopback: fields absent at random places, numbers as strings at some places and
/// as numbers at others, places that cannot be used at all.
@Suite struct MessyResponseTests {
    /// Runs `places` against `body` served on loopback.
    func run(_ body: String, _ arguments: [String] = []) async throws -> (run: PlacesRun, url: URL) {
        let server = try await LoopbackServer.start(["/top": .json(body)])
        let url = server.url("/top")
        let run = try await PlacesProcess.run(["--url", url.absoluteString] + arguments)
        await server.stop()
        return (run, url)
    }

    /// The table `places` must print for `places`, laid out as documented: columns two spaces
    /// apart, as wide as their widest cell in terminal columns, numbers right-aligned.
    static func table(_ places: [MessyFlickrResponse.Usable]) -> [String] {
        let rows = places.enumerated().map { rank, place in
            [String(rank + 1), place.name, place.timezone ?? "", groupedDigits(place.photoCount), "https://www.flickr.com/places" + place.path]
        }
        let titles = ["#", "Place", "Timezone", "Photos", "URL"]
        let widths = titles.indices.map { column in ([titles] + rows).map { displayWidth($0[column]) }.max() ?? 0 }
        let rightAligned: Set = [0, 3]
        return ([titles, widths.map { String(repeating: "-", count: $0) }] + rows).map { cells in
            cells.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - displayWidth(cells[column]))
                if rightAligned.contains(column) { return padding + cells[column] }
                return column == cells.count - 1 ? cells[column] : cells[column] + padding
            }.joined(separator: "  ")
        }
    }

    @Test(arguments: [UInt64(1), 2, 3, 2026])
    func hundredRealShapedPlacesAreAllListed(seed: UInt64) async throws {
        let response = MessyFlickrResponse(places: 100, seed: seed)
        #expect(response.usable.count == 100)
        #expect((8...20).contains(response.withoutTimezone))   // about 14 in 100, as Flickr sends
        let (run, _) = try await run(response.text)
        #expect(run.status == 0)
        #expect(run.standardError == "")
        #expect(run.outputLines == Self.table(response.byPhotoCount))
        #expect(run.outputLines.count == 102)
    }

    @Test func unusablePlacesAreLeftOutAndReportedOneLineEach() async throws {
        let response = MessyFlickrResponse(places: 12, seed: 7, broken: [
            2: .noPhotoCount, 5: .photoCountNotANumber, 8: .notAnObject, 9: .noName, 11: .null,
        ])
        let (run, _) = try await run(response.text)
        #expect(run.status == 0)
        #expect(run.standardError == """
            places: skipped places.place[2] at line 4, column 1: missing key "photo_count" in object
            places: skipped places.place[5] at line 7, column 1: photo_count: expected Int, found string "n/a" at line 7, column 250
            places: skipped places.place[8] at line 10, column 1: expected object, found string "unavailable"
            places: skipped places.place[9] at line 11, column 1: no name: neither "woe_name" nor "_content" is there
            places: skipped places.place[11] at line 13, column 1: expected object, found null

            """)
        #expect(run.standardError == response.expectedReports.map { $0 + "\n" }.joined())
        // The README shows the first three.
        let readme = try Readme.placesSection()
        #expect(response.expectedReports.prefix(3).allSatisfy { readme.contains("\n" + $0 + "\n") })
        #expect(run.outputLines == [
            "#  Place                               Timezone                  Photos  URL",
            "-  ----------------------------------  -------------------  -----------  -----------------------------------------------------------------",
            "1  東京                                                     468,133,701  https://www.flickr.com/places/Japan/Tokyo+Prefecture/東京",
            "2  São Paulo                           America/Sao_Paulo    402,396,803  https://www.flickr.com/places/Brazil/São+Paulo/São+Paulo",
            "3  London                              Europe/London        237,449,700  https://www.flickr.com/places/United+Kingdom/England/London",
            "4  Reykjavík, Capital Region, Iceland  Atlantic/Reykjavik   168,982,704  https://www.flickr.com/places/Iceland/Capital+Region/Reykjavík",
            "5  London 2                            Europe/London        150,733,510  https://www.flickr.com/places/United+Kingdom/England/London+2",
            "6  Kraków                              Europe/Warsaw         82,155,806  https://www.flickr.com/places/Poland/Lesser+Poland/Kraków",
            "7  Cape Town                           Africa/Johannesburg   52,712,207  https://www.flickr.com/places/South+Africa/Western+Cape/Cape+Town",
        ])
        #expect(run.outputLines == Self.table(response.byPhotoCount))
    }

    @Test func placesWithoutTimezoneHaveAnEmptyCell() async throws {
        let body = """
            {"places":{"place":[
            {"place_id":"a","woeid":2487956,"latitude":37.779,"longitude":-122.42,"place_url":"/United+States/California/San+Francisco","place_type":"locality","place_type_id":7,"_content":"San Francisco, California, United States","woe_name":"San Francisco","photo_count":"900"},
            {"woeid":"12","place_url":"/Japan/Tokyo","_content":"東京, Tokyo, Japan","photo_count":12000},
            {"place_url":"/France/Paris","timezone":"Europe/Paris","woe_name":"Paris","photo_count":"5000"}
            ],"total":"3"},"stat":"ok"}
            """
        let (run, _) = try await run(body)
        #expect(run.status == 0)
        #expect(run.standardError == "")
        #expect(run.outputLines == [
            "#  Place               Timezone      Photos  URL",
            "-  ------------------  ------------  ------  --------------------------------------------------------------------",
            "1  東京, Tokyo, Japan                12,000  https://www.flickr.com/places/Japan/Tokyo",
            "2  Paris               Europe/Paris   5,000  https://www.flickr.com/places/France/Paris",
            "3  San Francisco                        900  https://www.flickr.com/places/United+States/California/San+Francisco",
        ])
    }

    @Test func jsonLeavesOutWhatThePlaceDoesNotHave() async throws {
        let body = """
            {"places":{"place":[
            {"place_id":"a","woeid":2487956,"latitude":37.779,"longitude":"-122.42","place_url":"/United+States/California/San+Francisco","_content":"San Francisco, California, United States","photo_count":"900"},
            {"place_url":"/Japan/Tokyo","woe_name":"東京","latitude":{"bad":1},"photo_count":12000}
            ]},"stat":"ok"}
            """
        let (run, _) = try await run(body, ["--json"])
        #expect(run.status == 0)
        #expect(run.standardError == "")
        #expect(run.standardOutput == """
            [
              {
                "path" : "/Japan/Tokyo",
                "photoCount" : 12000,
                "shortName" : "東京"
              },
              {
                "fullName" : "San Francisco, California, United States",
                "id" : "a",
                "latitude" : 37.779,
                "longitude" : -122.42,
                "path" : "/United+States/California/San+Francisco",
                "photoCount" : 900,
                "woeid" : "2487956"
              }
            ]

            """)
        let places = try JSONDecoder().decode([PrintedPlace].self, from: Data(run.standardOutput.utf8))
        #expect(places.map(\.timezone) == [nil, nil])
    }

    @Test func noUsablePlaceIsAFailureInOneLine() async throws {
        let response = MessyFlickrResponse(places: 3, seed: 11, broken: [0: .noPhotoCount, 1: .null, 2: .noName])
        let (run, url) = try await run(response.text)
        #expect(run.status == 1)
        #expect(run.standardOutput == "")
        #expect(run.standardError == #"places: \#(url): no usable place in the response (all 3 places left out): places.place[0] at line 2, column 1: missing key "photo_count" in object; places.place[1] at line 3, column 1: expected object, found null; places.place[2] at line 4, column 1: no name: neither "woe_name" nor "_content" is there; check that it answers like flickr.places.getTopPlacesList"# + "\n")
    }

    @Test func hundredUnusablePlacesStillMakeOneReadableLine() async throws {
        let response = MessyFlickrResponse(places: 100, seed: 5, broken: Dictionary(uniqueKeysWithValues: (0..<100).map { ($0, .noPhotoCount) }))
        let (run, url) = try await run(response.text)
        #expect(run.status == 1)
        #expect(run.standardOutput == "")
        #expect(run.standardError == #"places: \#(url): no usable place in the response (all 100 places left out): places.place[0] at line 2, column 1: missing key "photo_count" in object; places.place[1] at line 3, column 1: missing key "photo_count" in object; places.place[2] at line 4, column 1: missing key "photo_count" in object; places.place[3] at line 5, column 1: missing key "photo_count" in object; places.place[4] at line 6, column 1: missing key "photo_count" in object; …and 95 more; check that it answers like flickr.places.getTopPlacesList"# + "\n")
    }

    @Test func anEmptyListIsAFailure() async throws {
        let (run, url) = try await run(#"{"places":{"place":[],"total":0},"stat":"ok"}"#)
        #expect(run.status == 1)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "places: \(url): the response lists no places; check that it answers like flickr.places.getTopPlacesList\n")
    }

    @Test(arguments: [
        (#"[{"place_url":"/a","photo_count":"1","woe_name":"a"}]"#,
         #"expected object, found array [{"place_url":"/a","photo_count":"1",…}] at line 1, column 1"#),
        (#"{"places":{"total":3},"stat":"ok"}"#,
         #"places.place: missing key "place" in object at line 1, column 11"#),
        (#"{"places":{"place":{"place_url":"/a"}},"stat":"ok"}"#,
         #"places.place: expected [JSON], found object {"place_url":"/a"} at line 1, column 20"#),
        (#"{"stat":"ok"}"#,
         #"places: missing key "places" in object at line 1, column 1"#),
    ])
    func wrongEnvelopeIsAFailureInOneLine(body: String, mismatch: String) async throws {
        let (run, url) = try await run(body)
        #expect(run.status == 1)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "places: the response to GET \(url) does not match the model: \(mismatch); check that it answers like flickr.places.getTopPlacesList\n")
    }

    @Test func flickrUnavailableIsTheAPIsOwnMessage() async throws {
        let (run, url) = try await run(#"{"stat":"fail","code":105,"message":"Service currently unavailable"}"#)
        #expect(run.status == 1)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "places: the API reported failure 105 to GET \(url): Service currently unavailable; Flickr is unavailable: retry later\n")
    }
}
