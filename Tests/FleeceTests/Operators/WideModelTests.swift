import Testing
import Fleece

/// A model with 20 fields, decoded with a 20-step `<^>`/`<*>` chain and with the curry-free
/// form. `.ci/run` builds this target with `-warn-long-expression-type-checking=1000` and fails on
/// any warning, so these chains stay quick to compile (about 20 ms and 6 ms on the CI machine).
@Suite("A 20-field model")
struct WideModelTests {
    struct Wide: Equatable {
        let f1: Int, f2: String, f3: Double, f4: Bool, f5: Int?
        let f6: [String], f7: Int, f8: String, f9: Double, f10: Bool
        let f11: Int, f12: String?, f13: Double, f14: Bool, f15: [Int]
        let f16: Int, f17: String, f18: Double?, f19: Bool, f20: Int
    }

    static func curried(_ json: JSON) -> Decoded<Wide> {
        curry(Wide.init)
            <^> json <| "f1"
            <*> json <| "f2"
            <*> json <| "f3"
            <*> json <| "f4"
            <*> json <|? "f5"
            <*> json <|| "f6"
            <*> json <| "f7"
            <*> json <| "f8"
            <*> json <| "f9"
            <*> json <| "f10"
            <*> json <| "f11"
            <*> json <|? "f12"
            <*> json <| "f13"
            <*> json <| "f14"
            <*> json <|| "f15"
            <*> json <| "f16"
            <*> json <| ["nested", "f17"]
            <*> json <|? "f18"
            <*> json <| "f19"
            <*> json <| "f20"
    }

    static func combined(_ json: JSON) -> Decoded<Wide> {
        Decoded(Wide.init,
                json <| "f1", json <| "f2", json <| "f3", json <| "f4", json <|? "f5",
                json <|| "f6", json <| "f7", json <| "f8", json <| "f9", json <| "f10",
                json <| "f11", json <|? "f12", json <| "f13", json <| "f14", json <|| "f15",
                json <| "f16", json <| ["nested", "f17"], json <|? "f18", json <| "f19", json <| "f20")
    }

    let json: JSON

    init() throws {
        json = try JSON(parsing: """
            {"f1": 1, "f2": "two", "f3": 3.5, "f4": true, "f5": null, "f6": ["six"], "f7": 7,
             "f8": "eight", "f9": 9, "f10": false, "f11": 11, "f13": 13, "f14": true, "f15": [15],
             "f16": 16, "nested": {"f17": "seventeen"}, "f18": 18.5, "f19": false, "f20": 20}
            """)
    }

    @Test("both forms decode all twenty fields")
    func decodes() {
        let expected = Wide(f1: 1, f2: "two", f3: 3.5, f4: true, f5: nil, f6: ["six"], f7: 7, f8: "eight", f9: 9,
                            f10: false, f11: 11, f12: nil, f13: 13, f14: true, f15: [15], f16: 16,
                            f17: "seventeen", f18: 18.5, f19: false, f20: 20)
        #expect(Self.curried(json).value == expected)
        #expect(Self.combined(json).value == expected)
    }

    @Test("both forms list every failing field")
    func failures() throws {
        let bad = try JSON(parsing: #"{"f1": "one", "f20": "twenty"}"#)
        let error = try #require(Self.curried(bad).error)
        #expect(error.failures.count == 17)
        #expect(error.failures.first?.description == #"f1: expected Int, found string "one" at line 1, column 8"#)
        #expect(error.failures.last?.description == #"f20: expected Int, found string "twenty" at line 1, column 22"#)
        #expect(Self.combined(bad).error == error)
    }
}
