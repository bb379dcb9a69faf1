import Fleece
import Testing

/// A key of `.array(at:)`'s path given twice in one object of the path fails the stream where
/// the second starts. The stream cannot know of the second while it streams the first, and the
/// readers of a whole document disagree on which one counts (lookups and the functional and
/// method decoders take the last, `FleeceDecoder` the first): found by an outside tester, the
/// stream yielded `1` where `json <|| "data"` gave `[2, 3]`, silently.
@Suite(".array(at:) with a path key given twice")
struct ArrayPathDuplicateKeyTests {
    /// The records of `.array(at: path)` in `text`, fed `chunk` bytes at a time, up to the error
    /// that ended the stream, if any.
    static func records(at path: [String], in text: String, chunk: Int = .max) -> (records: [JSON], error: (any Error)?) {
        recordsAndError(.array(at: path), text, chunkSize: chunk)
    }

    @Test("the target key twice: the first array's records, then an error at the second key", arguments: [1, 3, 4_096])
    func targetKeyTwice(chunk: Int) throws {
        let text = #"{"data": [1], "data": [2, 3]}"#
        #expect(try JSON(parsing: text)["data"] == [2, 3])
        let (records, error) = Self.records(at: ["data"], in: text, chunk: chunk)
        #expect(records == [1])
        let failure = try #require(error as? DecodeError)
        #expect(failure.path.description == "data")
        #expect(failure.description == #"data: duplicate key "data" on the path of the streamed array: the stream read the first, and a lookup in the parsed document would take the last at line 1, column 15"#)
    }

    @Test("an object of the path given twice fails at its second key, before any record")
    func objectKeyTwice() throws {
        let text = """
        {"page": {"size": 2},
         "page": {"items": [7]}}
        """
        let (records, error) = Self.records(at: ["page", "items"], in: text)
        #expect(records == [])
        let failure = try #require(error as? DecodeError)
        #expect(failure.path.description == "page")
        #expect(failure.position?.line == 2)
        #expect(failure.position?.column == 2)
    }

    @Test("duplicates off the path, in records, and the path's key at other levels are no concern")
    func otherDuplicatesStream() throws {
        let offPath = #"{"x": 1, "x": {"data": 2}, "data": [{"a": 1, "a": 2}], "y": {"data": [9]}}"#
        let (records, error) = Self.records(at: ["data"], in: offPath)
        #expect(error == nil)
        #expect(records == [["a": 1, "a": 2]])
        let nested = #"{"data": {"data": [1, 2]}}"#
        let (inner, innerError) = Self.records(at: ["data", "data"], in: nested)
        #expect(innerError == nil)
        #expect(inner == [1, 2])
    }
}
