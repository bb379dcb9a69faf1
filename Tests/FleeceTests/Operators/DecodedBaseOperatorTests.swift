import Testing
import Fleece

/// The operators whose left side is a value decoded before (`Decoded<JSON>`, or another
/// `JSONRepresentable`), and the lenient ones after a chain, with key paths.
@Suite("Decode operators on a decoded value")
struct DecodedBaseOperatorTests {
    let json: JSON
    /// `user`, decoded as a `JSON` value rather than reached by a chain.
    let user: Decoded<JSON>

    init() throws {
        json = try JSON(parsing: """
            {"user": {"tags": ["a", "b"], "email": null, "scores": [1, "x", 3],
                      "address": {"zip": "75001", "lines": ["1 rue"], "none": null}},
             "count": 3}
            """)
        user = json <| "user"
    }

    @Test("<|| by key and key path from a Decoded<JSON>")
    func requiredArrays() throws {
        #expect((user <|| "tags").value == ["a", "b"])
        #expect((user <|| ["address", "lines"]).value == ["1 rue"])
        let absent: Decoded<[String]> = user <|| "names"
        let absentDescription = try #require(absent.error).description
        #expect(absentDescription == #"user.names: missing key "names" in object at line 1, column 10"#)
        let wrong: Decoded<[Int]> = user <|| "scores"
        let wrongDescription = try #require(wrong.error).description
        #expect(wrongDescription == #"user.scores[1]: expected Int, found string "x" at line 1, column 60"#)
        let pathThroughNull: Decoded<[String]> = user <|| ["email", "list"]
        let pathThroughNullDescription = try #require(pathThroughNull.error).description
        #expect(pathThroughNullDescription == "user.email: expected object, found null at line 1, column 40")
    }

    @Test("<||? by key and key path from a Decoded<JSON>: absent and null are nil")
    func optionalArrays() throws {
        #expect((user <||? "tags").value == .some(["a", "b"]))
        #expect((user <||? "names").value == .some([String]?.none))
        #expect((user <||? "email").value == .some([String]?.none))
        #expect((user <||? ["address", "lines"]).value == .some(["1 rue"]))
        #expect((user <||? ["email", "list"]).value == .some([String]?.none))
        #expect((user <||? ["address", "none", "list"]).value == .some([String]?.none))
        let wrong: Decoded<[Int]?> = user <||? ["address", "zip"]
        let wrongDescription = try #require(wrong.error).description
        #expect(wrongDescription == #"user.address.zip: expected [Int], found string "75001" at line 2, column 30"#)
    }

    @Test("<|? by key and key path from a Decoded<JSON>")
    func optionalValues() throws {
        #expect((user <|? "email").value == .some(String?.none))
        #expect((user <|? "phone").value == .some(String?.none))
        #expect((user <|? ["address", "zip"]).value == .some("75001"))
        #expect((user <|? ["address", "none", "zip"]).value == .some(String?.none))
        let wrong: Decoded<Int?> = user <|? ["address", "zip"]
        let wrongDescription = try #require(wrong.error).description
        #expect(wrongDescription == #"user.address.zip: expected Int, found string "75001" at line 2, column 30"#)
    }

    @Test("After a failed left side, each operator keeps that failure")
    func failedLeftSide() throws {
        let missing: Decoded<JSON> = json <| "account"
        let expected = try #require(missing.error)
        let arrays: Decoded<[String]> = missing <|| ["a", "b"]
        let optionalArrays: Decoded<[String]?> = missing <||? "a"
        let optionalPath: Decoded<[String]?> = missing <||? ["a", "b"]
        let optional: Decoded<String?> = missing <|? ["a", "b"]
        #expect(arrays.error == expected)
        #expect(optionalArrays.error == expected)
        #expect(optionalPath.error == expected)
        #expect(optional.error == expected)
    }

    @Test("<|~ and <||~ with a key path after a chain")
    func lenientPathsAfterAChain() throws {
        let zip: Decoded<Int> = json <| "user" <|~ ["address", "zip"]
        #expect(zip.value == 75001)
        let scores: Decoded<[Int]> = json <| "user" <||~ ["scores"]
        #expect(scores.value == [1, 3])
        let throughNull: Decoded<[Int]> = json <| "user" <||~ ["address", "none"]
        #expect(throughNull.value == [])
        let notANumber: Decoded<Int> = json <| "user" <|~ ["address", "lines"]
        let notANumberDescription = try #require(notANumber.error).description
        #expect(notANumberDescription == #"user.address.lines: expected Int, found array ["1 rue"] at line 2, column 48"#)
    }
}
