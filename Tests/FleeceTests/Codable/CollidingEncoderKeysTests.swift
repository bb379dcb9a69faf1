@testable import Fleece
import Testing

/// Objects to encode whose keys are made to share `EncodingTree.keyHash` (a server echoing a
/// `JSON` body it was sent): the output stays exact, and a large object's index turns to a
/// seeded hash before setting a member compares it with every member before it.
@Suite("Encoded keys made to collide")
struct CollidingEncoderKeysTests {
    /// 2,000 distinct eight-byte ASCII keys whose `keyHash` is `0x1234_5678`: the hash of an
    /// eight-byte key is a bijection of the key's word, undone step by step from the chosen
    /// hash and a running number in the 32 bits the hash drops.
    static let twins: [String] = {
        let unmix = inverse(0xD6E8_FEB8_6659_FD93), unprime = inverse(0x0000_0100_0000_01B3)
        let start: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ 8
        var keys: [String] = []
        var low: UInt64 = 0
        while keys.count < 2_000 {
            low += 1
            let mixed = (0x1234_5678 << 32 | low) &* unmix
            let word = (mixed ^ mixed >> 32) &* unprime ^ start
            if isPlain(word) { keys.append(withUnsafeBytes(of: word.littleEndian) { String(decoding: $0, as: UTF8.self) }) }
        }
        return keys
    }()

    /// Whether each byte of `word` is printable and no quote, backslash or slash: none is
    /// escaped when written.
    static func isPlain(_ word: UInt64) -> Bool {
        var rest = word
        for _ in 0..<8 {
            let byte = UInt8(truncatingIfNeeded: rest)
            if byte < 0x20 || byte > 0x7E || byte == 0x22 || byte == 0x5C || byte == 0x2F { return false }
            rest >>= 8
        }
        return true
    }

    /// The inverse of an odd number modulo 2⁶⁴, by Newton's iteration.
    static func inverse(_ odd: UInt64) -> UInt64 {
        var inverse = odd
        for _ in 0..<6 { inverse = inverse &* (2 &- odd &* inverse) }
        return inverse
    }

    /// Sets a member of a new object of `tree` for each key (the last two keys again, with
    /// new values, as a model encoding a key twice does) and gives the object.
    func fill(_ tree: EncodingTree, _ keys: [String]) -> Int32 {
        let object = tree.emptyObject()
        for key in keys + keys.suffix(2) {
            tree.setMember(key, to: tree.string(key, escapingSlashes: false), in: object)
        }
        return object
    }

    @Test("the twins share keyHash, and are distinct")
    func twinsShareTheHash() {
        let twins = Self.twins
        #expect(Set(twins).count == 2_000)
        for key in twins {
            var key = key
            #expect(key.withUTF8 { EncodingTree.keyHash($0) } == 0x1234_5678)
        }
    }

    @Test("a large object of twins is indexed by the seeded hash; one of ordinary keys is not")
    func largeObjectIndexTurnsSeeded() {
        let tree = EncodingTree()
        let twins = fill(tree, Array(Self.twins.prefix(300)))
        let ordinary = fill(tree, (0..<300).map { "key\($0)" })
        #expect(tree.nodes[Int(twins)].index == .seededHash)
        #expect(tree.nodes[Int(ordinary)].index == .keyHash)
        // Every key once, the last two replaced rather than added.
        #expect(tree.nodes[Int(twins)].count == 300)
        #expect(tree.nodes[Int(ordinary)].count == 300)
        #expect(tree.largeObjects[twins]?.count == 300)
        #expect(tree.largeObjects[ordinary]?.count == 300)
        // Every key is found, by the seeded slots and by the keyHash ones; a key not there is not.
        #expect(Self.twins.prefix(300).allSatisfy { tree.member(tree.storeKey($0), in: twins) != nil })
        #expect((0..<300).allSatisfy { tree.member(tree.storeKey("key\($0)"), in: ordinary) != nil })
        #expect(tree.member(tree.storeKey(Self.twins[300]), in: twins) == nil)
        #expect(tree.member(tree.storeKey("key300"), in: ordinary) == nil)
    }

    @Test("an object given its index past the threshold, of twins already, is indexed seeded at once")
    func twinsBeforeTheIndex() {
        let tree = EncodingTree()
        // The members of a `[String: V]` are set unchecked and unindexed; the first checked
        // member after them indexes them all.
        let object = tree.emptyObject()
        let twins = Array(Self.twins.prefix(200))
        for key in twins.dropLast() {
            tree.setMember(key, to: tree.string(key, escapingSlashes: false), in: object, checkDuplicates: false)
        }
        #expect(tree.largeObjects[object] == nil)
        tree.setMember(twins[199], to: tree.emptyObject(), in: object)
        tree.setMember(twins[0], to: tree.emptyObject(), in: object)
        #expect(tree.nodes[Int(object)].index == .seededHash)
        #expect(tree.nodes[Int(object)].count == 200)
    }

    @Test("a JSON object of twins encodes to exactly its members, and reads back equal")
    func jsonObjectOfTwinsRoundTrips() throws {
        let twins = Self.twins
        let json = try JSON(parsing: "{" + twins.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ",") + "}")
        var encoder = JSONCodableEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = try encoder.encodeToString(json)
        let expected = "{" + twins.enumerated().sorted { $0.element < $1.element }
            .map { "\"\($0.element)\":\($0.offset)" }.joined(separator: ",") + "}"
        #expect(text == expected)
        #expect(try JSON(parsing: text) == json)
    }
}
