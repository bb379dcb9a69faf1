import Foundation

extension JSON {
    /// The value as `JSONSerialization` would give it: `[String: Any]`, `[Any]`, `String`,
    /// `NSNumber` (an integer when the number is one that fits `Int64` or `UInt64`; an
    /// `NSDecimalNumber`, every digit kept, for a longer integer and for a number of more than
    /// 17 digits whose exponent `Decimal` holds, as `12345678901234567.5`; otherwise a
    /// `Double`), a boolean `NSNumber`, or `NSNull`. For APIs that take such objects. A number
    /// beyond `Double`'s range (`1e400`, which `JSONSerialization` does not read) becomes
    /// infinity.
    ///
    /// ```swift
    /// let object = json.foundationObject as? [String: Any]
    /// ```
    /// A repeated key gives its last value, as `JSONSerialization` and Fleece's lookups take it.
    /// The conversion does not recurse, so a document parsed with a raised
    /// `JSONParsingOptions.maximumDepth` converts at any depth.
    public var foundationObject: Any {
        FoundationObjectBuilder.object(of: self)
    }
}

/// Builds ``JSON/foundationObject`` without recursion: the containers being filled are on a
/// stack of their own, not the call stack (a document nested 5,000 deep overflowed it).
private enum FoundationObjectBuilder {
    /// A container being filled, and the position of the child being converted.
    private struct Frame {
        enum Source {
            case object(JSON.Object)
            case array(JSON.Array)
        }

        let source: Source
        var position = 0
        var dictionary: [String: Any] = [:]
        var elements: [Any] = []

        init(_ source: Source) {
            self.source = source
            if case .array(let array) = source { elements.reserveCapacity(array.count) }
        }

        /// The child at `position`, or nil once every child is converted. (Not `c ? value : nil`:
        /// `JSON` is `ExpressibleByNilLiteral`, so that `nil` would be `.null`, a child.)
        var child: JSON? {
            switch source {
            case .object(let object):
                guard position < object.count else { return nil }
                return object.value(at: position)
            case .array(let array):
                guard position < array.count else { return nil }
                return array[position]
            }
        }

        /// Takes the converted child at `position` and moves to the next.
        mutating func add(_ converted: Any) {
            switch source {
            case .object(let object): dictionary[object.key(at: position)] = converted
            case .array: elements.append(converted)
            }
            position += 1
        }

        var result: Any {
            if case .object = source { return dictionary }
            return elements
        }
    }

    static func object(of root: JSON) -> Any {
        var stack: [Frame] = []
        var next = root
        while true {
            // Down: a container with children is opened; anything else converts at once.
            var converted: Any
            switch next {
            case .object(let object) where !object.isEmpty:
                stack.append(Frame(.object(object)))
                next = object.value(at: 0)
                continue
            case .array(let array) where !array.isEmpty:
                stack.append(Frame(.array(array)))
                next = array[0]
                continue
            default:
                converted = leaf(next)
            }
            // Up: the value goes into the container being filled, which goes on to its next
            // child, or, when it has none, is itself the value for the container above.
            while true {
                guard var top = stack.popLast() else { return converted }
                top.add(converted)
                if let child = top.child {
                    stack.append(top)
                    next = child
                    break
                }
                converted = top.result
            }
        }
    }

    /// The number as `JSONSerialization` reads one of more than 17 digits (more than a `Double`
    /// holds) whose exponent `Decimal` holds (-128 to 127): an `NSDecimalNumber` with every
    /// digit; nil for any other number, which it reads as a `Double`. (Found by an outside
    /// tester: `12345678901234567.5` became `1.2345678901234568e+16`.)
    private static func decimalKeepingDigits(_ text: String) -> NSDecimalNumber? {
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }
        guard mantissa.count(where: \.isWholeNumber) > 17 else { return nil }
        let exponent = mantissa.endIndex < text.endIndex ? Int(text[text.index(after: mantissa.endIndex)...]) : 0
        guard let exponent, (-128...127).contains(exponent), let decimal = Decimal(string: text), decimal.isFinite else { return nil }
        return NSDecimalNumber(decimal: decimal)
    }

    /// A scalar, or an empty container.
    private static func leaf(_ value: JSON) -> Any {
        switch value {
        case .object: return [String: Any]()
        case .array: return [Any]()
        case .string(let string): return string
        case .number(let number):
            // `-0.0`, `-0e3`: JSONSerialization keeps the sign, as a Double (`-0` is the integer 0).
            if number.double == 0, !number.isWrittenAsInteger, number.text.hasPrefix("-") { return NSNumber(value: -0.0) }
            if let integer = number.int64 { return NSNumber(value: integer) }
            if let integer = number.uint64 { return NSNumber(value: integer) }
            // Integers beyond 64 bits keep their digits, as JSONSerialization keeps them.
            if number.isWrittenAsInteger { return NSDecimalNumber(string: number.text) }
            if let decimal = decimalKeepingDigits(number.text) { return decimal }
            return NSNumber(value: number.double)
        case .bool(let bool): return NSNumber(value: bool)
        case .null: return NSNull()
        }
    }
}
