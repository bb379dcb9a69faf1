/// The Swift declarations for a root shape: one struct per kind of object (named after its key),
/// each field with its Swift name, its original key and its type. The plan is the same for
/// every style; only the rendering differs.
struct ModelPlan: Equatable, Sendable {
    /// The root: a struct, or a type alias (`[Element]`, `JSON`, …) for other roots.
    var root: Root
    /// The structs, the root's first, then each in the order it is first used.
    var declarations: [Declaration]
    /// Some sample has a number no `Double` holds (`1e400`, `1e-400`): `FleeceDecoder` reads it
    /// into `JSON` as sent, `JSONDecoder` does not.
    var samplesHaveNumbersNoDoubleHolds = false
    /// Whether each sample is a record of a JSON Lines file (see `ModelGenerator.samplesAreJSONLines`).
    var samplesAreJSONLines = false

    enum Root: Equatable, Sendable {
        /// The root is this struct.
        case model(String)
        /// `typealias name = type`.
        case alias(name: String, type: FieldType)
    }

    struct Declaration: Equatable, Sendable {
        var name: String
        var fields: [Field]
    }

    struct Field: Equatable, Sendable {
        /// The key in the JSON.
        var key: String
        /// The Swift name, unescaped (`default`, written `` `default` ``).
        var name: String
        var type: FieldType
        /// Why the field (or its elements) is JSON, when the samples disagreed: `numbers and strings`.
        var disagreement: String? = nil
        /// Why the field has a type that may surprise.
        var remark: Remark? = nil
    }

    /// A comment a field gets for a type that may surprise.
    enum Remark: Equatable, Sendable {
        /// ISO 8601 dates some of which have fractional seconds: `String`s in the Codable
        /// style, where whole seconds are `Date`s (in the functional style every date is text).
        case datesWithFractionalSeconds
        /// Codes with a leading zero (`"007"`) beside numbers: text, in every style.
        case codesWithLeadingZeros
        /// An empty container of the other kind in some samples (``FieldType/emptyWhenOtherKind(_:)``).
        case emptyOfOtherKind
        /// Numbers (or their text) with more significant digits than a `Double` keeps, in a
        /// `Double`: an outside tester's invoice totals of 34 digits came out rounded, silently.
        case digitsBeyondDouble

        /// The comment's words.
        var text: String {
            switch self {
            case .datesWithFractionalSeconds:
                "ISO 8601 dates with fractional seconds, kept as text: `.iso8601` does not read "
                    + "fractional seconds on every Apple system (`Date.ISO8601FormatStyle(includingFractionalSeconds: true)` does)."
            case .codesWithLeadingZeros:
                "Codes with a leading zero (`\"007\"`) beside numbers: kept as text, which a number would lose."
            case .emptyOfOtherKind:
                "Sometimes an empty `{}` or `[]` of the other kind (as PHP writes an empty map): read as empty, or nil, and reported."
            case .digitsBeyondDouble:
                "Some samples have more than the 17 significant digits a `Double` keeps: declare it `Decimal` "
                    + "(import FleeceFoundation) to keep them all."
            }
        }

        /// Whether a model of `style` says it.
        func isSaid(in style: ModelStyle) -> Bool {
            self != .datesWithFractionalSeconds || style == .codable
        }
    }

    indirect enum FieldType: Equatable, Sendable {
        case int, uint64, double, bool, string
        /// An ISO 8601 date: `Date` in the Codable style, its `String` in the functional style.
        case date
        /// Any JSON: Fleece's `JSON`, which is `Codable` too, so both styles hold any value (as
        /// sent under `FleeceDecoder` and in the functional style; `JSONDecoder` loses the keys'
        /// order and rounds big numbers).
        case json
        case model(String)
        case array(FieldType)
        /// An object used as a dictionary: `[String: Value]`.
        case dictionary(FieldType)
        case optional(FieldType)
        /// A value that comes as a number (or bool) or as its text: converted leniently.
        case convertible(Scalar)
        /// An array or dictionary (or an optional model) that some samples sent as an empty
        /// container of the other kind, `{}` for a list or `[]` for a map, as PHP writes an
        /// empty map: the empty value (nil) then, and for an absent key or null, reported.
        /// `@DefaultEmpty` (`@FailableDecodable`) in the Codable style, `want(_:default:)` in
        /// the functional style.
        case emptyWhenOtherKind(FieldType)

        var isOptional: Bool { if case .optional = self { true } else { false } }

        /// Whether this is a number that may come as its text.
        var isConvertible: Bool { if case .convertible = self { true } else { false } }

        /// Whether an array or a dictionary in this type has elements that are `convertible`.
        var hasConvertibleElements: Bool {
            switch self {
            case .array(let element), .dictionary(let element):
                element.contains(\.isConvertible)
            case .optional(let wrapped), .emptyWhenOtherKind(let wrapped):
                wrapped.hasConvertibleElements
            default:
                false
            }
        }

        /// The scalar of an array of convertible elements, none of them null (`[1, "2"]`): the
        /// one such type the functional style reads as it is (`convertEach`).
        var convertibleElementsScalar: Scalar? {
            if case .array(.convertible(let scalar)) = self { scalar } else { nil }
        }

        /// Whether this type or one inside it is `case`.
        func contains(_ predicate: (FieldType) -> Bool) -> Bool {
            if predicate(self) { return true }
            switch self {
            case .array(let inner), .dictionary(let inner), .optional(let inner), .emptyWhenOtherKind(let inner):
                return inner.contains(predicate)
            default: return false
            }
        }
    }
}

