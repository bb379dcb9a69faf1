/// A type's name as Swift code writes it, for the `expected …` of errors: `[[Int]]`,
/// `[String: [Int]]`, `[Int?]`, where `"\(T.self)"` writes the runtime's `Array<Array<Int>>`,
/// `Dictionary<String, Array<Int>>`, `Array<Optional<Int>>`, and `"[\(Element.self)]"` mixed the
/// two (`[Array<Int>]`). Made only when a failure is built.
@usableFromInline
enum TypeName {
    /// `type`'s name with `Array`, `Dictionary` and `Optional` written in their short forms, at
    /// any depth; other generic types keep theirs (`Wrapper<[Int]>`).
    @usableFromInline
    static func of(_ type: Any.Type) -> String {
        let name = _typeName(type, qualified: false)
        // Most names have no generic arguments: nothing to rewrite.
        guard name.utf8.contains(UInt8(ascii: "<")) else { return name }
        let characters = Array(name)
        var index = 0
        return sugared(characters, from: &index, inArguments: false)
    }

    /// The name from `index` to its end, or, in a list of generic arguments, to the `,` or `>`
    /// that ends this argument (left at `index`).
    private static func sugared(_ name: [Character], from index: inout Int, inArguments: Bool) -> String {
        var text = ""
        // Inside a tuple or a function's parameters, a `,` does not end the argument.
        var depth = 0
        while index < name.count {
            let character = name[index]
            // A function's arrow, not the end of an argument list.
            if character == "-", index + 1 < name.count, name[index + 1] == ">" {
                text += "->"
                index += 2
                continue
            }
            if inArguments, depth == 0, character == "," || character == ">" { break }
            guard character == "_" || character.isLetter else {
                if character == "(" || character == "[" { depth += 1 }
                if character == ")" || character == "]" { depth -= 1 }
                text.append(character)
                index += 1
                continue
            }
            let start = index
            while index < name.count, name[index] == "_" || name[index].isLetter || name[index].isNumber { index += 1 }
            let identifier = String(name[start..<index])
            guard index < name.count, name[index] == "<" else {
                text += identifier
                continue
            }
            index += 1
            var arguments: [String] = []
            while index < name.count {
                arguments.append(String(sugared(name, from: &index, inArguments: true).drop { $0 == " " }))
                guard index < name.count else { break }
                index += 1
                if name[index - 1] == ">" { break }
            }
            // `Outer.Array<Int>` is a type of the model's own, not the standard library's.
            text += spelled(identifier, arguments, isMember: text.last == ".")
        }
        return text
    }

    /// `[A]`, `[K: V]`, `A?` for the standard library's three, `Name<A, B>` for any other.
    private static func spelled(_ identifier: String, _ arguments: [String], isMember: Bool) -> String {
        switch (identifier, arguments.count, isMember) {
        case ("Array", 1, false): return "[\(arguments[0])]"
        case ("Dictionary", 2, false): return "[\(arguments[0]): \(arguments[1])]"
        case ("Optional", 1, false):
            // `((Int) -> Int)?`, `(any P)?`: the `?` would bind to the last part alone.
            let wrapped = arguments[0]
            let needsParentheses = wrapped.contains("->") || wrapped.contains("&") || wrapped.hasPrefix("any ") || wrapped.hasPrefix("some ")
            return needsParentheses ? "(\(wrapped))?" : "\(wrapped)?"
        default: return "\(identifier)<\(arguments.joined(separator: ", "))>"
        }
    }
}
