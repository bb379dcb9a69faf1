import Testing
import Fleece

/// `Decoded(make, …)` is written out for 1 to 40 fields and falls back to the parameter-pack form
/// beyond: both sides of the boundary decode alike and list every failing field in order.
@Suite("Decoded(make, …) at 40 and 41 fields")
struct CombiningArityTests {
    struct Forty: Equatable {
        let f1: Int, f2: Int, f3: Int, f4: Int, f5: Int, f6: Int, f7: Int, f8: Int, f9: Int, f10: Int
        let f11: Int, f12: Int, f13: Int, f14: Int, f15: Int, f16: Int, f17: Int, f18: Int, f19: Int, f20: Int
        let f21: Int, f22: Int, f23: Int, f24: Int, f25: Int, f26: Int, f27: Int, f28: Int, f29: Int, f30: Int
        let f31: Int, f32: Int, f33: Int, f34: Int, f35: Int, f36: Int, f37: Int, f38: Int, f39: Int, f40: Int
    }

    struct FortyOne: Equatable {
        let first: Forty
        let f41: Int

        init(_ f1: Int, _ f2: Int, _ f3: Int, _ f4: Int, _ f5: Int, _ f6: Int, _ f7: Int, _ f8: Int, _ f9: Int, _ f10: Int,
             _ f11: Int, _ f12: Int, _ f13: Int, _ f14: Int, _ f15: Int, _ f16: Int, _ f17: Int, _ f18: Int, _ f19: Int, _ f20: Int,
             _ f21: Int, _ f22: Int, _ f23: Int, _ f24: Int, _ f25: Int, _ f26: Int, _ f27: Int, _ f28: Int, _ f29: Int, _ f30: Int,
             _ f31: Int, _ f32: Int, _ f33: Int, _ f34: Int, _ f35: Int, _ f36: Int, _ f37: Int, _ f38: Int, _ f39: Int, _ f40: Int,
             _ f41: Int) {
            first = Forty(f1: f1, f2: f2, f3: f3, f4: f4, f5: f5, f6: f6, f7: f7, f8: f8, f9: f9, f10: f10,
                          f11: f11, f12: f12, f13: f13, f14: f14, f15: f15, f16: f16, f17: f17, f18: f18, f19: f19, f20: f20,
                          f21: f21, f22: f22, f23: f23, f24: f24, f25: f25, f26: f26, f27: f27, f28: f28, f29: f29, f30: f30,
                          f31: f31, f32: f32, f33: f33, f34: f34, f35: f35, f36: f36, f37: f37, f38: f38, f39: f39, f40: f40)
            self.f41 = f41
        }
    }

    static func forty(_ json: JSON) -> Decoded<Forty> {
        Decoded(Forty.init,
                json <| "f1", json <| "f2", json <| "f3", json <| "f4", json <| "f5",
                json <| "f6", json <| "f7", json <| "f8", json <| "f9", json <| "f10",
                json <| "f11", json <| "f12", json <| "f13", json <| "f14", json <| "f15",
                json <| "f16", json <| "f17", json <| "f18", json <| "f19", json <| "f20",
                json <| "f21", json <| "f22", json <| "f23", json <| "f24", json <| "f25",
                json <| "f26", json <| "f27", json <| "f28", json <| "f29", json <| "f30",
                json <| "f31", json <| "f32", json <| "f33", json <| "f34", json <| "f35",
                json <| "f36", json <| "f37", json <| "f38", json <| "f39", json <| "f40")
    }

    static func fortyOne(_ json: JSON) -> Decoded<FortyOne> {
        Decoded(FortyOne.init,
                json <| "f1", json <| "f2", json <| "f3", json <| "f4", json <| "f5",
                json <| "f6", json <| "f7", json <| "f8", json <| "f9", json <| "f10",
                json <| "f11", json <| "f12", json <| "f13", json <| "f14", json <| "f15",
                json <| "f16", json <| "f17", json <| "f18", json <| "f19", json <| "f20",
                json <| "f21", json <| "f22", json <| "f23", json <| "f24", json <| "f25",
                json <| "f26", json <| "f27", json <| "f28", json <| "f29", json <| "f30",
                json <| "f31", json <| "f32", json <| "f33", json <| "f34", json <| "f35",
                json <| "f36", json <| "f37", json <| "f38", json <| "f39", json <| "f40",
                json <| "f41")
    }

    /// `{"f1": 1, …, "f41": 41}`, with the fields in `text` written as strings instead.
    static func document(text: Set<Int>) throws -> JSON {
        let members = (1...41).map { text.contains($0) ? #""f\#($0)": "\#($0)""# : #""f\#($0)": \#($0)"# }
        return try JSON(parsing: "{" + members.joined(separator: ", ") + "}")
    }

    @Test("both sides of the boundary decode every field")
    func decodes() throws {
        let json = try Self.document(text: [])
        let forty = try Self.forty(json).get()
        #expect(forty.f1 == 1)
        #expect(forty.f40 == 40)
        let fortyOne = try Self.fortyOne(json).get()
        #expect(fortyOne.first == forty)
        #expect(fortyOne.f41 == 41)
    }

    @Test("both sides of the boundary list every failing field, in order")
    func failures() throws {
        let json = try Self.document(text: [1, 21, 40, 41])
        let forty = try #require(Self.forty(json).error)
        #expect(forty.failures.map(\.path.description) == ["f1", "f21", "f40"])
        #expect(forty.failures.first?.description == #"f1: expected Int, found string "1" at line 1, column 8"#)
        let fortyOne = try #require(Self.fortyOne(json).error)
        #expect(fortyOne.failures.map(\.path.description) == ["f1", "f21", "f40", "f41"])
        #expect(Array(fortyOne.failures.prefix(3)) == forty.failures)
    }
}
