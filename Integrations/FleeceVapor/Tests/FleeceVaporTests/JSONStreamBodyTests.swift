import FleeceVapor
import Foundation
import Testing
import Vapor
import VaporTesting

/// Streamed bodies (JSON Lines, arrays, an array at a key path) decoded record by record on a
/// real server, from streamed routes.
@Suite struct JSONStreamBodyTests {
    @Test func decodesEveryLineSkippingBlankLinesAndCRLF() async throws {
        let body = "{\"id\": 1, \"kind\": \"a\"}\r\n\n{\"id\": 2, \"kind\": \"b\"}\n  \n{\"id\": 3, \"kind\": \"c\"}"
        let response = try await TestServer.post("events", body, contentType: "application/x-ndjson")
        #expect(response.status == .ok)
        #expect(try response.summary() == EventSummary(ids: [1, 2, 3]))
    }

    /// Thousands of records arrive in many TCP chunks whose edges fall inside records.
    @Test func decodesALongBodyWhateverItsChunks() async throws {
        let lines = (1...3000).map { "{\"id\": \($0), \"kind\": \"kind-\($0)\"}" }
        let fromLines = try await TestServer.post("events", lines.joined(separator: "\n"), contentType: "application/jsonl")
        #expect(try fromLines.summary() == EventSummary(ids: Array(1...3000)))
        let fromArray = try await TestServer.post("events/array", "[" + lines.joined(separator: ",\n") + "]")
        #expect(try fromArray.summary() == EventSummary(ids: Array(1...3000)))
    }

    @Test func decodesTheElementsOfAnArrayAtAKeyPath() async throws {
        let body = #"{"page": 1, "feed": {"title": "t", "events": [{"id": 7, "kind": "a"}, {"id": 8, "kind": "b"}]}, "more": false}"#
        let response = try await TestServer.post("feed", body)
        #expect(response.status == .ok)
        #expect(try response.summary() == EventSummary(ids: [7, 8]))
    }

    @Test func badLineAnswers400NamingItsLineInTheBody() async throws {
        let body = """
            {"id": 1, "kind": "a"}
            {"id": 2, "kind": "b"}
            {"id": "three", "kind": "c"}
            """
        let response = try await TestServer.post("events", body, contentType: "application/jsonl")
        #expect(response.status == .badRequest)
        #expect(response.errorReason == #"id: Expected to decode Int but found a string "three" instead, at line 3, column 8."#)
    }

    @Test func badElementAnswers400WithItsFullPath() async throws {
        let body = """
            {"feed": {"events": [
              {"id": 1, "kind": "a"},
              {"id": 2, "kind": 5}
            ]}}
            """
        let response = try await TestServer.post("feed", body)
        #expect(response.status == .badRequest)
        #expect(response.errorReason == #"feed.events[1].kind: Expected to decode String but found number 5 instead, at line 3, column 21."#)
    }

    @Test func syntaxErrorInALineAnswers400() async throws {
        let body = "{\"id\": 1, \"kind\": \"a\"}\n{\"id\": 2, \"kind\": }\n"
        let response = try await TestServer.post("events", body, contentType: "application/x-ndjson")
        #expect(response.status == .badRequest)
        #expect(response.errorReason == "expected a JSON value, found '}' at line 2, column 19")
    }

    @Test func cutShortArrayAnswers400() async throws {
        let response = try await TestServer.post("events/array", #"[{"id": 1, "kind": "a"}, {"id": 2"#)
        #expect(response.status == .badRequest)
        #expect(response.errorReason == "expected ',' or '}' after an object member, found end of input at line 1, column 34")
    }

    @Test func skippedRecordsAreReportedAndTheBodyGoesOn() async throws {
        let body = """
            {"id": 1, "kind": "a"}
            {"id": "two", "kind": "b"}
            {"id": 3, "kind
            {"id": 4, "kind": "d"}
            """
        let response = try await TestServer.post("events/skipping", body, contentType: "application/jsonl")
        #expect(response.status == .ok)
        let summary = try JSONDecoder().decode(SkippingSummary.self, from: Data(response.body.readableBytesView))
        #expect(summary.ids == [1, 4])
        #expect(summary.skipped.count == 2)
        #expect(summary.skipped.first?.hasPrefix("line 2: skipped record: id: ") == true, "\(summary.skipped)")
        #expect(summary.skipped.last?.hasPrefix("line 3: skipped record: ") == true, "\(summary.skipped)")
    }

    /// The route's `maximumRecordSize` (32), or the decoder's own limit (1,000), which the body
    /// limit replaced (found by an outside tester of the Hummingbird twin).
    @Test(arguments: [("events/small", 32), ("events/limited", 1_000)])
    func recordOverTheLimitAnswers413(route: String, limit: Int) async throws {
        let body = "{\"id\": 1, \"kind\": \"a\"}\n{\"id\": 2, \"kind\": \"\(String(repeating: "b", count: limit + 100))\"}\n"
        let response = try await TestServer.post(route, body, contentType: "application/x-ndjson")
        #expect(response.status == .payloadTooLarge)
        #expect(response.errorReason == "a record is longer than \(limit) bytes, at line 2, column 1")
    }

    @Test func wrongContentTypeAnswers415() async throws {
        let csv = try await TestServer.post("events", "{}", contentType: "text/csv; access_token=SUPERSECRET")
        #expect(csv.status == .unsupportedMediaType)
        #expect(csv.errorReason == "expected a JSON Lines body (Content-Type application/jsonl or application/x-ndjson), found Content-Type text/csv")
        let linesToArray = try await TestServer.post("events/array", "[]", contentType: "application/jsonl")
        #expect(linesToArray.status == .unsupportedMediaType)
    }
}

extension TestingHTTPResponse {
    /// The body as the events routes answer it.
    func summary() throws -> EventSummary {
        try JSONDecoder().decode(EventSummary.self, from: Data(body.readableBytesView))
    }
}
