import Foundation
import LoopbackHTTPServer
import Testing

/// `places --url` against a real HTTP server on loopback that answers well and badly.
@Suite struct RemoteEndpointTests {
    /// Three places out of order, Flickr-shaped: strings for numbers, one without `woe_name`.
    static let threePlaces = """
        {"places":{"place":[
        {"place_id":"a1","woeid":"1","latitude":"47.377","longitude":"8.540","place_url":"/Switzerland/Zurich/Zürich","place_type":"locality","place_type_id":"7","timezone":"Europe/Zurich","_content":"Zürich, Zurich, Switzerland","woe_name":"Zürich","photo_count":"900"},
        {"place_id":"b2","woeid":"2","latitude":"35.670","longitude":"139.771","place_url":"/Japan/Tokyo","place_type":"locality","place_type_id":"7","timezone":"Asia/Tokyo","_content":"東京, Tokyo, Japan","woe_name":"東京","photo_count":"12000"},
        {"place_id":"c3","woeid":"3","latitude":"22.282","longitude":"114.158","place_url":"/China/Hong+Kong","place_type":"locality","place_type_id":"7","timezone":"Asia/Hong_Kong","_content":"Hong Kong, China","photo_count":"5000"}
        ],"date_start":1246320000,"date_stop":1246406399,"total":3,"place_type_id":7,"place_type":"locality"},"stat":"ok"}
        """

