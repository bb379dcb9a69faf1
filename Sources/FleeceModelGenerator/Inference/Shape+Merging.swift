extension Shape {
    /// The shape that holds the values of both: what two samples (or two elements of an array)
    /// say together.
    func merged(with other: Shape) -> Shape {
        if let kind = Self.kindTakingEmptyOfOtherKind(kind, other.kind) ?? Self.kindTakingEmptyOfOtherKind(other.kind, kind) {
            return Shape(kind: kind, sawNull: sawNull || other.sawNull, sawAbsent: sawAbsent || other.sawAbsent,
                         sawEmptyOfOtherKind: true)
        }
        return Shape(
            kind: kind.merged(with: other.kind),
            sawNull: sawNull || other.sawNull,
            sawAbsent: sawAbsent || other.sawAbsent,
            sawEmptyOfOtherKind: sawEmptyOfOtherKind || other.sawEmptyOfOtherKind
        )
    }

    /// `container`'s kind with `empty` taken as an empty one of it, when `empty` is an empty
    /// container of the other kind: `{}` beside arrays is an empty array, `[]` beside objects (or
    /// a dictionary) an empty object, as PHP writes an empty map; `{}` beside `[]` is an empty
    /// array, so the samples' order does not matter. Nil for any other pair. An object's fields
    /// stay as the objects had them: the model reads that `[]` as nil (`@FailableDecodable`,
    /// `want(_:default:)`) or as JSON, never as the struct, whose fields it would have made all
    /// optional (found by an outside tester).
    private static func kindTakingEmptyOfOtherKind(_ container: Kind, _ empty: Kind) -> Kind? {
        switch (container, empty) {
        case (.array, .object(let object)) where object.fields.isEmpty:
            return container
        case (.object(let object), .array(let array)) where array.element.kind == .nothing && !object.fields.isEmpty:
            return container
        case (.dictionary, .array(let array)) where array.element.kind == .nothing:
            return container
        default:
            return nil
        }
    }
}

extension Shape.Kind {
    func merged(with other: Shape.Kind) -> Shape.Kind {
        let kind = mergedKinds(with: other)
        // JSON, with what both sides saw (and why, when numbers alone disagreed): the comment on
        // the field names the kinds.
        if case .mixed(let why) = kind { return .mixed(why.union(seen).union(other.seen)) }
        return kind
    }

    /// The kinds of value this shape saw.
    var seen: SeenKinds {
        switch self {
        case .nothing: []
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .convertible(let facts): facts.seen
        case .object, .dictionary: .object
        case .array: .array
        case .mixed(let seen): seen
        }
    }

    /// The merged kind; `.mixed([])` when no one type holds both (`merged(with:)` fills in
    /// what was seen).
    private func mergedKinds(with other: Shape.Kind) -> Shape.Kind {
        switch (self, other) {
        case (.nothing, let kind), (let kind, .nothing):
            return kind
        case (.mixed, _), (_, .mixed):
            return .mixed([])
        case (.bool, .bool):
            return .bool
        case (.number(let a), .number(let b)):
            let numbers = a.merged(with: b)
            return numbers.needTwoIntegerTypes ? .mixed(.signedAndBeyondIntMax) : .number(numbers)
        case (.string(let a), .string(let b)):
            return .string(a.merged(with: b))
        case (.object(let a), .object(let b)):
            return .object(a.merged(with: b))
        case (.array(let a), .array(let b)):
            return .array(ArrayShape(element: a.element.merged(with: b.element)))
        case (.dictionary(let a), .dictionary(let b)):
            return .dictionary(ArrayShape(element: a.element.merged(with: b.element)))
        case (.dictionary(let values), .object(let object)), (.object(let object), .dictionary(let values)):
            // The same place is a dictionary in another sample: this object's keys are ids too
            // (an empty object, or ids that happen to read as names).
            return .dictionary(ArrayShape(element: values.element.merged(with: object.valueShape)))
        default:
            // Bools, numbers and text beside each other: converted when one scalar holds them.
            guard let facts = ConvertibleFacts(self), let otherFacts = ConvertibleFacts(other) else { return .mixed([]) }
            return Self.convertibleIfOneScalar(facts.merged(with: otherFacts))
        }
    }

    /// Numbers (or bools) and text: converted when one scalar holds them all, else JSON. The
    /// facts are merged and the scalar chosen from all of them, never from a scalar chosen
    /// earlier, so that the samples' order does not matter: `18446744073709551615`, its text and
    /// `1` are a `UInt64` in any order (a `UInt64` widened by `1`'s `Int` used to be a `Double`,
    /// which rounds the id). A value with no scalar gets none from more samples (every fact
    /// only turns false), so JSON here is what the end would say too.
    private static func convertibleIfOneScalar(_ facts: ConvertibleFacts) -> Shape.Kind {
        facts.scalar == nil ? .mixed([]) : .convertible(facts)
    }
}

extension ObjectShape {
    /// The fields of both: a key missing from either is absent sometimes, so optional.
    func merged(with other: ObjectShape) -> ObjectShape {
        ObjectShape.merging([self, other])
    }
}

/// A key compared by its bytes, as Fleece's lookups compare keys: Swift's `String` compares
/// canonical equivalence, so `"r\u{e9}sum\u{e9}"` and `"re\u{301}sume\u{301}"`, two keys of
/// one object that a lookup tells apart, were one field, and the second's values unreachable.
struct KeyBytes: Hashable {
    let key: String

    init(_ key: String) { self.key = key }

    static func == (a: KeyBytes, b: KeyBytes) -> Bool { a.key.utf8.elementsEqual(b.key.utf8) }

    func hash(into hasher: inout Hasher) {
        for byte in key.utf8 { hasher.combine(byte) }
    }
}
