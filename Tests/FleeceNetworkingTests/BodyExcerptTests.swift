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
        // limit 1 reads 20 bytes: 19 spaces, then the first of the two bytes of "é".
        let body = Data((String(repeating: " ", count: 19) + "éé").utf8)
        #expect(bodyExcerpt(body, limit: 1) == "…")
    }
}
