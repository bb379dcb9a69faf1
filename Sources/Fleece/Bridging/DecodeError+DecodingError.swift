/// The translations between the two worlds' errors, for ``DecodableByJSON`` and
/// ``JSONDecodableByCodable``: each keeps the path from the outermost root and, where the input
/// is at hand, the position.
extension DecodeError {
    /// The `DecodingError` for a failure of ``JSONDecodable/decode(_:)`` on `json`, the value a
    /// decoder at `codingPath` read: the failure's path below `json` is appended to `codingPath`.
    func decodingError(codingPath: [any CodingKey], decoding json: JSON) -> DecodingError {
        let failure = failures[0]
        let below = Self.components(of: failure.path, below: json)
        let fullPath = codingPath + below.map(\.codingKey)
        // At the root there is no path to name, as a failure's own description says it.
        let path = JSONPath(codingPath: fullPath)
        var description = path.isRoot ? failure.reasonText : "\(path): \(failure.reasonText)"
        if let position = failure.position { description += " at \(position)" }
        // Counted as the description counts them: the same failure at the same place (declared
        // on different lines) is one.
        let more = distinctFailureCount - 1
        if more > 0 { description += " (and \(more) more)" }
        if case .missingKey(let key) = failure.reason {
            return .keyNotFound(TextCodingKey(key), DecodingError.Context(
                codingPath: Array(fullPath.dropLast()), debugDescription: description, underlyingError: self))
        }
        let context = DecodingError.Context(codingPath: fullPath, debugDescription: description, underlyingError: self)
        // A value of the wrong kind for a standard type is the case a Codable caller catches
        // for it, as `JSONDecoder` throws it: `typeMismatch`, or `valueNotFound` for null.
        if case .typeMismatch(let expected, let found) = failure.reason, let type = Self.standardType(named: expected) {
            return found == "null" ? .valueNotFound(type, context) : .typeMismatch(type, context)
        }
        return .dataCorrupted(context)
    }

    /// The type an expected type's name in a failure stands for, for the standard types the
    /// functional decoders name (`"Double"`, `"object"`); nil for any other.
    private static func standardType(named name: String) -> Any.Type? {
        switch name {
        case "String": String.self
        case "Bool": Bool.self
        case "Double": Double.self
        case "Float": Float.self
        case "Int": Int.self
        case "Int8": Int8.self
        case "Int16": Int16.self
        case "Int32": Int32.self
        case "Int64": Int64.self
        case "Int128": Int128.self
        case "UInt": UInt.self
        case "UInt8": UInt8.self
        case "UInt16": UInt16.self
        case "UInt32": UInt32.self
        case "UInt64": UInt64.self
        case "UInt128": UInt128.self
        case "object": [String: Any].self
        case "array": [Any].self
        default: nil
        }
    }

    /// The components of `path` (from the root of `json`'s document) below `json` itself.
    private static func components(of path: JSONPath, below json: JSON) -> ArraySlice<JSONPath.Component> {
        let own = Failure.Location(of: json).valuePath
        guard path.components.starts(with: own.components) else { return path.components[...] }
        return path.components.dropFirst(own.components.count)
    }


    /// A type a Codable engine expected, as the functional style names it: JSON's containers
    /// as JSON says them (`object`, `array`, where the engines say `Dictionary<String, Any>`
    /// and `Array<Any>`), any other type by its name.
    private static func expectedName(of type: Any.Type) -> String {
        if type == [String: Any].self { return "object" }
        if type == [Any].self { return "array" }
        return "\(type)"
    }

    /// The failure of decoding `json` with a Codable engine that threw `error`: the coding path
    /// is followed down from `json` to the value it names, whose place in the document gives
    /// the path from the root and the position.
    init(_ error: DecodingError, decoding json: JSON) {
        // Already in the functional style's words, at its place in this document: a number that
        // does not fit, which the engine reports at the empty coding path (see
        // `DocumentDecoder.numberNotRepresentable`), or the failure of a `DecodableByJSON` type
        // inside, whose own words the description would only repeat.
        if let failure = error.context?.underlyingError as? DecodeError, Self.isPlaced(failure, in: json) {
            self = failure
            return
        }
        if error.isNonIntegerDictionaryKey, let keyFailure = Self.keyFailure(error, decoding: json) {
            self = keyFailure
            return
        }
        let reason: Reason
        let context: DecodingError.Context
        var expected: String?
        // What the thrower said beyond the standard sentence, kept after the reason.
        var detail: String?
        switch error {
        case .keyNotFound(let key, let keyContext):
            reason = .missingKey(key.stringValue)
            context = keyContext
        case .typeMismatch(let type, let typeContext):
            let said = DecodingError.withoutPosition(typeContext.debugDescription)
            reason = .custom(said)
            context = typeContext
            expected = Self.expectedName(of: type)
            detail = Self.ownWords(said, isStandard: Self.isStandardMismatch(said))
        case .valueNotFound(let type, let valueContext):
            let said = DecodingError.withoutPosition(valueContext.debugDescription)
            reason = .custom(said)
            context = valueContext
            expected = Self.expectedName(of: type)
            detail = Self.ownWords(said, isStandard: Self.isStandardValueNotFound(said))
        case .dataCorrupted(let corruptedContext):
            // The position is the failure's own, below: not twice.
            reason = .custom(DecodingError.withoutPosition(corruptedContext.debugDescription))
            context = corruptedContext
        @unknown default:
            self = .custom(String(describing: error))
            return
        }
        let components = JSONPath(codingPath: context.codingPath).components
        let reached = Self.follow(components, from: json)
        let location: Failure.Location
        var finalReason = reason
        if components.isEmpty, case .unknown = Failure.Location(of: json) {
            // A string, a bool or null that is not the type: no place of its own, so the
            // operator that looked it up places it (`sub: expected …, found null at line 2, …`).
            location = .unknown
            if let expected { finalReason = .typeMismatch(expected: expected, found: ValueExcerpt.describe(json)) }
        } else if let reached, reached.depth == components.count {
            location = .entry(reached.document, reached.entry)
            if let expected {
                finalReason = .typeMismatch(expected: expected, found: ValueExcerpt.describe(reached.document.value(at: reached.entry)))
            }
        } else {
            // A key the engine renamed, or an element past the end: the path as the engine
            // gave it, below `json`, and the position of the deepest value reached.
            var path = Failure.Location(of: json).valuePath
            path.components.append(contentsOf: components)
            if case .missingKey(let key) = reason { path.components.append(.key(key)) }
            location = .given(path: path, position: reached.flatMap { $0.document.position(ofEntry: $0.entry) })
        }
        var failure = Failure(reason: finalReason, location: location)
        if case .typeMismatch = finalReason { failure.detail = detail }
        self.init(failure: failure)
    }

