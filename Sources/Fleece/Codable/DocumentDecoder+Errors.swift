// Memory safety, for every `unsafe` in this extension: `entries` and `bytes` point into live
// storage for as long as the decoder is used (see `DocumentDecoder.entries`) and are indexed only
// with entry indices and text ranges that this document's parser recorded, so in bounds; the
// `@exclusivity(unchecked)` state is the decoder's own, used by one decode at a time (see
// `DocumentDecoder.value`).
/// The errors of the engine: Swift's own `DecodingError`, with the case and coding path that
/// `JSONDecoder` gives, and a `debugDescription` that adds what was found and where:
/// `Expected to decode Int but found a string "12a" instead, at line 14, column 22.`
/// Built only on the failure path.
extension DocumentDecoder {
    /// The `DecodingError` for a scalar that failed to decode as `type`.
    @inline(never)
    func error(_ failure: ScalarFailure, decoding type: Any.Type, value: Int, at location: ValueLocation) -> DecodingError {
        switch failure {
        case .valueNotFound: valueNotFound(type, value: value, at: location)
        case .typeMismatch: typeMismatch(type, value: value, at: location)
        case .notRepresentable: numberNotRepresentable(type, value: value, at: location)
        case .malformed: malformedValue(value: value, at: location)
        }
    }

    /// A number or string whose text is not valid, read past at parse time as `JSONDecoder` reads
    /// it: `JSONDecoder` reports it when the value is decoded, as invalid JSON at the root (empty
    /// coding path); so do we, and in JSON's grammar the description says what is wrong with it
    /// and where, as the strict parser would have:
    /// `The given data was not valid JSON. The value "\q" at name is not valid JSON: expected an
    /// escape character ('"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u') after '\', found 'q' at
    /// line 1, column 12.`
    @inline(never)
    func malformedValue(value: Int, at location: ValueLocation) -> DecodingError {
        let path = JSONPath(codingPath: codingPath(at: location))
        return .dataCorrupted(DecodingError.Context(
            codingPath: [],
            debugDescription: "\(DecodingError.notValidJSON) The value \(whyNotJSON(value, at: path.isRoot ? nil : path))."))
    }

    /// What is wrong with the value at entry `value`, which the lenient or JSON5 reading kept
    /// though JSON cannot hold it: `"\q" at name is not valid JSON: expected …, found 'q' at
    /// line 1, column 12`; in JSON5, `'\uD800' is not valid JSON5`; `Infinity is not a number
    /// JSON can hold`.
    func whyNotJSON(_ value: Int, at path: JSONPath? = nil) -> String {
        guard value >= 0 else { return "null" }
        let entry = unsafe entries[value]
        let text = unsafe OneLineText.escaped(ValueExcerpt.cutWritten(String(decoding: rawText(entry), as: UTF8.self))) + (path.map { " at \($0)" } ?? "")
        guard entry.tag & (Entry.Flags.malformedNumber | Entry.Flags.malformedString) != 0 else {
            return "\(text) is not a number JSON can hold\(positionSuffix(of: value))"
        }
        let isJSON5 = unsafe document.isJSON5
        if !isJSON5, let reason = syntaxError(ofMalformed: value, in: path?.components.last) { return "\(text) is not valid JSON: \(reason)" }
        return "\(text) is not valid JSON\(isJSON5 ? "5" : "")\(positionSuffix(of: value))"
    }

