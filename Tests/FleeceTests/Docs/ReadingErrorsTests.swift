import Fleece
import Testing

// The code of Sources/Fleece/Fleece.docc/ReadingErrors.md, kept compiling and true.

enum ReadingErrorsArticle {
    struct Item: JSONDecodable {
        let id: Int
        let name: String
        static func decode(_ json: JSON) -> Decoded<Item> {
            curry(Item.init) <^> json <| "id" <*> json <| "name"
        }
    }
}

@Suite struct ReadingErrorsTests {
    typealias Item = ReadingErrorsArticle.Item

    @Test func aSyntaxErrorNamesWhatItExpectedAndWhere() {
        var printed = ""
        var line = 0, column = 0
        do {
            _ = try JSON(parsing: "{\"id\": 7,\n \"tags\": [\"a\" \"b\"]}")
        } catch {
            print(error, to: &printed)
            line = error.line
            column = error.column
        }
        #expect(printed == "expected ',' or ']' after an array element, found '\"' at line 2, column 15\n")
        #expect(line == 2)
        #expect(column == 15)
    }

    @Test func everyFailureOfAChainIsOneLineAndData() throws {
        var printed = ""
        let json = try JSON(parsing: #"{"items": [{"id": 1, "name": "a"}, {"id": "2"}]}"#)
        let result: Decoded<[Item]> = json <|| "items"
        guard case .failure(let error) = result else {
            Issue.record("expected a failure")
            return
        }
        print(error, to: &printed)
        #expect(printed == """
            items[1].id: expected Int, found string "2" at line 1, column 43
            items[1].name: missing key "name" in object at line 1, column 36

            """)

        var actions: [String] = []
        for failure in error.failures {
            switch failure.reason {
            case .missingKey(let key):
                actions.append("add \(key) at \(failure.path)")
            case .typeMismatch(let expected, let found):
                actions.append("\(failure.path) is \(found), not \(expected)")
            case .unknownValue(let found, let known):
                actions.append("\(found) is none of \(known)")
            case .custom(let message):
                actions.append(message)
            }
        }
        #expect(actions == [#"items[1].id is string "2", not Int"#, "add name at items[1].name"])
        #expect(error.path.description == "items[1].id")
        #expect(error.position == JSONPosition(offset: 42, line: 1, column: 43))
    }
}

extension ReadingErrorsTests {
    @Test("a string decoded on its own has no position; from its stream it has one")
    func aPlainValueHasNoPositionOfItsOwn() throws {
        let alone = Item.decode(try JSON(parsing: #""x""#))
        #expect(alone.error?.description == #"expected object, found string "x""#)
        var stream = JSONStream(.array)
        stream.append(contentsOf: Array(#"["x"]"#.utf8))
        try stream.finish()
        #expect {
            _ = try stream.next(decoding: Item.self)
        } throws: { error in
            (error as? DecodeError)?.description == #"[0]: expected object, found string "x" at line 1, column 2"#
        }
    }
}
