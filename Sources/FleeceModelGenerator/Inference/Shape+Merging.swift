extension Shape {
    /// The shape that holds the values of both: what two samples (or two elements of an array)
    /// say together.
    func merged(with other: Shape) -> Shape {
        Shape(
            kind: kind.merged(with: other.kind),
            sawNull: sawNull || other.sawNull,
            sawAbsent: sawAbsent || other.sawAbsent
        )
    }
}

extension Shape.Kind {
    func merged(with other: Shape.Kind) -> Shape.Kind {
        switch (self, other) {
        case (.nothing, let kind), (let kind, .nothing):
            return kind
        case (.mixed, _), (_, .mixed):
            return .mixed
        case (.bool, .bool):
            return .bool
        case (.number(let a), .number(let b)):
            return .number(a.merged(with: b))
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
        case (.number(let numbers), .string(let strings)), (.string(let strings), .number(let numbers)):
            return Self.convertible(numbers.scalar, from: strings)
        case (.bool, .string(let strings)), (.string(let strings), .bool):
            return Self.convertible(.bool, from: strings)
        case (.convertible(let scalar), .number(let numbers)), (.number(let numbers), .convertible(let scalar)):
            return Self.widened(scalar, toHold: numbers)
        case (.convertible(let scalar), .string(let strings)), (.string(let strings), .convertible(let scalar)):
            return Self.convertible(scalar, from: strings)
        case (.convertible(.bool), .bool), (.bool, .convertible(.bool)):
            return .convertible(.bool)
        case (.convertible(let a), .convertible(let b)):
            return Self.widened(a, b)
        default:
            return .mixed
        }
    }

    /// Numbers (held as `scalar`) and strings: a value converted from text when every string
    /// converts to that type (or to `Double`, which holds any number), else JSON.
    private static func convertible(_ scalar: Scalar, from strings: StringFacts) -> Shape.Kind {
        if strings.convert(to: scalar) { return .convertible(scalar) }
        if scalar != .bool, strings.allConvertToDouble { return .convertible(.double) }
        return .mixed
    }

    /// A convertible value that also comes as the numbers `numbers`.
    private static func widened(_ scalar: Scalar, toHold numbers: NumberFacts) -> Shape.Kind {
        widened(scalar, numbers.scalar)
    }

    /// The one scalar that holds both, if any: integers of different ranges or an integer and a
    /// double widen to `Double`; a bool and a number have none.
    private static func widened(_ a: Scalar, _ b: Scalar) -> Shape.Kind {
        if a == b { return .convertible(a) }
        if a == .bool || b == .bool { return .mixed }
        return .convertible(.double)
    }
}

extension ObjectShape {
    /// The fields of both: a key missing from either is absent sometimes, so optional.
    func merged(with other: ObjectShape) -> ObjectShape {
        var result = ObjectShape()
        var otherByKey: [String: Shape] = [:]
        for field in other.fields { otherByKey[field.key] = field.shape }
        var keys: Set<String> = []
        for field in fields {
            keys.insert(field.key)
            if let shape = otherByKey[field.key] {
                result.fields.append(.init(key: field.key, shape: field.shape.merged(with: shape)))
            } else {
                var shape = field.shape
                shape.sawAbsent = true
                result.fields.append(.init(key: field.key, shape: shape))
            }
        }
        for field in other.fields where !keys.contains(field.key) {
            var shape = field.shape
            shape.sawAbsent = true
            result.fields.append(.init(key: field.key, shape: shape))
        }
        return result
    }
}
