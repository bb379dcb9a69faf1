@testable import Fleece
import Testing

/// The two helpers of snake-case key lookups: the learned spellings of a model's keys and the
/// filter of converted keys before the lookup's start. Both may only ever say "maybe" or "no"
/// wrongly in the safe direction: a wrong "yes" would hand a model another member's value.
@Suite("Snake-case lookups' spellings and filter")
struct SnakeCaseSpellingsTests {
    func learned(_ table: SnakeCaseSpellings, _ key: String, for name: String) -> Bool {
        var key = key, name = name
        return key.withUTF8 { keyBytes in
            name.withUTF8 { nameBytes in
                unsafe table.isLearned(keyBytes, for: nameBytes, hash: SnakeCaseKeys.foldedHash(nameBytes))
            }
        }
    }

    func learn(_ table: inout SnakeCaseSpellings, _ key: String, for name: String) {
        var key = key, name = name
        key.withUTF8 { keyBytes in
            name.withUTF8 { nameBytes in
                unsafe table.learn(keyBytes, for: nameBytes, hash: SnakeCaseKeys.foldedHash(nameBytes))
            }
        }
    }

    @Test("a spelling is known for its own name only, exactly as learned")
    func spellingsAreExact() {
        var table = SnakeCaseSpellings()
        #expect(!learned(table, "user_name", for: "userName"))
        learn(&table, "user_name", for: "userName")
        #expect(learned(table, "user_name", for: "userName"))
        #expect(!learned(table, "user__name", for: "userName"))
        #expect(!learned(table, "user_nam", for: "userName"))
        #expect(!learned(table, "user_name", for: "userNam"))
        #expect(!learned(table, "user_name", for: "username"))
        // A name learned again keeps its latest spelling.
        learn(&table, "USER_NAME", for: "userName")
        #expect(learned(table, "USER_NAME", for: "userName"))
        #expect(!learned(table, "user_name", for: "userName"))
        // Names of every length, short ones included, each with its own.
        let names = (1 ... 40).map { String(repeating: "k", count: $0) + "X" }
        for name in names { learn(&table, "s_" + name, for: name) }
        for name in names.suffix(10) { #expect(learned(table, "s_" + name, for: name)) }
        #expect(!learned(table, "s_kX", for: "kkX"))
    }

    @Test("names that fold apart hash apart, never to 0")
    func hashesTellNamesApart() {
        var seen: [UInt64: String] = [:]
        var names: [String] = []
        for length in 0 ... 24 {
            for letter in ["a", "b", "9", "é"] { names.append(String(repeating: "x", count: length) + letter) }
        }
        for var name in names {
            let hash = name.withUTF8 { unsafe SnakeCaseKeys.foldedHash($0) }
            #expect(hash != 0)
            #expect(seen[hash] == nil, "\(name) and \(seen[hash] ?? "") hash alike")
            seen[hash] = name
        }
    }

    /// The filter of converted keys holds each key by its own folded hash, trusting it to be its
    /// conversion's: were it not, a key before a lookup's start that converts to the name would
    /// be missed, and a later member's value handed over.
    @Test("a key and its conversion from snake case fold to one hash; keys beyond the fast path to none")
    func keysFoldLikeTheirConversions() {
        var random = SeededGenerator(state: 19)
        let alphabet = Array("abzAMZ059_")
        for _ in 0 ..< 2_000 {
            let length = Int.random(in: 0 ... 14, using: &random)
            var key = String((0 ..< length).map { _ in alphabet[Int.random(in: 0 ..< alphabet.count, using: &random)] })
            var converted = SnakeCaseKeys.convert(key, capitalize: SnakeCaseKeys.capitalizeWord)
            let keyHash = key.withUTF8 { unsafe SnakeCaseKeys.foldedHash(ofKey: $0) }
            let convertedHash = converted.withUTF8 { unsafe SnakeCaseKeys.foldedHash($0) }
            #expect(keyHash == convertedHash, "\(key) → \(converted)")
        }
        // Told apart: case and underscores aside, any byte.
        let pairs = [("user_name", "userNam"), ("a_b", "aBc"), ("id_2", "id3"), ("x", "")]
        for (keyText, nameText) in pairs {
            var key = keyText, name = nameText
            let keyHash = key.withUTF8 { unsafe SnakeCaseKeys.foldedHash(ofKey: $0) }
            #expect(keyHash != name.withUTF8 { unsafe SnakeCaseKeys.foldedHash($0) }, "\(key), \(name)")
        }
        // Beyond the fast path: the full rule converts them, so they stand for any key.
        for var key in ["user-name", "café_au_lait", "a.b", "a b", "a'b"] {
            #expect(key.withUTF8 { unsafe SnakeCaseKeys.foldedHash(ofKey: $0) } == nil, "\(key)")
        }
    }

    @Test("the filter never misses a key put in, and lets few others through")
    func filterHasNoFalseNegatives() {
        var filter = ConvertedKeyFilter()
        var inserted: [UInt64] = []
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state ^ (state >> 29)
        }
        #expect(!filter.mayContain(next()))
        for _ in 0 ..< 40 {
            let hash = next()
            filter.insert(hash)
            inserted.append(hash)
        }
        for hash in inserted { #expect(filter.mayContain(hash)) }
        let falsePositives = (0 ..< 10_000).filter { _ in filter.mayContain(next()) }.count
        // Two bits of 256 with 40 keys in: about 7% (a 64-bit filter lets ~40% through).
        #expect(falsePositives < 1_200, "\(falsePositives) of 10,000")
        filter.insertEverything()
        #expect(filter.mayContain(next()))
    }
}
