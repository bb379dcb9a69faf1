import Testing
@testable import Fleece

@Suite("The parser's estimate of the index size")
struct EntryCountEstimateTests {
    func estimate(_ text: String) -> Int {
        Array(text.utf8).withUnsafeBufferPointer(EntryCountEstimate.entries(in:))
    }

    func actual(_ text: String) throws -> Int {
        try JSONDocument.parse(Array(text.utf8)).entries.count
    }

    @Test("exact for documents without structural characters inside strings, plus one per empty container", arguments: [
        ("1", 0), ("[]", 1), ("[1,2,3]", 0), (#"{"a":1,"b":[true,null,{"c":"d"}]}"#, 0), (#"  [ { "k" : [ 1 , 2 ] } , {} ]  "#, 1),
    ])
    func exact(text: String, emptyContainers: Int) throws {
        #expect(estimate(text) == (try actual(text)) + emptyContainers)
    }

    @Test("never below the need for long documents of the same shape")
    func scaled() throws {
        let record = #"{"id":12345,"tags":["a","b"],"name":"x"},"#
        let text = "[" + String(repeating: record, count: 5_000) + "1]"
        let needed = try actual(text)
        #expect(estimate(text) >= needed)
        #expect(estimate(text) <= needed * 12 / 10 + 16)
    }

    @Test("documents of 4 to 64 KiB are estimated from their first 4 KiB, with a quarter more", arguments: [100, 400, 1_500])
    func sampledSmall(records: Int) throws {
        let record = #"{"id":12345,"tags":["a","b"],"name":"x"},"#
        let text = "[" + String(repeating: record, count: records) + "1]"
        let needed = try actual(text)
        #expect(estimate(text) >= needed)
        #expect(estimate(text) <= needed * 13 / 10 + 16)
        // A count of the whole document would be exact (plus the one root): the estimate is
        // scaled from the sample, not counted.
        if text.utf8.count > EntryCountEstimate.smallSampleSize {
            #expect(estimate(text) != needed)
        }
    }

    @Test("a small document denser after its sample still parses, its index grown")
    func denserAfterTheSample() throws {
        // 5 KB of one string, then 20,000 numbers: the sample sees almost no entries.
        let text = #"[""# + String(repeating: "x", count: 5_000) + #"""# + String(repeating: ",0", count: 20_000) + "]"
        #expect(text.utf8.count < EntryCountEstimate.sampleSize)
        #expect(estimate(text) < 20_000)
        let json = try JSON(parsing: text)
        guard case .array(let array) = json else {
            Issue.record("not an array")
            return
        }
        #expect(array.count == 20_001)
        #expect(array[0] == .string(String(repeating: "x", count: 5_000)))
        #expect(array[20_000] == 0)
    }

    @Test("the windows of a large document: in it, apart, from its start to its end", arguments: [
        EntryCountEstimate.sampleSize + 1, EntryCountEstimate.sampleSize + 15, 100_000, 723_597, 20_000_001,
    ])
    func windows(inputCount: Int) {
        let size = EntryCountEstimate.smallSampleSize
        let starts = (0..<EntryCountEstimate.windowCount).map { EntryCountEstimate.windowStart($0, inputCount: inputCount) }
        #expect(starts.first == 0)
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $1 - $0 >= size })
        #expect(starts.last.map { $0 + size <= inputCount && $0 + size > inputCount - EntryCountEstimate.windowCount } == true)
    }

    /// The shape of mesh.json: long decimals first, short integers last (a sample of its start
    /// alone put it at 0.64 of its entries).
    @Test("a large document whose shape changes along it is estimated from all of it")
    func shapeChanging() throws {
        let decimals = (0..<20_000).map { "-0.0\($0)3776780476" }.joined(separator: ",")
        let indices = (0..<60_000).map { "\($0 % 100)" }.joined(separator: ",")
        let text = #"{"positions":["# + decimals + #"],"indices":["# + indices + "]}"
        let needed = try actual(text)
        #expect(estimate(text) >= needed)
        #expect(estimate(text) <= needed * 12 / 10)
    }

    @Test("eight-byte lanes and the tail agree with a byte-by-byte count")
    func lanes() {
        for length in 0..<40 {
            let text = String((0..<length).map { Array(",:[{ab\"0")[($0 * 7) % 8] })
            let expected = text.filter { ",:[{".contains($0) }.count
            #expect(Array(text.utf8).withUnsafeBufferPointer(EntryCountEstimate.structuralBytes(in:)) == expected)
        }
    }

    /// The sixteen-byte count keeps a byte-wide counter per lane and sums them every 255 blocks:
    /// every structural byte in every lane of every block, and inputs that are nothing but
    /// structural bytes (every counter at its limit) around the 255-block flush, count exactly.
    @Test("sixteen-byte lanes: any byte anywhere, and every counter full at the flush")
    func sixteenByteLanes() {
        for length in [16, 17, 24, 31, 32, 47] {
            for position in 0 ..< length {
                for byte in [UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"),
                             UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ";"), 0xAC, 0xBB, 0xDB, 0xFB] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = byte
                    let expected = ",:[{".utf8.contains(byte) ? 1 : 0
                    #expect(bytes.withUnsafeBufferPointer(EntryCountEstimate.structuralBytes(in:)) == expected, "\(byte) at \(position) of \(length)")
                }
            }
        }
        for length in [255 * 16 - 1, 255 * 16, 255 * 16 + 1, 255 * 16 + 16, 2 * 255 * 16 + 9, 3 * 255 * 16 + 15] {
            for byte in Array(",:[{".utf8) {
                let bytes = [UInt8](repeating: byte, count: length)
                #expect(bytes.withUnsafeBufferPointer(EntryCountEstimate.structuralBytes(in:)) == length, "\(length)")
            }
            // Mixed with other bytes: every third byte structural.
            let mixed = (0 ..< length).map { $0 % 3 == 0 ? UInt8(ascii: "{") : UInt8(ascii: "\"") }
            #expect(mixed.withUnsafeBufferPointer(EntryCountEstimate.structuralBytes(in:)) == (length + 2) / 3, "\(length)")
        }
    }
}