extension ModelPlan {
    /// Plans the models for `shape`, the root named `rootName`.
    init(shape: Shape, rootName: String) {
        var planner = Planner()
        let root = planner.planRoot(shape, name: rootName)
        self.init(root: root, declarations: planner.declarations)
    }
}

/// Names the structs as it meets them, from the root down, so that the name a type gets is the
/// one its key suggests whenever that name is free.
private struct Planner {
    var declarations: [Declaration] = []
    /// The names taken, by struct or by the root's alias.
    var taken: Set<String> = []
    /// The number `freeName` tries first after a taken base name.
    var nextNumber: [String: Int] = [:]
    /// The name and shape of each struct, to reuse a struct for an identical object met again
    /// under the same key (a user in a status and in its retweeted status).
    /// By key, so that a sample with thousands of objects under different keys looks at only
    /// those planned for the same key.
    var planned: [String: [ObjectShape: String]] = [:]
    /// The base each struct's name was made from (`Reply` for `ReplyReply`): what a child's
    /// name is prefixed with when its own is taken, so that names do not grow with the depth.
    var bases: [String: String] = [:]

    typealias Declaration = ModelPlan.Declaration
    typealias FieldType = ModelPlan.FieldType

    mutating func planRoot(_ shape: Shape, name: String) -> ModelPlan.Root {
        let rootName = SwiftIdentifier.typeName(forKey: name)
        if shape.sawEmptyOfOtherKind {
            taken.insert(rootName)
            return .alias(name: rootName, type: .json)
        }
        if case .object(let object) = shape.kind, !object.fields.isEmpty, !shape.sawNull {
            return .model(planObject(object, base: rootName, parent: nil, fixedName: rootName))
        }
        taken.insert(rootName)
        if case .array(let array) = shape.kind, !shape.sawNull {
            let singular = SwiftIdentifier.singular(rootName)
            let elementBase = singular == rootName ? rootName + "Element" : singular
            return .alias(name: rootName, type: .array(elementType(array.element, base: elementBase, parent: nil)))
        }
        if case .dictionary(let values) = shape.kind, !shape.sawNull {
            return .alias(name: rootName, type: .dictionary(elementType(values.element, base: rootName + "Value", parent: nil)))
        }
        // A scalar root (`42`, `"ok"`) is its type; a nullable or mixed one, JSON.
        switch shape.kind {
        case .bool, .number, .string:
            return .alias(name: rootName, type: shape.sawNull ? .json : valueType(shape.kind, base: rootName, parent: nil))
        default:
            return .alias(name: rootName, type: .json)
        }
    }

    /// The struct for `object`: a new one, or the one planned before for the same key and shape
    /// (what its JSON fields' samples disagreed on aside: that is a comment, not a type).
    mutating func planObject(_ object: ObjectShape, base: String, parent: String?, fixedName: String? = nil) -> String {
        let types = object.withoutDisagreements
        if fixedName == nil, let earlier = planned[base]?[types] {
            return earlier
        }
        let name = fixedName ?? freeName(base: base, parent: parent)
        taken.insert(name)
        bases[name] = base
        if planned[base]?[types] == nil { planned[base, default: [:]][types] = name }
        let index = declarations.count
        declarations.append(Declaration(name: name, fields: []))

        let properties = propertyNames(forKeys: object.fields.map(\.key))
        var fields: [ModelPlan.Field] = []
        for (field, property) in zip(object.fields, properties) {
            let type = fieldType(field.shape, key: field.key, parent: name)
            fields.append(.init(key: field.key, name: property, type: type, disagreement: Self.disagreement(in: field.shape),
                                remark: Self.remark(in: field.shape, type: type)))
        }
        declarations[index].fields = fields
        return name
    }

