extension ModelPlan.FieldType {
    /// The Swift type, as each style spells it. Convertible elements are `Convertible`s in the
    /// Codable style (`[Convertible<Int>]`); the functional style reads them only in an array
    /// without nulls (`[Int]`, by `convertEach`), and holds any other type with them as JSON
    /// (see ``functionalFallback``).
    func spelled(in style: ModelStyle) -> String {
        if style == .functional, let fallback = functionalFallback { return fallback.spelledAsWritten(in: style) }
        return spelledAsWritten(in: style)
    }

    /// `JSON` (or `JSON?`, for a field that may be absent) where the functional style has no
    /// reading of this type's convertible elements: nulls among them (`[1, "2", null]`), in a
    /// dictionary, in nested arrays, or in a field that may be absent. Nil otherwise.
    var functionalFallback: Self? {
        guard hasConvertibleElements, convertibleElementsScalar == nil else { return nil }
        switch self {
        case .optional, .emptyWhenOtherKind: return .optional(.json)
        default: return .json
        }
    }

    /// `generic`: `Array<…>` and `Dictionary<String, …>` rather than `[…]`, for the whole type
    /// once it is nested deeper than ``shorthandNesting``.
    private func spelledAsWritten(in style: ModelStyle, generic: Bool? = nil) -> String {
        let generic = generic ?? (nesting > Self.shorthandNesting)
        return switch self {
        case .int: "Int"
        case .uint64: "UInt64"
        case .double: "Double"
        case .bool: "Bool"
        case .string: "String"
        case .date: style == .codable ? "Date" : "String"
        case .json: "JSON"
        case .model(let name): name
        case .array(let element) where generic: "Array<\(element.spelledAsElement(in: style, generic: generic))>"
        case .dictionary(let value) where generic: "Dictionary<String, \(value.spelledAsElement(in: style, generic: generic))>"
        case .array(let element): "[\(element.spelledAsElement(in: style, generic: generic))]"
        case .dictionary(let value): "[String: \(value.spelledAsElement(in: style, generic: generic))]"
        case .optional(let wrapped): "\(wrapped.spelledAsWritten(in: style, generic: generic))?"
        case .convertible(let scalar): scalar.spelled
        case .emptyWhenOtherKind(let type): type.spelledAsWritten(in: style, generic: generic)
        }
    }

    /// The deepest nesting of arrays and dictionaries that `[…]` spells: deeper types are spelled
    /// `Array<…>` and `Dictionary<String, …>`, which the compiler checks at once, where it took
    /// 13 s for `[[…Int]]` 25 deep and did not finish at 50 (Swift 6.3; found by an outside
    /// tester, whose sample was nested arrays).
    static let shorthandNesting = 4

    /// How many arrays and dictionaries are nested here, this one included (optionals and
    /// wrappers looked through).
    var nesting: Int {
        switch self {
        case .array(let element), .dictionary(let element): 1 + element.nesting
        case .optional(let wrapped), .emptyWhenOtherKind(let wrapped): wrapped.nesting
        default: 0
        }
    }

    /// An element's type: a convertible one is a `Convertible` in the Codable style (a property
    /// is `@Convertible var count: Int`, an element `Convertible<Int>`).
    private func spelledAsElement(in style: ModelStyle, generic: Bool) -> String {
        switch (self, style) {
        case (.convertible(let scalar), .codable): "Convertible<\(scalar.spelled)>"
        case (.optional(.convertible(let scalar)), .codable): "Convertible<\(scalar.spelled)>?"
        default: spelledAsWritten(in: style, generic: generic)
        }
    }
}

