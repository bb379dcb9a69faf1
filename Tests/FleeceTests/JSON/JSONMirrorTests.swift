import Testing
import Fleece

/// `dump` shows a value's members and elements, not the parsed document behind it (its bytes,
/// index and reference count, which an outside tester found there).
@Suite struct JSONMirrorTests {
    @Test("dump shows members as a dictionary's, elements as an array's, scalars as their text")
    func dumpShowsTheValue() throws {
        let json = try JSON(parsing: #"{"id": 7, "tags": ["a", null], "price": 2.50}"#)
        var text = ""
        dump(json, to: &text)
        #expect(text == """
            ▿ 3 key/value pairs
              ▿ (2 elements)
                - key: "id"
                - value: 7
              ▿ (2 elements)
                - key: "tags"
                ▿ value: 2 elements
                  - "a"
                  - null
              ▿ (2 elements)
                - key: "price"
                - value: 2.50

            """)
    }
}
