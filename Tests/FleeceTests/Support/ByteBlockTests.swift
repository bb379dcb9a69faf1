import Testing
@testable import Fleece

/// `ByteBlock` compares sixteen bytes at once; what it flags must be exactly what the byte rule
/// says, lane by lane, for every byte value in every lane.
@Suite("ByteBlock finds the first byte of a class among sixteen")
struct ByteBlockTests {
    /// The lanes a byte-by-byte rule flags, as `first` reports them (16 when none).
    private func firstLane(_ bytes: [UInt8], _ rule: (UInt8) -> Bool) -> Int {
        bytes.firstIndex(where: rule) ?? 16
    }

    private func isStringSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80
    }

    private func block(_ bytes: [UInt8]) -> ByteBlock {
        bytes.withUnsafeBufferPointer { unsafe ByteBlock(at: $0.baseAddress!) }
    }

    @Test("every byte value in every lane, alone among plain bytes")
    func everyByteInEveryLane() {
        for lane in 0 ..< 16 {
            for byte in UInt8(0) ... 255 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 16)
                bytes[lane] = byte
                let specials = block(bytes).stringSpecials
                #expect(specials.isEmpty == !isStringSpecial(byte), "byte \(byte) in lane \(lane)")
                #expect(specials.first == firstLane(bytes, isStringSpecial), "byte \(byte) in lane \(lane)")
                let newlines = block(bytes).lanes(equalTo: UInt8(ascii: "\n"))
                #expect(newlines.isEmpty == (byte != UInt8(ascii: "\n")), "byte \(byte) in lane \(lane)")
                #expect(newlines.first == firstLane(bytes) { $0 == UInt8(ascii: "\n") }, "byte \(byte) in lane \(lane)")
            }
        }
    }

    @Test("the first of several flagged lanes, whatever the later ones hold")
    func firstOfSeveral() {
        // Every pair of lanes, with a special byte in each: the earlier one is found.
        let specials: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x00, 0x1F, 0x80, 0xFF]
        for first in 0 ..< 16 {
            for second in first + 1 ..< 16 {
                for (index, byte) in specials.enumerated() {
                    var bytes = [UInt8](repeating: 0x7F, count: 16)
                    bytes[first] = byte
                    bytes[second] = specials[(index + 1) % specials.count]
                    #expect(block(bytes).stringSpecials.first == first, "\(bytes)")
                }
            }
        }
        // The bytes around the class's edges are plain: ' ', '!', '#', '[', ']', DEL.
        let plain: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x20, 0x20, 0x21, 0x23, 0x7E]
        #expect(block(plain).stringSpecials.isEmpty)
        #expect(block(plain).stringSpecials.first == 16)
    }

    @Test("structural lanes: one exactly where ',' ':' '[' '{' are, for every byte in every lane")
    func structuralOnes() {
        for lane in 0 ..< 16 {
            for byte in UInt8(0) ... 255 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 16)
                bytes[lane] = byte
                let ones = block(bytes).structuralOnes
                let isStructural = ",:[{".utf8.contains(byte)
                for index in 0 ..< 16 {
                    #expect(ones[index] == (index == lane && isStructural ? 1 : 0), "byte \(byte) in lane \(lane)")
                }
            }
        }
    }

    @Test("the lane sum adds all sixteen lanes, up to 255 each, without overflow")
    func laneSum() {
        #expect(ByteBlock.laneSum(SIMD16<UInt8>(repeating: 255)) == 16 * 255)
        #expect(ByteBlock.laneSum(SIMD16<UInt8>()) == 0)
        for lane in 0 ..< 16 {
            for value in [UInt8(1), 2, 127, 128, 254, 255] {
                var counts = SIMD16<UInt8>(repeating: 255)
                counts[lane] = value
                #expect(ByteBlock.laneSum(counts) == 15 * 255 + Int(value), "\(value) in lane \(lane)")
                var single = SIMD16<UInt8>()
                single[lane] = value
                #expect(ByteBlock.laneSum(single) == Int(value), "\(value) in lane \(lane)")
            }
        }
        let ramp = SIMD16<UInt8>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        #expect(ByteBlock.laneSum(ramp) == 120)
    }
}
