import Fleece
import Testing

/// `.array(at:)` matches a key by its bytes, as lookups do (`json["é"]`) and as SECURITY.md
/// says keys are compared: the decomposed `"e\u{301}"` is not the precomposed `"\u{E9}"`,
/// though Swift's `String` holds them equal. Found by an outside tester: the stream took one for
/// the other.
@Suite(".array(at:) keys by their bytes")
struct ArrayPathKeyBytesTests {
    /// The records of `.array(at: path)` in `text`, or the error that ended the stream.
    static func records(at path: [String], in text: String) -> Result<[JSON], any Error> {
        var stream = JSONStream(.array(at: path))
        stream.append(contentsOf: Array(text.utf8))
        do {
            try stream.finish()
            var records: [JSON] = []
            while let record = try stream.next() { records.append(record) }
            return .success(records)
        } catch {
            return .failure(error)
        }
    }

    @Test("a decomposed key is not the precomposed path key, nor the other way round")
    func canonicallyEquivalentKeysDiffer() throws {
        let decomposed = "{\"e\u{301}\": [1], \"\u{E9}\": [2]}"
        #expect(try Self.records(at: ["\u{E9}"], in: decomposed).get() == [2])
        #expect(try Self.records(at: ["e\u{301}"], in: decomposed).get() == [1])
        let onlyDecomposed = "{\"e\u{301}\": [1]}"
        #expect(try JSON(parsing: onlyDecomposed)["\u{E9}"] == nil)
        #expect {
            try Self.records(at: ["\u{E9}"], in: onlyDecomposed).get()
        } throws: { error in
            (error as? DecodeError)?.description == "\u{E9}: missing key \"\u{E9}\" in object at line 1, column 1"
        }
    }
}
