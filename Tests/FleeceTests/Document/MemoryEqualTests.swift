import Testing
@testable import Fleece

/// `memoryEqual` compares short regions (keys) with overlapping loads rather than a byte loop
/// (words, two overlapping half-words, or first, middle and last byte): every length 0...40,
/// equal and differing at each single position, must agree with `elementsEqual`, and no load
/// may reach past `count` (the regions here end where the allocation ends).
@Suite struct MemoryEqualTests {
    @Test func agreesWithElementsEqualForEveryLengthAndPosition() {
        for count in 0...40 {
            let left = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            // Equal, in separate allocations of exactly `count` bytes.
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

    @Test(arguments: ["place_id", "profile_background_image_url_https"])
    func comparesOnlyTheFirstCountBytes(key: String) {
        let left: [UInt8] = Array((key + "X").utf8)
        let right: [UInt8] = Array((key + "Y").utf8)
        for count in 0..<left.count {
            let result = left.withUnsafeBufferPointer { l in
                right.withUnsafeBufferPointer { r in
                    guard let l = l.baseAddress, let r = r.baseAddress else { return false }
                    return memoryEqual(l, r, count: count)
                }
            }
            #expect(result == true, "first \(count) bytes")
        }
    }

    /// `memoryEqual` of two arrays of one length, each in an allocation of exactly that size.
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
        let result = memoryEqual(a, b, count: count)
        #expect(result == left.elementsEqual(right))
        return result
    }
}
