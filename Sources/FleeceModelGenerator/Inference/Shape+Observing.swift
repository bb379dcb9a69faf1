import Fleece

extension Shape {
    /// The shape of one value, as one sample shows it.
    init(observing value: JSON) {
        switch value {
        case .null:
            self.init(kind: .nothing, sawNull: true)
        case .bool:
            self.init(kind: .bool)
        case .number(let number):
            // A number no `Double` holds (`1e400`, `1e-400`) would fail the model made from its
            // own sample, in every style: kept as JSON.
            guard Double.decode(value).value != nil else {
                self.init(kind: .mixed)
                return
            }
            self.init(kind: .number(NumberFacts(observing: number)))
        case .string(let string):
            self.init(kind: .string(StringFacts(observing: string)))
        case .object(let object):
            var shape = ObjectShape()
            var seen: Set<String> = []
            for (key, member) in object where seen.insert(key).inserted {
                // A repeated key is observed once, at its first occurrence.
                shape.fields.append(.init(key: key, shape: Shape(observing: member)))
            }
            self.init(kind: .object(shape))
        case .array(let array):
            var element = Shape(kind: .nothing)
            for item in array { element = element.merged(with: Shape(observing: item)) }
            self.init(kind: .array(ArrayShape(element: element)))
        }
    }
}

extension NumberFacts {
    init(observing number: JSON.Number) {
        let integer = number.isWrittenAsInteger
        self.init(
            allIntegers: integer,
            allFitInt: integer && number.int64 != nil,
            allFitUInt64: integer && number.uint64 != nil
        )
    }
}

extension StringFacts {
    init(observing text: String) {
        self.init(
            allDates: ISO8601Text.isDate(text),
            allConvertToInt: Int(text) != nil,
            allConvertToUInt64: UInt64(text) != nil,
            allConvertToDouble: Double(text).map(\.isFinite) ?? false,
            allBoolText: Bool(text) != nil
        )
    }
}
