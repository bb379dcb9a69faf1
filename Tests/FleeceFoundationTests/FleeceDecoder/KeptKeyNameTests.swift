import Foundation
import FleeceFoundation
import Testing

/// Once the decoder's cache keeps a keyed container's box (after its first few containers), the
/// container keeps the names of its key type's keys by the key's one byte (`CodingKeys` enums;
/// a struct key is asked every time), asking `stringValue` once per key. Every test decodes arrays of
/// 20 or more objects, so that the kept containers do the lookups, and compares values and
/// failures with `JSONDecoder`'s.
@Suite("FleeceDecoder: key names kept by the key's byte, against JSONDecoder")
struct KeptKeyNameTests {
    /// Twenty keys (more than the table's first 16 entries), names of 0 to 41 bytes (more than its
    /// first 128 bytes together), outside ASCII too, in an order other than the cases'.
    struct Wide: Codable, Equatable {
        var id: Int
        var a: String
        var sixteenBytesLong: String
        var seventeenBytesLong: String?
        var café: String?
        var empty: Int?
        var aVeryLongKeyNameThatGoesOnAndOnAndOnFor41: String
        var n1: Int, n2: Int, n3: Int, n4: Int, n5: Int, n6: Int, n7: Int
        var n8: Int?, n9: Int?, n10: Int?, n11: Int?, n12: Int?
        var last: Bool

        enum CodingKeys: String, CodingKey {
            case last
            case id, a
            case sixteenBytesLong = "sixteen_bytes_ab"
            case seventeenBytesLong = "seventeen_bytes_a"
            case café = "café"
            case empty = ""
            case aVeryLongKeyNameThatGoesOnAndOnAndOnFor41 = "a_very_long_key_name_that_goes_on_and_on_"
            case n1, n2, n3, n4, n5, n6, n7, n8, n9, n10, n11, n12
        }
    }

