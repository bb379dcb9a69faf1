import Foundation
import Testing
import FleeceFoundation

// The README's "It reads what JSONDecoder reads", kept compiling and true.

@Suite("README: FleeceDecoder reads what JSONDecoder reads")
struct ReadmeDropInExamplesTests {
    struct Settings: Decodable, Equatable {
        var retries: Int
        var timeout: Double
    }

    @Test("JSON5 and strictness, as the README shows them")
    func example() throws {
        let decoder = FleeceDecoder()
        decoder.allowsJSON5 = true
        let settings = try decoder.decode(Settings.self, from: Data("{ retries: 3, timeout: .5, /* s */ }".utf8))
        #expect(settings == Settings(retries: 3, timeout: 0.5))

        let strict = FleeceDecoder()
        strict.requiresStrictJSON = true
        #expect(throws: DecodingError.self) { try strict.decode([Int].self, from: Data("[1, 2,]".utf8)) }
        #expect(try FleeceDecoder().decode([Int].self, from: Data("[1, 2,]".utf8)) == [1, 2])
    }

    @Test("every row of the table")
    func table() throws {
        struct Identified: Decodable, Equatable { var id: Int }
        // Trailing commas.
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: "[1, 2,]") }
        #expect(try JSON(parsing: "[1, 2,]", options: JSONParsingOptions(allowsTrailingCommas: true)) == [1, 2])
        // A malformed value nothing decodes.
        let malformed = Data(#"{"id": 1, "note": "\x41", "n": 01}"#.utf8)
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: malformed) }
        #expect(try FleeceDecoder().decode(Identified.self, from: malformed) == Identified(id: 1))
        #expect(try JSONDecoder().decode(Identified.self, from: malformed) == Identified(id: 1))
        #expect(throws: DecodingError.self) { try FleeceDecoder().decode([String: String].self, from: malformed) }
        // An object without braces.
        let decoder = FleeceDecoder()
        decoder.assumesTopLevelDictionary = true
        #expect(try decoder.decode(Identified.self, from: Data(#""id": 7"#.utf8)) == Identified(id: 7))
        // UTF-32 little-endian after the bytes JSONDecoder takes for its mark.
        let utf32 = Data([0xFE, 0xFF, 0, 0]) + (#"{"id": 2}"#.data(using: .utf32LittleEndian) ?? Data())
        #expect(try FleeceDecoder().decode(Identified.self, from: utf32) == Identified(id: 2))
    }
}