    /// What the strict parser says of the malformed value at entry `value`, read on its own, with
    /// the position in this document (`expected …, found … at line L, column C`); nil when it
    /// finds nothing wrong, which a value marked malformed never is. Text after a value that
    /// reads as one (`1.5` of `1.5.2`) is said as the parser of the whole text says it: what may
    /// follow a value where it is (`',' or ']' after an array element`), given `place`, the
    /// last step of its path.
    private func syntaxError(ofMalformed value: Int, in place: JSONPath.Component?) -> String? {
        let entry = unsafe entries[value]
        let raw = unsafe Array(rawText(entry))
        do {
            _ = try JSONDocument.parse(raw)
            return nil
        } catch {
            // At the value's end, what follows it in the document (`1.}`: found '}', not the end).
            let offset = Int(entry.offset) &+ error.offset
            let found = unsafe error.offset < raw.count ? error.found : TextPosition.describeByte(at: offset, in: bytes)
            var expected = error.expected
            if error.kind == .trailingContent, let place {
                let inObject = if case .key = place { true } else { false }
                expected = Parser.expectedAfterValue(inObject: inObject)
            }
            let reason = "expected \(expected), found \(found)"
            guard let position = unsafe document.position(atOffset: offset) else { return reason }
            return reason + " at line \(position.line), column \(position.column)"
        }
    }

    /// `Expected to decode <type> but found <what> instead, at line L, column C.`
    @inline(never)
    func typeMismatch(_ type: Any.Type, value: Int, at location: ValueLocation) -> DecodingError {
        var message = MessageBytes()
        message.append("Expected to decode ")
        message.append(cachedName(of: type))
        message.append(" but found ")
        describe(value, into: &message)
        message.append(" instead")
        appendPositionSuffix(of: value, to: &message)
        message.append(".")
        return .typeMismatch(type, DecodingError.Context(codingPath: codingPath(at: location), debugDescription: message.text))
    }

    /// `Cannot get value of type <type> -- found null value instead, at line L, column C.`
    @inline(never)
    func valueNotFound(_ type: Any.Type, value: Int, at location: ValueLocation, what: String? = nil) -> DecodingError {
        var message = MessageBytes()
        if let what {
            message.append(what)
        } else {
            message.append("Cannot get value of type ")
            message.append(cachedName(of: type))
        }
        message.append(" -- found null value instead")
        appendPositionSuffix(of: value, to: &message)
        message.append(".")
        return .valueNotFound(type, DecodingError.Context(codingPath: codingPath(at: location), debugDescription: message.text))
    }

    /// A number that does not fit. `JSONDecoder` reports it as invalid JSON at the root (empty
    /// coding path); so do we, and the description says where the number is. The underlying
    /// error is the failure in the functional style's words, placed at the number
    /// (`expected Int8, found number 300 (more than Int8.max)`): a `Decodable` type in a
    /// functional chain (``JSONDecodableByCodable``) reports that, at the number's path, which
    /// the empty coding path does not give.
    @inline(never)
    func numberNotRepresentable(_ type: Any.Type, value: Int, at location: ValueLocation) -> DecodingError {
        // Cut as excerpts are: a number of 5,000 digits made a message of 5,000 characters.
        let text = unsafe value >= 0 ? ValueExcerpt.cut(String(decoding: rawText(entries[value]), as: UTF8.self)) : "null"
        let path = JSONPath(codingPath: codingPath(at: location))
        let place = path.isRoot ? "" : " at \(path)"
        let failure = unsafe value >= 0 ? DecodeError.numberNotHeld(by: type, found: document.value(at: value)) : nil
        // `JSONDecoder` refuses some zeros (`0e1`; see `FoundationZeroScan`), and so do we; such
        // a zero fits any number type, so the sentence says what happened instead.
        let isRefusedZero = unsafe value >= 0 && FoundationZeroScan.isRefusedZero(rawText(entries[value]))
        let why = isRefusedZero ? "is a 0 with an exponent, which JSONDecoder refuses too" : "does not fit in \(type)"
        return .dataCorrupted(DecodingError.Context(
            codingPath: [],
            // No period before an underlying error (see `DocumentDecoder.parse(_:options:)`).
            debugDescription: "\(DecodingError.notValidJSON) The number \(text)\(place) \(why)\(positionSuffix(of: value))\(failure == nil ? "." : "")",
            underlyingError: failure))
    }

