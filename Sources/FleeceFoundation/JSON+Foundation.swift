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
        self = try FoundationObjectConversion.json(from: any, at: .root)
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

/// The conversion behind ``Fleece/JSON/init(_:)``.
enum FoundationObjectConversion {
    static func json(from value: Any, at path: JSONPath) throws(JSONConversionError) -> JSON {
        if value is NSNull { return .null }
        if let optional = unwrapOptional(value) {
            guard let wrapped = optional else { return .null }
            return try json(from: wrapped, at: path)
        }
        if let string = value as? String { return .string(string) }
        if let number = try swiftNumber(value, at: path) { return number }
        if let number = value as? NSNumber { return try json(from: number, at: path) }
        if let dictionary = value as? [String: Any] {
            var members: [(key: String, value: JSON)] = []
            members.reserveCapacity(dictionary.count)
            for key in dictionary.keys.sorted() {
                members.append((key, try json(from: dictionary[key] as Any, at: path.appending(.key(key)))))
            }
            return .object(JSON.Object(members))
        }
        if let array = value as? [Any] {
            var elements: [JSON] = []
            elements.reserveCapacity(array.count)
            for (index, element) in array.enumerated() {
                elements.append(try json(from: element, at: path.appending(.index(index))))
            }
            return .array(JSON.Array(elements))
        }
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
        case is Data: "it is JSON text to parse with JSON(parsing:), not a value to convert"
        default: "JSON has no such value"
        }
        throw JSONConversionError(path: path, typeName: "\(type(of: value))", reason: reason)
    }

    /// nil when `value` is not an optional; `.some(nil)` for a nil one.
    private static func unwrapOptional(_ value: Any) -> Any?? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return nil }
        return .some(mirror.children.first?.value)
    }

    /// Swift's own numbers and booleans, by their exact type (before bridging blurs them).
    private static func swiftNumber(_ value: Any, at path: JSONPath) throws(JSONConversionError) -> JSON? {
        switch value {
        case let bool as Bool where type(of: value) == Bool.self: return .bool(bool)
        case let double as Double where type(of: value) == Double.self: return try finite(JSON.Number(double), double, at: path)
        case let float as Float where type(of: value) == Float.self:
            // Float's own text ("0.1"), not that of the Double it widens to.
            return try finite(JSON.Number(float), float, at: path)
        case let decimal as Decimal where type(of: value) == Decimal.self: return try decimalNumber(decimal.description, decimal, at: path)
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
