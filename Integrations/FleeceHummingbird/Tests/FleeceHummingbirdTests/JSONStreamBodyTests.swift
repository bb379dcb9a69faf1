import FleeceHummingbird
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Streamed bodies (JSON Lines, arrays, an array at a key path) decoded record by record on a
/// real server.
@Suite struct JSONStreamBodyTests {
    @Test func decodesEveryLineSkippingBlankLinesAndCRLF() async throws {
        let body = "{\"id\": 1, \"kind\": \"a\"}\r\n\n{\"id\": 2, \"kind\": \"b\"}\n  \n{\"id\": 3, \"kind\": \"c\"}"
        try await TestServer.withClient { client in
            let response = try await client.post("/events", body, contentType: "application/x-ndjson")
            #expect(response.status == .ok)
            #expect(try response.summary() == EventSummary(ids: [1, 2, 3]))
        }
    }

    /// Thousands of records arrive in many TCP chunks whose edges fall inside records.
    @Test func decodesALongBodyWhateverItsChunks() async throws {
        let lines = (1...3000).map { "{\"id\": \($0), \"kind\": \"kind-\($0)\"}" }
        let array = "[" + lines.joined(separator: ",\n") + "]"
        try await TestServer.withClient { client in
            let fromLines = try await client.post("/events", lines.joined(separator: "\n"), contentType: "application/jsonl")
            #expect(try fromLines.summary() == EventSummary(ids: Array(1...3000)))
            let fromArray = try await client.post("/events/array", array)
            #expect(try fromArray.summary() == EventSummary(ids: Array(1...3000)))
        }
    }

    @Test func decodesTheElementsOfAnArrayAtAKeyPath() async throws {
        let body = #"{"page": 1, "feed": {"title": "t", "events": [{"id": 7, "kind": "a"}, {"id": 8, "kind": "b"}]}, "more": false}"#
        try await TestServer.withClient { client in
            let response = try await client.post("/feed", body)
            #expect(response.status == .ok)
            #expect(try response.summary() == EventSummary(ids: [7, 8]))
        }
    }

    @Test func badLineAnswers400NamingItsLineInTheBody() async throws {
        let body = """
            {"id": 1, "kind": "a"}
            {"id": 2, "kind": "b"}
            {"id": "three", "kind": "c"}
            """
        try await TestServer.withClient { client in
            let response = try await client.post("/events", body, contentType: "application/jsonl")
            #expect(response.status == .badRequest)
            #expect(response.errorMessage == #"id: Expected to decode Int but found a string "three" instead, at line 3, column 8."#)
        }
    }

    @Test func badElementAnswers400WithItsFullPath() async throws {
        let body = """
            {"feed": {"events": [
              {"id": 1, "kind": "a"},
              {"id": 2, "kind": 5}
            ]}}
            """
        try await TestServer.withClient { client in
            let response = try await client.post("/feed", body)
            #expect(response.status == .badRequest)
            #expect(response.errorMessage == #"feed.events[1].kind: Expected to decode String but found number 5 instead, at line 3, column 21."#)
        }
    }

    @Test func syntaxErrorInALineAnswers400() async throws {
        let body = "{\"id\": 1, \"kind\": \"a\"}\n{\"id\": 2, \"kind\": }\n"
        try await TestServer.withClient { client in
            let response = try await client.post("/events", body, contentType: "application/x-ndjson")
            #expect(response.status == .badRequest)
            #expect(response.errorMessage == "expected a JSON value, found '}' at line 2, column 19")
        }
    }

    @Test func cutShortArrayAnswers400() async throws {
        try await TestServer.withClient { client in
            let response = try await client.post("/events/array", #"[{"id": 1, "kind": "a"}, {"id": 2"#)
            #expect(response.status == .badRequest)
            #expect(response.errorMessage == "expected ',' or '}' after an object member, found end of input at line 1, column 34")
        }
    }

    /// The route's `maximumRecordSize` (32), or the decoder's own limit (1,000), which the
    /// upload limit replaced (found by an outside tester).
    @Test(arguments: [("/events/small", 32), ("/events/limited", 1_000)])
    func recordOverTheLimitAnswers413(route: String, limit: Int) async throws {
        let body = "{\"id\": 1, \"kind\": \"a\"}\n{\"id\": 2, \"kind\": \"\(String(repeating: "b", count: limit + 100))\"}\n"
        try await TestServer.withClient { client in
            let response = try await client.post(route, body, contentType: "application/x-ndjson")
            #expect(response.status == .contentTooLarge)
            #expect(response.errorMessage == "a record is longer than \(limit) bytes, at line 2, column 1")
        }
    }

    @Test func skippedRecordsAreReportedAndTheBodyGoesOn() async throws {
        let body = """
            {"id": 1, "kind": "a"}
            {"id": "two", "kind": "b"}
            {"id": 3, "kind
            {"id": 4, "kind": "d"}
            """
        try await TestServer.withClient { client in
            let response = try await client.post("/events/skipping", body, contentType: "application/jsonl")
            #expect(response.status == .ok)
            let summary = try JSONDecoder().decode(SkippingSummary.self, from: Data(response.body.readableBytesView))
            #expect(summary.ids == [1, 4])
            #expect(summary.skipped.count == 2)
            #expect(summary.skipped.first?.hasPrefix("line 2: skipped record: id: ") == true, "\(summary.skipped)")
            #expect(summary.skipped.last?.hasPrefix("line 3: skipped record: ") == true, "\(summary.skipped)")
        }
    }

    @Test func wrongContentTypeAnswers415() async throws {
        try await TestServer.withClient { client in
            let csv = try await client.post("/events", "{}", contentType: "text/csv")
            #expect(csv.status == .unsupportedMediaType)
            let linesToArray = try await client.post("/events/array", "[]", contentType: "application/jsonl")
            #expect(linesToArray.status == .unsupportedMediaType)
        }
    }
}

extension TestResponse {
    /// The body as the events routes answer it.
    func summary() throws -> EventSummary {
        try JSONDecoder().decode(EventSummary.self, from: Data(body.readableBytesView))
    }
}
