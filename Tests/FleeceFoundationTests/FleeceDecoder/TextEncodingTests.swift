import Foundation
import FleeceFoundation
import Testing

/// JSONDecoder reads JSON in any encoding RFC 4627 allows; so does FleeceDecoder.
@Suite("FleeceDecoder text encodings")
struct TextEncodingTests {
    static let text = #"{"street": "Hauptstraße 5", "city": "Zürich 😀"}"#

    static func encoded(_ encoding: String.Encoding, mark: [UInt8] = []) -> Data {
        Data(mark) + (text.data(using: encoding) ?? Data())
    }

    @Test("UTF-8, UTF-16 and UTF-32, with and without byte-order marks", arguments: [
        encoded(.utf8), encoded(.utf8, mark: [0xEF, 0xBB, 0xBF]),
        encoded(.utf16BigEndian), encoded(.utf16LittleEndian),
        encoded(.utf16BigEndian, mark: [0xFE, 0xFF]), encoded(.utf16LittleEndian, mark: [0xFF, 0xFE]),
        encoded(.utf32BigEndian), encoded(.utf32LittleEndian),
        encoded(.utf32BigEndian, mark: [0, 0, 0xFE, 0xFF]),
    ])
    func encodings(data: Data) throws {
        let ours = try FleeceDecoder().decode(Address.self, from: data)
        #expect(ours == Address(street: "Hauptstraße 5", city: "Zürich 😀"))
        #expect(ours == (try JSONDecoder().decode(Address.self, from: data)))
    }

    /// JSONDecoder looks for the UTF-32 little-endian mark as FE FF 00 00 (it is FF FE 00 00), so
    /// it reads text after FE FF 00 00 as UTF-32 little-endian, and text after the real mark as
    /// UTF-16 and fails. FleeceDecoder reads exactly the same.
    @Test func utf32LittleEndianMarks() throws {
        let swapped = Self.encoded(.utf32LittleEndian, mark: [0xFE, 0xFF, 0, 0])
        #expect(try FleeceDecoder().decode(Address.self, from: swapped) == Address(street: "Hauptstraße 5", city: "Zürich 😀"))
        #expect(try JSONDecoder().decode(Address.self, from: swapped) == Address(street: "Hauptstraße 5", city: "Zürich 😀"))
        let real = Self.encoded(.utf32LittleEndian, mark: [0xFF, 0xFE, 0, 0])
        #expect(throws: DecodingError.self) { try FleeceDecoder().decode(Address.self, from: real) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Address.self, from: real) }
    }

    static let allEncodings: [String.Encoding] = [.utf8, .utf16BigEndian, .utf16LittleEndian, .utf32BigEndian, .utf32LittleEndian]
    static let allMarks: [[UInt8]] = [
        [], [0xEF, 0xBB, 0xBF], [0xFE, 0xFF], [0xFF, 0xFE], [0, 0, 0xFE, 0xFF], [0xFF, 0xFE, 0, 0], [0xFE, 0xFF, 0, 0],
        [0, 0, 0xFF, 0xFE], [0xEF, 0xBB], [0xFE], [0, 0],
    ]

    @Test("every encoding after every byte-order mark", arguments: allEncodings, allMarks)
    func everyMark(encoding: String.Encoding, mark: [UInt8]) {
        for text in [Self.text, "7", "[1]", "\"é\"", "{}", "  [ 1 , 2 ]  "] {
            let data = Data(mark) + (text.data(using: encoding) ?? Data())
            expectSameDecoding(JSONValue.self, data: data)
            expectSameDecoding([String: String].self, data: data)
        }
    }

    @Test("a two-byte UTF-16 fragment") func shortUTF16() throws {
        #expect(try FleeceDecoder().decode(Int.self, from: Data([0x37, 0])) == 7)
        #expect(try FleeceDecoder().decode(Int.self, from: Data([0, 0x37])) == 7)
    }

    @Test("bytes, Data and parsed values decode alike") func entryPoints() throws {
        let decoder = FleeceDecoder()
        let bytes = Array(Self.text.utf8)
        let expected = Address(street: "Hauptstraße 5", city: "Zürich 😀")
        #expect(try decoder.decode(Address.self, from: bytes) == expected)
        #expect(try decoder.decode(Address.self, from: Data(bytes)) == expected)
        #expect(try decoder.decode(Address.self, from: JSON(parsing: bytes)) == expected)
        #expect(try decoder.decode(String.self, from: JSON.string("s")) == "s")
        #expect(try decoder.decode(Int?.self, from: JSON.null) == nil)
    }
}
