// This file imports FleeceNetworking alone, as the README's pipeline snippets do: it compiles only
// while FleeceNetworking brings Foundation's networking types with it (FoundationNetworking on Linux).
import FleeceNetworking
import Testing

@Suite struct SingleImportTests {
    @Test func urlRequestAndURLSessionNeedNoImportOfTheirOwn() throws {
        let url = try #require(URL(string: "https://api.example.com/v1/todos?token=abc"))
        var request = URLRequest(url: url)
        request.httpMethod = "PUT"
        let session: URLSession = .shared
        #expect(RequestLine(request).description == "PUT https://api.example.com/v1/todos?token=<redacted>")
        #expect(session.configuration.timeoutIntervalForRequest > 0)
        // And FleeceFoundation's own types, with Foundation's `Data` and `Date`.
        let encoded: Data = try FleeceEncoder().encode(["at": Date(timeIntervalSince1970: 0)])
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"at":-978307200}"#)
    }
}
