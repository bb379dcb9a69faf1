import FleeceAsyncHTTPClient
import Foundation
import Testing

@Suite("HTTPResponseError: what a refused response says")
struct HTTPResponseErrorTests {
    @Test("URLs lose their credentials, query and fragment", arguments: [
        ("https://user:pw@api.example.com/v1/feed?key=s3cr3t#token=abc", "https://api.example.com/v1/feed"),
        ("https://api.example.com:8443/v1/feed?page=2", "https://api.example.com:8443/v1/feed"),
        ("https://api.example.com/users/a@b.c", "https://api.example.com/users/a@b.c"),
        ("http://token@host/x#frag", "http://host/x"),
        ("not a url?x=1", "not a url"),
    ])
    func redaction(url: String, shown: String) {
        #expect(HTTPResponseError.redacted(url) == shown)
    }

    @Test("a credential the error body echoes is shown redacted; the body itself is kept", arguments: [
        (#"{"message":"no such feed","echo_key":"SECRETKEY"}"#, #"{"message":"no such feed","echo_key":"<redacted>"}"#),
        (#"{"error": "token Bearer sk-live-ABC.def_123 is invalid"}"#, #"{"error": "token Bearer <redacted> is invalid"}"#),
        ("GET /feed?page=2&api_key=KEY987&x=1 refused", "GET /feed?page=2&api_key=<redacted>&x=1 refused"),
        (#"{"Access-Token": "a\"b", "count": 3}"#, #"{"Access-Token": "<redacted>", "count": 3}"#),
        (#"{"monkey": 1, "keyboard": "qwerty", "message": "no key here"}"#, #"{"monkey": 1, "keyboard": "qwerty", "message": "no key here"}"#),
    ])
    func echoedCredentials(body: String, shown: String) {
        let error = HTTPResponseError.status(code: 401, reason: "Unauthorized", body: Array(body.utf8), url: nil)
        #expect("\(error)" == "HTTP 401 Unauthorized: \(shown)")
        guard case .status(_, _, let kept, _) = error else { return }
        #expect(kept == Array(body.utf8))
    }

    /// Found by an outside tester: a key echoed without `Bearer`, a URL's password and a secret
    /// written as a number were shown as sent.
    @Test("keys of well-known shapes, a URL's user and password and a secret number are shown redacted", arguments: [
        (#"{"message":"No such API key: sk_live_abc123SECRET"}"#, #"{"message":"No such API key: <redacted>"}"#),
        ("Bad credentials for token ghp_0123456789abcdefGHIJ0123", "Bad credentials for token <redacted>"),
        ("see https://admin:hunter2@internal.example.com/x", "see https://<redacted>@internal.example.com/x"),
        (#"{"client_secret": 1234567890123, "id": 7}"#, #"{"client_secret": <redacted>, "id": 7}"#),
        ("slack xoxb-1234-5678-abcdef and AKIAIOSFODNN7EXAMPLE", "slack <redacted> and <redacted>"),
        ("openai sk-proj-abcdefghijklmnopqrstuvwx anthropic sk-ant-api03-abcdefghijklmnopqrst", "openai <redacted> anthropic <redacted>"),
        ("jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl end", "jwt <redacted> end"),
        ("task-1234 and sk-short stay", "task-1234 and sk-short stay"),
    ])
    func bareCredentials(body: String, shown: String) {
        let error = HTTPResponseError.status(code: 401, reason: "Unauthorized", body: Array(body.utf8), url: nil)
        #expect("\(error)" == "HTTP 401 Unauthorized: \(shown)")
    }

    @Test("a body is shown as one line, each run of white space one space, cut at 512 bytes")
    func bodyExcerpt() {
        let long = HTTPResponseError.status(code: 500, reason: "Internal Server Error",
                                            body: Array(("{\n\t\"trace\": \"" + String(repeating: "a", count: 600) + "\"}").utf8), url: nil)
        let text = "\(long)"
        #expect(text.hasPrefix("HTTP 500 Internal Server Error: { \"trace\": \"aaa"))
        #expect(text.hasSuffix("aaa…"))
        // The 512 bytes shown less the one of the two white space characters dropped.
        #expect(text.utf8.count == "HTTP 500 Internal Server Error: ".utf8.count + 511 + "…".utf8.count)

        let page = HTTPResponseError.status(code: 404, reason: "Not Found",
                                            body: Array("\n<html>\n  <body>\r\n\t<h1>Nothing here</h1>  </body>\n</html>\n".utf8), url: nil)
        #expect("\(page)" == "HTTP 404 Not Found: <html> <body> <h1>Nothing here</h1> </body> </html>")

        let empty = HTTPResponseError.status(code: 503, reason: "", body: [], url: "http://host/x")
        #expect("\(empty)" == "HTTP 503 from http://host/x")
        #expect((empty as any Error).localizedDescription == "HTTP 503 from http://host/x")
        let broken = HTTPResponseError.status(code: 502, reason: "Bad Gateway", body: [0x66, 0xFF, 0x6F], url: nil)
        #expect("\(broken)" == "HTTP 502 Bad Gateway: f\u{FFFD}o")
    }
}
