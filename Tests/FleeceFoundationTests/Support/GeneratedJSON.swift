/// A JSON value as the payload generator builds it, so that payloads can be mutated before
/// they are written.
enum GeneratedJSON: Sendable {
    case object([(key: String, value: GeneratedJSON)])
    case array([GeneratedJSON])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    var text: String {
        switch self {
        case .object(let members):
            "{" + members.map { "\(Self.quote($0.key)): \($0.value.text)" }.joined(separator: ", ") + "}"
        case .array(let elements): "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case .string(let string): Self.quote(string)
        case .number(let text): text
        case .bool(let bool): bool ? "true" : "false"
        case .null: "null"
        }
    }

    static func quote(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20: text += "\\u00" + String(scalar.value, radix: 16).leftPadded(to: 2)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    /// The members when this is an object.
    var members: [(key: String, value: GeneratedJSON)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// Every place in the value, as a path of member or element positions.
    var places: [[Int]] {
        var result: [[Int]] = [[]]
        switch self {
        case .object(let members):
            for (index, member) in members.enumerated() { result += member.value.places.map { [index] + $0 } }
        case .array(let elements):
            for (index, element) in elements.enumerated() { result += element.places.map { [index] + $0 } }
        default: break
        }
        return result
    }

    /// The value with the child at `place` changed by `change` (which may remove it: nil).
    func changing(at place: ArraySlice<Int>, _ change: (GeneratedJSON) -> GeneratedJSON?) -> GeneratedJSON? {
        guard let first = place.first else { return change(self) }
        switch self {
        case .object(var members):
            if let changed = members[first].value.changing(at: place.dropFirst(), change) {
                members[first].value = changed
            } else {
                members.remove(at: first)
            }
            return .object(members)
        case .array(var elements):
            if let changed = elements[first].changing(at: place.dropFirst(), change) {
                elements[first] = changed
            } else {
                elements.remove(at: first)
            }
            return .array(elements)
        default:
            return self
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

extension SeededGenerator {
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &self)] }
    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }

    mutating func word() -> String {
        pick(["ada", "Lovelace", "naïve", "café 中文", "with \"quotes\"", "back\\slash", "tab\there", "😀", "", "line\nbreak"])
    }

    mutating func integerText(bits: Int = 31) -> String {
        let magnitude = UInt64.random(in: 0...(UInt64(1) << UInt64(bits)), using: &self)
        return chance(30) ? "-\(magnitude)" : "\(magnitude)"
    }

    mutating func doubleText() -> String {
        pick(["0", "-0.0", "1.5", "1e3", "2.5e-3", "0.1", "123456.789", "-7", "1E+2", "3.141592653589793"])
    }

    /// A value of another kind, for type mismatches.
    mutating func strayValue() -> GeneratedJSON {
        pick([.string("stray"), .number("12"), .number("1.5"), .bool(true), .null, .object([]), .array([]),
              .number("99999999999999999999"), .string("12")])
    }
}
