import FleeceVapor
import Foundation
import Testing
import Vapor
import VaporTesting

/// JSON Lines bodies decoded record by record on a real server, from a streamed route.
@Suite struct JSONLinesTests {
    @Test func decodesEveryRecordSkippingBlankLinesAndCRLF() async throws {
        let body = "{\"id\": 1, \"kind\": \"a\"}\r\n\n{\"id\": 2, \"kind\": \"b\"}\n  \n{\"id\": 3, \"kind\": \"c\"}"
        let response = try await TestServer.post("events", body, contentType: "application/x-ndjson")
        #expect(response.status == .ok)
        let summary = try JSONDecoder().decode(EventSummary.self, from: Data(response.body.readableBytesView))
        #expect(summary == EventSummary(ids: [1, 2, 3]))
    }

    @Test func badRecordAnswers400NamingItsLineInTheBody() async throws {
        let body = """
            {"id": 1, "kind": "a"}
            {"id": 2, "kind": "b"}
            {"id": "three", "kind": "c"}
            """
        let response = try await TestServer.post("events", body, contentType: "application/jsonl")
        #expect(response.status == .badRequest)
        #expect(response.errorReason == #"line 3: id: Expected to decode Int but found a string "three" instead, at line 3, column 8."#)
    }

    @Test func syntaxErrorInARecordAnswers400() async throws {
        let body = "{\"id\": 1, \"kind\": \"a\"}\n{\"id\": 2, \"kind\": }\n"
        let response = try await TestServer.post("events", body, contentType: "application/x-ndjson")
        #expect(response.status == .badRequest)
        #expect(response.errorReason == "line 2: The given data was not valid JSON: expected a JSON value, found '}' at line 2, column 19")
    }

    @Test func wrongContentTypeAnswers415() async throws {
        let response = try await TestServer.post("events", "{}", contentType: "text/csv")
        #expect(response.status == .unsupportedMediaType)
    }
}
