@testable import Fleece
import Testing

/// `keyBytesEqual` compares keys a word at a time and the last word as one load that overlaps the
/// words before: every length 0...40, equal and differing at each single position, must agree
/// with `elementsEqual`, no load may reach past `count` (the regions end where the allocation
/// ends), and lookups through a keyed container must find the member whose key differs from
/// its neighbours' only in the overlapped bytes.
@Suite struct KeyBytesEqualTests {
    @Test func agreesWithElementsEqualForEveryLengthAndPosition() {
        for count in 0...40 {
            let left = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            #expect(equal(left, left) == true, "length \(count)")
            for position in 0..<count {
                for flip: UInt8 in [0x01, 0x80] {
                    var right = left
                    right[position] ^= flip
                    #expect(equal(left, right) == false, "length \(count), byte \(position) differs by \(flip)")
                    #expect(equal(right, left) == false, "length \(count), byte \(position) differs by \(flip)")
                }
            }
        }
    }

    @Test func comparesOnlyTheFirstCountBytes() {
        let left: [UInt8] = Array("profile_background_image_url_httpsX".utf8)
        let right: [UInt8] = Array("profile_background_image_url_httpsY".utf8)
        for count in 0..<left.count {
            let result = left.withUnsafeBufferPointer { l in
                right.withUnsafeBufferPointer { r in
                    guard let l = l.baseAddress, let r = r.baseAddress else { return false }
                    return keyBytesEqual(l, r, count: count)
                }
            }
            #expect(result == true, "first \(count) bytes")
        }
    }

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

    /// `keyBytesEqual` of two arrays of one length, each in an allocation of exactly that size.
    private func equal(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        let count = left.count
        let a = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
        let b = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
        defer {
            a.deallocate()
            b.deallocate()
        }
        a.initialize(from: left, count: count)
        b.initialize(from: right, count: count)
        let result = keyBytesEqual(a, b, count: count)
        #expect(result == left.elementsEqual(right))
        return result
    }
}