    /// A distinct property name for each key. A key that is already its own name (`id`) keeps
    /// it; the others take theirs in order, numbered when taken (`@id` and `ID` become `id2` and
    /// `id3` beside `id`, whatever the order of the keys; `-1` beside `+1` becomes `_1_2`).
    func propertyNames(forKeys keys: [String]) -> [String] {
        let proposed = keys.map(SwiftIdentifier.propertyName(forKey:))
        var names: Set<String> = []
        var chosen = [String?](repeating: nil, count: keys.count)
        for index in keys.indices where keys[index] == proposed[index] && names.insert(proposed[index]).inserted {
            chosen[index] = proposed[index]
        }
        // The next number to try after each name: many keys that spell one name (`a_b`, `a-b`,
        // `a b`, …) take linear time, not a search from 2 for each.
        var nextNumber: [String: Int] = [:]
        for index in keys.indices where chosen[index] == nil {
            var property = proposed[index]
            if names.contains(property) {
                var number = nextNumber[property, default: 2]
                while names.contains(SwiftIdentifier.numbered(property, number)) { number += 1 }
                nextNumber[property] = number + 1
                property = SwiftIdentifier.numbered(property, number)
            }
            names.insert(property)
            chosen[index] = property
        }
        return chosen.map { $0 ?? "" }
    }

    /// What the samples disagreed on where a field, or its array's elements, became JSON.
    static func disagreement(in shape: Shape) -> String? {
        switch shape.kind {
        case .mixed(let seen): "the samples had \(seen.description)"
        case .array(let array) where array.element.kind == .nothing:
            // `[null, null]` is no empty array (found by an outside tester).
            if array.element.sawNull {
                shape.sawEmptyOfOtherKind ? "the samples' arrays held only nulls, beside empty objects" : "the samples' arrays held only nulls"
            } else {
                shape.sawEmptyOfOtherKind ? "the samples had only empty arrays and objects" : "the samples had only empty arrays"
            }
        case .array(let array): if case .mixed(let seen) = array.element.kind { "the elements were \(seen.description)" } else { nil }
        default: nil
        }
    }

    /// The remark on a field of `shape` planned as `type`: of ISO 8601 dates some of which have
    /// fractional seconds (or an array of them), of codes with a leading zero beside numbers, or
    /// of a container sometimes sent as an empty one of the other kind.
    static func remark(in shape: Shape, type: ModelPlan.FieldType) -> ModelPlan.Remark? {
        // One comment a field: a disagreement's (`the elements were …`) says more.
        if case .emptyWhenOtherKind = type { return disagreement(in: shape) == nil ? .emptyOfOtherKind : nil }
        var kind = shape.kind
        if case .convertible(let facts) = kind, facts.scalar == .string { return .codesWithLeadingZeros }
        if case .array(let array) = kind { kind = array.element.kind }
        switch kind {
        case .number(let facts) where facts.someBeyondDoubleDigits && facts.scalar == .double:
            return .digitsBeyondDouble
        case .convertible(let facts) where facts.scalar == .double
            && (facts.strings?.someBeyondDoubleDigits == true || facts.numbers?.someBeyondDoubleDigits == true):
            return .digitsBeyondDouble
        default:
            break
        }
        guard case .string(let facts) = kind, facts.allDatesSomeFractional else { return nil }
        return .datesWithFractionalSeconds
    }

    /// `base` if it is free, else the parent's base before it (`ReplyAuthor` in `ReplyReply`,
    /// not `ReplyReplyAuthor`), else a number after it.
    mutating func freeName(base: String, parent: String?) -> String {
        if !taken.contains(base) { return base }
        if let parent {
            let prefixed = (bases[parent] ?? parent) + base
            if !taken.contains(prefixed) { return prefixed }
        }
        // From the number after the last one given for `base`: linear for many alike.
        var number = nextNumber[base, default: 2]
        while taken.contains(SwiftIdentifier.numbered(base, number)) { number += 1 }
        nextNumber[base] = number + 1
        return SwiftIdentifier.numbered(base, number)
    }

