import Testing
@testable import Corpora

@Suite struct JSONTextWriterTests {
    private func text(_ writer: JSONTextWriter) -> String {
        String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func escapesOnlyWhatItMustByDefault() {
        var writer = JSONTextWriter()
        writer.string("a\"b\\c\n\t/é😀\u{01}")
        #expect(text(writer) == #""a\"b\\c\n\t/é😀\u0001""#)
    }

    @Test func escapesNonASCIIAsSurrogatePairsAndTheSolidusWhenAsked() {
        var writer = JSONTextWriter()
        writer.string("/é😀", escaping: [.nonASCII, .solidus])
        #expect(text(writer) == #""\/\u00e9\ud83d\ude00""#)
    }

    @Test func placesCommasInCompactLayout() {
        var writer = JSONTextWriter()
        writer.object { root in
            root.field("a", integers: [1, 2])
            root.fieldObject("b") { _ in }
            root.field("c", nil as String?)
            root.field("d", true)
        }
        #expect(text(writer) == #"{"a":[1,2],"b":{},"c":null,"d":true}"#)
    }

    @Test func indentsWithFourSpaces() {
        var writer = JSONTextWriter(layout: .indented)
        writer.object { root in
            root.field("a", integers: [1])
            root.fieldArray("b") { _ in }
        }
        #expect(text(writer) == "{\n    \"a\": [\n        1\n    ],\n    \"b\": []\n}")
    }

    @Test func writesOneDocumentPerLine() {
        var writer = JSONTextWriter()
        writer.object { $0.field("id", 1) }
        writer.newline()
        writer.object { $0.field("id", 2) }
        #expect(text(writer) == "{\"id\":1}\n{\"id\":2}")
    }
}
