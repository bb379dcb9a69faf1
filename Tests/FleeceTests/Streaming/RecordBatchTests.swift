import Testing
@testable import Fleece

/// The Codable async forms decode JSON Lines a batch at a time: the complete lines of the
/// buffer parsed into one document (`JSONStream.nextBatch`, `Parser.parseLines`), decoded in one
/// scope (`RecordDecoder.decodeBatch`). Everything they hand out, values and errors (with their
/// record, coding path, line and column) and what they report, must be what the record-at-a-time
/// path (`nextDecoded`) gives, whatever the chunking: records spanning chunks, a bad record in
/// the middle of a batch, lines too long to batch, more records than a batch holds.
@Suite("JSON Lines decoded in batches")
struct RecordBatchTests {
    struct Line: Codable, Equatable {
        let id: Int
        let name: String
        let tags: [String]?
    }

    /// A `JSON` member is a view of the batch's document: its errors' paths and positions must be
    /// those of its own record.
    struct Holder: Decodable {
        let id: Int
        let payload: JSON
    }

    static let chunkings: [[Int]] = [[Int.max], [1], [2], [7], [64], [1000], [4096], [5, 300, 1], [100_000]]

    /// Good lines of many sizes, blank lines, `\r\n`, a byte-order mark at a line's start and
    /// whitespace around values.
    static var goodText: String {
        var lines: [String] = []
        for index in 0..<700 {
            let name = String(repeating: "n", count: index % 37)
            switch index % 9 {
            case 0: lines.append("")
            case 1: lines.append(#"  {"id": \#(index), "name": "\#(name)"}  "#)
            case 2: lines.append(#"{"id":\#(index),"name":"\#(name)","tags":["a","\#(name)"]}"# + "\r")
            case 3: lines.append("\u{FEFF}" + #"{"id":\#(index),"name":"é\#(name)"}"#)
            case 4: lines.append(#"{"id":\#(index),"name":"\#(String(repeating: "w", count: 40_000))"}"#)
            default: lines.append(#"{"id":\#(index),"name":"\#(name)","tags":[]}"#)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a stream's consumer sees, in order: each value, or the description of each error
    /// (iteration goes on after one, up to five).
    enum Outcome<T: Equatable>: Equatable {
        case value(T)
        case error(String)
    }

    /// The async Codable form (batched), iterated by hand so that it goes on after errors.
    static func batched<T: Decodable & Equatable & SendableMetatype>(_ type: T.Type, _ text: String, _ sizes: [Int],
                                                  onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw) async -> [Outcome<T>] {
        var iterator = ChunkSource(chunks: chunks(text, sizes))
            .decodeJSON(T.self, .lines, decoder: JSONCodableDecoder(), onInvalidRecord: onInvalidRecord).makeAsyncIterator()
        var outcomes: [Outcome<T>] = []
        var errors = 0
        while errors < 5 {
            do {
                guard let value = try await iterator.next() else { break }
                outcomes.append(.value(value))
            } catch {
                outcomes.append(.error(describe(error)))
                errors += 1
            }
        }
        return outcomes
    }

    /// The record-at-a-time path, synchronously, fed the whole text at once.
    static func alone<T: Decodable & Equatable>(_ type: T.Type, _ text: String,
                                                onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw) -> [Outcome<T>] {
        var stream = JSONStream(.lines, onInvalidRecord: onInvalidRecord)
        let records = JSONCodableDecoder().recordDecoder()
        stream.append(contentsOf: Array(text.utf8))
        stream.endInput()
        var outcomes: [Outcome<T>] = []
        var errors = 0
        while errors < 5 {
            do {
                guard let value = try stream.nextDecoded({ try $0.decodeCodable(T.self, with: records) }) else { break }
                outcomes.append(.value(value))
            } catch {
                outcomes.append(.error(describe(error)))
                errors += 1
            }
        }
        return outcomes
    }

    static func describe(_ error: any Error) -> String {
        if let error = error as? DecodingError {
            switch error {
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
                 .dataCorrupted(let context):
                return "\(context.codingPath.map(\.stringValue)) \(context.debugDescription)"
            @unknown default:
                return "\(error)"
            }
        }
        return "\(error)"
    }

    static func chunks(_ text: String, _ sizes: [Int]) -> [[UInt8]] {
        let bytes = Array(text.utf8)
        var chunks: [[UInt8]] = []
        var start = 0
        while start < bytes.count {
            let end = min(start + min(sizes[chunks.count % sizes.count], bytes.count), bytes.count)
            chunks.append(Array(bytes[start..<end]))
            start = end
        }
        return chunks
    }

    @Test("the same values as one record at a time, and as a fresh decode of each line", arguments: chunkings)
    func sameValues(sizes: [Int]) async throws {
        let text = Self.goodText
        let expected = try Array(text.utf8).split(separator: UInt8(ascii: "\n"))
            .filter { !$0.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") } }
            .map { try JSONCodableDecoder().decode(Line.self, from: Array($0)) }
        #expect(expected.count > 2 * JSONStream.batchRecords)
        let outcomes = await Self.batched(Line.self, text, sizes)
        #expect(outcomes == expected.map { .value($0) })
        #expect(outcomes == Self.alone(Line.self, text))
    }

    @Test("a line that is not JSON in the middle of a batch: the lines before, then its error at its line and column",
          arguments: chunkings)
    func syntaxErrorInBatch(sizes: [Int]) async throws {
        let good = (1...40).map { #"{"id":\#($0),"name":"x"}"# }
        var lines = good
        lines.insert(#"{"id":99,"name":"y",}"#, at: 17)
        lines.insert(#"{"id":98 "name":"y"}"#, at: 30)
        lines.insert(#"  [1, 2"#, at: 35)
        let text = lines.joined(separator: "\n") + "\n" + #"{"id":100,"name":"last"}"#
        let expected = Self.alone(Line.self, text)
        #expect(expected.count == 44)
        guard case .error(let first) = expected[17] else {
            Issue.record("expected an error at line 18")
            return
        }
        #expect(first.contains("line 18"))
        #expect(await Self.batched(Line.self, text, sizes) == expected)
        // With .skip: every good line, in order.
        let skipped = await Self.batched(Line.self, text, sizes, onInvalidRecord: .skip)
        #expect(skipped == Self.alone(Line.self, text, onInvalidRecord: .skip))
        #expect(skipped.count == 41)
    }

    @Test("a record that does not decode in the middle of a batch: the records before, its error, then the rest",
          arguments: chunkings)
    func decodingErrorInBatch(sizes: [Int]) async throws {
        var lines = (1...60).map { #"{"id":\#($0),"name":"n\#($0)","tags":["t"]}"# }
        lines[9] = #"{"id":10,"name":5}"#
        lines[10] = #"{"id":11}"#
        lines[33] = #"{"id":34,"name":"n","tags":["a",7]}"#
        let text = lines.joined(separator: "\n") + "\n"
        let expected = Self.alone(Line.self, text)
        #expect(expected.count == 60)
        guard case .error(let first) = expected[9], case .error(let third) = expected[33] else {
            Issue.record("expected errors at records 10 and 34")
            return
        }
        #expect(first.contains("line 10"))
        #expect(third.hasPrefix(#"["tags", "Index 1"]"#))
        #expect(third.contains("line 34"))
        #expect(await Self.batched(Line.self, text, sizes) == expected)
        let skipped = await Self.batched(Line.self, text, sizes, onInvalidRecord: .skip)
        #expect(skipped == Self.alone(Line.self, text, onInvalidRecord: .skip))
        #expect(skipped.count == 57)
    }

    @Test("with .skip while a leniency report is collected, the same entries as one record at a time")
    func skipReports() async throws {
        var lines = (1...30).map { #"{"id":\#($0),"name":"n"}"# }
        lines[4] = #"{"id":5,"name":}"#
        lines[20] = #"{"id":"21","name":"n"}"#
        let text = lines.joined(separator: "\n") + "\n"
        for sizes in Self.chunkings {
            let (values, report) = await LeniencyReport.collecting {
                await Self.batched(Line.self, text, sizes, onInvalidRecord: .skip)
            }
            let (expected, expectedReport) = LeniencyReport.collecting {
                Self.alone(Line.self, text, onInvalidRecord: .skip)
            }
            #expect(values == expected)
            #expect(report.entries.count == 2)
            #expect(report.entries.map(\.description) == expectedReport.entries.map(\.description))
        }
    }

    @Test("a JSON member of a record in a batch has its own record's path and position", arguments: chunkings)
    func jsonMemberOfBatch(sizes: [Int]) async throws {
        let text = (1...30).map { #"{"id":\#($0),"payload":{"list":[{"k":\#($0)},{"k":"x"}]}}"# }.joined(separator: "\n") + "\n"
        var holders: [Holder] = []
        for try await holder in ChunkSource(chunks: Self.chunks(text, sizes)).decodeJSON(Holder.self, .lines, decoder: JSONCodableDecoder()) {
            holders.append(holder)
        }
        #expect(holders.map(\.id) == Array(1...30))
        for holder in holders {
            #expect(holder.payload["list"]?[0]?["k"] == .number(JSON.Number(Int64(holder.id))))
            do {
                _ = try (holder.payload["list"]?[1] ?? .null).need("k", as: Int.self)
                Issue.record("expected a failure")
            } catch {
                #expect(error.failures.first?.path == JSONPath([.key("payload"), .key("list"), .index(1), .key("k")]))
                #expect(error.failures.first?.position?.line == holder.id)
            }
        }
    }
}
