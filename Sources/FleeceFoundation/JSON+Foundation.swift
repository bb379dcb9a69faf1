import Foundation

extension JSON {
    /// Converts what `JSONSerialization.jsonObject(with:)` returns (or the same shapes built by
    /// hand) into a `JSON` value: dictionaries with `String` keys, arrays, strings, `NSNumber`s
    /// (booleans included), `NSNull`, and Swift's own `Bool`, integers, `Double`, `Float` and
    /// `Decimal`; `nil` optionals become null; and Fleece's own ``JSON`` values (a `JSON`, an
    /// object, an array or a number), as they are, so that a value built from parts may hold them.
    ///
    /// ```swift
    /// let object = try JSONSerialization.jsonObject(with: data)
    /// let json = try JSON(object)
    /// json["user"]?["name"]   // .string("Ada")
    /// ```
    /// Dictionaries have no order, so members are sorted by key. Numbers keep their value: a
    /// `UInt64` or `NSDecimalNumber` keeps all its digits, a `Double` is written as Swift
    /// writes it (shortest form that reads back the same).
    ///
    /// - Throws: ``JSONConversionError`` naming the first value that has no JSON form (a `Date`,
    ///   infinity, a dictionary with non-string keys) and where it is.
    public init(_ any: Any) throws(JSONConversionError) {
        self = try FoundationObjectConversion.json(from: any)
    }

    /// The value written as UTF-8 JSON text in a `Data`; see `JSON.text(_:)`.
    ///
    /// ```swift
    /// request.httpBody = json.data()
    /// ```
    public func data(_ style: WritingStyle = .compact) -> Data {
        Data(utf8(style))
    }
}

/// Why a value could not be converted to `JSON`: what it is and where.
///
/// ```swift
/// // cannot convert Date at events[2].when to JSON: JSON has no such value
/// ```
public struct JSONConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the value is, from the root of what was converted.
    public let path: JSONPath
    /// The type of the value, as Swift names it.
    public let typeName: String
    /// Why it has no JSON form.
    public let reason: String

    /// Creates an error.
    public init(path: JSONPath, typeName: String, reason: String) {
        self.path = path
        self.typeName = typeName
        self.reason = reason
    }

    /// `cannot convert Date at events[2].when to JSON: JSON has no such value`
    public var description: String {
        "cannot convert \(typeName)\(path.isRoot ? "" : " at \(path)") to JSON: \(reason)"
    }
}

/// The conversion behind ``Fleece/JSON/init(_:)``: dictionaries and arrays are written as JSON
/// text, those still open kept on a stack of their own, and the text is indexed once at the
/// end. Building a `JSON.Object` of each dictionary from its converted children instead copied
/// every level into the one above (an outside tester: 1 s for 256 levels in a debug build) and
/// recursed until a document nested 4,000 deep overflowed the stack.
enum FoundationObjectConversion {
    /// A dictionary or array being written, and the child being converted.
    private struct Frame {
        enum Children {
            case members(keys: [String], dictionary: [String: Any])
            case elements([Any])
        }

        let children: Children
        var position = 0

        var count: Int {
            switch children {
            case .members(let keys, _): keys.count
            case .elements(let elements): elements.count
            }
        }

        /// The child at `position`, and where it is below this container.
        var child: (value: Any, component: JSONPath.Component) {
            switch children {
            case .members(let keys, let dictionary): (dictionary[keys[position]] as Any, .key(keys[position]))
            case .elements(let elements): (elements[position], .index(position))
            }
        }
    }

    static func json(from root: Any) throws(JSONConversionError) -> JSON {
        var text: [UInt8] = []
        var stack: [Frame] = []
        var next = root
        // Where `next` is: computed only for an error.
        var path: JSONPath { JSONPath(stack.map(\.child.component)) }
        while true {
            // Down: a container with children is opened; anything else is written at once.
            let value = try unwrapped(next)
            if let dictionary = value as? [String: Any] {
                text.append(UInt8(ascii: "{"))
                if dictionary.isEmpty {
                    text.append(UInt8(ascii: "}"))
                } else {
                    stack.append(Frame(children: .members(keys: dictionary.keys.sorted(), dictionary: dictionary)))
                    next = openChild(of: stack[stack.count - 1], into: &text)
                    continue
                }
            } else if let array = value as? [Any] {
                text.append(UInt8(ascii: "["))
                if array.isEmpty {
                    text.append(UInt8(ascii: "]"))
                } else {
                    stack.append(Frame(children: .elements(array)))
                    next = openChild(of: stack[stack.count - 1], into: &text)
                    continue
                }
            } else {
                let leaf = try self.leaf(value, at: path)
                if stack.isEmpty { return leaf }
                leaf.write(to: &text)
            }
            // Up: on to the next child of the container being written, or close it and go on
            // to the next child of the one above.
            while let last = stack.indices.last {
                stack[last].position += 1
                if stack[last].position < stack[last].count {
                    text.append(UInt8(ascii: ","))
                    next = openChild(of: stack[last], into: &text)
                    break
                }
                if case .members = stack[last].children {
                    text.append(UInt8(ascii: "}"))
                } else {
                    text.append(UInt8(ascii: "]"))
                }
                stack.removeLast()
            }
            if stack.isEmpty { return JSONDocument.written(text) }
        }
    }

