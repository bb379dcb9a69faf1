@testable import Fleece
import Testing

/// Keys are compared with overlapping loads (`memoryEqual`, whose own tests are
/// `MemoryEqualTests`): lookups through a keyed container must find the member whose key differs
/// from its neighbours' only in the overlapped bytes.
@Suite struct KeyBytesEqualTests {
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Looks every key of `plan` up in the root object, in the plan's order.
    struct Lookups: Decodable {
        static let plan = TaskLocal<[String]>(wrappedValue: [])
        var found: [Int?]
        init(from decoder: any Decoder) throws {
            let object = try decoder.container(keyedBy: Key.self)
            found = try Self.plan.get().map { try object.decodeIfPresent(Int.self, forKey: Key($0)) }
        }
    }

    /// Objects (small and large) whose keys of one length differ from each other in one byte
    /// only, at every position: each lookup finds its own member, and a key differing from all of
    /// them in one byte finds none.
    @Test(arguments: [1, 7, 8, 9, 15, 16, 17, 24, 31, 33])
    func lookupsTellKeysApartByAnyByte(length: Int) throws {
        let base = Array(repeating: UInt8(ascii: "k"), count: length)
        let keys = (0..<length).map { position -> String in
            var bytes = base
            bytes[position] = UInt8(ascii: "A") &+ UInt8(position % 26)
            return String(decoding: bytes, as: UTF8.self)
        } + [String(decoding: base, as: UTF8.self)]
        // Members in reverse, asked in order (and again reversed): most lookups are not the
        // member after the one found last, so they compare against many others.
        let members = Array(keys.enumerated().reversed())
        let json = "{" + members.map { "\"\($0.element)\": \($0.offset)" }.joined(separator: ", ") + "}"
        var missing = base
        missing[length - 1] = UInt8(ascii: "z")
        let plan = keys + keys.reversed() + [String(decoding: missing, as: UTF8.self)]
        let expected: [Int?] = Array(0..<keys.count) + Array((0..<keys.count).reversed()) + [nil]
        let found = try Lookups.plan.withValue(plan) { try JSONCodableDecoder().decode(Lookups.self, from: json).found }
        #expect(found == expected)
    }
}