    static func wideObject(_ index: Int, order: [String]? = nil, extra: String = "") -> String {
        var members: [(String, String)] = [
            ("id", "\(index)"), ("a", #""a\#(index)""#), ("sixteen_bytes_ab", #""s\#(index)""#),
            ("seventeen_bytes_a", index % 3 == 0 ? "null" : #""t\#(index)""#), ("café", #""c\#(index)""#),
            ("", "\(index * 2)"), ("a_very_long_key_name_that_goes_on_and_on_", #""long""#),
        ]
        for n in 1...12 where n < 8 || index % 2 == 0 { members.append(("n\(n)", "\(n * index)")) }
        members.append(("last", index % 2 == 0 ? "true" : "false"))
        if let order { members.sort { (order.firstIndex(of: $0.0) ?? 99) < (order.firstIndex(of: $1.0) ?? 99) } }
        let text = members.map { #""\#($0.0)": \#($0.1)"# }.joined(separator: ", ")
        return "{" + text + extra + "}"
    }

    @Test("wide objects, members in the document's order, reversed, and absent")
    func wideObjects() {
        let inOrder = (0..<24).map { Self.wideObject($0) }
        let reversed = (0..<24).map { index in
            Self.wideObject(index, order: ["last"] + (1...12).reversed().map { "n\($0)" } + ["", "café", "a", "id"])
        }
        for objects in [inOrder, reversed] {
            let outcome = expectSameDecoding([Wide].self, "[" + objects.joined(separator: ",") + "]")
            guard case .value(let decoded) = outcome else {
                Issue.record("did not decode the wide objects")
                continue
            }
            #expect(decoded.count == 24)
            #expect(decoded[23].café == "c23" && decoded[23].empty == 46 && decoded[23].n8 == nil)
            #expect(decoded[22].n12 == 264 && decoded[22].aVeryLongKeyNameThatGoesOnAndOnAndOnFor41 == "long")
            #expect(decoded[21].seventeenBytesLong == nil && decoded[20].sixteenBytesLong == "s20")
        }
    }

    @Test("a repeated key: the first member wins in every object")
    func repeatedKeys() {
        let objects = (0..<20).map { Self.wideObject($0, extra: #", "id": "second", "café": 7"#) }
        guard case .value(let decoded) = expectSameDecoding([Wide].self, "[" + objects.joined(separator: ",") + "]") else {
            Issue.record("did not decode objects whose repeated keys come last")
            return
        }
        #expect(decoded.map(\.id) == Array(0..<20))
    }

    @Test("a failure after the names are kept: JSONDecoder's path and error")
    func failures() {
        var objects = (0..<20).map { Self.wideObject($0) }
        objects[17] = objects[17].replacingOccurrences(of: #""n3": 51"#, with: #""n3": "51""#)
        guard case .failure(let mismatch) = expectSameDecoding([Wide].self, "[" + objects.joined(separator: ",") + "]") else {
            Issue.record("decoded a string as Int")
            return
        }
        #expect(mismatch.kind == "typeMismatch" && mismatch.codingPath == ["Index 17#17", "n3"])

        objects = (0..<20).map { Self.wideObject($0) }
        objects[19] = objects[19].replacingOccurrences(of: #""": 38, "#, with: "")
            .replacingOccurrences(of: #""a_very_long_key_name_that_goes_on_and_on_": "long", "#, with: "")
        guard case .failure(let missing) = expectSameDecoding([Wide].self, "[" + objects.joined(separator: ",") + "]") else {
            Issue.record("decoded an object without its long key")
            return
        }
        #expect(missing.kind == "keyNotFound" && missing.subject == "a_very_long_key_name_that_goes_on_and_on_")
        #expect(missing.codingPath == ["Index 19#19"])
    }

    /// A key type of one byte that is not an enum: asked every time.
    struct ByteKey: CodingKey, Equatable {
        static let names = ["alpha", "beta", "gamma_with_a_long_name", ""]
        let index: UInt8
        init(_ index: UInt8) { self.index = index }
        init?(stringValue: String) {
            guard let index = Self.names.firstIndex(of: stringValue) else { return nil }
            self.index = UInt8(index)
        }
        init?(intValue: Int) { nil }
        var stringValue: String { Self.names[Int(index)] }
        var intValue: Int? { nil }
    }

    struct ByteKeyed: Decodable, Equatable {
        var values: [Int?]
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: ByteKey.self)
            values = try (0..<4).map { try container.decodeIfPresent(Int.self, forKey: ByteKey(UInt8($0))) }
        }
    }

    @Test("a key type of one byte that is a struct")
    func structKeys() {
        let objects = (0..<20).map { index in
            index % 2 == 0
                ? #"{"gamma_with_a_long_name": \#(index), "alpha": 1, "": \#(-index)}"#
                : #"{"beta": \#(index), "alpha": null, "delta": 4}"#
        }
        guard case .value(let decoded) = expectSameDecoding([ByteKeyed].self, "[" + objects.joined(separator: ",") + "]") else {
            Issue.record("did not decode the byte-keyed objects")
            return
        }
        #expect(decoded[18].values == [1, nil, 18, -18])
        #expect(decoded[19].values == [nil, 19, nil, nil])
    }

    /// A one-byte struct key whose name reads more than its byte: a tenant's prefix.
    nonisolated(unsafe) static var tenantPrefix = "a_"

    struct TenantKey: CodingKey {
        enum Field: UInt8 { case id, title }
        let field: Field
        init(_ field: Field) { self.field = field }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
        var stringValue: String { KeptKeyNameTests.tenantPrefix + "\(field)" }
        var intValue: Int? { nil }
    }

    struct TenantRecord: Decodable, Equatable {
        var id: Int
        var title: String
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: TenantKey.self)
            id = try container.decode(Int.self, forKey: TenantKey(.id))
            title = try container.decode(String.self, forKey: TenantKey(.title))
        }
    }

    /// Its names were kept by byte: after the prefix changed, the same decoder read the first
    /// tenant's members, with no error (found by an outside tester). A struct key is asked every
    /// time, as `JSONDecoder` asks it; only enums' names are kept.
    @Test("a struct key whose name changes is asked every time, by the same decoder")
    func structKeyWhoseNameChanges() throws {
        let text = "[" + (0..<20).map { #"{"a_id": \#($0), "a_title": "A\#($0)", "b_id": \#(100 + $0), "b_title": "B\#($0)"}"# }
            .joined(separator: ",") + "]"
        let decoder = FleeceDecoder()
        Self.tenantPrefix = "a_"
        let first = try decoder.decode([TenantRecord].self, from: Data(text.utf8))
        Self.tenantPrefix = "b_"
        let second = try decoder.decode([TenantRecord].self, from: Data(text.utf8))
        #expect(first.map(\.id) == Array(0..<20) && first[19].title == "A19")
        #expect(second.map(\.id) == Array(100..<120) && second[19].title == "B19")
    }

    /// One case: a key type of no bytes.
    struct Single: Codable, Equatable {
        var value: String
    }

    /// Two key types whose first cases have the same byte, nested at the same depth in turn.
    struct Pair: Codable, Equatable {
        struct Left: Codable, Equatable { var x: Int; var y: Int? }
        struct Right: Codable, Equatable { var p: Int; var q: Int? }
        var left: Left
        var right: Right
        var single: Single
    }

    @Test("one-case keys, and key types whose bytes coincide, side by side")
    func keyTypesSideBySide() {
        let objects = (0..<20).map { index in
            #"{"right": {"q": \#(index), "p": 1}, "single": {"value": "v\#(index)"}, "left": {"y": 2, "x": \#(index)}}"#
        }
        guard case .value(let decoded) = expectSameDecoding([Pair].self, "[" + objects.joined(separator: ",") + "]") else {
            Issue.record("did not decode the pairs")
            return
        }
        #expect(decoded[19] == Pair(left: .init(x: 19, y: 2), right: .init(p: 1, q: 19), single: .init(value: "v19")))
        let missing = "[" + objects.dropLast().joined(separator: ",") + #", {"right": {"p": 1}, "single": {}, "left": {"x": 0}}]"#
        guard case .failure(let failure) = expectSameDecoding([Pair].self, missing) else {
            Issue.record("decoded a Single without its value")
            return
        }
        #expect(failure.kind == "keyNotFound" && failure.subject == "value" && failure.codingPath == ["Index 19#19", "single"])
    }

    /// Looks members up through `superDecoder(forKey:)` (the container's own key type) and
    /// `superDecoder()` (another key type, `super`), after kept names.
    struct Layered: Decodable, Equatable {
        var base: Int
        var inner: Int
        var sup: Int?
        enum CodingKeys: String, CodingKey { case base, inner, `super` }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            base = try container.decode(Int.self, forKey: .base)
            inner = try Int(from: container.superDecoder(forKey: .inner))
            sup = try Int?(from: container.superDecoder())
        }
    }

    @Test("super decoders of a kept container")
    func superDecoders() {
        let objects = (0..<20).map { index in
            index % 4 == 0 ? #"{"inner": \#(index), "base": 1}"# : #"{"super": 3, "base": 1, "inner": \#(index)}"#
        }
        guard case .value(let decoded) = expectSameDecoding([Layered].self, "[" + objects.joined(separator: ",") + "]") else {
            Issue.record("did not decode through super decoders")
            return
        }
        #expect(decoded[16] == Layered(base: 1, inner: 16, sup: nil) && decoded[17] == Layered(base: 1, inner: 17, sup: 3))
    }

    @Test("the names kept hold from one document to the next")
    func acrossDocuments() throws {
        let decoder = FleeceDecoder()
        for round in 0..<3 {
            let objects = (0..<12).map { Self.wideObject($0 + round) }
            let data = Data(("[" + objects.joined(separator: ",") + "]").utf8)
            let ours = try decoder.decode([Wide].self, from: data)
            let theirs = try JSONDecoder().decode([Wide].self, from: data)
            #expect(ours == theirs)
            #expect(ours.last?.id == 11 + round)
        }
    }
}

extension KeptKeyNameTests.Layered {
    init(base: Int, inner: Int, sup: Int?) {
        self.base = base
        self.inner = inner
        self.sup = sup
    }
}
