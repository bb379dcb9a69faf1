import Testing
import Fleece

/// Dictionaries keyed by `Int` or an enum of the user's (``JSONObjectKey``), sets, and the
/// 128-bit integers, both ways in the functional and method APIs.
@Suite("Dictionaries keyed by other than String, sets, and 128-bit integers")
struct KeyedDictionaryAndSetTests {
    enum Currency: String, JSONObjectKey, JSONEncodable { case eur, usd }
    enum Level: Int, JSONObjectKey { case low = 1, high = 2 }

    let json: JSON

    init() throws {
        json = try JSON(parsing: """
            {"months": {"1": "January", "-2": "none", "12": "December"},
             "prices": {"eur": 10, "usd": 11},
             "levels": {"1": "low", "2": "high"},
             "badMonths": {"1": "January", "x": "X", "3": 3},
             "badPrices": {"eur": 10, "gbp": 9},
             "tags": ["swift", "json", "swift"],
             "badTags": ["swift", 7, "json", null],
             "ids": [3, 1, 3, 2]}
            """)
    }

    @Test("an object decodes as [Int: V], [Enum: V] and [Int-raw enum: V], by the operators and the method API")
    func decodesOtherKeys() throws {
        let months: Decoded<[Int: String]> = json <| "months"
        #expect(months.value == [1: "January", -2: "none", 12: "December"])
        let prices: [Currency: Int] = try json.need("prices")
        #expect(prices == [.eur: 10, .usd: 11])
        let levels: [Level: String] = try json.need("levels")
        #expect(levels == [.low: "low", .high: "high"])
        // String keys read as they always have.
        let names: [String: String] = try json.need("months")
        #expect(names == ["1": "January", "-2": "none", "12": "December"])
    }

