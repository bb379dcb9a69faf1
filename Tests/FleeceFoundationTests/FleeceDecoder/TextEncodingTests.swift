import Foundation
@testable import FleeceFoundation
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

    @Test("one decoder, reused, reads every encoding after every mark as a new one does", arguments: allEncodings)
    func reusedDecoder(encoding: String.Encoding) throws {
        // From its second call on, a decoder tells UTF-8 from the rest in the inlined path: any
        // other text must still go to the transcoding one.
        let decoder = FleeceDecoder()
        _ = try decoder.decode(Int.self, from: Data("1".utf8))
        for mark in Self.allMarks {
            for text in [Self.text, "7", "[1]", "\"é\"", "{}", "  [ 1 , 2 ]  "] {
                let data = Data(mark) + (text.data(using: encoding) ?? Data())
                let fresh = Outcome { try FleeceDecoder().decode(JSONValue.self, from: data) }
                let reused = Outcome { try decoder.decode(JSONValue.self, from: data) }
                switch (reused, fresh) {
                case (.value(let mine), .value(let expected)): #expect(mine == expected, "\(encoding) after \(mark): \(text)")
                case (.failure(let mine), .failure(let expected)): #expect(mine == expected, "\(encoding) after \(mark): \(text)")
                default: Issue.record("\(encoding) after \(mark): \(text): reused \(reused), fresh \(fresh)")
                }
                // And UTF-8 in between, which must take the spare document again.
                #expect(try decoder.decode([Int].self, from: Data("[\(mark.count)]".utf8)) == [mark.count])
            }
        }
    }

    @Test("the quick test for UTF-8 agrees with the case analysis on every start of four bytes and less")
    func quickUTF8Test() {
        let interesting: [UInt8] = [0, 1, 0x20, 0x37, 0x7B, 0x7F, 0x80, 0xBB, 0xEF, 0xFE, 0xFF]
        var starts: [[UInt8]] = [[]]
        for length in 1...4 {
            starts += starts.filter { $0.count == length - 1 }.flatMap { start in interesting.map { start + [$0] } }
        }
        for start in starts {
            for bytes in [start, start + [0x7B], start + [0, 0]] {
                bytes.withUnsafeBytes { raw in
                    let quick = FleeceDecoder.nonUTF8Encoding(of: raw).map { "\($0.encoding.rawValue) \($0.markLength)" }
                    let cases = FleeceDecoder.encodingByFirstBytes(of: raw).map { "\($0.encoding.rawValue) \($0.markLength)" }
                    #expect(quick == cases, "\(bytes)")
                }
            }
        }
    }

    @Test("any collection of bytes reads every encoding after every mark as Data does", arguments: allEncodings)
    func byteCollections(encoding: String.Encoding) throws {
        // The server integrations decode bodies from `[UInt8]`; it read UTF-8 only, and a
        // UTF-16 body that JSONDecoder reads was refused ("found byte 0xFF, which is not valid
        // UTF-8 here").
        let decoder = FleeceDecoder()
        for mark in Self.allMarks {
            for text in [Self.text, "7", "[1]", "\"é\"", "{}", "  [ 1 , 2 ]  "] {
                let data = Data(mark) + (text.data(using: encoding) ?? Data())
                let bytes = [UInt8](data)
                let expected = Outcome { try FleeceDecoder().decode(JSONValue.self, from: data) }
                let padded = [0x20] + bytes + [0x20]
                let outcomes: [(String, Outcome<JSONValue>)] = [
                    ("[UInt8]", Outcome { try decoder.decode(JSONValue.self, from: bytes) }),
                    ("ArraySlice", Outcome { try decoder.decode(JSONValue.self, from: padded[1..<(padded.count - 1)]) }),
                    ("ContiguousArray", Outcome { try decoder.decode(JSONValue.self, from: ContiguousArray(bytes)) }),
                    ("UnsafeBufferPointer", Outcome { try bytes.withUnsafeBufferPointer { try decoder.decode(JSONValue.self, from: $0) } }),
                ]
                for (collection, outcome) in outcomes {
                    switch (outcome, expected) {
                    case (.value(let mine), .value(let theirs)): #expect(mine == theirs, "\(collection), \(encoding) after \(mark): \(text)")
                    case (.failure(let mine), .failure(let theirs)): #expect(mine == theirs, "\(collection), \(encoding) after \(mark): \(text)")
                    default: Issue.record("\(collection), \(encoding) after \(mark): \(text): \(outcome), Data: \(expected)")
                    }
                }
            }
        }
    }

    @Test("a UTF-16 body with its mark, from [UInt8], as JSONDecoder reads it from Data")
    func utf16BodyFromAnArray() throws {
        struct Order: Decodable, Equatable { var id: Int; var items: [Int] }
        let body: [UInt8] = [0xFF, 0xFE] + [UInt8](#"{"id":7,"items":[]}"#.data(using: .utf16LittleEndian) ?? Data())
        #expect(try FleeceDecoder().decode(Order.self, from: body) == Order(id: 7, items: []))
        #expect(try JSONDecoder().decode(Order.self, from: Data(body)) == Order(id: 7, items: []))
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
