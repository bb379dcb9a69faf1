/// A JSON value: what a JSON text holds, as a Swift enum.
///
/// Parse one with ``init(parsing:options:)-(Bytes,_)``, write one in code with literals, and take
/// it apart with pattern matching:
///
/// ```swift
/// let json = try JSON(parsing: #"{"id": 7, "tags": ["a"], "email": null}"#)
/// if case .object(let user) = json, case .number(let id)? = user["id"] {
///     print(id.int64 ?? 0) // 7
/// }
/// let literal: JSON = ["id": 7, "tags": ["a"], "email": nil]
/// ```
///
/// Objects, arrays and numbers are views into the parsed document: copying a `JSON` or reaching
/// a child costs no allocation, strings are unescaped and numbers converted only when asked for.
public enum JSON: Sendable {
    /// An object: members in document order, looked up by key.
    case object(JSON.Object)
    /// An array of values.
    case array(JSON.Array)
    /// A string, unescaped.
    case string(String)
    /// A number, kept as its text until converted.
    case number(JSON.Number)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
}

extension JSON {
    /// The kind of a value in words (`"object"`, `"array"`, `"string"`, `"number"`, `"bool"`,
    /// `"null"`), as error messages name what they found.
    public var kindName: String {
        switch self {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "bool"
        case .null: "null"
        }
    }

    /// The member for `key` when this is an object holding it, otherwise nil.
    ///
    /// ```swift
    /// let json: JSON = ["user": ["name": "Ada"]]
    /// json["user"]?["name"] // .string("Ada")
    /// ```
    public subscript(key: String) -> JSON? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The element at `index` when this is an array long enough, otherwise nil.
    public subscript(index: Int) -> JSON? {
        guard case .array(let array) = self, array.indices.contains(index) else { return nil }
        return array[index]
    }
}
