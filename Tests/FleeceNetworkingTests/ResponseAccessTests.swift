#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// The response is never thrown away: the decoded value comes with its headers, and a status
/// failure keeps the whole body.
@Suite struct ResponseAccessTests {
    struct Todo: Decodable, Equatable, Sendable { var id: Int }

    @Test func decodeResponseReturnsTheValueWithItsHeaders() async throws {
        let reply = Reply.json(#"[{"id": 1}, {"id": 2}]"#).adding(headers: [
            "ETag": #""v42""#,
            "X-RateLimit-Remaining": "17",
            "Link": #"</todos?page=3>; rel="next", <https://api.example.com/todos?page=9>; rel="last""#,
        ])
        let server = try await LoopbackServer.start(["/todos": reply])
        let url = server.url("/todos")
        let page = try await TestSessions.make().decodeResponse([Todo].self, for: URLRequest(url: url))
        await server.stop()
        #expect(page.value == [Todo(id: 1), Todo(id: 2)])
        #expect(page.response.statusCode == 200)
        #expect(page.response.header("etag") == #""v42""#)
        #expect(page.response.header("X-RateLimit-Remaining") == "17")
        #expect(page.response.nextPage == server.url("/todos?page=3"))
        #expect(page.response.links["last"] == URL(string: "https://api.example.com/todos?page=9"))
        #expect(page.response.request?.url == url)
    }

    @Test func decodeResponseForJSONDecodableModels() async throws {
        let server = try await LoopbackServer.start(["/counts": Reply.json("[3]").adding(headers: ["ETag": "abc"])])
        let page = try await TestSessions.make().decodeResponse([Int].self, for: URLRequest(url: server.url("/counts")))
        await server.stop()
        #expect(page.value == [3])
        #expect(page.response.header("ETag") == "abc")
    }

    @Test func statusFailureKeepsTheWholeBodyAndTheHeaders() async throws {
        let long = String(repeating: "x", count: 500)
        let reply = Reply.json(#"{"detail": "\#(long)"}"#, status: 500).adding(headers: ["X-Request-Id": "r-9"])
        let server = try await LoopbackServer.start(["/api": reply])
        let url = server.url("/api")
        do {
            _ = try await TestSessions.make().decode([Int].self, for: URLRequest(url: url))
            Issue.record("expected a status failure")
        } catch .status(500, let response, nil) {
            #expect(response.body == Data(#"{"detail": "\#(long)"}"#.utf8))
            #expect(response.header("x-request-id") == "r-9")
            #expect(response.bodyExcerpt.count == 121)   // 120 characters and the ellipsis
            #expect(response.request?.httpMethod == "GET")
        } catch {
            Issue.record("expected a status failure, got \(error)")
        }
    }
}

/// `Link` headers as GitHub and others send them.
@Suite struct LinkHeaderTests {
    func links(_ header: String) -> [String: URL] {
        let url = URL(string: "https://api.example.com/repos?page=2")!
        let http = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Link": header])!
        return RawResponse(body: Data(), response: http).links
    }

    @Test func readsEachRelation() {
        let found = links(#"<https://api.example.com/repos?page=3>; rel="next", <https://api.example.com/repos?page=1>; rel="first""#)
        #expect(found == ["next": URL(string: "https://api.example.com/repos?page=3")!, "first": URL(string: "https://api.example.com/repos?page=1")!])
    }

    @Test func resolvesRelativeURLsAndSplitsRelationLists() {
        let found = links(#"</repos?page=9>; rel="last prev""#)
        #expect(found["last"] == URL(string: "https://api.example.com/repos?page=9"))
        #expect(found["prev"] == URL(string: "https://api.example.com/repos?page=9"))
    }

    @Test func commasInsideTheURLDoNotSplitLinks() {
        let found = links(#"<https://api.example.com/a?ids=1,2>; rel=next"#)
        #expect(found["next"] == URL(string: "https://api.example.com/a?ids=1,2"))
    }

    @Test func noHeaderNoLinks() {
        #expect(links("garbage").isEmpty)
    }

    func nextPage(_ header: String, requesting request: String = "https://api.example.com/repos?page=2") -> URL? {
        let url = URL(string: request)!
        let http = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Link": header])!
        return RawResponse(body: Data(), response: http, request: URLRequest(url: url)).nextPage
    }

    /// A client requests the next page with the same credentials: a link elsewhere would send
    /// them there (found by an outside tester). It stays in `links`.
    @Test func theNextPageIsOnlyOneOfTheRequestsOrigin() {
        #expect(nextPage(#"</repos?page=3>; rel="next""#) == URL(string: "https://api.example.com/repos?page=3"))
        #expect(nextPage(#"<HTTPS://API.example.com:443/repos?page=3>; rel="next""#) == URL(string: "HTTPS://API.example.com:443/repos?page=3"))
        #expect(nextPage(#"<https://evil.example.com/repos?page=3>; rel="next""#) == nil)
        #expect(nextPage(#"<http://api.example.com/repos?page=3>; rel="next""#) == nil)
        #expect(nextPage(#"<https://api.example.com:8443/repos?page=3>; rel="next""#) == nil)
        #expect(nextPage(#"<https://api.example.com.evil.com/x>; rel="next""#) == nil)
        #expect(links(#"<https://evil.example.com/repos?page=3>; rel="next""#)["next"] == URL(string: "https://evil.example.com/repos?page=3"))
    }
}