    /// The type of a field: optional when it was absent from some object or null in some sample.
    mutating func fieldType(_ shape: Shape, key: String, parent: String) -> FieldType {
        let type: FieldType
        switch shape.kind {
        case .convertible(let facts):
            // A convertible kind always has a scalar (`Shape.Kind.convertible` is made only then).
            type = facts.scalar.map(FieldType.convertible) ?? .json
        case .array(let array):
            type = arrayType(array, base: SwiftIdentifier.typeName(forKey: SwiftIdentifier.singular(key)), parent: parent)
        case .dictionary(let values):
            type = .dictionary(elementType(values.element, base: SwiftIdentifier.typeName(forKey: SwiftIdentifier.singular(key)), parent: parent))
        case .object(let object) where ObjectShape.keysOfStringMaps.contains(key) && object.valuesAreAllText:
            // Labels, headers, metadata: their keys differ from one response to the next.
            type = .dictionary(elementType(object.valueShape, base: SwiftIdentifier.typeName(forKey: key), parent: parent))
        default:
            type = valueType(shape.kind, base: SwiftIdentifier.typeName(forKey: key), parent: parent)
        }
        guard shape.sawEmptyOfOtherKind else { return shape.isOptional ? .optional(type) : type }
        switch type {
        case .array, .dictionary: return .emptyWhenOtherKind(type)
        case .model: return .emptyWhenOtherKind(.optional(type))
        default: return shape.isOptional ? .optional(type) : type
        }
    }

    /// An array of the elements' type; JSON for arrays that were always empty: nothing says what
    /// the elements are, or that the next response sends an array at all (PHP writes an empty
    /// map as `[]`).
    mutating func arrayType(_ array: ArrayShape, base: String, parent: String?) -> FieldType {
        array.element.kind == .nothing ? .json : .array(elementType(array.element, base: base, parent: parent))
    }

    /// The type of an array's (or a dictionary's) elements: optional when some were null.
    /// Elements that come as a number or as its text are convertible (`[Convertible<Int>]` in
    /// the Codable style, `convertEach` in the functional one); elements that were sometimes an
    /// empty container of the other kind have no wrapper that works inside an array: JSON.
    mutating func elementType(_ shape: Shape, base: String, parent: String?) -> FieldType {
        if shape.kind == .nothing || shape.sawEmptyOfOtherKind { return .json }
        let type: FieldType
        switch shape.kind {
        case .convertible(let facts):
            // A convertible kind always has a scalar (`Shape.Kind.convertible` is made only then).
            type = facts.scalar.map(FieldType.convertible) ?? .json
        case .array(let array): type = arrayType(array, base: base, parent: parent)
        case .dictionary(let values): type = .dictionary(elementType(values.element, base: base + "Value", parent: parent))
        default: type = valueType(shape.kind, base: base, parent: parent)
        }
        return shape.sawNull ? .optional(type) : type
    }

    mutating func valueType(_ kind: Shape.Kind, base: String, parent: String?) -> FieldType {
        switch kind {
        case .nothing, .mixed, .convertible: return .json
        case .bool: return .bool
        case .number(let facts):
            switch facts.scalar {
            case .int: return .int
            case .uint64: return .uint64
            case .double, .bool, .string: return .double
            }
        case .string(let facts): return facts.allDates ? .date : .string
        case .object(let object):
            // An object never seen with a key says nothing about its fields: kept as JSON.
            return object.fields.isEmpty ? .json : .model(planObject(object, base: base, parent: parent))
        case .array(let array): return arrayType(array, base: base, parent: parent)
        case .dictionary(let values): return .dictionary(elementType(values.element, base: base + "Value", parent: parent))
        }
    }
}

extension ObjectShape {
    /// The shape with what every JSON place saw forgotten: two objects that differ only in why a
    /// field is JSON have the same types, so one struct.
    var withoutDisagreements: ObjectShape {
        ObjectShape(fields: fields.map { .init(key: $0.key, shape: $0.shape.withoutDisagreements) })
    }
}

extension Shape {
    var withoutDisagreements: Shape {
        var shape = self
        switch kind {
        case .mixed: shape.kind = .mixed([])
        case .object(let object): shape.kind = .object(object.withoutDisagreements)
        case .array(let array): shape.kind = .array(ArrayShape(element: array.element.withoutDisagreements))
        case .dictionary(let values): shape.kind = .dictionary(ArrayShape(element: values.element.withoutDisagreements))
        default: break
        }
        return shape
    }
}