    /// What the thrower said, without its last period, to keep after the reason; nil for a
    /// decoder's standard sentence, which the reason says already.
    private static func ownWords(_ said: String, isStandard: Bool) -> String? {
        if let why = whyAfterStandardMismatch(said) { return why }
        return isStandard ? nil : (said.hasSuffix(".") ? String(said.dropLast()) : said)
    }

    /// The words in parentheses after a standard mismatch sentence, as `@Convertible` says why
    /// a string did not convert (`Expected to decode UInt8 but found a string "256" instead
    /// (more than UInt8.max)`): `more than UInt8.max`. Nil for any other message.
    private static func whyAfterStandardMismatch(_ said: String) -> String? {
        var message = Substring(said)
        if message.hasSuffix(".") { message = message.dropLast() }
        guard message.hasPrefix("Expected to decode "), message.hasSuffix(")"),
              let open = message.ranges(of: " instead (").last else { return nil }
        return String(message[open.upperBound..<message.index(before: message.endIndex)])
    }

    /// Whether `message` (without its position) is the standard sentence of a value of the wrong
    /// kind, `Expected to decode Int but found a string "x" instead`, as Fleece's engine and
    /// `JSONDecoder` write it, which `expected Int, found string "x"` says in full; any other is
    /// the thrower's own (`a must be even`, a synthesized enum's `Invalid number of keys found,
    /// expected one.`), which says why.
    private static func isStandardMismatch(_ message: String) -> Bool {
        message.hasPrefix("Expected to decode ") && (message.hasSuffix(" instead") || message.hasSuffix(" instead."))
    }

    /// Whether `message` is a decoder's own sentence for a null or a missing element (this
    /// engine's and `JSONDecoder`'s), which the reason says already.
    private static func isStandardValueNotFound(_ message: String) -> Bool {
        message.contains("found null value instead") || message.contains("but found null instead")
            || message.contains("container is at end")
    }

    /// Whether every failure of `error` is placed at an entry of `json`'s document.
    private static func isPlaced(_ error: DecodeError, in json: JSON) -> Bool {
        guard case .entry(let document, _) = Failure.Location(of: json), !error.failures.isEmpty else { return false }
        return error.failures.allSatisfy { failure in
            if case .entry(let own, _) = failure.location { return own === document }
            return false
        }
    }

    /// The failure for a key of an `[Int: Value]` dictionary that is not an integer
    /// (``DecodingError/isNonIntegerDictionaryKey``): the engine's coding path ends with the key,
    /// as if its value were wrong, so the path is the dictionary's and the position the key's:
    /// `m: expected Int key, found key "x" at line 1, column 24`. Nil when the path does not lead
    /// to the key in `json`.
    private static func keyFailure(_ error: DecodingError, decoding json: JSON) -> DecodeError? {
        guard let codingPath = error.context?.codingPath, let last = codingPath.last else { return nil }
        let components = JSONPath(codingPath: Array(codingPath.dropLast())).components
        guard let reached = follow(components, from: json), reached.depth == components.count,
              case .object(let object) = reached.document.value(at: reached.entry),
              let member = object.memberIndex(forKey: last.stringValue) else { return nil }
        let key = object.keyEntryIndex(ofMember: member)
        let reason = Reason.typeMismatch(expected: "Int key", found: "key \(ValueExcerpt.quoted(last.stringValue))")
        let location = Failure.Location.given(path: reached.document.path(toEntry: reached.entry),
                                              position: reached.document.position(ofEntry: key))
        return DecodeError(failure: Failure(reason: reason, location: location))
    }

    /// The entry the coding path `components` leads to from `json`, as deep as it can be followed.
    private static func follow(_ components: [JSONPath.Component], from json: JSON) -> (document: JSONDocument, entry: Int, depth: Int)? {
        guard case .entry(let document, var entry) = Failure.Location(of: json) else { return nil }
        var depth = 0
        for component in components {
            switch (component, document.value(at: entry)) {
            case (.key(let key), .object(let object)):
                guard let member = object.memberIndex(forKey: key) else { return (document, entry, depth) }
                entry = object.valueEntryIndex(ofMember: member)
            case (.index(let index), .array(let array)):
                guard index >= 0, index < array.count else { return (document, entry, depth) }
                entry = array.elementEntryIndex(index)
            default:
                return (document, entry, depth)
            }
            depth += 1
        }
        return (document, entry, depth)
    }
}

extension DecodeError.Failure.Location {
    /// The path of the value this location names, from its document's root; the root for a
    /// value with no place of its own.
    var valuePath: JSONPath {
        if case .entry(let document, let index) = self { return document.path(toEntry: index) }
        return .root
    }
}
