#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Synchronization
import Testing

/// JSON request bodies: one call, `Content-Type` set, and an encoding failure of its own.
@Suite struct JSONBodyTests {
    struct NewTodo: Codable, Equatable { var title: String; var done: Bool }
    struct Created: Decodable, Equatable, Sendable { var id: Int; var title: String }

    @Test func setJSONBodyEncodesAndLabels() throws {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:1/todos")!)
        request.httpMethod = "PUT"
        try request.setJSONBody(NewTodo(title: "a", done: false))
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(try JSONDecoder().decode(NewTodo.self, from: request.httpBody ?? Data()) == NewTodo(title: "a", done: false))
        // FleeceEncoder writes members in the order they were encoded (JSONEncoder's order
        // changes from run to run), so the body's text is known exactly.
        #expect(String(decoding: request.httpBody ?? Data(), as: UTF8.self) == #"{"title":"a","done":false}"#)
        #expect(request.httpMethod == "PUT")
    }

    struct Event: Encodable { var startsAt: Date }

    @Test("an encoder of the caller's is used, and a JSON Content-Type set before is kept")
    func encoderAndContentType() throws {
        let encoder = FleeceEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.keyEncodingStrategy = .convertToSnakeCase
        var request = URLRequest(url: URL(string: "http://127.0.0.1:1/events")!)
        request.setValue("application/merge-patch+json", forHTTPHeaderField: "Content-Type")
        try request.setJSONBody(Event(startsAt: Date(timeIntervalSince1970: 0)), encoder: encoder)
        #expect(String(decoding: request.httpBody ?? Data(), as: UTF8.self) == #"{"starts_at":"1970-01-01T00:00:00Z"}"#)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/merge-patch+json")
        for kept in ["application/json; charset=utf-8", "Application/Vnd.API+JSON"] {
            request.setValue(kept, forHTTPHeaderField: "Content-Type")
            try request.setJSONBody(NewTodo(title: "a", done: true))
            #expect(request.value(forHTTPHeaderField: "Content-Type") == kept)
        }
        // A type that is not JSON's is replaced: the body is JSON.
        request.setValue("text/plain", forHTTPHeaderField: "Content-Type")
        try request.setJSONBody(NewTodo(title: "a", done: true))
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        let posted = try URLRequest.json(Event(startsAt: Date(timeIntervalSince1970: 0)), to: URL(string: "http://127.0.0.1:1/e")!, encoder: encoder)
        #expect(String(decoding: posted.httpBody ?? Data(), as: UTF8.self) == #"{"starts_at":"1970-01-01T00:00:00Z"}"#)
    }

    @Test func jsonRequestIsPostedToTheServer() async throws {
        let received = Mutex<ReceivedRequest?>(nil)
        let server = try await LoopbackServer.start([:], handlers: ["/todos": { request in
            received.withLock { $0 = request }
            return .json(#"{"id": 1, "title": "Write tests"}"#, status: 201)
        }])
        let request = try URLRequest.json(NewTodo(title: "Write tests", done: false), to: server.url("/todos"))
        let created = try await TestSessions.make().decode(Created.self, for: request)
        await server.stop()
        #expect(created == Created(id: 1, title: "Write tests"))
        let sent = try #require(received.withLock { $0 })
        #expect(sent.method == "POST")
        #expect(sent.header("Content-Type") == "application/json")
        #expect(try JSONDecoder().decode(NewTodo.self, from: sent.body) == NewTodo(title: "Write tests", done: false))
    }

    @Test func aValueThatCannotBeEncodedIsAnEncodingError() {
        struct Reading: Encodable { var value: Double }
        var request = URLRequest(url: URL(string: "https://api.example.com/readings?api_key=k3y-s3cr3t")!)
        request.httpMethod = "POST"
        do {
            try request.setJSONBody(Reading(value: .nan))
            Issue.record("expected an encoding failure")
        } catch .encoding(.invalidValue(_, let context), let line) {
            #expect(context.codingPath.map(\.stringValue) == ["value"])
            #expect(line?.method == "POST")
            #expect(request.httpBody == nil)
            let message = RequestError.encoding(.invalidValue(Double.nan, context), request: line).description
            #expect(message.hasPrefix("could not encode the JSON body of POST https://api.example.com/readings?api_key=<redacted>: value: "))
            #expect(message.hasSuffix(" directly in JSON; nothing was sent: fix the value or its Encodable conformance"), "\(message)")
        } catch {
            Issue.record("expected an encoding failure, got \(error)")
        }
    }
}
