/// Where a value sits in a document: the keys and indices from the root, written as
/// `places.place[3].photo_count`.
///
/// ```swift
/// let path: JSONPath = [.key("places"), .key("place"), .index(3), .key("photo_count")]
/// print(path) // places.place[3].photo_count
/// ```
public struct JSONPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step: an object key or an array index.
    public enum Component: Sendable, Hashable, CustomStringConvertible {
        /// A member of an object.
        case key(String)
        /// An element of an array, from 0.
        case index(Int)

        /// `name`, `["odd key"]` or `[3]`; a key longer than 100 characters is cut
        /// (`["first characters…"]`).
        public var description: String {
            switch self {
            case .index(let index): "[\(index)]"
            case .key(let key): JSONPath.needsQuoting(key) ? "[\(OneLineText.quoted(key, cutAfter: JSONPath.longestKeyShown))]" : key
            }
        }
    }

    /// The steps from the root, outermost first.
    public var components: [Component]

    /// A path of these steps; the empty path is the root.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// `[.key("a"), .index(0)]`
    public init(arrayLiteral elements: Component...) {
        self.components = elements
    }

    /// The root of the document.
    public static let root = JSONPath()

    /// True for the root.
    public var isRoot: Bool { components.isEmpty }

    /// This path with one more step at the end.
    public func appending(_ component: Component) -> JSONPath {
        JSONPath(components + [component])
    }

    /// This path with `prefix`'s steps in front: how errors gain their path as they travel out.
    public func prepending(_ prefix: JSONPath) -> JSONPath {
        JSONPath(prefix.components + components)
    }

    /// `places.place[3].photo_count`; the root is the empty string.
    public var description: String {
        var text = ""
        for component in components {
            if case .key(let key) = component, !JSONPath.needsQuoting(key), !text.isEmpty { text += "." }
            text += component.description
        }
        return text
    }

    /// The characters of a key a path shows. A key comes from the input, as a dictionary's keys
    /// do: a server's 400 message echoed a key of 1.9 MB whole, where it cuts a value at 40
    /// characters (found by an outside tester). Real keys are far shorter than this.
    static let longestKeyShown = 100

    /// Keys that would be ambiguous after a dot, or that have a character `OneLineText`
    /// escapes (a line break, a bidirectional override: `a‮b` showed as `b‮a`), are written as
    /// `["…"]`, escaped; so are keys too long to show whole, cut.
    static func needsQuoting(_ key: String) -> Bool {
        key.isEmpty || key.unicodeScalars.count > longestKeyShown || key.unicodeScalars.contains { scalar in
            scalar == "." || scalar == "[" || scalar == "]" || scalar == "\"" || scalar.properties.isWhitespace
                || OneLineText.needsEscape(scalar)
        }
    }
}

// Embedded Swift has no Codable (Scripts/check-32-bit.sh compiles the core that way).
#if !hasFeature(Embedded)
extension JSONPath {
    /// The path of a Codable coding path: integer keys made by unkeyed containers (`"Index 3"`)
    /// become indices, every other key a member.
    public init(codingPath: [any CodingKey]) {
        self.init(codingPath.map { key in
            if let index = key.intValue, key.stringValue == "Index \(index)" { return .index(index) }
            return .key(key.stringValue)
        })
    }
}
#endif
