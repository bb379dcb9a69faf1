import FleeceVapor
import Foundation
import Testing
import Vapor
import VaporTesting

/// Bodies sent in chunks (`Transfer-Encoding: chunked`, no `Content-Length`) to a real server:
/// an empty one is the same 400 as an empty body sent with a length, a full one still decodes,
/// and a streamed route's body stays a stream.
@Suite struct ChunkedBodyTests {
    @Test func emptyChunkedBodyAnswersTheSame400AsAnEmptyBodyWithALength() async throws {
        // Vapor keeps no body at all for it, and its `req.content` answered a bare 422.
        let chunked = try await TestServer.postChunked("orders", [])
        #expect(chunked.status == .badRequest)
        #expect(chunked.errorReason == "The given data was not valid JSON: expected a JSON value, found end of input at line 1, column 1")
        let withLength = try await TestServer.post("orders", "")
        #expect(withLength.status == .badRequest)
        #expect(chunked.errorReason == withLength.errorReason)
    }

    @Test func chunkedBodyStillDecodes() async throws {
        let order = ContentDecoderTests.goodOrder
        let middle = order.index(order.startIndex, offsetBy: order.count / 2)
        let response = try await TestServer.postChunked("orders", [String(order[..<middle]), String(order[middle...])])
        #expect(response.status == .ok)
        #expect(String(buffer: response.body) == #"{"id":7,"customer":{"name":"Ada"},"items":[{"sku":"A1","quantity":2},{"sku":"B2","quantity":1}],"placedAt":"2026-11-23T22:05:00Z"}"#)
    }

    @Test func chunkedBodyThatIsNotJSONAnswersItsOwn400() async throws {
        let response = try await TestServer.postChunked("orders", [#"{"id": 7, "#, "]"])
        #expect(response.status == .badRequest)
        #expect(response.errorReason == "The given data was not valid JSON: expected a string key after ',', found ']' at line 1, column 11")
    }

    @Test func streamedRoutesKeepTheirStreams() async throws {
        // The middleware collects nothing: a streamed route's body is still a stream there.
        let kept = try await TestServer.postChunked("body/kept", [#"{"id": 7}"#])
        #expect(String(buffer: kept.body) == "streamed")
        // Vapor's 422 for a streamed body that is not empty passes through unchanged, chunked too.
        let streamed = try await TestServer.postChunked("orders/streamed", [ContentDecoderTests.goodOrder])
        #expect(streamed.status == .unprocessableEntity)
        // And records still arrive one at a time.
        let events = try await TestServer.postChunked(
            "events", ["{\"id\": 1, \"kind\": \"a\"}\n{\"id\"", ": 2, \"kind\": \"b\"}\n"], contentType: "application/x-ndjson")
        #expect(events.status == .ok)
        #expect(try JSONDecoder().decode(EventSummary.self, from: Data(events.body.readableBytesView)) == EventSummary(ids: [1, 2]))
    }
}
