// Memory safety, for every `unsafe` in this extension: `entries` points into live storage for as
// long as the decoder is used (see `DocumentDecoder.entries`) and is indexed only with entry
// indices this document's parser recorded (an object's or array's own, and its children's,
// counted by its entry), so in bounds.
extension DocumentDecoder {
    /// `error`, thrown out of a model's own `init(from:)` while it decoded the value at `value`
    /// (whose path is `location`'s), with that value's line and column, as Fleece's own errors
    /// have them.
    ///
    /// A model's validation (`throw DecodingError.dataCorruptedError(forKey: .price, in:
    /// container, debugDescription: "price must not be negative")`) then says where the price
    /// is: `price must not be negative, at line 3, column 14.` Only a `DecodingError` about this
    /// value or about one of its members or elements, whose description names no position yet, is
    /// changed; its case, coding path and underlying error stay as they were. A path into the
    /// value's nested containers is followed as far as it leads: a member that is not there, or
    /// an element past the end, is placed at its object or array.
    @inline(never)
    func placingModelError(_ error: any Error, decoding value: Int, at location: ValueLocation) -> any Error {
        guard let decodingError = error as? DecodingError, let context = decodingError.context else { return error }
        // The standard library's sentence for an enum's unknown raw value, about this very value,
        // is placed whatever it says: the value in it is the input's (see `rawValueSentence`).
        // Any other, and that one about a value inside this one (placed by the catch around
        // that value), only when it names no position: looked at before the paths, which an
        // error passing out through many models would otherwise work out at each.
        var rawValueSentence = Self.rawValueSentence(context.debugDescription)
        guard rawValueSentence != nil || !DecodingError.namesPosition(context.debugDescription) else { return error }
        let valuePath = codingPath(at: location)
        let errorPath = context.codingPath
        if rawValueSentence != nil, errorPath.count != valuePath.count {
            guard !DecodingError.namesPosition(context.debugDescription) else { return error }
            rawValueSentence = nil
        }
        guard errorPath.count >= valuePath.count,
              zip(valuePath, errorPath).allSatisfy({ $0.stringValue == $1.stringValue && $0.intValue == $1.intValue })
        else {
            // About a value outside this one: a path written relative to the model (`[]`,
            // `[.price]`), or an error about another document (one decoded from a string of this
            // one). No place here is right, nor at a model around this one, whose path it may
            // match by chance (found by an outside tester: `codingPath: []` thrown at line 4 was
            // placed at the root, line 1, column 1).
            rememberUnplaced(context)
            return error
        }
        if wasLeftUnplaced(context) { return error }
        // Down the rest of the path (a nested container's members), as far as it goes; for a
        // dictionary's key that names no `Key` (not an integer for `[Int: Value]`, no case of a
        // `CodingKeyRepresentable` enum), to that key, not its value.
        var place = value
        let rest = errorPath.dropFirst(valuePath.count)
        let namesKey = decodingError.isDictionaryKeyFailure
        var reached = 0
        for (step, key) in rest.enumerated() {
            let parentPath = errorPath.prefix(valuePath.count &+ step)
            guard let child = child(key, of: place, at: parentPath, keyEntry: namesKey && step == rest.count - 1) else { break }
            place = child
            reached += 1
        }
        guard place >= 0 else { return error }
        // A type mismatch that says what it found, about another document (one a model decodes
        // from a string of this one, with another decoder), is not placed here: its path may
        // lead to a value of another kind, or to none (found by an outside tester).
        if case .typeMismatch = decodingError, let found = Self.kindFound(in: context.debugDescription),
           reached < rest.count || !found.contains(kind(place)) { return error }
        guard let position = unsafe document.position(ofEntry: place) else { return error }
        var said = rawValueSentence ?? context.debugDescription
        if said.hasSuffix(".") { said.removeLast() }
        // No period before an underlying error, which Swift prints after `. Underlying error: `
        // (see `DocumentDecoder.parse(_:options:)`).
        let end = context.underlyingError == nil ? "." : ""
        let placed = said.isEmpty ? "at \(position)\(end)" : "\(said), at \(position)\(end)"
        return decodingError.withContext(DecodingError.Context(
            codingPath: errorPath, debugDescription: placed, underlyingError: context.underlyingError))
    }

    /// The kinds of value a type mismatch's standard sentence says it found (`Expected to decode
    /// Int but found a string instead.`), or nil when it names none.
    static func kindFound(in message: String) -> [Entry.Kind]? {
        guard let found = message.firstRange(of: " but found ") else { return nil }
        let rest = message[found.upperBound...]
        let words: [(String, [Entry.Kind])] = [
            ("a string", [.string]), ("a number", [.number]), ("number", [.number]), ("a dictionary", [.object]),
            ("an object", [.object]), ("an array", [.array]), ("a bool", [.true, .false]), ("bool", [.true, .false]), ("null", [.null]),
        ]
        return words.first { rest.hasPrefix($0.0) }?.1
    }

    /// The standard library's sentence for a `String` raw value that no case has (`Cannot
    /// initialize Priority from invalid String value x`) with the value quoted and cut as
    /// Fleece's excerpts are (`"x"`); nil for any other sentence. Found by an outside tester: as
    /// it was, a value of 10,000 characters made a message of 10 KB, and one ending `, at line
    /// 99, column 1` read as the place, so the real one was not added.
    static func rawValueSentence(_ message: String) -> String? {
        guard message.hasPrefix("Cannot initialize "), let marker = message.firstRange(of: " from invalid String value ") else { return nil }
        return message[..<marker.upperBound] + ValueExcerpt.quoted(String(message[marker.upperBound...]))
    }

    /// The entry of the member `key` of the object at `value`, whose coding path is
    /// `parentPath`, or of the element `key` of the array there; with `keyEntry`, the entry of
    /// the member's key instead of its value. The member is the first whose key, after the key
    /// strategy, is `key`'s, as lookups match (a custom strategy's closure is asked as a
    /// container asks it), else the first whose key is `key` as written: the keys of a
    /// `[String: Value]` are not converted.
    private func child(_ key: any CodingKey, of value: Int, at parentPath: ArraySlice<any CodingKey>, keyEntry: Bool) -> Int? {
        guard value >= 0 else { return nil }
        let entry = unsafe entries[value]
        switch entry.kind {
        case .array:
            guard let index = key.intValue, index >= 0, index < entry.childCount else { return nil }
            return entry.firstChild &+ index
        case .object:
            let members = 0..<entry.childCount
            let member = members.first { member in
                if case .custom(let convert) = options.keyStrategy {
                    let written = stringValue(ofEntry: entry.firstChild &+ 2 &* member)
                    return convert(parentPath + [TextCodingKey(written)]).stringValue == key.stringValue
                }
                return convertedKey(ofMember: member, firstKey: entry.firstChild) == key.stringValue
            } ?? members.first { stringValue(ofEntry: entry.firstChild &+ 2 &* $0) == key.stringValue }
            return member.map { entry.firstChild &+ 2 &* $0 &+ (keyEntry ? 0 : 1) }
        default:
            return nil
        }
    }
}
