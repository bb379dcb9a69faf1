import Testing
@testable import Fleece

/// Long failure lists stay readable: each distinct failure once, the first five in full, then a
/// count; `failures` keeps every one.
@Suite("DecodeError summary")
struct DecodeErrorSummaryTests {
    /// `count` places, each lacking `timezone` and `photo_count`, one per line from line 2.
    static func placesMissingTwoKeys(_ count: Int) -> String {
        let places = (0..<count).map { #"{"place_url":"/p\#($0)"}"# }
        return "{\"places\":{\"place\":[\n" + places.joined(separator: ",\n") + "\n]}}"
    }

    @Test("100 places missing two keys each: five failures in full, then …and 195 more")
    func hundredPlacesMissingTwoKeys() throws {
        let json = try JSON(parsing: Self.placesMissingTwoKeys(100))
        let result: Decoded<[Place]> = json <| ["places", "place"]
        let error = try #require(result.error)
        #expect(error.failures.count == 200)
        #expect(error.description == """
            places.place[0].timezone: missing key "timezone" in object at line 2, column 1
            places.place[0].photo_count: missing key "photo_count" in object at line 2, column 1
            places.place[1].timezone: missing key "timezone" in object at line 3, column 1
            places.place[1].photo_count: missing key "photo_count" in object at line 3, column 1
            places.place[2].timezone: missing key "timezone" in object at line 4, column 1
            …and 195 more
            """)
        #expect(error.summary(separator: "; ", limit: 2) == #"places.place[0].timezone: missing key "timezone" in object at line 2, column 1; places.place[0].photo_count: missing key "photo_count" in object at line 2, column 1; …and 198 more"#)
    }

    @Test("a wrong root says expected object once, not once per field")
    func wrongRootOnce() throws {
        let json = try JSON(parsing: #"[{"place_url": "/a"}]"#)
        let error = try #require(Place.decode(json).error)
        // One failure of one value, though each of the four fields' lookups met it.
        #expect(error.failures.count == 1)
        #expect(error.description == "expected object, found array [{\"place_url\":\"/a\"}] at line 1, column 1")
    }

    @Test("the method API's failures at one place are one, whichever line declared them")
    func sameFailureDeclaredOnDifferentLines() throws {
        let json = try JSON(parsing: "[1, 2]")
        let error = try #require(CountedPlace.decode(json).error)
        #expect(error.failures.count == 1)
        let twice = DecodeError.combining([error, DecodeError([
            DecodeError.Failure(reason: error.reason, path: error.path, position: error.position,
                                declaration: DecodeError.Declaration(fileID: "Other/Other.swift", line: 3)),
        ])])
        #expect(twice.failures.count == 2)
        #expect(twice.description == "expected object, found array [1,2] at line 1, column 1 (declared at Place.swift:30)")
    }

    @Test("the same failure at different places is kept; at most five are shown")
    func distinctPlacesAreKept() {
        let failures = (1...7).map { line in
            DecodeError.Failure(reason: .missingKey("id"), path: [.index(line - 1), .key("id")],
                                position: JSONPosition(offset: line * 10, line: line, column: 1))
        }
        let error = DecodeError(failures + failures)
        #expect(error.failures.count == 14)
        #expect(error.summary(separator: " | ") == #"[0].id: missing key "id" in object at line 1, column 1 | [1].id: missing key "id" in object at line 2, column 1 | [2].id: missing key "id" in object at line 3, column 1 | [3].id: missing key "id" in object at line 4, column 1 | [4].id: missing key "id" in object at line 5, column 1 | …and 2 more"#)
    }

    @Test("a skipped element that failed several ways is still one line in the leniency report")
    func skippedElementIsOneLine() throws {
        let json = try JSON(parsing: #"{"places": [{"place_url": "/a", "timezone": "UTC", "photo_count": "1"}, {"place_url": 7}]}"#)
        let (places, report) = LeniencyReport.collecting { () -> Decoded<[Place]> in json <||~ "places" }
        #expect(places.value?.count == 1)
        #expect(report.entries.map(\.description) == [
            #"places[1]: skipped element: places[1].place_url: expected String, found number 7 at line 1, column 87; places[1].timezone: missing key "timezone" in object at line 1, column 73; places[1].photo_count: missing key "photo_count" in object at line 1, column 73"#,
        ])
    }

    @Test("five distinct failures or fewer need no count")
    func fiveNeedNoCount() {
        let failures = (1...5).map { DecodeError.Failure(reason: .custom("bad \($0)")) }
        #expect(DecodeError(failures).description == "bad 1\nbad 2\nbad 3\nbad 4\nbad 5")
    }
}
