@testable import Fleece
import Testing

/// Decoders `superDecoder()` makes: each decodes its own member, uses its maker's routes while
/// the decode lasts, and is let go once no one holds it, not kept to the decode's end.
@Suite("Decoders made by superDecoder()")
struct DetachedDecoderTests {
    class Base: Decodable {
        let id: Int
        private enum Keys: String, CodingKey { case id }
        required init(from decoder: any Decoder) throws {
            id = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .id)
        }
    }

    /// Decodes its base from `super` and records how many detached decoders its maker lists.
    final class Derived: Base, @unchecked Sendable {
        let name: String
        /// The maker's list of detached decoders, as this record's decode began.
        nonisolated(unsafe) static var listed: [Int] = []
        private enum Keys: String, CodingKey { case name, `super` }
        required init(from decoder: any Decoder) throws {
            if let maker = decoder as? DocumentDecoder { Self.listed.append(maker.detachedDecoderCount) }
            let container = try decoder.container(keyedBy: Keys.self)
            name = try container.decode(String.self, forKey: .name)
            try super.init(from: container.superDecoder())
        }
    }

    static func records(_ count: Int) -> String {
        "[" + (0 ..< count).map { #"{"name": "n\#($0)", "super": {"id": \#($0)}}"# }.joined(separator: ",") + "]"
    }

    @Test("10,000 records with a superDecoder() each: every value, and the list stays short")
    func manyDetachedDecodersAreLetGo() throws {
        Derived.listed = []
        let records = try JSONCodableDecoder().decode([Derived].self, from: Self.records(10_000))
        #expect(records.count == 10_000)
        #expect(records.enumerated().allSatisfy { $0.element.id == $0.offset && $0.element.name == "n\($0.offset)" })
        #expect(Derived.listed.count == 10_000)
        // Pruned whenever 16 are listed: never more than that before a record.
        #expect(Derived.listed.max() ?? 0 <= 16, "at most \(Derived.listed.max() ?? 0)")
    }

    /// Keeps the decoder `superDecoder()` gives, to read after the decode.
    struct KeepsSuperDecoder: Decodable {
        let kept: any Decoder
        private enum Keys: String, CodingKey { case `super` }
        init(from decoder: any Decoder) throws {
            kept = try decoder.container(keyedBy: Keys.self).superDecoder()
        }
    }

    @Test("a superDecoder() kept past the decode still reads its member, with routes of its own")
    func keptDetachedDecoderStillWorks() throws {
        let text = "[" + (0 ..< 40).map { #"{"super": {"id": \#($0)}}"# }.joined(separator: ",") + "]"
        let kept = try JSONCodableDecoder().decode([KeepsSuperDecoder].self, from: text)
        for (index, record) in kept.enumerated() {
            #expect(try Base(from: record.kept).id == index)
        }
    }

    /// `Derived` with a list of its own (the tests run in parallel).
    final class CountedDerived: Base, @unchecked Sendable {
        nonisolated(unsafe) static var listed: [Int] = []
        private enum Keys: String, CodingKey { case `super` }
        required init(from decoder: any Decoder) throws {
            if let maker = decoder as? DocumentDecoder { Self.listed.append(maker.detachedDecoderCount) }
            try super.init(from: decoder.container(keyedBy: Keys.self).superDecoder())
        }
    }

    @Test("a superDecoder() no one holds is reused for the next record: one listed, every value its own")
    func detachedDecoderIsReused() throws {
        CountedDerived.listed = []
        let records = try JSONCodableDecoder().decode([CountedDerived].self, from: Self.records(100))
        #expect(records.map(\.id) == Array(0 ..< 100))
        // The first record makes the decoder; every later one finds it listed and reuses it.
        #expect(CountedDerived.listed == [0] + Array(repeating: 1, count: 99))
    }

    @Test("a failure in a reused superDecoder() names its own record's path, line and column")
    func reusedDetachedDecoderFailure() throws {
        let text = "[\n" + (0 ..< 60).map { index in
            index == 57 ? #"{"name": "n57", "super": {"id": "x"}}"# : #"{"name": "n\#(index)", "super": {"id": \#(index)}}"#
        }.joined(separator: ",\n") + "\n]"
        do {
            _ = try JSONCodableDecoder().decode([Middle].self, from: text)
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["Index 57", "super", "id"])
            #expect(context.codingPath.first?.intValue == 57)
            #expect(context.debugDescription.contains("line 59, column 33"), "\(context.debugDescription)")
        }
    }

    /// Keeps the decoder `superDecoder()` gives for every third record only.
    struct KeepsSomeSuperDecoders: Decodable {
        let id: Int
        let kept: (any Decoder)?
        private enum Keys: String, CodingKey { case id, `super` }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            id = try container.decode(Int.self, forKey: .id)
            let detached = try container.superDecoder()
            _ = try Base(from: detached)
            kept = id % 3 == 0 ? detached : nil
        }
    }

    @Test("superDecoder()s kept among reused ones stay pointed at their own member")
    func keptAmongReused() throws {
        let text = "[" + (0 ..< 30).map { #"{"id": \#($0), "super": {"id": \#($0 * 10)}}"# }.joined(separator: ",") + "]"
        let records = try JSONCodableDecoder().decode([KeepsSomeSuperDecoders].self, from: text)
        #expect(records.map(\.id) == Array(0 ..< 30))
        for record in records {
            #expect((record.kept != nil) == (record.id % 3 == 0))
            if let kept = record.kept {
                #expect(try Base(from: kept).id == record.id * 10)
                #expect(kept.codingPath.map(\.stringValue) == ["Index \(record.id)", "super"])
            }
        }
    }

    /// A base that keeps its keyed container, to read it after the decode.
    class KeepsContainer: Decodable {
        enum Keys: String, CodingKey { case id }
        let container: KeyedDecodingContainer<Keys>
        required init(from decoder: any Decoder) throws { container = try decoder.container(keyedBy: Keys.self) }
    }

    /// Decodes a base that keeps its container from `super`.
    final class DerivedKeepingContainer: KeepsContainer, @unchecked Sendable {
        private enum Keys: String, CodingKey { case `super` }
        required init(from decoder: any Decoder) throws {
            try super.init(from: decoder.container(keyedBy: Keys.self).superDecoder())
        }
    }

    @Test("a superDecoder() whose container the model keeps is not reused: each container reads its own member")
    func keptContainerOfDetachedDecoder() throws {
        let text = "[" + (0 ..< 40).map { #"{"super": {"id": \#($0 + 100)}}"# }.joined(separator: ",") + "]"
        let records = try JSONCodableDecoder().decode([DerivedKeepingContainer].self, from: text)
        #expect(try records.map { try $0.container.decode(Int.self, forKey: .id) } == Array(100 ..< 140))
    }

    /// Decodes its base from `super`, as `Derived` does, without the list (the tests run in parallel).
    final class Middle: Base, @unchecked Sendable {
        let name: String
        private enum Keys: String, CodingKey { case name, `super` }
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            name = try container.decode(String.self, forKey: .name)
            try super.init(from: container.superDecoder())
        }
    }

    /// Three levels, each decoding the next from `super`.
    final class GrandDerived: Decodable, @unchecked Sendable {
        let level: Int
        let base: Middle
        private enum Keys: String, CodingKey { case level, `super` }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            level = try container.decode(Int.self, forKey: .level)
            base = try Middle(from: container.superDecoder())
        }
    }

    @Test("superDecoder()s of reused superDecoder()s read their own members")
    func nestedReuse() throws {
        let text = "[" + (0 ..< 50).map {
            #"{"level": \#($0), "super": {"name": "n\#($0)", "super": {"id": \#($0 + 7)}}}"#
        }.joined(separator: ",") + "]"
        let records = try JSONCodableDecoder().decode([GrandDerived].self, from: text)
        #expect(records.map(\.level) == Array(0 ..< 50))
        #expect(records.map(\.base.name) == (0 ..< 50).map { "n\($0)" })
        #expect(records.map(\.base.id) == Array(7 ..< 57))
    }
}