    @Test("a key that names no key of the type fails its member at the member's path and the key's place, beside a value that fails")
    func keysThatDoNotConvertFail() throws {
        let months: Decoded<[Int: String]> = json <| "badMonths"
        #expect(months.error.map(String.init(describing:)) == """
            badMonths.x: expected Int key, found string "x" at line 4, column 32
            badMonths.3: expected String, found number 3 at line 4, column 47
            """)
        #expect(throws: DecodeError.self) { try json.need("badPrices", as: [Currency: Int].self) }
        do {
            _ = try json.need("badPrices", as: [Currency: Int].self)
        } catch {
            #expect(error.path.description == "badPrices.gbp")
            #expect(error.position?.description == "line 5, column 27")
            #expect(error.reason == .typeMismatch(expected: "Currency key", found: #"string "gbp""#))
        }
    }

    @Test("a key deep in the document is placed at its own quote, with its member's path")
    func nestedKeyPlace() throws {
        let nested = try JSON(parsing: """
            {"days": [
              {"hours": {"1": "a"}},
              {"hours": {"2": "b", "two": "c",
                         "3": "d"}}
            ]}
            """)
        let days: Decoded<[[String: [Int: String]]]> = nested <| "days"
        #expect(days.error.map(String.init(describing:)) == """
            days[1].hours.two: expected Int key, found string "two" at line 3, column 24
            """)
    }

    @Test("a lossy dictionary leaves out the members whose keys do not convert, and reports each")
    func lossyDictionaryReportsKeys() throws {
        let (months, report) = try LeniencyReport.collecting { () throws -> [Int: String] in
            try json.lossy("badMonths")
        }
        #expect(months == [1: "January"])
        #expect(report.entries.map { "\($0.action) | \($0.path) | \($0.error.map(String.init(describing:)) ?? "-")" } == [
            #"skipped element | badMonths.x | badMonths.x: expected Int key, found string "x" at line 4, column 32 (declared at KeyedDictionaryAndSetTests.swift:74)"#,
            "skipped element | badMonths.3 | badMonths.3: expected String, found number 3 at line 4, column 47 (declared at KeyedDictionaryAndSetTests.swift:74)",
        ])
        let prices: Decoded<[Currency: Int]> = json <||~ "badPrices"
        #expect(prices.value == [.eur: 10])
    }

    @Test("dictionaries keyed by Int and by an enum are written with the keys' text, and read back")
    func encodesOtherKeys() throws {
        #expect([7: "July"].jsonText() == #"{"7":"July"}"#)
        #expect([-1: true].jsonText() == #"{"-1":true}"#)
        #expect([Currency.usd: 11].jsonText() == #"{"usd":11}"#)
        let months: [Int: String] = [1: "January", 12: "December", -2: "none"]
        #expect(try JSON(parsing: months.jsonText()).decode(as: [Int: String].self).get() == months)
        let prices: [Currency: Int] = [.eur: 10, .usd: 11]
        #expect(try JSON(parsing: prices.jsonText()).decode(as: [Currency: Int].self).get() == prices)
    }

    @Test("an array decodes as a Set, equal elements counting once; each element that fails is named")
    func decodesSets() throws {
        let tags: Set<String> = try json.need("tags")
        #expect(tags == ["swift", "json"])
        let ids: Decoded<Set<Int>> = json <| "ids"
        #expect(ids.value == [1, 2, 3])
        let bad: Decoded<Set<String>> = json <| "badTags"
        #expect(bad.error.map(String.init(describing:)) == """
            badTags[1]: expected String, found number 7 at line 7, column 23
            badTags[3]: expected String, found null at line 7, column 34
            """)
        let notAnArray: Decoded<Set<String>> = json <| "prices"
        #expect(notAnArray.error?.reason == .typeMismatch(expected: "Set<String>", found: #"object {"eur":10,"usd":11}"#))
        // Sets of models, through the general path.
        let nested: JSON = [[1, 2], [2, 1], [3]]
        let sets: Decoded<Set<Set<Int>>> = nested.decode()
        #expect(sets.value == [[1, 2], [3]])
    }

    @Test("a lossy Set keeps the elements that decode, and a value of another kind names the set's type")
    func lossySets() throws {
        let (tags, report) = LeniencyReport.collecting { (json <||~ "badTags") as Decoded<Set<String>> }
        #expect(tags.value == ["swift", "json"])
        #expect(report.entries.map { "\($0.action) | \($0.path)" } == ["skipped element | badTags[1]", "skipped element | badTags[3]"])
        let (other, otherReport) = LeniencyReport.collecting { (json <||~ "prices") as Decoded<Set<String>> }
        #expect(other.value == [])
        #expect((otherReport.entries.first?.error as? DecodeError)?.reason == .typeMismatch(expected: "Set<String>", found: #"object {"eur":10,"usd":11}"#))
        let text = try JSON(parsing: #""x""#)
        #expect(text.decodeLossily(as: Set<Int>.self).error?.reason == .typeMismatch(expected: "Set<Int>", found: #"string "x""#))
    }

    @Test("a Set is written as an array and read back")
    func encodesSets() throws {
        #expect(Set(["one"]).jsonText() == #"["one"]"#)
        let ids: Set<Int> = [1, 20, 300, 4000]
        #expect(try JSON(parsing: ids.jsonText()).decode(as: Set<Int>.self).get() == ids)
        #expect(try JSON(parsing: ids.jsonText()).decode(as: [Int].self).get().count == 4)
    }

    @Test("Int128 and UInt128 are written as their digits, at their limits too, and read back")
    func encodes128BitIntegers() throws {
        #expect(Int128.max.jsonText() == "170141183460469231731687303715884105727")
        #expect(Int128.min.jsonText() == "-170141183460469231731687303715884105728")
        #expect(UInt128.max.jsonText() == "340282366920938463463374607431768211455")
        #expect(Int128(-7).jsonText() == "-7")
        let values: [Int128] = [.min, -1, 0, 1, .max]
        #expect(try JSON(parsing: values.jsonText()).decode(as: [Int128].self).get() == values)
    }

    /// Found by an outside tester: `"3"`, `"03"` and `"+3"` all read as the `Int` 3, and the
    /// dictionary kept one value of three without a word. A duplicate key spelled the same
    /// (`"3"` twice) still takes the last value, as JSON readers agree.
    @Test("two keys spelled differently that read as one key fail, or are reported by a lossy dictionary; a duplicate key takes the last value")
    func keysThatReadAsOneKey() throws {
        let json = try JSON(parsing: #"{"m": {"3": "a", "03": "b", "+3": "c"}, "d": {"3": "a", "3": "b"}}"#)
        let sentence = #"both read as the same Int, so one of their values would be lost: decode the object as [String: …] to keep both"#
        let strictLine = #line + 1
        let error = try #require(throws: DecodeError.self) { try json.need("m", as: [Int: String].self) }
        #expect(error.description
            == #"m.03: key "03" and the key "3" before it \#(sentence) at line 1, column 18 (declared at KeyedDictionaryAndSetTests.swift:\#(strictLine))"#)
        #expect(try json.need("d", as: [Int: String].self) == [3: "b"])

        let lossyLine = #line + 1
        let (lossy, report) = try LeniencyReport.collecting { try json.lossy("m", as: [Int: String].self) }
        #expect(lossy == [3: "a"])
        #expect(report.entries.map(\.description) == [
            #"m.03: skipped element: key "03" and the key "3" before it \#(sentence) at line 1, column 18 (declared at KeyedDictionaryAndSetTests.swift:\#(lossyLine))"#,
            #"m.+3: skipped element: key "+3" and the key "3" before it \#(sentence) at line 1, column 29 (declared at KeyedDictionaryAndSetTests.swift:\#(lossyLine))"#,
        ])
    }
}