    /// The child `frame` is at, after writing its key when it is a member.
    private static func openChild(of frame: Frame, into text: inout [UInt8]) -> Any {
        let child = frame.child
        if case .key(let key) = child.component {
            JSON.string(key).write(to: &text)
            text.append(UInt8(ascii: ":"))
        }
        return child.value
    }

    /// `value` without the optionals around it; a nil optional as `JSON.null`.
    private static func unwrapped(_ value: Any) throws(JSONConversionError) -> Any {
        var value = value
        while let optional = unwrapOptional(value) {
            guard let wrapped = optional else { return JSON.null }
            value = wrapped
        }
        return value
    }

    /// A value that is not a dictionary or an array, converted; `path` is where it is.
    private static func leaf(_ value: Any, at path: @autoclosure () -> JSONPath) throws(JSONConversionError) -> JSON {
        // Asked only of a value that is not a Swift dictionary or array: `is NSNull` bridges
        // one to Foundation's class, its contents and all, recursively (a segmentation fault
        // at 5,000 levels).
        if value is NSNull { return .null }
        if let string = value as? String { return .string(string) }
        if let number = try swiftNumber(value, at: path) { return number }
        if let number = value as? NSNumber { return try json(from: number, at: path()) }
        // Fleece's own values, as they are: a `JSON` placed in a dictionary being built.
        // Looked for last, since objects from `JSONSerialization` hold none.
        switch value {
        case let json as JSON: return json
        case let object as JSON.Object: return .object(object)
        case let array as JSON.Array: return .array(array)
        case let number as JSON.Number: return .number(number)
        default: break
        }
        let reason = switch value {
        case is [AnyHashable: Any]: "object keys must be strings"
        // Bytes that are JSON (a body kept as it came) or not (an outside tester's image was
        // told it was JSON text).
        case let data as Data where (try? JSON(parsing: data)) != nil:
            "it is JSON text to parse with JSON(parsing:), not a value to convert"
        case is Data: "bytes have no JSON form: put them in as a base64 string (data.base64EncodedString())"
        default: "JSON has no such value"
        }
        throw JSONConversionError(path: path(), typeName: "\(type(of: value))", reason: reason)
    }

    /// nil when `value` is not an optional; `.some(nil)` for a nil one.
    private static func unwrapOptional(_ value: Any) -> Any?? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return nil }
        return .some(mirror.children.first?.value)
    }

    /// Swift's own numbers and booleans, by their exact type (before bridging blurs them).
    private static func swiftNumber(_ value: Any, at path: () -> JSONPath) throws(JSONConversionError) -> JSON? {
        switch value {
        case let bool as Bool where type(of: value) == Bool.self: return .bool(bool)
        case let double as Double where type(of: value) == Double.self: return try finite(JSON.Number(double), double, at: path())
        case let float as Float where type(of: value) == Float.self:
            // Float's own text ("0.1"), not that of the Double it widens to.
            return try finite(JSON.Number(float), float, at: path())
        case let decimal as Decimal where type(of: value) == Decimal.self: return try decimalNumber(decimal.description, decimal, at: path())
        default: break
        }
        guard let integer = value as? any BinaryInteger, type(of: value) is any FixedWidthInteger.Type else { return nil }
        return .number(JSON.Number(integer))
    }

    private static func json(from number: NSNumber, at path: JSONPath) throws(JSONConversionError) -> JSON {
        // JSONSerialization's booleans are the two shared boolean NSNumbers.
        if number === NSNumber(value: true) { return .bool(true) }
        if number === NSNumber(value: false) { return .bool(false) }
        if let decimal = number as? NSDecimalNumber { return try decimalNumber(decimal.stringValue, number, at: path) }
        switch String(cString: number.objCType) {
        case "d": return try finite(JSON.Number(number.doubleValue), number, at: path)
        // A Float's own text ("0.1"), as JSONSerialization writes it, not its Double's.
        case "f": return try finite(JSON.Number(number.floatValue), number, at: path)
        case "Q", "L", "I", "S", "C": return .number(JSON.Number(number.uint64Value))
        default: return .number(JSON.Number(number.int64Value))
        }
    }

    private static func decimalNumber(_ text: String, _ value: Any, at path: JSONPath) throws(JSONConversionError) -> JSON {
        guard let number = JSON.Number(text) else {
            throw JSONConversionError(path: path, typeName: "\(type(of: value))", reason: "\(text) is not a JSON number")
        }
        return .number(number)
    }

    private static func finite(_ number: JSON.Number?, _ value: Any, at path: JSONPath) throws(JSONConversionError) -> JSON {
        guard let number else {
            throw JSONConversionError(path: path, typeName: "\(type(of: value))", reason: "\(value) is not a finite number")
        }
        return .number(number)
    }
}