    /// Asserts a failed run: the status, nothing on standard output, and exactly `line` on
    /// standard error.
    func expectFailure(_ run: PlacesRun, status: Int32 = 1, line: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == status, sourceLocation: sourceLocation)
        #expect(run.standardOutput == "", sourceLocation: sourceLocation)
        #expect(run.standardError == line + "\n", sourceLocation: sourceLocation)
    }

    @Test func goodResponseIsSortedAndAligned() async throws {
        let server = try await LoopbackServer.start(["/top": .json(Self.threePlaces)])
        let run = try await PlacesProcess.run(["--url", server.url("/top").absoluteString])
        await server.stop()
        #expect(run.status == 0)
        #expect(run.standardError == "")
        #expect(run.outputLines == [
            "#  Place             Timezone        Photos  URL",
            "-  ----------------  --------------  ------  -------------------------------------------------------",
            "1  東京              Asia/Tokyo      12,000  https://www.flickr.com/places/Japan/Tokyo",
            "2  Hong Kong, China  Asia/Hong_Kong   5,000  https://www.flickr.com/places/China/Hong+Kong",
            "3  Zürich            Europe/Zurich      900  https://www.flickr.com/places/Switzerland/Zurich/Zürich",
        ])
    }

    @Test func goodResponseAsJSONWithLimit() async throws {
        let server = try await LoopbackServer.start(["/top": .json(Self.threePlaces)])
        let run = try await PlacesProcess.run(["--url", server.url("/top").absoluteString, "--json", "--limit", "1"])
        await server.stop()
        #expect(run.status == 0)
        let places = try JSONDecoder().decode([PrintedPlace].self, from: Data(run.standardOutput.utf8))
        #expect(places == [
            PrintedPlace(id: "b2", woeid: "2", latitude: 35.670, longitude: 139.771, path: "/Japan/Tokyo", timezone: "Asia/Tokyo",
                         fullName: "東京, Tokyo, Japan", shortName: "東京", photoCount: 12_000),
        ])
    }

    @Test func notFoundPageIsOneLineWithTheStatusAndAnExcerpt() async throws {
        let server = try await LoopbackServer.start([
            "/gone": .html("<!DOCTYPE html>\n<html>\n  <body>\n    <h1>Not here</h1>\n  </body>\n</html>\n", status: 404),
        ])
        let page = server.url("/gone")
        let run = try await PlacesProcess.run(["--url", page.absoluteString])
        await server.stop()
        expectFailure(run, line: #"places: HTTP 404 Not Found from GET \#(page): "<!DOCTYPE html> <html> <body> <h1>Not here</h1> </body> </html>"; check the URL's path"#)
    }

    @Test func serverErrorWithJSONBody() async throws {
        let server = try await LoopbackServer.start(["/top": .json(#"{"error": "database unavailable"}"#, status: 500)])
        let url = server.url("/top")
        let run = try await PlacesProcess.run(["--url", url.absoluteString])
        await server.stop()
        expectFailure(run, line: #"places: HTTP 500 Internal Server Error from GET \#(url): "{"error": "database unavailable"}"; the server failed: retry later"#)
    }

    @Test func invalidJSONNamesLineAndColumn() async throws {
        let server = try await LoopbackServer.start(["/top": .json("{\"places\": {\"place\": [\n  {\"place_id\": \"a1\",}\n]}}")])
        let url = server.url("/top")
        let run = try await PlacesProcess.run(["--url", url.absoluteString])
        await server.stop()
        expectFailure(run, line: "places: invalid JSON in the response to GET \(url): expected a string key after ',', found '}' at line 2, column 21; check that the URL returns JSON")
    }

    @Test func placeOfTheWrongShapeIsReportedWithPathAndPosition() async throws {
        let body = """
            {"places":{"place":[
            {"place_id":"a1","woeid":"1","latitude":"47.377","longitude":"8.540","place_url":"/Switzerland/Zurich/Zürich","timezone":"Europe/Zurich","_content":"Zürich, Zurich, Switzerland","woe_name":"Zürich","photo_count":"12a"},
            {"place_id":"b2","woeid":"2","latitude":"35.670","longitude":"139.771","place_url":"/Japan/Tokyo","_content":"東京, Tokyo, Japan","woe_name":"東京","photo_count":"12000"}
            ],"total":2},"stat":"ok"}
            """
        let server = try await LoopbackServer.start(["/top": .json(body)])
        let url = server.url("/top")
        let run = try await PlacesProcess.run(["--url", url.absoluteString])
        await server.stop()
        // The place whose count is no number is left out and reported; the one without a
        // timezone is listed: the table can do without it.
        #expect(run.status == 0)
        #expect(run.standardError == #"places: skipped places.place[0] at line 2, column 1: photo_count: expected Int, found string "12a" at line 2, column 213"# + "\n")
        #expect(run.outputLines == [
            "#  Place  Timezone  Photos  URL",
            "-  -----  --------  ------  -----------------------------------------",
            "1  東京             12,000  https://www.flickr.com/places/Japan/Tokyo",
        ])
    }

    @Test func flickrStatFailIsTheAPIsOwnMessage() async throws {
        let server = try await LoopbackServer.start(["/rest": .json(#"{"stat":"fail","code":100,"message":"Invalid API Key (Key has invalid format)"}"#)])
        let url = server.url("/rest")
        let run = try await PlacesProcess.run(["--url", url.absoluteString])
        await server.stop()
        expectFailure(run, line: "places: the API reported failure 100 to GET \(url): Invalid API Key (Key has invalid format); pass a valid Flickr API key with --api-key, or as the api_key of the --url")
    }

    @Test func bodyCutShort() async throws {
        let server = try await LoopbackServer.start(["/top": .truncatedJSON(String(Self.threePlaces.prefix(100)), declaredLength: 4000)])
        let url = server.url("/top")
        let run = try await PlacesProcess.run(["--url", url.absoluteString])
        await server.stop()
        #if canImport(FoundationNetworking)
        expectFailure(run, line: "places: connection to \(url) was lost (URLError -1005): transfer closed with 3900 bytes remaining to read; the server closed it early: retry")
        #else
        #expect(run.status == 1)
        #endif
    }

    @Test func refusedConnection() async throws {
        let url = try LoopbackServer.refusedURL("/top")
        let run = try await PlacesProcess.run(["--url", url.absoluteString])
        #expect(run.status == 1)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix("places: could not connect to \(url) (URLError -1004): "))
        #expect(run.standardError.hasSuffix("; check that the server is running and the host and port are right\n"))
        #expect(run.standardError.filter(\.isNewline).count == 1)
    }

    @Test func slowServerHitsTheTimeout() async throws {
        let server = try await LoopbackServer.start(["/top": Reply.json(Self.threePlaces).delayed(by: .seconds(30))])
        let url = server.url("/top")
        let run = try await PlacesProcess.run(["--url", url.absoluteString, "--timeout", "1"])
        await server.stop()
        expectFailure(run, line: "places: request to \(url) timed out (URLError -1001); the server is slow or unreachable: retry, or allow a longer timeout")
    }
}

extension RemoteEndpointTests {
    @Test func schemeInCapitalsIsAccepted() async throws {
        let server = try await LoopbackServer.start(["/top": .json(Self.threePlaces)])
        let run = try await PlacesProcess.run(["--url", "HTTP://127.0.0.1:\(server.port)/top", "--limit", "1"])
        await server.stop()
        #expect(run.status == 0)
        #expect(run.outputLines.last == "1  東京   Asia/Tokyo  12,000  https://www.flickr.com/places/Japan/Tokyo")
    }
}
