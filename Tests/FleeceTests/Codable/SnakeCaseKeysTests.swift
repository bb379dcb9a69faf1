@testable import Fleece
import Testing

@Suite("Snake-case keys")
struct SnakeCaseKeysTests {
    func fast(_ key: String) -> String? {
        Array(key.utf8).withUnsafeBufferPointer { SnakeCaseKeys.convert($0) }
    }

    func full(_ key: String) -> String {
        SnakeCaseKeys.convert(key, capitalize: SnakeCaseKeys.capitalizeWord)
    }

    @Test("JSONDecoder's rule", arguments: [
        ("user_name", "userName"), ("USER_NAME", "userName"), ("a_2b", "a2B"), ("a_b2c", "aB2C"), ("x_ID", "xId"),
        ("_a_b_", "_aB_"), ("__a__b__", "__aB__"), ("ab", "ab"), ("AB", "AB"), ("a__b", "aB"), ("_", "_"), ("__", "__"),
        ("", ""), ("a_", "a_"), ("_a", "_a"), ("a_1_b", "a1B"), ("hello_wORLD_x", "helloWorldX"), ("a_b1_c2", "aB1C2"),
        ("camelCase_word", "camelcaseWord"), ("1_2", "12"),
    ])
    func rule(key: String, expected: String) {
        #expect(fast(key) == expected)
        #expect(full(key) == expected)
    }

    @Test("beyond ASCII letters and digits the full rule applies", arguments: [
        ("a_éb", "aÉb"), ("a_ßb", "aSsb"), ("a_b-c", "aB-C"), ("a_b.c", "aB.C"), ("a_b'c", "aB'c"), ("a_b c", "aB C"), ("a_b:c", "aB:C"), ("a_b^c", "aB^c"),
    ])
    func unicode(key: String, expected: String) {
        #expect(fast(key) == nil)
        #expect(full(key) == expected)
    }

    /// The first- and last-byte test that turns most members away before any conversion may
    /// never turn away a key that converts to the name, by either rule.
    @Test("a key may convert to its conversion by its first and last bytes, by either rule")
    func firstAndLastBytesLetConversionsThrough() {
        var random = SeededGenerator(state: 0xB17E)
        let alphabet = Array("aBz_09_Q-.'é ßǅ")
        func word() -> String {
            String((0..<Int.random(in: 0..<9, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" })
        }
        var turnedAway = 0
        for _ in 0..<3000 {
            let key = word(), other = word()
            for name in [full(key), other] {
                let may = Array(key.utf8).withUnsafeBufferPointer { keyBytes in
                    Array(name.utf8).withUnsafeBufferPointer { SnakeCaseKeys.mayConvert(keyBytes, to: $0) }
                }
                if name == full(key) { #expect(may, "\(key) → \(name)") } else if !may { turnedAway += 1 }
            }
        }
        #expect(turnedAway > 2000, "\(turnedAway) of 3000 others turned away")
        // Same first letter, another last one.
        let key = Array("created_at".utf8), name = Array("commentsUrl".utf8)
        let may = key.withUnsafeBufferPointer { keyBytes in
            name.withUnsafeBufferPointer { SnakeCaseKeys.mayConvert(keyBytes, to: $0) }
        }
        #expect(!may)
    }

    @Test("matching while converting agrees with converting, for generated keys")
    func matchingAgrees() {
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array("aBz_09_Q")
        for _ in 0..<2000 {
            let key = String((0..<next(8)).map { _ in alphabet[next(alphabet.count)] })
            let other = String((0..<next(8)).map { _ in alphabet[next(alphabet.count)] })
            let converted = full(key)
            #expect(fast(key) == converted, "\(key)")
            for name in [converted, other, converted + "x", String(converted.dropLast())] {
                let matches = Array(key.utf8).withUnsafeBufferPointer { keyBytes in
                    Array(name.utf8).withUnsafeBufferPointer { SnakeCaseKeys.converted(keyBytes, equals: $0) }
                }
                #expect(matches == (name == converted), "\(key) vs \(name)")
            }
        }
    }
}
