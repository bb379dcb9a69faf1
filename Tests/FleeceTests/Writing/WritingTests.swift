import Testing
@testable import Fleece

@Suite("Writing JSON text")
struct WritingTests {
    @Test("compact: no whitespace, members in document order, numbers as written")
    func compact() throws {
        let json = try JSON(parsing: #" { "z" : [ 1.50 , 1e2 , -0 ] , "a" : { } , "b" : [ ] , "c" : null } "#)
        #expect(json.text() == #"{"z":[1.50,1e2,-0],"a":{},"b":[],"c":null}"#)
        #expect(json.description == json.text())
    }

    @Test("pretty: two-space indentation")
    func pretty() throws {
        let json = try JSON(parsing: #"{"a":[1,{"b":true}],"c":{},"d":[]}"#)
        #expect(json.text(.pretty) == """
        {
          "a": [
            1,
            {
              "b": true
            }
          ],
          "c": {},
          "d": []
        }
        """)
    }

    @Test("strings are escaped exactly as needed")
    func escaping() throws {
        let json: JSON = .string("q\"b\\s/ n\n r\r t\t b\u{8} f\u{C} nul\u{0} us\u{1F} é😀")
        #expect(json.text() == #""q\"b\\s/ n\n r\r t\t b\b f\f nul\u0000 us\u001f é😀""#)
        #expect(try JSON(parsing: json.text()) == json)
    }

    @Test("a parsed string with escapes is written back as the same string")
    func escapedRoundTrip() throws {
        let json = try JSON(parsing: #"["\u00e9\/\ud83d\ude00"]"#)
        #expect(json.text() == #"["é/😀"]"#)
    }
}
