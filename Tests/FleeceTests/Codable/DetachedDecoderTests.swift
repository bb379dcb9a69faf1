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
}
