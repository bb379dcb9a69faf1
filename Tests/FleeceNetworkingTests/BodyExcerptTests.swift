#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
@testable import FleeceNetworking
import Testing

@Suite struct BodyExcerptTests {
    @Test func collapsesWhitespaceAndTrims() {
        #expect(bodyExcerpt(Data("\n  <html>\n\t<body>  Not found </body>\n</html>\n".utf8)) == "<html> <body> Not found </body> </html>")
    }

    @Test func emptyBodyGivesEmptyExcerpt() {
        #expect(bodyExcerpt(Data()) == "")
    }

    @Test func cutsAtTheLimitWithAnEllipsis() {
        #expect(bodyExcerpt(Data("abcdefghij".utf8), limit: 4) == "abcd…")
        #expect(bodyExcerpt(Data("abcd".utf8), limit: 4) == "abcd")
        #expect(bodyExcerpt(Data("ab cd".utf8), limit: 3) == "ab …")
    }

    @Test func countsCharactersNotBytes() {
        #expect(bodyExcerpt(Data("Zürich São Paulo".utf8), limit: 6) == "Zürich…")
    }

    @Test func invalidUTF8BecomesReplacementCharacter() {
        #expect(bodyExcerpt(Data([0x7B, 0xFF, 0x7D])) == "{\u{FFFD}}")
    }

    @Test func characterSplitByTheReadLimitIsDropped() {
        // limit 2 reads 24 bytes: "a", 22 spaces, then the first of the two bytes of "é".
        let body = Data(("a" + String(repeating: " ", count: 22) + "éé").utf8)
        #expect(bodyExcerpt(body, limit: 2) == "a…")
    }

    /// Leading whitespace is skipped before the prefix is taken: a page that starts with more
    /// blank space than the prefix reads still shows its text.
    @Test func leadingWhitespaceDoesNotUseUpThePrefix() {
        let body = Data((String(repeating: " \r\n\t", count: 500) + "<html>Service Unavailable</html>").utf8)
        #expect(bodyExcerpt(body) == "<html>Service Unavailable</html>")
        #expect(bodyExcerpt(Data(String(repeating: "\n", count: 5000).utf8)) == "")
    }

    /// Control characters, line separators and bidirectional overrides are escaped, as Swift
    /// writes them; line breaks collapse with the other whitespace.
    @Test func controlCharactersAreEscaped() {
        let body = Data("a\u{1B}[31mred\u{0}b\u{7}\r\n\r\nc\u{2028}d\u{2029}e\u{85}f\u{202E}g\u{2066}h\u{7F}".utf8)
        #expect(bodyExcerpt(body) == #"a\u{1B}[31mred\u{00}b\u{07} c\u{2028}d\u{2029}e\u{85}f\u{202E}g\u{2066}h\u{7F}"#)
        #expect(bodyExcerpt(Data("ab\u{1B}cd".utf8), limit: 5) == #"ab\u{…"#)
    }

    /// An API's message, a decoded error body and the whole description stay on one line.
    @Test func messagesFromTheServerStayOnOneLine() {
        let message = "line one\nline two\r\n\u{1B}[2Jcleared \u{202E}desrever\u{2028}next\u{85}"
        let expected = #"the API reported failure: line one line two \u{1B}[2Jcleared \u{202E}desrever\u{2028}next\u{85}; fix the request as the message says and retry"#
        #expect(RequestError.api(APIFailure(message: message), request: nil).description == expected)
        #expect(APIFailure(message: message).description == expected)
        struct Body: Sendable, CustomStringConvertible { var description: String }
        let url = URL(string: "https://api.example.com/x")!
        let http = HTTPURLResponse(url: url, statusCode: 400, httpVersion: "HTTP/1.1", headerFields: [:])!
        let failure = RequestFailure<Body>.server(Body(description: "bad\n\n\u{7}input"), code: 400, response: RawResponse(body: Data(), response: http))
        #expect(failure.description == #"HTTP 400 Bad Request from https://api.example.com/x: bad \u{07}input; the server rejected the request: check its parameters"#)
        let transport = RequestError.transport(code: .timedOut, url: url, message: "slow\n\u{1B}server")
        #expect(transport.description == #"request to https://api.example.com/x timed out (URLError -1001): slow \u{1B}server; the server is slow or unreachable: retry, or allow a longer timeout"#)
    }
}
