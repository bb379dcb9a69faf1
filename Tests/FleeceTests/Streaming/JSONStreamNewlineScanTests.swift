import Testing
@testable import Fleece

@Suite("JSON Lines newline scan")
struct JSONStreamNewlineScanTests {
    /// The index a byte-by-byte search gives.
    private func naive(_ bytes: [UInt8], from start: Int) -> Int? {
        bytes.indices.first { $0 >= start && bytes[$0] == UInt8(ascii: "\n") }
    }

    @Test("the first newline at or after the start, wherever it sits in the 32-byte steps (either block), the 16-byte blocks, the 8-byte words or the tail")
    func everyPosition() {
        for count in 0...72 {
            for newline in [nil] + Array(0..<max(count, 1)) where newline.map({ $0 < count }) ?? true {
                // Bytes that differ from '\n' only in one bit (0x0B, 0x08) or that hold it in the
                // high half (0x8A) must not be taken for it.
                var bytes = (0..<count).map { [UInt8(0x0B), 0x08, 0x8A, 0x7B][$0 % 4] }
                if let newline { bytes[newline] = UInt8(ascii: "\n") }
                for start in [0, 1, 7, 9, 17, 31, 33] where start <= count {
                    let found = bytes.withUnsafeBufferPointer { JSONStream.firstNewline(in: $0, from: start) }
                    #expect(found == naive(bytes, from: start), "count \(count), newline at \(String(describing: newline)), from \(start)")
                }
            }
        }
    }

    @Test("newlines in both blocks of a 32-byte step: the one in the first block is found, then the other")
    func bothBlocksOfAStep() {
        var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 64)
        bytes[14] = UInt8(ascii: "\n")
        bytes[17] = UInt8(ascii: "\n")
        bytes[47] = UInt8(ascii: "\n")
        bytes.withUnsafeBufferPointer { buffer in
            #expect(JSONStream.firstNewline(in: buffer, from: 0) == 14)
            #expect(JSONStream.firstNewline(in: buffer, from: 15) == 17)
            #expect(JSONStream.firstNewline(in: buffer, from: 18) == 47)
            #expect(JSONStream.firstNewline(in: buffer, from: 48) == nil)
        }
    }

    @Test("two newlines in one block: the first is found, then the second from just after it")
    func twoInOneBlock() {
        var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 32)
        bytes[19] = UInt8(ascii: "\n")
        bytes[29] = UInt8(ascii: "\n")
        bytes.withUnsafeBufferPointer { buffer in
            #expect(JSONStream.firstNewline(in: buffer, from: 16) == 19)
            #expect(JSONStream.firstNewline(in: buffer, from: 20) == 29)
            #expect(JSONStream.firstNewline(in: buffer, from: 30) == nil)
        }
    }
}
