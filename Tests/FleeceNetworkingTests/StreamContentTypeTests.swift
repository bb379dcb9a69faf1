#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import Testing
import FleeceNetworking
import LoopbackHTTPServer

@Suite("Streamed responses: the content type")
struct StreamContentTypeTests {
    /// Computed: a `static let` `Data` is reported by LeakSanitizer (see StreamCancellationTests).
    static var lines: Data { Data("{\"id\": 1, \"text\": \"a\"}\n".utf8) }

    @Test("a check that lists content types refuses another before the first record, with a body excerpt")
    func refused() async throws {
        let server = try await LoopbackServer.start([
            "/lines": Reply(headers: ["Content-Type": "text/html"], body: .complete(Data("<p>maintenance</p>".utf8))),
        ])
        defer { Task { await server.stop() } }
        var ids: [Int] = []
        do {
            for try await event in TestSessions.make().decodeJSONStream(
                StreamedEvent.self, .lines, for: URLRequest(url: server.url("/lines")), checking: .json) {
                ids.append(event.id)
            }
            Issue.record("not refused")
        } catch RequestError.contentType(let found, let expected, let url) {
            #expect(found == "text/html")
            #expect(expected == ResponseCheck.json.contentTypes)
            #expect(url == server.url("/lines"))
        }
        #expect(ids.isEmpty)
    }

    @Test("a listed content type, or none asked for, is read")
    func accepted() async throws {
        let server = try await LoopbackServer.start([
            "/json": Reply(headers: ["Content-Type": "application/json; charset=utf-8"], body: .complete(Self.lines)),
            "/html": Reply(headers: ["Content-Type": "text/html"], body: .complete(Self.lines)),
        ])
        defer { Task { await server.stop() } }
        let session = TestSessions.make()
        var ids: [Int] = []
        for try await event in session.decodeJSONStream(StreamedEvent.self, .lines, for: URLRequest(url: server.url("/json")), checking: .json) {
            ids.append(event.id)
        }
        for try await event in session.decodeJSONStream(StreamedEvent.self, .lines, for: URLRequest(url: server.url("/html"))) {
            ids.append(event.id)
        }
        #expect(ids == [1, 1])
    }
}
