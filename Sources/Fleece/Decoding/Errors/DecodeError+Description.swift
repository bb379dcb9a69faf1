extension DecodeError.Failure: CustomStringConvertible {
    /// One line a person can act on:
    /// `places.place[3].photo_count: expected Int, found string "12a" at line 14, column 22 (declared at Place.swift:31)`.
    ///
    /// The path is left out at the root, the position when the value has no source text (it
    /// was built in code), the declaration when no method call declared the key.
    public var description: String {
        var text = ""
        let path = self.path
        if !path.isRoot { text += "\(path): " }
        text += reason.description
        if let position { text += " at \(position)" }
        if let declaration { text += " (declared at \(declaration))" }
        return text
    }
}

extension DecodeError: CustomStringConvertible {
    /// One line per failure, in order (see ``Failure/description``).
    public var description: String {
        failures.map(\.description).joined(separator: "\n")
    }
}
