#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

// The README's first "request pipeline" example and the server-sent events notes of "Streaming",
// kept compiling and true against a loopback server.

private struct TopPlaces: JSONDecodable, Sendable, Equatable {
    var names: [String]
    static func decode(_ json: JSON) -> Decoded<TopPlaces> {
        Decoded { try TopPlaces(names: json.need(["places", "place"])) }
    }
}

private struct User: Decodable, Sendable, Equatable { var id: Int }

/// A `Decodable` delta, for the README's note on `decodeJSON(_:decoder:)`.
private struct CodableDelta: Decodable, Sendable { var text: String }

@Suite("README: the request pipeline's stages")
struct ReadmePipelineStagesTests {
    static func startServer() async throws -> LoopbackServer {
        try await LoopbackServer.start([
            "/top": .json(#"{"places": {"place": ["Lisbon", "Oslo"]}, "stat": "ok", "id": 7}"#),
            "/fail": .json(#"{"stat": "fail", "code": 100, "message": "Invalid API Key"}"#),
            "/events": Reply(headers: ["Content-Type": "text/event-stream"],
                             body: .complete(Data("data: {\"text\": \"Hel\"}\n\ndata: {\"text\": \"lo\"}\n\ndata: [DONE]\n\n".utf8))),
            "/not-events": .json(#"{"error": "no stream today"}"#),
            "/unlabelled-events": Reply(body: .complete(Data("data: {\"text\": \"Hi\"}\n\n".utf8))),
            "/events-charset": Reply(headers: ["Content-Type": "text/event-stream; charset=utf-8"],
                                     body: .complete(Data("data: {\"text\": \"Yo\"}\n\n".utf8))),
        ])
    }

    @Test("decode, the callback form, and the stages composed with >>-")
    func pipeline() async throws {
        let server = try await Self.startServer()
        defer { Task { await server.stop() } }
        let session = TestSessions.make()
        let request = URLRequest(url: server.url("/top"))
        let decoder = FleeceDecoder()

        // As in the README, with `session` for `URLSession.shared`.
        let places = try await session.decode(TopPlaces.self, for: request)          // JSONDecodable
        let user = try await session.decode(User.self, for: request, using: decoder)  // Decodable
        #expect(places == TopPlaces(names: ["Lisbon", "Oslo"]))
        #expect(user == User(id: 7))

        let (callback, called) = AsyncStream.makeStream(of: Result<TopPlaces, RequestError>.self)
        let task = session.decode(TopPlaces.self, for: request) { (result: Result<TopPlaces, RequestError>) in
            called.yield(result)
            called.finish()
        }
        _ = task
        for await result in callback { #expect(try result.get() == places) }

        let flickrFailure: @Sendable (JSON) -> APIFailure? = { json in
            json["stat"] == "fail" ? APIFailure(message: (try? json.need("message")) ?? "stat: fail") : nil
        }
        let result: Result<TopPlaces, RequestError> =
            await session.fetch(request) >>- checkResponse(.json) >>- parseJSON >>- checkPayload(flickrFailure) >>- decodeJSON
        #expect(try result.get() == places)

        let failed: Result<TopPlaces, RequestError> =
            await session.fetch(URLRequest(url: server.url("/fail"))) >>- checkResponse(.json) >>- parseJSON
            >>- checkPayload(flickrFailure) >>- decodeJSON
        guard case .failure(.api(let failure, _)) = failed else {
            Issue.record("expected .api, got \(failed)")
            return
        }
        #expect(failure.message == "Invalid API Key")
    }

    @Test("server-sent events into a Decodable type, and a body that is not an event stream")
    func serverSentEvents() async throws {
        let server = try await Self.startServer()
        defer { Task { await server.stop() } }
        let session = TestSessions.make()
        var text = ""
        for try await delta in session.serverSentEvents(for: URLRequest(url: server.url("/events")), terminator: "[DONE]")
            .decodeJSON(CodableDelta.self, decoder: FleeceDecoder()) {
            text += delta.text
        }
        #expect(text == "Hello")

        // By default a body labelled as something else is refused before any event, with what it
        // was labelled as: a JSON error sent with 200 does not end the loop silently.
        var count = 0
        do {
            for try await _ in session.serverSentEvents(for: URLRequest(url: server.url("/not-events"))) { count += 1 }
            Issue.record("not refused")
        } catch RequestError.contentType(let found, let expected, let url) {
            #expect(found == "application/json")
            #expect(expected == ["text/event-stream"])
            #expect(url?.path == "/not-events")
        }
        #expect(count == 0)
        // With only the status checked, the JSON body has no events.
        for try await _ in session.serverSentEvents(for: URLRequest(url: server.url("/not-events")), checking: .successfulStatus) {
            count += 1
        }
        #expect(count == 0)
        // A body with no Content-Type, and one with parameters, are read as event streams.
        var texts: [String] = []
        for path in ["/unlabelled-events", "/events-charset"] {
            for try await delta in session.serverSentEvents(for: URLRequest(url: server.url(path)))
                .decodeJSON(CodableDelta.self, decoder: FleeceDecoder()) {
                texts.append(delta.text)
            }
        }
        #expect(texts == ["Hi", "Yo"])
        // The check as a pipeline stage: a labelled stream passes, JSON does not, no label does.
        let labelled = try #require(HTTPURLResponse(url: server.url("/e"), statusCode: 200, httpVersion: nil,
                                                    headerFields: ["Content-Type": "text/event-stream"]))
        let json = try #require(HTTPURLResponse(url: server.url("/e"), statusCode: 200, httpVersion: nil,
                                                headerFields: ["Content-Type": "application/json"]))
        let bare = try #require(HTTPURLResponse(url: server.url("/e"), statusCode: 200, httpVersion: nil, headerFields: [:]))
        #expect((try? checkResponse(RawResponse(body: Data("x".utf8), response: labelled), against: .eventStream).get()) == Data("x".utf8))
        #expect((try? checkResponse(RawResponse(body: Data("x".utf8), response: json), against: .eventStream).get()) == nil)
        #expect((try? checkResponse(RawResponse(body: Data("x".utf8), response: bare), against: .eventStream).get()) == Data("x".utf8))
        #expect((try? checkResponse(RawResponse(body: Data("x".utf8), response: bare),
                                    against: ResponseCheck(contentTypes: ["text/event-stream"])).get()) == nil)
        #expect(count == 0)
    }
}
