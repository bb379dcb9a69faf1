#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// A status error after a redirect names the URL that answered as well as the one requested:
/// "check the URL's path" is about the path that answered.
@Suite struct RedirectedStatusTests {
    @Test func statusAfterARedirectNamesTheURLThatAnswered() async throws {
        let server = try await LoopbackServer.start([
            "/redirect": Reply(status: 302, headers: ["Location": "/gone?api_key=MOVED-1234-secret"], body: .complete(Data())),
            "/gone": .html("<html><body>No such page</body></html>", status: 404),
        ])
        defer { Task { await server.stop() } }
        do {
            _ = try await TestSessions.make().decode([Int].self, for: URLRequest(url: server.url("/redirect")))
            Issue.record("expected a 404")
        } catch {
            #expect(error.description == "HTTP 404 Not Found from GET http://127.0.0.1:\(server.port)/redirect "
                + "(answered by http://127.0.0.1:\(server.port)/gone?api_key=<redacted>): "
                + #""<html><body>No such page</body></html>"; check the URL's path"#)
        }
    }

    @Test func withoutARedirectOnlyTheRequestIsNamed() async throws {
        let server = try await LoopbackServer.start(["/gone": .html("<html><body>No such page</body></html>", status: 404)])
        defer { Task { await server.stop() } }
        do {
            _ = try await TestSessions.make().decode([Int].self, for: URLRequest(url: server.url("/gone")))
            Issue.record("expected a 404")
        } catch {
            #expect(error.description == "HTTP 404 Not Found from GET http://127.0.0.1:\(server.port)/gone: "
                + #""<html><body>No such page</body></html>"; check the URL's path"#)
        }
    }
}
