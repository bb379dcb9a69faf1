import Foundation
import FleeceFoundation
import Testing

/// Seeded payloads for the models, each decoded by both decoders: valid ones, and ones with one
/// mutation each (a value of another kind, a member removed, a member repeated, a member added),
/// so that the failure, when there is one, is at one place (JSONDecoder's dictionaries have no
/// order, so with two failures which one it reports is chance).
@Suite("FleeceDecoder ≡ JSONDecoder: generated payloads")
struct GeneratedDifferentialTests {
    static func makePerson(_ random: inout SeededGenerator) -> GeneratedJSON {
        func address(_ random: inout SeededGenerator) -> GeneratedJSON {
            var members: [(key: String, value: GeneratedJSON)] = [("street", .string(random.word())), ("city", .string(random.word()))]
            if random.chance(50) { members.append(("zip", random.chance(80) ? .string(random.integerText()) : .null)) }
            return .object(members)
        }
        var members: [(key: String, value: GeneratedJSON)] = [
            ("id", .number(random.integerText(bits: 62))),
            ("name", .string(random.word())),
            ("age", .number(String(Int.random(in: 0...255, using: &random)))),
            ("address", address(&random)),
            ("previous", .array((0..<Int.random(in: 0...3, using: &random)).map { _ in address(&random) })),
            ("tags", .array((0..<Int.random(in: 0...4, using: &random)).map { _ in .string(random.word()) })),
            ("scores", .object((0..<Int.random(in: 0...4, using: &random)).map { index in ("k\(index)", .number(random.doubleText())) })),
        ]
        if random.chance(60) { members.append(("email", random.chance(70) ? .string(random.word()) : .null)) }
        if random.chance(50) { members.append(("nickname", .string(random.word()))) }
        return .object(members.shuffledStably(using: &random))
    }

    static func makeDrawing(_ random: inout SeededGenerator) -> GeneratedJSON {
        func shape(_ random: inout SeededGenerator) -> GeneratedJSON {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: .object([("circle", .object([("radius", .number(random.doubleText()))]))])
            case 1: .object([("rectangle", .object([("width", .number(random.doubleText())), ("height", .number(random.doubleText()))]))])
            case 2: .object([("labelled", .object([("_0", .string(random.word())), ("_1", .number(random.integerText()))]))])
            default: .object([("point", .object([]))])
            }
        }
        var members: [(key: String, value: GeneratedJSON)] = [
            ("shapes", .array((0..<Int.random(in: 0...4, using: &random)).map { _ in shape(&random) })),
            ("status", .string(random.pick(["active", "suspended", "gone"]))),
            ("layers", .array((0..<Int.random(in: 0...2, using: &random)).map { _ in
                .array((0..<Int.random(in: 0...2, using: &random)).map { _ in shape(&random) })
            })),
        ]
        if random.chance(50) { members.append(("priority", .number(random.pick(["1", "9"])))) }
        return .object(members)
    }

    static func makeNumbers(_ random: inout SeededGenerator) -> GeneratedJSON {
        .object([
            ("int", .number(random.integerText(bits: 62))), ("int8", .number(random.integerText(bits: 7))),
            ("int16", .number(random.integerText(bits: 15))), ("int32", .number(random.integerText(bits: 31))),
            ("int64", .number(random.integerText(bits: 63))), ("uint", .number(String(UInt64.random(in: 0...UInt64.max, using: &random)))),
            ("uint8", .number(String(UInt8.random(in: 0...255, using: &random)))), ("uint16", .number(String(UInt16.random(in: 0...UInt16.max, using: &random)))),
            ("uint32", .number(String(UInt32.random(in: 0...UInt32.max, using: &random)))), ("uint64", .number(String(UInt64.random(in: 0...UInt64.max, using: &random)))),
            ("float", .number(random.doubleText())), ("double", .number(random.doubleText())),
        ])
    }

    /// One mutation at a random place.
    static func mutate(_ json: GeneratedJSON, _ random: inout SeededGenerator) -> GeneratedJSON {
        let place: [Int] = random.pick(json.places)
        let kind = Int.random(in: 0..<4, using: &random)
        let stray: GeneratedJSON = random.strayValue()
        let changed: GeneratedJSON? = json.changing(at: place[...]) { (value: GeneratedJSON) -> GeneratedJSON? in
            mutation(kind, of: value, stray: stray, isRoot: place.isEmpty)
        }
        return changed ?? json
    }

    /// A value of another kind (0), removed (1), a member repeated (2) or a member added (3).
    static func mutation(_ kind: Int, of value: GeneratedJSON, stray: GeneratedJSON, isRoot: Bool) -> GeneratedJSON? {
        switch kind {
        case 0: return stray
        case 1: return isRoot ? value : nil
        default:
            guard var members = value.members, let first = members.first else { return stray }
            members.append((key: kind == 2 ? first.key : "extra", value: stray))
            return .object(members)
        }
    }

    struct Tally: CustomStringConvertible {
        var decoded = 0
        var failed = 0
        var description: String { "\(decoded) decoded, \(failed) failed" }
    }

    static func compare<T: Decodable & Equatable>(_ type: T.Type, seed: UInt64, count: Int,
                                                  _ make: (inout SeededGenerator) -> GeneratedJSON) -> Tally {
        var random = SeededGenerator(seed: seed)
        var tally = Tally()
        for index in 0..<count {
            var json = make(&random)
            if index % 3 != 0 { json = mutate(json, &random) }
            let outcome: Outcome<T> = expectSameDecoding(type, json.text)
            if outcome.failure == nil { tally.decoded += 1 } else { tally.failed += 1 }
        }
        return tally
    }

    @Test("people") func people() {
        let tally = Self.compare(Person.self, seed: 1, count: 400, Self.makePerson)
        #expect(tally.decoded > 100 && tally.failed > 100, "both outcomes are exercised: \(tally)")
    }

    @Test("drawings") func drawings() {
        let tally = Self.compare(Drawing.self, seed: 2, count: 300, Self.makeDrawing)
        #expect(tally.decoded > 80 && tally.failed > 80, "both outcomes are exercised: \(tally)")
    }

    @Test("numbers") func numbers() {
        let tally = Self.compare(Numbers.self, seed: 3, count: 300, Self.makeNumbers)
        #expect(tally.decoded > 80 && tally.failed > 80, "both outcomes are exercised: \(tally)")
    }

    @Test("snake-case keys") func snakeCase() {
        var random = SeededGenerator(seed: 4)
        for _ in 0..<200 {
            let keys = ["user_name", "userName", "user_id", "USER_ID", "avatar_url", "_private", "a_b2_c", "x", "html_body", "lookups", "user__name"]
            var members: [(key: String, value: GeneratedJSON)] = []
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let key = random.pick(keys)
                let value: GeneratedJSON = key == "lookups" ? .object([("a_b", .number("1"))]) : key.hasSuffix("id") || key == "x" || key == "_private" || key == "a_b2_c"
                    ? .number(random.integerText()) : .string(random.word())
                members.append((key, random.chance(10) ? random.strayValue() : value))
            }
            expectSameDecoding(SnakeModel.self, GeneratedJSON.object(members).text, Strategies(keys: .convertFromSnakeCase))
        }
    }
}

extension Array {
    /// The elements in an order drawn from `random`.
    func shuffledStably(using random: inout SeededGenerator) -> [Element] {
        var copy = self
        copy.shuffle(using: &random)
        return copy
    }
}
