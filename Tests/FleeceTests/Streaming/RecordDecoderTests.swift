import Testing
@testable import Fleece

/// A record with many members (enough for the decoder's lookup hints) and one that may repeat.
private struct WideRecord: Equatable, Decodable {
    let a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int
    let j: Int, k: Int, l: Int, m: Int, n: Int, o: Int, p: Int, q: Int, r: Int
    let tags: [String]
}

/// Keeps its `Decoder` and reads it again later, after the records that follow were decoded.
private final class KeepsDecoder: Decodable, @unchecked Sendable {
    let decoder: any Decoder
    init(from decoder: any Decoder) throws { self.decoder = decoder }
    func id() throws -> Int {
        try decoder.container(keyedBy: TextCodingKey.self).decode(Int.self, forKey: TextCodingKey("id"))
    }
}

/// Any JSON value, decoded through a single-value container.
private enum Scalar: Equatable, Decodable {
    case text(String), number(Double), flag(Bool), none, list([Int]), object(Int)

    private enum Keys: String, CodingKey { case x }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Keys.self) {
            self = .object(try object.decode(Int.self, forKey: .x))
            return
        }
        if let list = try? [Int](from: decoder) {
            self = .list(list)
            return
        }
        let value = try decoder.singleValueContainer()
        if value.decodeNil() { self = .none }
        else if let flag = try? value.decode(Bool.self) { self = .flag(flag) }
        else if let number = try? value.decode(Double.self) { self = .number(number) }
        else { self = .text(try value.decode(String.self)) }
    }
}

