import Foundation
import FleeceNetworking
@testable import places
import Testing

/// What `--api-key` sends to Flickr, checked without leaving the machine.
@Suite struct FlickrAPITests {
    @Test func topPlacesURLIsFlickrsRESTEndpoint() {
        #expect(FlickrAPI.topPlacesURL(apiKey: "0123abcd")?.absoluteString
            == "https://api.flickr.com/services/rest/?method=flickr.places.getTopPlacesList&place_type_id=7&format=json&nojsoncallback=1&api_key=0123abcd")
    }

    @Test func apiKeyIsPercentEncoded() {
        #expect(FlickrAPI.topPlacesURL(apiKey: "a b&c")?.query?.hasSuffix("api_key=a%20b%26c") == true)
    }

    @Test func statFailBecomesAnAPIFailureWithAdvice() throws {
        let json = try JSON(parsing: #"{"stat":"fail","code":100,"message":"Invalid API Key (Key has invalid format)"}"#)
        #expect(FlickrAPI.failure(in: json) == APIFailure(code: "100", message: "Invalid API Key (Key has invalid format)", advice: "pass a valid Flickr API key with --api-key, or as the api_key of the --url"))
    }

    @Test func statOkIsNoFailure() throws {
        #expect(FlickrAPI.failure(in: try JSON(parsing: #"{"stat":"ok","places":{}}"#)) == nil)
    }

    @Test func errorMessagesNeverShowTheAPIKey() {
        let source = ResponseSource.flickr(apiKey: "secret123", url: URL(string: "https://api.flickr.com/services/rest/?api_key=secret123")!)
        #expect(source.name == "Flickr's API")
    }
}

@Suite struct TableTests {
    @Test(arguments: [("London", 6), ("Zürich", 6), ("東京", 4), ("e\u{301}", 1), ("🗼", 2), ("", 0)])
    func displayWidthCountsTerminalColumns(text: String, width: Int) {
        #expect(displayWidth(text) == width)
    }

    @Test func controlCharactersCannotBreakARow() {
        var table = TextTable([.init(title: "Name", alignment: .left), .init(title: "N", alignment: .right)])
        table.append(["a\nb\tc", "1"])
        #expect(table.render() == "Name   N\n-----  -\na b c  1")
    }

    @Test func groupsDigitsInThrees() {
        #expect(groupedDigits(0) == "0")
        #expect(groupedDigits(999) == "999")
        #expect(groupedDigits(1000) == "1,000")
        #expect(groupedDigits(2_401_663) == "2,401,663")
        #expect(groupedDigits(-12_000) == "-12,000")
    }
}
