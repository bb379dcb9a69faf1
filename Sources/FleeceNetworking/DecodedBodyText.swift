/// A decoded error body as a message shows it: what the server said, without Swift's wrapping.
///
/// `String(describing:)` spent the message's 120 characters on `Optional(…)` and on qualified
/// nested type names (`MyApp.GitHubError.Detail`) before a 422's `errors` (found by an outside
/// tester). Here an optional is its value, a `nil` member is left out, a type is named as
/// written, and a type with a `description` of its own is shown by it:
/// `GitHubError(message: "Validation Failed", errors: [Detail(field: "title", code: "missing")])`.
///
/// A member or a dictionary key that names a credential (`Redaction`'s rule: `accessToken`,
/// `password`) shows `<redacted>`, and so does such a member in a `JSON` value's text, as a
/// status error's body excerpt hides them: an outside tester's error body printed its token.
enum DecodedBodyText {
    /// `value` in the words above, whole (the message cuts it, saying how much it cut).
    static func describe(_ value: Any) -> String {
        var text = ""
        append(value, to: &text, depth: 0)
        return text
    }

    /// Deeper than this, a value is `…`: a body is a few levels deep, and a class may refer to itself.
    static let maximumDepth = 12

    private static func append(_ value: Any, to text: inout String, depth: Int) {
        guard depth < maximumDepth else {
            text += "…"
            return
        }
        // A `JSON` value is its text (its mirror shows its members as a dictionary's, for `dump`).
        let json: JSON? = switch value {
        case let json as JSON: json
        case let object as JSON.Object: .object(object)
        case let array as JSON.Array: .array(array)
        default: nil
        }
        if let json {
            text += Redaction.hidingCredentialValues(inJSONText: json.text())
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let wrapped = mirror.children.first { append(wrapped.value, to: &text, depth: depth) } else { text += "nil" }
        case .collection, .set:
            appendList(mirror.children.map(\.value), open: "[", close: "]", to: &text, depth: depth)
        case .dictionary:
            guard !mirror.children.isEmpty else {
                text += "[:]"
                return
            }
            text += "["
            for (index, pair) in mirror.children.enumerated() {
                // Each pair reflects as a `(key: …, value: …)` tuple.
                let parts = Mirror(reflecting: pair.value).children.map(\.value)
                guard parts.count == 2 else { continue }
                if index > 0 { text += ", " }
                append(parts[0], to: &text, depth: depth + 1)
                text += ": "
                if let key = parts[0] as? String, Redaction.namesCredential(key) {
                    text += Redaction.placeholder
                } else {
                    append(parts[1], to: &text, depth: depth + 1)
                }
            }
            text += "]"
        case .tuple:
            appendList(mirror.children.map(\.value), open: "(", close: ")", to: &text, depth: depth)
        case .struct, .class:
            // A description the type chose (a `Date`, a `URL`, the app's own) says it best.
            if let described = value as? any CustomStringConvertible {
                text += described.description
                return
            }
            text += String(describing: type(of: value)) + "("
            var first = true
            for child in mirror.children where !isNil(child.value) {
                if !first { text += ", " }
                first = false
                if let label = child.label {
                    text += label + ": "
                    if Redaction.namesCredential(label) {
                        text += Redaction.placeholder
                        continue
                    }
                }
                append(child.value, to: &text, depth: depth + 1)
            }
            text += ")"
        default:
            // A string quoted and escaped as Swift writes it; any other value (a number, an
            // enum's case) as it describes itself.
            if let string = value as? String {
                text += string.debugDescription
            } else {
                text += String(describing: value)
            }
        }
    }

    private static func appendList(_ values: [Any], open: String, close: String, to text: inout String, depth: Int) {
        text += open
        for (index, element) in values.enumerated() {
            if index > 0 { text += ", " }
            append(element, to: &text, depth: depth + 1)
        }
        text += close
    }

    private static func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}