    /// `No value associated with key <key> ("<name>"), in the object at line L, column C.`
    @inline(never)
    func keyNotFound(_ key: any CodingKey, inObject object: Int, containerPath: [any CodingKey]) -> DecodingError {
        var message = MessageBytes()
        message.append("No value associated with key ")
        message.append(cachedDescription(of: key))
        message.append(" (\"")
        message.append(key.stringValue)
        message.append("\")")
        appendSnakeCaseSpelling(of: key.stringValue, inObject: object, to: &message)
        if let found = unsafe document.position(ofEntry: object) {
            unsafe lastFailurePosition = found
            message.append(", in the object at ")
            message.append(found)
        }
        message.append(".")
        return .keyNotFound(key, DecodingError.Context(codingPath: containerPath, debugDescription: message.text))
    }

    /// Under `.convertFromSnakeCase`, the key as the JSON would spell it, in `JSONDecoder`'s
    /// words: `, converted to repo_name`, and for a key the conversion cannot give back
    /// (`avatarURL`: `avatar_url` is read as `avatarUrl`) `, with divergent representation
    /// avatarUrl, converted to avatar_url`; when the object has `avatar_url`, which was read but
    /// did not match, `Self.presentUnderSnakeCase` after it. A key written in snake case already
    /// (`case totalCount = "total_count"`, found by an outside tester) is such a key too: the
    /// object's `total_count` is read as `totalCount`, so it can never match.
    private func appendSnakeCaseSpelling(of name: String, inObject object: Int, to message: inout MessageBytes) {
        guard case .convertFromSnakeCase(let convert) = options.keyStrategy else { return }
        var converted = SnakeCaseKeys.toSnakeCase(name, nonASCII: SnakeCaseKeys.toSnakeCaseUnicode)
        let roundTrip = convert(converted)
        guard converted != name || roundTrip != name else { return }
        if roundTrip != name {
            message.append(", with divergent representation ")
            message.append(roundTrip)
        }
        message.append(", converted to ")
        message.append(converted)
        guard roundTrip != name, object >= 0 else { return }
        let entry = unsafe entries[object]
        let isPresent = converted.withUTF8 {
            unsafe firstMember(named: $0, firstKey: entry.firstChild, count: entry.childCount) != nil
        }
        if isPresent { message.append(Self.presentUnderSnakeCase) }
    }

    /// Said after `, converted to avatar_url` when the object has that key: the key is not
    /// missing, its conversion does not give the model's name back.
    static let presentUnderSnakeCase = " (which the object has)"

    /// `valueNotFound` for a container that has no element left.
    @inline(never)
    func atEnd(_ type: Any.Type, message: String, at location: ValueLocation) -> DecodingError {
        .valueNotFound(type, DecodingError.Context(codingPath: codingPath(at: location), debugDescription: message))
    }

