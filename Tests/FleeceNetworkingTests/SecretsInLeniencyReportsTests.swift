#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// Found by an outside tester: the entries a `LeniencyReport` kept while the one-call APIs
/// decoded a response showed the request's token when the server echoed it, and the values at
/// keys that name a credential, which the thrown `RequestError`s leave out; so did the failure a
/// `RequestError` holds. Reports are made to be logged.
@Suite struct SecretsInLeniencyReportsTests {
    static let token = "sk_test_51HxSECRETabcdef0123456789"
    /// A body that echoes the token as an element's `amount` and has a `client_secret` number.
    static let body = #"{"data": [{"id": "ch_1", "amount": "sk_test_51HxSECRETabcdef0123456789", "client_secret": 5}, {"id": "ch_2", "amount": 7, "client_secret": "pi_s"}]}"#

    struct Charge: JSONDecodable, Decodable, Sendable {
        let id: String
        let amount: Int
        let clientSecret: String
        enum CodingKeys: String, CodingKey { case id, amount, clientSecret = "client_secret" }
        static func decode(_ json: JSON) -> Decoded<Charge> {
            curry(Charge.init) <^> json <| "id" <*> json <| "amount" <*> json <| "client_secret"
        }
    }

    struct Lossy: JSONDecodable, Sendable {
        let data: [Charge]
        static func decode(_ json: JSON) -> Decoded<Lossy> { curry(Lossy.init) <^> json <||~ "data" }
    }

    struct LossyCodable: Decodable, Sendable {
        @FailableDecodableArray var data: [Charge]
    }

    func request(_ server: LoopbackServer, _ path: String) -> URLRequest {
        var request = URLRequest(url: server.url(path))
        request.setValue("Bearer \(Self.token)", forHTTPHeaderField: "Authorization")
        return request
    }

