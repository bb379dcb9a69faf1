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

    @Test("eight-byte lanes and the tail agree with a byte-by-byte count")
    func lanes() {
        for length in 0..<40 {
            let text = String((0..<length).map { Array(",:[{ab\"0")[($0 * 7) % 8] })
            let expected = text.filter { ",:[{".contains($0) }.count
            #expect(Array(text.utf8).withUnsafeBufferPointer(EntryCountEstimate.structuralBytes(in:)) == expected)
        }
    }
}