extension ModelPlan.Declaration {
    /// The memberwise initializer written out, `access` first (`public init(placeID: String,
    /// photoCount: Int) { … }`): Swift makes the one it writes internal, so the users of a
    /// library's models could not make one (in their tests, say). A property with a wrapper is
    /// set through the wrapper's `init(wrappedValue:)`.
    func initializer(access: String, style: ModelStyle) -> String {
        let names = fields.map { SwiftIdentifier.escaped($0.name) }
        let parameters = zip(names, fields).map { "\($0): \($1.type.spelled(in: style))" }.joined(separator: ", ")
        var text = "    \(access)init(\(parameters)) {\n"
        for name in names { text += "        self.\(name) = \(name)\n" }
        return text + "    }\n"
    }
}

extension Scalar {
    var spelled: String {
        switch self {
        case .int: "Int"
        case .uint64: "UInt64"
        case .double: "Double"
        case .bool: "Bool"
        case .string: "String"
        }
    }
}

extension ModelPlan {
    /// Whether any field, or the root, has a type that `predicate` picks.
    func uses(_ predicate: (FieldType) -> Bool) -> Bool {
        if case .alias(_, let type) = root, type.contains(predicate) { return true }
        return declarations.contains { $0.fields.contains { $0.type.contains(predicate) } }
    }

    /// The line that says how to decode the root.
    func rootSummary(style: ModelStyle, access: String = "") -> String? {
        guard case .alias(let name, let type) = root else { return nil }
        // A root is decoded by its type's own `decode`, which converts nothing: in the
        // functional style a root with convertible elements is JSON.
        let spelled = style == .functional && type.hasConvertibleElements ? "JSON" : type.spelled(in: style)
        return "\(access)typealias \(name) = \(spelled)"
    }

    /// The root alias and every struct, each after a blank line: at the top level, or inside
    /// `enum namespace`, indented; `access` (`"public "` or nothing) before the alias and the enum.
    func body(style: ModelStyle, in namespace: String?, access: String, rendering render: (Declaration) -> String) -> String {
        var body = ""
        if let alias = rootSummary(style: style, access: access) { body += "\n\(alias)\n" }
        for declaration in declarations { body += "\n" + render(declaration) }
        guard let namespace else { return body }
        let indented = body.dropFirst().split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        return "\n\(access)enum \(namespace) {\n\(indented)}\n"
    }

    /// The root's name as the user's code spells it: `GitHub.Events` inside a namespace.
    func rootName(in namespace: String?) -> String {
        namespace.map { "\($0).\(rootName)" } ?? rootName
    }

    var rootName: String {
        switch root {
        case .model(let name): name
        case .alias(let name, _): name
        }
    }
}

/// The comment at the top of a generated file: where it comes from and how to make it again
/// (the project's generated files all say how to regenerate them).
struct Header {
    let sampleNames: [String]
    /// The command that regenerates the file, if known.
    let command: String?

    /// The header, with `lines` (how to decode, what the types mean) after it.
    func text(lines: [String]) -> String {
        var text = "// Generated by fleece-models"
        if !sampleNames.isEmpty { text += " from " + sampleNames.map(commentSafe).joined(separator: ", ") }
        text += ".\n"
        if let command { text += "// Regenerate: \(commentSafe(command))\n" }
        for line in lines { text += "// \(commentSafe(line))\n" }
        return text
    }
}

/// `argument` as a POSIX shell reads it back: bare when it is letters, digits and `-_./=:@%+,`
/// only, else between single quotes (a quote in it written `'\''`).
func shellQuoted(_ argument: String) -> String {
    let bare = !argument.isEmpty && argument.unicodeScalars.allSatisfy { scalar in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./=:@%+,".unicodeScalars.contains(scalar)
    }
    guard !bare else { return argument }
    var quoted = "'"
    for character in argument { quoted += character == "'" ? "'\\''" : String(character) }
    return quoted + "'"
}

/// `text` as it may stand in a `//` comment: a line break or other control character (a file
/// name or a key may hold one) is written as an escape, so that nothing after it becomes code.
func commentSafe(_ text: String) -> String {
    var safe = ""
    for scalar in text.unicodeScalars {
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
            safe += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
            safe.unicodeScalars.append(scalar)
        }
    }
    return safe
}