    @Test func theOneCallAPIsReportsLeaveTheSecretsOut() async throws {
        let server = try await LoopbackServer.start(["/charges": .json(Self.body)])
        defer { Task { await server.stop() } }
        let session = TestSessions.make()
        let (functional, report) = try await LeniencyReport.collecting {
            try await session.decode(Lossy.self, for: request(server, "/charges"))
        }
        #expect(functional.data.map(\.id) == ["ch_2"])
        #expect(report.entries.map(\.description) == [
            #"data[0]: skipped element: data[0].amount: expected Int, found string "<redacted>" at line 1, column 36; data[0].client_secret: expected String, found number <redacted> at line 1, column 91"#,
        ])
        let (codable, codableReport) = try await LeniencyReport.collecting {
            try await session.decode(LossyCodable.self, for: request(server, "/charges"), using: FleeceDecoder())
        }
        #expect(codable.data.map(\.id) == ["ch_2"])
        #expect(codableReport.entries.map(\.description) == [
            #"data[0]: skipped element: data[0].amount: Expected to decode Int but found a string "<redacted>" instead, at line 1, column 36."#,
        ])
        // The entry's error itself, not only its description.
        let held = try #require(report.entries.first?.error)
        #expect(!String(describing: held).contains("SECRET"))
        #expect(!String(reflecting: try #require(codableReport.entries.first?.error)).contains("SECRET"))
    }

    @Test func aStreamsReportLeavesTheSecretsOut() async throws {
        let lines = #"{"id": "ch_1", "amount": "sk_test_51HxSECRETabcdef0123456789", "client_secret": "a"}"# + "\n"
            + #"{"id": "ch_2", "amount": 7, "client_secret": 5}"# + "\n"
            + #"{"id": "ch_3", "amount": 8, "client_secret": "b"}"# + "\n"
        let server = try await LoopbackServer.start(["/events": .json(lines)])
        defer { Task { await server.stop() } }
        let session = TestSessions.make()
        let (ids, report) = try await LeniencyReport.collecting {
            var ids: [String] = []
            for try await charge in session.decodeJSONStream(Charge.self, .lines, for: request(server, "/events"), onInvalidRecord: .skip) {
                ids.append(charge.id)
            }
            return ids
        }
        #expect(ids == ["ch_3"])
        #expect(report.entries.map(\.description) == [
            #"line 1: skipped record: amount: expected Int, found string "<redacted>" at line 1, column 26"#,
            #"line 2: skipped record: client_secret: expected String, found number <redacted> at line 2, column 46"#,
        ])
    }

    /// Found by an outside tester's LLM client: the events' errors and report entries showed
    /// the API key the server echoed, where the other streams leave it out.
    @Test func serverSentEventsLeaveTheSecretsOut() async throws {
        struct Index: JSONDecodable, Decodable, Sendable {
            let index: Int
            static func decode(_ json: JSON) -> Decoded<Index> { Index.init <^> json <| "index" }
        }
        let events = "data: {\"index\": \"your key \(Self.token)\"}\n\ndata: {\"index\": {\"api_key\": \"\(Self.token)\"}}\n\ndata: {\"index\": 3}\n\ndata: [DONE]\n\n"
        let server = try await LoopbackServer.start(["/chat": Reply(headers: ["Content-Type": "text/event-stream"], body: .complete(Data(events.utf8)))])
        defer { Task { await server.stop() } }
        let session = TestSessions.make()
        let (indexes, report) = try await LeniencyReport.collecting {
            var indexes: [Int] = []
            for try await event in session.serverSentEvents(for: request(server, "/chat"), terminator: "[DONE]")
                .decodeJSON(Index.self, onInvalidRecord: .skip) {
                indexes.append(event.index)
            }
            return indexes
        }
        #expect(indexes == [3])
        #expect(report.entries.map(\.description) == [
            #"line 1: skipped record: index: expected Int, found string "your key <redacted>…" at line 1, column 17"#,
            #"line 3: skipped record: index: expected Int, found object {"api_key":"<redacted>"} at line 3, column 17"#,
        ])
        // Thrown, as the other streams throw theirs: naming the request, the key left out.
        let thrown = await #expect(throws: RequestError.self) {
            for try await _ in session.serverSentEvents(for: request(server, "/chat"), terminator: "[DONE]").decodeJSON(Index.self) {}
        }
        #expect(thrown?.description == #"the response to GET http://127.0.0.1:\#(server.port)/chat does not match the model: index: expected Int, found string "your key <redacted>…" at line 1, column 17"#)
        let codable = await #expect(throws: RequestError.self) {
            for try await _ in session.serverSentEvents(for: request(server, "/chat"), terminator: "[DONE]")
                .decodeJSON(Index.self, decoder: FleeceDecoder()) {}
        }
        #expect(codable.map { String(reflecting: $0).contains("SECRET") } == false)
    }

    @Test func theFailureARequestErrorHoldsLeavesTheSecretsOut() async throws {
        let server = try await LoopbackServer.start(["/charges": .json(Self.body)])
        defer { Task { await server.stop() } }
        struct Strict: JSONDecodable, Sendable {
            let data: [Charge]
            static func decode(_ json: JSON) -> Decoded<Strict> { curry(Strict.init) <^> json <|| "data" }
        }
        struct StrictCodable: Decodable, Sendable { let data: [Charge] }
        do {
            _ = try await TestSessions.make().decode(Strict.self, for: request(server, "/charges"))
            Issue.record("expected a failure")
        } catch .decoding(let failure, _) {
            #expect(failure.description == #"""
                data[0].amount: expected Int, found string "<redacted>" at line 1, column 36
                data[0].client_secret: expected String, found number <redacted> at line 1, column 91
                """#)
        } catch {
            Issue.record("expected a decoding failure, got \(error)")
        }
        do {
            _ = try await TestSessions.make().decode(StrictCodable.self, for: request(server, "/charges"), using: FleeceDecoder())
            Issue.record("expected a failure")
        } catch .codable(let failure, _) {
            #expect(FleeceDecoder.message(for: failure) == #"data[0].amount: Expected to decode Int but found a string "<redacted>" instead, at line 1, column 36."#)
            #expect(!String(reflecting: failure).contains("SECRET"))
        } catch {
            Issue.record("expected a Codable failure, got \(error)")
        }
    }
}
