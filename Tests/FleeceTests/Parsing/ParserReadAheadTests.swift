import Testing
@testable import Fleece

/// A stream's record is parsed where it lies in the stream's buffer, and the parser may load the
/// bytes after it (`readableAfter`) to take the short-string path near the record's end. Those
/// bytes must never change what is parsed: same index, same errors, at the same offsets, as the
/// record parsed alone, whatever follows it (quotes, a next record, nothing).
@Suite("Parser reads ahead into the lent buffer, never parses it")
struct ParserReadAheadTests {
    /// What may follow a record in a stream's buffer.
    static let followers: [String] = [
        "", "\n", "\"", "\"}", "\n{\"b\":\"y\"}\n", "\\\"\"", String(repeating: "a", count: 40) + "\"",
        String(repeating: " ", count: 15) + "\"", "\u{1}\"", "é\"",
    ]

    /// Records ending in strings and keys of every length up to 40 (so the quote that closes
    /// them falls in the first or second 16-byte block, or past both), and records cut short
    /// inside a string, a key or an escape.
    static var records: [String] {
        var records: [String] = []
        for length in 0...40 {
            let text = String(repeating: "k", count: length)
            records.append("{\"\(text)\":null}")
            records.append("{\"a\":\"\(text)\"}")
            records.append("[\"\(text)\"]")
            records.append("\"\(text)\"")
            records.append("{\"\(text)\":\"x\"}")
            // Cut short: no closing quote, bracket or brace.
            records.append("{\"a\":\"\(text)")
            records.append("{\"\(text)")
            records.append("[\"\(text)")
            records.append("\"\(text)")
            records.append("{\"a\":\"\(text)\\")
            // Escapes, control and non-ASCII bytes near the end.
            records.append("{\"a\":\"\(text)\\n\"}")
            records.append("{\"a\":\"\(text)é\"}")
        }
        return records
    }

    @Test("a record parses as it does alone, whatever bytes follow it")
    func sameAsAlone() {
        for record in Self.records {
            let alone = outcome(Array(record.utf8), readableAfter: 0)
            for follower in Self.followers {
                let inBuffer = outcome(Array((record + follower).utf8), readableAfter: follower.utf8.count)
                #expect(inBuffer == alone, "\(record) followed by \(follower)")
            }
        }
    }

    @Test("a string cut short at the record's end is an error at the record's end, not the next quote")
    func cutShortString() {
        let record = #"{"referrer":"https://ex"#
        let followed = outcome(Array((record + "\"}\n").utf8), readableAfter: 3)
        guard case .failure(let error) = followed else {
            Issue.record("accepted \(record)")
            return
        }
        #expect(error.kind == .unexpectedEndOfInput)
        #expect(error.offset == record.utf8.count)
    }

    /// The index (offset, tag and payload of each entry, and the root) or the error of parsing
    /// `buffer` without its last `readableAfter` bytes, which are lent as readable.
    private func outcome(_ buffer: [UInt8], readableAfter: Int) -> Outcome {
        unsafe buffer.withUnsafeBufferPointer { bytes in
            let input = unsafe UnsafeBufferPointer(rebasing: bytes[0 ..< bytes.count - readableAfter])
            do {
                let parsed = try unsafe Parser.parse(input, readableAfter: readableAfter, options: JSONParsingOptions())
                return .success(parsed.entries.map { [Int($0.offset), Int($0.tag), Int(truncatingIfNeeded: $0.payload)] } + [[parsed.rootIndex]])
            } catch let error as JSONSyntaxError {
                return .failure(error)
            } catch {
                Issue.record("not a syntax error: \(error)")
                return .success([])
            }
        }
    }

    private typealias Outcome = Result<[[Int]], JSONSyntaxError>
}
