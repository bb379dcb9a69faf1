@testable import Fleece
import Testing

/// The routes ask the runtime whether a type is a `[String: V]` or an `[E]` only for `Array` and
/// `Dictionary` types, told from their metadata: every other kind of type must be told apart from
/// them, generic instantiations of them included, or a collection would lose its fast route (or a
/// struct be taken for one).
@Suite("Array and Dictionary types told from their metadata")
struct StandardCollectionKindTests {
    struct Model: Codable { let id: Int }
    struct Generic<T>: Codable where T: Codable { let value: T }
    enum Colour: String, Codable { case red }
    final class Box {}
    /// A type of this module named as the standard library's.
    struct Array<Element> {}

    @Test("this runtime's metadata passes the checks")
    func known() {
        #expect(StandardCollectionKind(Int.self) != nil)
    }

    @Test("arrays of anything", arguments: [
        [Int].self, [String].self, [Model].self, [[String]].self, [Generic<[Int]>].self, [Int?].self, [Any].self,
    ] as [Any.Type])
    func arrays(type: Any.Type) {
        #expect(StandardCollectionKind(type) == .array, "\(type)")
    }

    @Test("dictionaries, keyed by strings or not", arguments: [
        [String: Int].self, [String: Model].self, [String: [String: Bool]].self, [Int: String].self, [Colour: Model].self,
    ] as [Any.Type])
    func dictionaries(type: Any.Type) {
        #expect(StandardCollectionKind(type) == .dictionary, "\(type)")
    }

    @Test("every other kind of type", arguments: [
        Int.self, String.self, Model.self, Generic<[Int]>.self, Colour.self, Box.self, [Int]?.self, Set<String>.self,
        ContiguousArray<Int>.self, ArraySlice<Int>.self, (Int, String).self, ((Int) -> Int).self, (any Codable).self,
        Int.Type.self, Array<Int>.self,
    ] as [Any.Type])
    func others(type: Any.Type) {
        #expect(StandardCollectionKind(type) == .other, "\(type)")
    }

    @Test("a type may be of a kind when it is of it, and of no other")
    func mayBe() {
        #expect(StandardCollectionKind.type([Model].self, mayBe: .array))
        #expect(!StandardCollectionKind.type([Model].self, mayBe: .dictionary))
        #expect(StandardCollectionKind.type([String: Model].self, mayBe: .dictionary))
        #expect(!StandardCollectionKind.type([String: Model].self, mayBe: .array))
        #expect(!StandardCollectionKind.type(Model.self, mayBe: .array))
        #expect(!StandardCollectionKind.type(Array<Int>.self, mayBe: .array), "this file's own `Array`")
    }

    @Test("the shared routes of collections and of other types")
    func sharedRoutes() {
        guard case .array = SharedTypeRoutes.route(for: [Model].self) else {
            Issue.record("[Model] takes \(SharedTypeRoutes.route(for: [Model].self))")
            return
        }
        guard case .stringKeyedDictionary = SharedTypeRoutes.route(for: [String: Model].self) else {
            Issue.record("[String: Model] takes \(SharedTypeRoutes.route(for: [String: Model].self))")
            return
        }
        guard case .scalarArray(.int) = SharedTypeRoutes.route(for: [Int].self),
              case .general = SharedTypeRoutes.route(for: Generic<[Int]>.self),
              case .general = SharedTypeRoutes.route(for: [Int: String].self) else {
            Issue.record("scalar arrays, generic models or dictionaries keyed by Int took another route")
            return
        }
    }

    /// What the kinds are for: the collections keep their routes (a `[String: V]` decodes member by
    /// member, an array element by element), and every other type decodes itself.
    @Test("decoding and encoding through the routes")
    func routes() throws {
        let text = #"{"a":[{"id":1},{"id":2}],"b":{"x":{"id":3}},"c":{"7":"s"},"d":{"value":[4]}}"#
        struct Document: Codable, Equatable {
            let a: [Model], b: [String: Model], c: [Int: String], d: Generic<[Int]>
            static func == (l: Self, r: Self) -> Bool {
                l.a.map(\.id) == r.a.map(\.id) && l.b.mapValues(\.id) == r.b.mapValues(\.id) && l.c == r.c && l.d.value == r.d.value
            }
        }
        let decoded = try JSONCodableDecoder().decode(Document.self, from: text)
        #expect(decoded.a.map(\.id) == [1, 2])
        #expect(decoded.b.mapValues(\.id) == ["x": 3])
        #expect(decoded.c == [7: "s"])
        #expect(decoded.d.value == [4])
        let encoded = try JSONCodableEncoder().encode(decoded)
        #expect(try JSONCodableDecoder().decode(Document.self, from: encoded) == decoded)
    }
}
