import Foundation
import Testing

/// `places` on the bundled sample, as a new user runs it first.
@Suite struct BundledSampleTests {
    @Test func listsAllHundredPlacesByPhotoCount() async throws {
        let run = try await PlacesProcess.run([])
        #expect(run.status == 0)
        #expect(run.standardError == "")
        let lines = run.outputLines
        try #require(lines.count == 102)
        #expect(lines[0] == "  #  Place                            Timezone                           Photos  URL")
        #expect(lines[1] == "---  -------------------------------  ------------------------------  ---------  ---------------------------------------------------------------------------")
        #expect(lines[2] == "  1  London                           Europe/London                   2,401,663  https://www.flickr.com/places/United+Kingdom/England/London")
        #expect(lines[101].hasPrefix("100  "))
        // Photo counts only fall.
        let counts = lines.dropFirst(2).map { line in
            // The photos column is the last word before the URL.
            let beforeURL = line.components(separatedBy: "  https://").first ?? ""
            let photos = beforeURL.split(separator: " ").last ?? ""
            return Int(photos.replacingOccurrences(of: ",", with: "")) ?? -1
        }
        #expect(counts == counts.sorted(by: >))
        #expect(!counts.contains(-1))
    }

    @Test func alignsNamesThatAreNotASCII() async throws {
        let lines = try await PlacesProcess.run([]).outputLines
        // 東京 takes four terminal columns, so it gets two fewer spaces than four ASCII letters.
        #expect(lines.contains("  4  東京                             Asia/Tokyo                      2,107,412  https://www.flickr.com/places/Japan/Tokyo+Prefecture/東京"))
        #expect(lines.contains(" 29  Zürich                           Europe/Zurich                     673,754  https://www.flickr.com/places/Switzerland/Zurich/Zürich"))
        #expect(lines.contains(" 16  São Paulo                        America/Sao_Paulo               1,221,723  https://www.flickr.com/places/Brazil/São+Paulo"))
    }

    @Test func placeWithoutShortNameShowsItsFullName() async throws {
        let lines = try await PlacesProcess.run([]).outputLines
        #expect(lines.contains(" 35  Hong Kong, Hong Kong, China      Asia/Hong_Kong                    502,156  https://www.flickr.com/places/China/Hong+Kong"))
        #expect(lines.contains(" 83  Auckland, Auckland, New Zealand  Pacific/Auckland                   65,919  https://www.flickr.com/places/New+Zealand/Auckland"))
    }

    @Test func placeWithoutTimezoneIsListedWithAnEmptyCell() async throws {
        let run = try await PlacesProcess.run([])
        #expect(run.standardError == "")
        let lines = run.outputLines
        #expect(lines.contains("  3  Paris                                                            2,198,098  https://www.flickr.com/places/France/Ile-de-France/Paris"))
        // 14 of the 100 places have no timezone, as in a real answer: their cell is empty.
        // Cells are two or more spaces apart; a row without a timezone has four cells, not five.
        let rowsOfFourCells = lines.dropFirst(2).filter { (line: String) -> Bool in line.split(separator: /\s{2,}/).count == 4 }
        #expect(rowsOfFourCells.count == 14)
    }

    @Test func limitKeepsTheTopPlaces() async throws {
        let run = try await PlacesProcess.run(["--limit", "3"])
        #expect(run.status == 0)
        #expect(run.standardError == "")
        #expect(run.outputLines == [
            "#  Place     Timezone             Photos  URL",
            "-  --------  ----------------  ---------  -----------------------------------------------------------",
            "1  London    Europe/London     2,401,663  https://www.flickr.com/places/United+Kingdom/England/London",
            "2  New York  America/New_York  2,306,228  https://www.flickr.com/places/United+States/NY/New+York",
            "3  Paris                       2,198,098  https://www.flickr.com/places/France/Ile-de-France/Paris",
        ])
    }

    @Test func readmeShowsWhatTheSampleGives() async throws {
        let block = try #require(try Readme.placesSection().components(separatedBy: "```\n").first { $0.hasPrefix("  #  Place") })
        let shown = block.split(separator: "\n").map(String.init)
        #expect(shown.count == 6)
        let run = try await PlacesProcess.run([])
        #expect(Array(run.outputLines.prefix(shown.count)) == shown)
    }

    @Test func limitLargerThanTheListShowsEveryPlace() async throws {
        let run = try await PlacesProcess.run(["--limit", "500"])
        #expect(run.status == 0)
        #expect(run.outputLines.count == 102)
    }

    @Test func jsonPrintsTheDecodedModels() async throws {
        let run = try await PlacesProcess.run(["--json", "--limit", "2"])
        #expect(run.status == 0)
        #expect(run.standardError == "")
        let places = try JSONDecoder().decode([PrintedPlace].self, from: Data(run.standardOutput.utf8))
        #expect(places == [
            PrintedPlace(id: "411fAmFk09X511", woeid: "27755150", latitude: 51.506, longitude: -0.127, path: "/United+Kingdom/England/London",
                         timezone: "Europe/London", fullName: "London, England, United Kingdom", shortName: "London", photoCount: 2_401_663),
            PrintedPlace(id: "w8MNoU0hT9FD8d", woeid: "21021840", latitude: 40.714, longitude: -74.007, path: "/United+States/NY/New+York",
                         timezone: "America/New_York", fullName: "New York, NY, United States", shortName: "New York", photoCount: 2_306_228),
        ])
    }

    @Test func jsonLeavesOutTheMissingShortName() async throws {
        let run = try await PlacesProcess.run(["--json"])
        let places = try JSONDecoder().decode([PrintedPlace].self, from: Data(run.standardOutput.utf8))
        #expect(places.count == 100)
        let withoutShortName: [String?] = places.filter { (place: PrintedPlace) -> Bool in place.shortName == nil }.map(\.fullName)
        #expect(withoutShortName == [
            "Barcelona, Catalonia, Spain", "Hong Kong, Hong Kong, China", "Taipei, Taipei, Taiwan", "Auckland, Auckland, New Zealand",
        ])
        #expect(places.filter { $0.timezone == nil }.count == 14)
        // Every other field is there at every place of the sample.
        #expect(places.allSatisfy { $0.id != nil && $0.woeid != nil && $0.latitude != nil && $0.longitude != nil && $0.path != nil && $0.fullName != nil })
    }
}

/// How `--json` writes a place: only the photo count is always there.
struct PrintedPlace: Decodable, Equatable {
    var id: String?
    var woeid: String?
    var latitude: Double?
    var longitude: Double?
    var path: String?
    var timezone: String?
    var fullName: String?
    var shortName: String?
    var photoCount: Int
}
