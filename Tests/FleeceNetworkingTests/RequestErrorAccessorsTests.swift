#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import Testing

/// `RequestError.statusCode` and `.response`, and a `RequestLine` made from its parts.
@Suite struct RequestErrorAccessorsTests {
    let url = URL(string: "https://api.example.com/v1/todos?api_key=s3cret&page=2")!

    func response(status: Int, body: String) throws -> RawResponse {
        let http = try #require(HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil))
        return RawResponse(body: Data(body.utf8), response: http)
    }

    @Test func statusFailuresGiveTheirCodeAndResponse() throws {
        let notFound = RequestError.status(code: 404, response: try response(status: 404, body: #"{"error":"no"}"#),
                                           errorBodyFailure: nil)
        #expect(notFound.statusCode == 404)
        #expect(notFound.response.map { String(decoding: $0.body, as: UTF8.self) } == #"{"error":"no"}"#)
        let empty = RequestError.emptyBody(response: try response(status: 204, body: ""))
        #expect(empty.statusCode == 204)
        #expect(empty.response?.body.isEmpty == true)
        #expect(empty.response?.url == url)
    }

    @Test func failuresWithoutAResponseGiveNil() {
        let cancelled = RequestError.cancelled(url: url)
        #expect(cancelled.statusCode == nil)
        #expect(cancelled.response == nil)
        let contentType = RequestError.contentType(found: "text/html", expected: ["application/json"], url: url)
        #expect(contentType.statusCode == nil)
        #expect(contentType.response == nil)
    }

    @Test func requestLineFromPartsRedactsAsFromARequest() {
        let line = RequestLine(method: "POST", url: url)
        #expect(line.description == "POST https://api.example.com/v1/todos?api_key=<redacted>&page=2")
        #expect(line.debugDescription == line.description)
        #expect(String(reflecting: line) == line.description)
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        #expect(line == RequestLine(request))
        #expect(RequestLine(method: "GET", url: nil).description == "GET an unknown URL")
    }
}