@Suite("Reused record decoder")
struct RecordDecoderTests {
    /// Wide records with distinct keys, then the same keys with a repeat in a different place
    /// (the decoder keeps hints per object entry, and the entries of consecutive records line up),
    /// then one that does not fit.
    static let lines: [String] = {
        let keys = "abcdefghijklmnopqr".map(String.init)
        func record(_ seed: Int, repeating: String? = nil) -> String {
            var members = keys.enumerated().map { #""\#($1)": \#(seed * 100 + $0)"# }
            if let repeating { members.insert(#""\#(repeating)": -\#(seed)"#, at: 3) }
            return "{" + (members + [#""tags": ["t\#(seed)", "u"]"#]).joined(separator: ", ") + "}"
        }
        return (1...6).map { record($0) } + [record(7, repeating: "q"), record(8, repeating: "b"), record(9)]
    }()

    /// Chunk sizes: one byte, cycling odd sizes, and the whole input at once.
    static let chunkings: [[Int]] = [[1], [3, 17, 1, 64, 5], [1 << 20]]

    @Test("records decode as a fresh decoder decodes each line alone, in any chunking", arguments: chunkings)
    func sameAsOneOff(chunkSizes: [Int]) async throws {
        let text = Self.lines.joined(separator: "\n")
        let expected = try Self.lines.map { try JSONCodableDecoder().decode(WideRecord.self, from: $0) }
        #expect(expected[6].b == 701 && expected[7].b == 801)
        var decoded: [WideRecord] = []
        for try await record in ChunkSource(chunks: Self.chunks(text, chunkSizes))
            .decodeJSON(WideRecord.self, .lines, decoder: JSONCodableDecoder()) {
            decoded.append(record)
        }
        #expect(decoded == expected)
    }

    @Test("a bad record after reused ones fails with the coding path and line of a fresh decode", arguments: chunkings)
    func errorAfterReuse(chunkSizes: [Int]) async throws {
        let text = (Self.lines.prefix(3) + [#"{"a": 1, "tags": []}"#] + Self.lines.suffix(1)).joined(separator: "\n")
        var count = 0
        do {
            for try await _ in ChunkSource(chunks: Self.chunks(text, chunkSizes))
                .decodeJSON(WideRecord.self, .lines, decoder: JSONCodableDecoder()) {
                count += 1
            }
            Issue.record("no error")
        } catch let DecodingError.keyNotFound(key, context) {
            #expect(count == 3)
            #expect(key.stringValue == "b")
            #expect(context.codingPath.isEmpty)
            #expect(context.debugDescription.contains("line 4"))
        }
    }

    @Test("a record whose init kept its Decoder still reads its own record after later ones", arguments: chunkings)
    func keptDecoder(chunkSizes: [Int]) async throws {
        let text = (1...20).map { #"{"id": \#($0), "pad": "\#(String(repeating: "x", count: $0))"}"# }.joined(separator: "\n")
        var kept: [KeepsDecoder] = []
        for try await record in ChunkSource(chunks: Self.chunks(text, chunkSizes))
            .decodeJSON(KeepsDecoder.self, .lines, decoder: JSONCodableDecoder()) {
            kept.append(record)
        }
        #expect(try kept.map { try $0.id() } == Array(1...20))
    }

    @Test("two iterations of one sequence each have their own decoder")
    func iterationsApart() async throws {
        let text = Self.lines.joined(separator: "\n")
        let sequence = ChunkSource(chunks: Self.chunks(text, [7])).decodeJSON(WideRecord.self, .lines, decoder: JSONCodableDecoder())
        var first = sequence.makeAsyncIterator()
        var second = sequence.makeAsyncIterator()
        var firsts: [WideRecord] = []
        var seconds: [WideRecord] = []
        // Interleaved: one record from each in turn.
        while let a = try await first.next(), let b = try await second.next() {
            firsts.append(a)
            seconds.append(b)
        }
        #expect(firsts.count == 9)
        #expect(firsts == seconds)
    }

    @Test("records whose root is a string, bool, null or number decode as a fresh decode does", arguments: chunkings)
    func scalarRoots(chunkSizes: [Int]) async throws {
        // Every kind of root, mixed, so that the reused decoder meets each after each.
        let text = [#""a""#, "12", "true", "null", "[1,2]", #""b\u00e9""#, "-3.5", #"{"x":1}"#, "false"]
            .joined(separator: "\n") + "\n"
        let expected: [Scalar] = [.text("a"), .number(12), .flag(true), .none, .list([1, 2]), .text("bé"),
                                  .number(-3.5), .object(1), .flag(false)]
        var decoded: [Scalar] = []
        for try await value in ChunkSource(chunks: Self.chunks(text, chunkSizes))
            .decodeJSON(Scalar.self, .lines, decoder: JSONCodableDecoder()) {
            decoded.append(value)
        }
        #expect(decoded == expected)
    }

    @Test("a string, bool or null record that does not fit names its place in the stream, as the functional stream does",
          arguments: [
              (JSONStream.Format.lines, "{\"x\":1}\nnull\n", "line 2, column 1"),
              (.lines, "{\"x\":1}\n{\"x\":2}\n\"s\"\n", "line 3, column 1"),
              (.array, "[{\"x\":1}, true]", "line 1, column 11"),
              (.concatenated, "{\"x\":1} \"s\"", "line 1, column 9"),
          ])
    func scalarRootFailurePosition(format: JSONStream.Format, text: String, position: String) async throws {
        struct Sub: Decodable, JSONDecodable {
            var x: Int
            static func decode(_ json: JSON) -> Decoded<Sub> { Sub.init <^> json <| "x" }
        }
        // Fed a byte at a time, and whole: JSON Lines decodes the lines of a chunk as a batch.
        for chunkSizes in [[1], [1 << 20]] {
            do {
                for try await _ in ChunkSource(chunks: Self.chunks(text, chunkSizes)).decodeJSON(Sub.self, format, decoder: JSONCodableDecoder()) {}
                Issue.record("no error")
            } catch let error as DecodingError {
                #expect("\(error)".contains("at \(position)"), "\(chunkSizes): \(error)")
            }
        }
        do {
            for try await _ in ChunkSource(chunks: Self.chunks(text, [1])).decodeJSON(Sub.self, format) {}
            Issue.record("no error")
        } catch let error as DecodeError {
            #expect(error.description.contains("at \(position)"), "\(error)")
        }
    }

    @Test("with .skip, records after one that fails to decode come out whole, with the decoder reused", arguments: chunkings)
    func skipThenReuse(chunkSizes: [Int]) async throws {
        let text = (Self.lines.prefix(2) + [#"{"a": 1, "tags": []}"#, #""not an object""#] + Self.lines.suffix(2))
            .joined(separator: "\n")
        let expected = try (Self.lines.prefix(2) + Self.lines.suffix(2)).map {
            try JSONCodableDecoder().decode(WideRecord.self, from: $0)
        }
        let (decoded, report) = try await LeniencyReport.collecting {
            var decoded: [WideRecord] = []
            for try await record in ChunkSource(chunks: Self.chunks(text, chunkSizes))
                .decodeJSON(WideRecord.self, .lines, decoder: JSONCodableDecoder(), onInvalidRecord: .skip) {
                decoded.append(record)
            }
            return decoded
        }
        #expect(decoded == expected)
        #expect(report.entries.map(\.position?.line) == [3, 4])
    }

    /// Only a `DecodingError` gets the record's path in front of its coding path: an error of the
    /// model's own comes out as it was thrown, and the records before it are handed out.
    @Test("an error a model throws itself comes out unchanged, a DecodingError with the record's path", arguments: chunkings)
    func ownErrorsUnchanged(chunkSizes: [Int]) async throws {
        struct Refused: Error, Equatable { let id: Int }
        struct Picky: Decodable, Equatable {
            let id: Int
            init(from decoder: any Decoder) throws {
                let id = try decoder.container(keyedBy: TextCodingKey.self).decode(Int.self, forKey: TextCodingKey("id"))
                if id == 3 { throw Refused(id: id) }
                self.id = id
            }
        }
        var decoded: [Picky] = []
        do {
            for try await record in ChunkSource(chunks: Self.chunks("{\"id\": 1}\n{\"id\": 2}\n{\"id\": 3}\n{\"id\": 4}\n", chunkSizes))
                .decodeJSON(Picky.self, .lines, decoder: JSONCodableDecoder()) {
                decoded.append(record)
            }
            Issue.record("no error")
        } catch let error as Refused {
            #expect(error == Refused(id: 3))
        }
        #expect(decoded.map(\.id) == [1, 2])
        // A DecodingError in an element of `.array(at:)` starts with the element's path.
        do {
            for try await _ in ChunkSource(chunks: Self.chunks(#"{"a": [{"id": 1}, {"id": "x"}]}"#, chunkSizes))
                .decodeJSON(Picky.self, .array(at: ["a"]), decoder: JSONCodableDecoder()) {}
            Issue.record("no error")
        } catch let error as DecodingError {
            guard case .typeMismatch(_, let context) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(context.codingPath.map(\.stringValue) == ["a", "Index 1", "id"])
        }
    }

    static func chunks(_ text: String, _ sizes: [Int]) -> [[UInt8]] {
        let bytes = Array(text.utf8)
        var chunks: [[UInt8]] = []
        var start = 0
        while start < bytes.count {
            let end = min(start + sizes[chunks.count % sizes.count], bytes.count)
            chunks.append(Array(bytes[start..<end]))
            start = end
        }
        return chunks
    }
}