    /// `dataCorrupted` at the value's coding path, with its position: `<message>, at line L,
    /// column C.`, or with `showingValue`, `<message> (found a string "x"), at line L, column C.`
    @inline(never)
    func dataCorrupted(_ message: String, value: Int, codingPath: [any CodingKey], showingValue: Bool = false) -> DecodingError {
        var text = MessageBytes()
        text.append(message)
        if showingValue {
            text.append(" (found ")
            describe(value, into: &text)
            text.append(")")
        }
        appendPositionSuffix(of: value, to: &text)
        text.append(".")
        return .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: text.text))
    }

    /// What `"\(type)"` writes (`String(describing: type)` asks the runtime for four protocol
    /// conformances first, ~2,500 instructions, before it comes to this).
    static func name(of type: Any.Type) -> String { _typeName(type, qualified: false) }

    /// ``name(of:)``, kept for the next failure of the same type.
    func cachedName(of type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        if let last = unsafe lastNamedType, last.type == id { return last.name }
        let name = Self.name(of: type)
        unsafe lastNamedType = (id, name)
        return name
    }

    /// What `"\(key)"` writes, kept for the next failure of the same key: a caught
    /// `keyNotFound` repeats for every record that lacks the member
    /// (`(try? c.decode(Int.self, forKey: .count)) ?? 0`), and a key's description (the
    /// standard library's `Keys(stringValue: "count", intValue: nil)`, interpolated) cost ~3,000
    /// instructions, and its interpolation ~2,500 more.
    func cachedDescription(of key: any CodingKey) -> String {
        let type = ObjectIdentifier(Swift.type(of: key))
        let name = key.stringValue
        if let last = unsafe lastDescribedKey, last.type == type, last.stringValue == name, last.intValue == key.intValue {
            return last.description
        }
        let description = "\(key)"
        unsafe lastDescribedKey = (type, name, key.intValue, description)
        return description
    }

    /// `, at line 14, column 22` or nothing when the document has no source text.
    func positionSuffix(of value: Int) -> String {
        var message = MessageBytes()
        appendPositionSuffix(of: value, to: &message)
        return message.text
    }

    /// Appends `, at line 14, column 22`, or nothing when the document has no source text.
    func appendPositionSuffix(of value: Int, to message: inout MessageBytes) {
        guard value >= 0, let position = unsafe document.position(ofEntry: value) else { return }
        unsafe lastFailurePosition = position
        message.append(", at ")
        message.append(position)
    }

    /// Whether `byte` is an ASCII letter.
    private static func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z") }

    /// Appends what a value is, in the words of `JSONDecoder`'s messages, with the value when
    /// short: `a string "12a"`, `number 12.5`, `bool true`, `null`, `a dictionary`, `an array`;
    /// in JSON5, `the unquoted word Nginx`.
    func describe(_ value: Int, into message: inout MessageBytes) {
        switch kind(value) {
        case .null: message.append("null")
        case .true: message.append("bool true")
        case .false: message.append("bool false")
        case .number where unsafe entries[value].tag & Entry.Flags.malformedString != 0:
            // A malformed string (`"\x41"`, a raw tab) kept as a number entry: a string to the
            // reader, shown as written, quotes included.
            message.append("a string ")
            let text = unsafe String(decoding: rawText(entries[value]), as: UTF8.self)
            message.append(OneLineText.escaped(ValueExcerpt.cutWritten(text)))
        case .number where unsafe entries[value].tag & Entry.Flags.malformedNumber != 0 && rawText(entries[value]).first.map(Self.isLetter) == true:
            // JSON5's reading takes a word that starts as `Infinity` or `NaN` do as a number
            // token (`name: Nginx`, `enabled: No`), as Foundation's does; to the reader, it is a
            // word that needs quotes.
            message.append("the unquoted word ")
            message.append(unsafe ValueExcerpt.cut(String(decoding: rawText(entries[value]), as: UTF8.self)))
        case .number:
            message.append("number ")
            // Cut as `numberNotRepresentable` and the functional API cut it: 200 digits were
            // written whole. Up to `scalarLimit` bytes is short whatever the characters.
            let text = unsafe rawText(entries[value])
            if text.count > ValueExcerpt.scalarLimit {
                message.append(unsafe ValueExcerpt.cut(String(decoding: text, as: UTF8.self)))
            } else {
                unsafe message.append(utf8: text)
            }
        case .string:
            message.append("a string ")
            let text = stringValue(ofEntry: value)
            // Up to 40 bytes is up to 40 characters: counted only when longer.
            if text.utf8.count > 40, text.count > 40 {
                message.appendQuoted(String(text.prefix(37)) + "…")
            } else {
                message.appendQuoted(text)
            }
        case .object: message.append("a dictionary")
        case .array: message.append("an array")
        }
    }
}

extension DecodingError {
    /// The context's sentence for a reader: a number that does not fit is "not valid JSON" to
    /// `JSONDecoder`, and so to `FleeceDecoder`'s error (`The given data was not valid JSON. The
    /// number 3.5 at a[3] does not fit in Int …`), but the JSON is valid; the reader is told
    /// only what is wrong with it (`The number 3.5 at a[3] does not fit in Int …`). Containers
    /// are named as JSON names them: `Expected to decode an object but found an array instead`.
    package static func readersSentence(_ context: Context) -> String {
        let said = context.debugDescription
        guard said.hasPrefix(notValidJSON + " The number ") else {
            // The standard sentence names JSON's containers as Swift's types: said as JSON says
            // them (an outside tester's report entry read `Expected to decode Dictionary<String,
            // Any> but found an array instead`).
            return said
                .replacing("Expected to decode Dictionary<String, Any> but", with: "Expected to decode an object but")
                .replacing("Expected to decode Array<Any> but", with: "Expected to decode an array but")
                .replacing(" but found a dictionary instead", with: " but found an object instead")
        }
        return String(said.dropFirst(notValidJSON.count + 1))
    }

