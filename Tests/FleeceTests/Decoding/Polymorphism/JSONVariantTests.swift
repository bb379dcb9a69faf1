import Testing
import Fleece

/// `JSONVariant` is `Sendable` whatever its `Base`: tables of variants live in `static let`s and
/// cross task boundaries, also for class families and enums that are not `Sendable` themselves.
@Suite("Variants are Sendable")
struct JSONVariantTests {
    /// A base class with mutable state: not `Sendable`.
    class Animal {
        var name: String
        init(name: String) { self.name = name }
    }

    final class Dog: Animal, JSONDecodable {
        static func decode(_ json: JSON) -> Decoded<Dog> { (json <| "name").map(Dog.init(name:)) }
    }

    final class Cat: Animal, JSONDecodable {
        static func decode(_ json: JSON) -> Decoded<Cat> { (json <| "name").map(Cat.init(name:)) }
    }

    /// An enum whose payloads are not `Sendable`, so neither is it.
    enum Pet {
        case dog(Dog), cat(Cat)

        var name: String {
            switch self {
            case .dog(let dog): "dog \(dog.name)"
            case .cat(let cat): "cat \(cat.name)"
            }
        }
    }

    /// A shared table: a `static let` must be `Sendable` in Swift 6.
    static let animals: [JSONVariant<Animal>] = [.case("dog", as: Dog.self), .case("cat", as: Cat.self)]

    static let sample = """
        [{"kind": "dog", "name": "Rex"}, {"kind": "cat", "name": "Tom"}, {"kind": "fish", "name": "Nemo"}]
        """

    /// Decodes each element of `json` with `variants`: names, or the error's text.
    static func describe<Base>(_ json: JSON, _ variants: [JSONVariant<Base>], name: (Base) -> String) -> [String] {
        guard case .array(let elements) = json else { return [] }
        return elements.map { element in
            switch element.decode(discriminator: "kind", variants) {
            case .success(let base): name(base)
            case .failure(let error): error.description
            }
        }
    }

    @Test("a static table of class variants decodes in another task")
    func staticTableInATask() async throws {
        let json = try JSON(parsing: Self.sample)
        let names = await Task.detached { Self.describe(json, Self.animals) { $0.name } }.value
        #expect(names == [
            "Rex", "Tom",
            #"[2].kind: expected one of "dog", "cat", found string "fish" at line 1, column 75"#,
        ])
    }

    @Test("variants made from enum cases and closures are sent to a task")
    func enumVariantsSentToATask() async throws {
        let json = try JSON(parsing: Self.sample)
        let variants: [JSONVariant<Pet>] = [
            .case("dog", Pet.dog),
            .case("cat", Pet.cat),
            .case("fish") { json in (json <| "name").map { (name: String) in Pet.cat(Cat(name: "fish \(name)")) } },
        ]
        let names = await Task { Self.describe(json, variants) { $0.name } }.value
        #expect(names == ["dog Rex", "cat Tom", "cat fish Nemo"])
        #expect(variants.map(\.tag) == ["dog", "cat", "fish"])
    }
}