    /// What an error whose context says nothing is about (`JSONDecoder`'s for a `Decimal` that
    /// is text: `type mismatch: expected Decimal`), so that a report's entry never ends in
    /// `converted value: ` and `FleeceDecoder.message(for:)` does not fall back on the standard
    /// description, which names the path a second time.
    package var caseSentence: String {
        switch self {
        case .typeMismatch(let type, _): "type mismatch: expected \(type)"
        case .valueNotFound(let type, _): "value not found: expected \(type)"
        case .keyNotFound(let key, _): "missing key \(OneLineText.quoted(key.stringValue))"
        case .dataCorrupted: "data corrupted"
        @unknown default: "\(self)"
        }
    }

    /// The first sentence of `JSONDecoder`'s description of text it could not read.
    package static let notValidJSON = "The given data was not valid JSON."

    /// `missing key "items" in object at line 1, column 1`, as Fleece's own errors say it, for
    /// the standard sentence of `JSONDecoder` and ``DocumentDecoder/keyNotFound(_:inObject:containerPath:)``
    /// (`No value associated with key CodingKeys(stringValue: "items", intValue: nil) ("items")…`),
    /// which shows Swift's internals to the reader; nil for a sentence of the model's own.
    package static func missingKeySentence(_ key: any CodingKey, _ context: Context) -> String? {
        let said = context.debugDescription
        guard said.hasPrefix("No value associated with key ") else { return nil }
        var sentence = said[...]
        var position: Substring?
        if let place = said.ranges(of: ", in the object at ").last {
            let rest = said[place.upperBound...]
            position = rest.hasSuffix(".") ? rest.dropLast() : rest
            sentence = said[..<place.lowerBound]
        }
        // Under `.convertFromSnakeCase` the key is named as the JSON spells it (`repo_name`, not
        // `repoName`), and a key the conversion cannot give back says so.
        // Quoted on one line (see `OneLineText`): a key's U+2028 broke the line, and
        // `FleeceDecoder.message(for:)` made it a space, another key.
        var missing = "missing key \(OneLineText.quoted(key.stringValue))"
        var divergence = ""
        if let converted = sentence.ranges(of: ", converted to ").last {
            var spelled = sentence[converted.upperBound...]
            if spelled.hasSuffix(".") { spelled = spelled.dropLast() }
            let isPresent = spelled.hasSuffix(DocumentDecoder.presentUnderSnakeCase)
            if isPresent { spelled = spelled.dropLast(DocumentDecoder.presentUnderSnakeCase.count) }
            missing = "missing key \(OneLineText.quoted(String(spelled)))"
            if let divergent = sentence[..<converted.lowerBound].ranges(of: ", with divergent representation ").last {
                let readAs = OneLineText.quoted(String(sentence[divergent.upperBound..<converted.lowerBound]))
                let name = OneLineText.quoted(key.stringValue)
                // The advice names the spelling that matches: "give the key in CodingKeys" led
                // a reader to write `case avatarURL = "avatar_url"`, which never matches either.
                let advice = "write its coding key as \(readAs)"
                // The key is there, read as another name: "missing" sent the reader looking
                // for a typo in the JSON.
                if isPresent {
                    return "no key matches; \(OneLineText.quoted(String(spelled))) is in the object"
                        + (position.map { " at \($0)" } ?? "") + " but reads as \(readAs), not \(name): \(advice)"
                }
                divergence = " (read as \(readAs), not \(name): \(advice))"
            }
        }
        if let position { missing += " in object at " + position }
        return missing + divergence
    }
}
