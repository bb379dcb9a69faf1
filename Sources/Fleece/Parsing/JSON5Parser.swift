/// JSON5 as Foundation's `JSONDecoder` reads it when `allowsJSON5` is set, parsed into the same
/// flat index the strict ``Parser`` makes, so that the Codable engine decodes it unchanged.
///
/// The strict parser stays free of JSON5's branches: this one is used only when asked for. It
/// writes a strict JSON copy of the text as it goes (keys quoted, strings re-escaped in JSON's
/// escapes, hexadecimal numbers in decimal, `+` signs and bare decimal points dropped, comments and
/// trailing commas gone), and the index points into that copy; where each value and key starts
/// in both is kept (``JSON5SourceMap``), so that decoding errors name the line and column of the
/// text as written, as syntax errors do. In JSON's grammar (`json5: false`) the index points into the input, positions included.
///
/// What Foundation accepts, and only that:
/// - whitespace: space, tab, LF, CR, vertical tab, form feed, and a lone byte 0xA0; `//` comments
///   to the end of the line and `/* */` comments (an unterminated one is an error);
/// - strings in `"` or `'`; escapes `\" \' \\ \/ \b \f \n \r \t`, `\uXXXX` (surrogates paired, not
///   `\u0000`), `\xXX` (not `\x00`), and a backslash before LF, CR or CRLF, which Foundation keeps
///   as that line break (JSON5 proper drops it); no unescaped control character;
/// - unquoted keys of identifier characters, taken verbatim (`{\u0061: 1}` has the key `\u0061`,
///   as in Foundation);
/// - numbers: an optional `+` or `-`, `Infinity`, `NaN`, hexadecimal `0x…` up to `UInt64.max`,
///   leading or trailing decimal points (`.5`, `5.`), exponents; no leading zeros;
/// - trailing commas in arrays and objects, and with `assumesTopLevelDictionary` an object
///   without braces at the top level (possibly empty).
///
/// One difference remains on purpose: Foundation checks a number's or a string's text only when
/// the value is decoded, so a malformed value that no type asks for goes unnoticed there; here
/// every value is checked as the text is parsed.
// Memory safety: `@safe` because `input` is lent by `parse`'s own `withUnsafeBufferPointer`, whose
// scope the parser never leaves, and every read of it is at a position checked against
// `input.count` first.
@safe struct JSON5Parser {
    private let input: UnsafeBufferPointer<UInt8>
    private let maximumDepth: Int
    /// False for JSON read as `JSONDecoder` reads it (see ``parse(_:options:json5:assumesTopLevelDictionary:)``).
    private let isJSON5: Bool
    /// What a value is called in errors: `a JSON5 value`, or `a JSON value` when the grammar is
    /// JSON's (a top-level dictionary without its braces, read without JSON5).
    private var valueWord: String { isJSON5 ? "a JSON5 value" : "a JSON value" }
    private let allowsTrailingCommas: Bool
    /// Whether malformed numbers and strings are recorded as such (`JSONDecoder`'s way) rather
    /// than rejected (RFC 8259's). Always so for JSON5.
    private let lazyValues: Bool
    /// In JSON's grammar every value's text is already JSON, so the index points into the input
    /// itself (and errors keep their lines and columns); the copy is written but not kept.
    private var mirrorsInput: Bool { !isJSON5 }
    private var position = 0
    /// True while reading a string value whose error, if any, is caught and recorded as a
    /// malformed value: `makeError` then skips the line and column, a scan from the start of the
    /// input that, once per bad string, made a text of many bad strings quadratic.
    private var errorsAreDiscarded = false
    /// The last string value read on past a raw line break (which Foundation lets pass until
    /// the value is decoded): where the break is, and where the string ends. See
    /// ``stringLeftOpen(explaining:)``.
    private var lastStringOverLines: (lineBreak: Int, end: Int, quote: UInt8)?
    /// The strict JSON copy the index points into.
    private var output: [UInt8] = []
    /// Entries of the open containers' children, in order; the innermost container's are last.
    private var pending: [Entry] = []
    /// Entries whose container has closed, each container's children contiguous.
    private var finished: [Entry] = []
    /// The open containers, innermost last.
    private var open: [OpenContainer] = []
    /// Where each value and key starts, in order, when the index points into `output`: its
    /// offset in `output` in the high 32 bits, in the input in the low (see ``JSON5SourceMap``).
    private var starts: [UInt64] = []

    private struct OpenContainer {
        var isObject: Bool
        /// The top-level object of `assumesTopLevelDictionary`, which ends at the end of input.
        var isBraceless: Bool
        var offset: UInt32
        /// Its bracket's offset in the input, for an error that names it.
        var inputOffset: UInt32
        var firstPending: Int
    }

    /// Parses `bytes` (UTF-8, an optional byte-order mark first) into a document.
    ///
    /// With `json5` false, the grammar is JSON's (trailing commas as `options` say), read the
    /// way `JSONDecoder` reads it without JSON5: malformed numbers and strings (`01`, `1.`,
    /// `"\x41"`, a lone surrogate) are found only when decoded. `FleeceDecoder` uses that where
    /// the strict parser fails, and for `assumesTopLevelDictionary`.
    /// - Throws: ``JSONSyntaxError`` with the position in `bytes`.
    /// With `lazyValues` false (JSON only), malformed values are syntax errors, as in the strict
    /// parser: ``JSONDocument/parse(_:options:)`` reads trailing commas this way.
    static func parse(_ bytes: [UInt8], options: JSONParsingOptions, json5: Bool = true, assumesTopLevelDictionary: Bool,
                      lazyValues: Bool = true) throws(JSONSyntaxError) -> JSONDocument {
        // Memory safety: the parser holds `buffer` only inside the closure that lends it, and what
        // leaves the closure (entries and the copied text) holds no pointer.
        let limit = min(options.maximumInputSize, JSONParsingOptions.addressableInputSize)
        let parsed = try unsafe bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var parser = unsafe JSON5Parser(input: buffer, maximumDepth: max(options.maximumDepth, 0), isJSON5: json5,
                                     allowsTrailingCommas: json5 || options.allowsTrailingCommas, lazyValues: json5 || lazyValues)
            if buffer.count > limit {
                throw JSONSyntaxError(kind: .tooLarge(limit: limit), expected: "at most \(limit) bytes of input",
                                      found: "\(buffer.count) bytes", offset: 0, line: 1, column: 1)
            }
            do throws(JSONSyntaxError) {
                try parser.parse(assumesTopLevelDictionary: assumesTopLevelDictionary)
            } catch {
                throw parser.stringLeftOpen(explaining: error) ?? parser.namingOpenContainer(error)
            }
            // The copy can be longer than the input (quoted keys, escaped quotes): it must fit too.
            if parser.output.count > limit {
                throw JSONSyntaxError(kind: .tooLarge(limit: limit), expected: "at most \(limit) bytes of input",
                                      found: "\(parser.output.count) bytes once written as JSON", offset: 0, line: 1, column: 1)
            }
            let map = parser.mirrorsInput ? nil : JSON5SourceMap(text: bytes, starts: parser.starts)
            return (parser.mirrorsInput ? bytes : parser.output, parser.finished, map)
        }
        return JSONDocument(bytes: parsed.0, entries: parsed.1, rootIndex: parsed.1.count - 1, hasSourceText: parsed.2 == nil,
                            isJSON5: json5, json5Source: parsed.2)
    }

    private init(input: UnsafeBufferPointer<UInt8>, maximumDepth: Int, isJSON5: Bool, allowsTrailingCommas: Bool, lazyValues: Bool) {
        // Memory safety: stores the buffer lent by `parse`, which the parser never outlives.
        unsafe self.input = unsafe input
        self.maximumDepth = maximumDepth
        self.isJSON5 = isJSON5
        self.allowsTrailingCommas = allowsTrailingCommas
        self.lazyValues = lazyValues
        output.reserveCapacity(input.count + 16)
    }

    private mutating func parse(assumesTopLevelDictionary: Bool) throws(JSONSyntaxError) {
        // Memory safety, for every `unsafe` in the parser's methods below: they read `input` (lent
        // for the parser's whole life by
        // `parse(_:options:json5:assumesTopLevelDictionary:lazyValues:)`) at positions checked
        // against `input.count` first, or take slices (`rebasing:`) of ranges that end at most at
        // `input.count`, used before the method returns.
        if unsafe input.count >= 3, unsafe input[0] == 0xEF, unsafe input[1] == 0xBB, unsafe input[2] == 0xBF { position = 3 }
        let first = try skipWhitespace()
        if assumesTopLevelDictionary, first != UInt8(ascii: "{") {
            try openContainer(isObject: true, isBraceless: true)
            if first == nil {
                closeContainer()
            } else {
                try parseKeyAndColon()
                try parseValues()
            }
        } else {
            guard first != nil else { throw makeError(.emptyInput, expected: valueWord) }
            try parseValues()
        }
        if try skipWhitespace() != nil {
            throw makeError(.trailingContent, expected: "end of input after the \(isJSON5 ? "JSON5" : "JSON") value")
        }
        finished.append(contentsOf: pending)
    }

    // MARK: - Structure

    /// Parses one value and everything nested in it (or, with an open braceless object, the rest
    /// of that object), iteratively.
    private mutating func parseValues() throws(JSONSyntaxError) {
        nextValue: while true {
            guard let byte = try skipWhitespace() else {
                throw makeError(.unexpectedEndOfInput, expected: valueWord)
            }
            switch byte {
            case UInt8(ascii: "\""):
                try parseString(quote: byte)
            case UInt8(ascii: "'") where isJSON5:
                try parseString(quote: byte)
            case UInt8(ascii: "{"):
                try openContainer(isObject: true, isBraceless: false)
                if try skipWhitespace() == UInt8(ascii: "}") {
                    position += 1
                    closeContainer()
                } else {
                    try parseKeyAndColon()
                    continue nextValue
                }
            case UInt8(ascii: "["):
                try openContainer(isObject: false, isBraceless: false)
                if try skipWhitespace() == UInt8(ascii: "]") {
                    position += 1
                    closeContainer()
                } else {
                    continue nextValue
                }
            case UInt8(ascii: "t"):
                try parseLiteral("true", kind: .true)
            case UInt8(ascii: "f"):
                try parseLiteral("false", kind: .false)
            case UInt8(ascii: "n"):
                try parseLiteral("null", kind: .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try parseNumber()
            case UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "I"), UInt8(ascii: "N"):
                guard isJSON5 else { throw makeError(.unexpectedCharacter, expected: "a JSON value") }
                try parseNumber()
            default:
                throw makeError(.unexpectedCharacter, expected: valueWord)
            }

            // A value is complete: continue or close the containers around it.
            while let container = open.last {
                let closer = container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                let expected = container.isBraceless
                    ? "',' or the end of input after an object member"
                    : container.isObject ? "',' or '}' after an object member" : "',' or ']' after an array element"
                guard let byte = try skipWhitespace() else {
                    guard container.isBraceless else { throw makeError(.unexpectedEndOfInput, expected: expected) }
                    closeContainer()
                    continue
                }
                if byte == UInt8(ascii: ",") {
                    position += 1
                    // A trailing comma: the container may end right after it.
                    let next = try skipWhitespace()
                    if allowsTrailingCommas, container.isBraceless ? next == nil : next == closer {
                        if !container.isBraceless { position += 1 }
                        closeContainer()
                        continue
                    }
                    if container.isObject { try parseKeyAndColon() }
                    continue nextValue
                }
                guard byte == closer, !container.isBraceless else {
                    throw makeError(.unexpectedCharacter, expected: expected)
                }
                position += 1
                closeContainer()
            }
            return
        }
    }

    /// Writes the separator before the next child of the innermost container: `,` between
    /// elements and members, `:` between a key and its value.
    private mutating func writeSeparator() {
        guard let container = open.last else { return }
        let children = pending.count - container.firstPending
        if container.isObject && children % 2 == 1 {
            output.append(UInt8(ascii: ":"))
        } else if children > 0 {
            output.append(UInt8(ascii: ","))
        }
    }

    /// Records that the value or key written next in `output` starts at `inputOffset` (when the
    /// index points into `output`).
    @inline(__always)
    private mutating func markStart(ofInput inputOffset: Int) {
        guard !mirrorsInput else { return }
        starts.append(UInt64(truncatingIfNeeded: output.count) << 32 | UInt64(truncatingIfNeeded: inputOffset))
    }

    private mutating func openContainer(isObject: Bool, isBraceless: Bool) throws(JSONSyntaxError) {
        if open.count >= maximumDepth {
            throw makeError(.tooDeep(limit: maximumDepth), expected: "at most \(maximumDepth) nested arrays and objects")
        }
        writeSeparator()
        markStart(ofInput: position)
        open.append(OpenContainer(isObject: isObject, isBraceless: isBraceless,
                                  offset: UInt32(truncatingIfNeeded: mirrorsInput ? position : output.count),
                                  inputOffset: UInt32(truncatingIfNeeded: position), firstPending: pending.count))
        output.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        if !isBraceless { position += 1 }
    }

    /// Moves the innermost container's children to `finished` and records the container itself
    /// as a child of its parent.
    private mutating func closeContainer() {
        guard let container = open.popLast() else { return }
        output.append(container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        let firstChild = finished.count
        let childEntries = pending.count - container.firstPending
        finished.append(contentsOf: pending[container.firstPending...])
        pending.removeSubrange(container.firstPending...)
        let count = container.isObject ? childEntries / 2 : childEntries
        let kind: Entry.Kind = container.isObject ? .object : .array
        pending.append(Entry(
            offset: container.offset, tag: kind.rawValue,
            payload: UInt64(truncatingIfNeeded: firstChild) << 32 | UInt64(truncatingIfNeeded: count)))
    }

    /// Parses a key (quoted or not) and the `:` after it, leaving the position at the value.
    private mutating func parseKeyAndColon() throws(JSONSyntaxError) {
        guard let byte = try skipWhitespace() else {
            throw makeError(.unexpectedEndOfInput, expected: "an object key")
        }
        if byte == UInt8(ascii: "\"") || (isJSON5 && byte == UInt8(ascii: "'")) {
            try parseString(quote: byte, isKey: true)
        } else if isJSON5 {
            try parseUnquotedKey()
        } else {
            throw makeError(.unexpectedCharacter, expected: "a string key")
        }
        guard let colon = try skipWhitespace() else {
            throw makeError(.unexpectedEndOfInput, expected: "':' after an object key")
        }
        guard colon == UInt8(ascii: ":") else {
            throw makeError(.unexpectedCharacter, expected: "':' after an object key")
        }
        position += 1
    }

    // MARK: - Whitespace and comments

    /// Skips whitespace and comments; returns the next byte, or nil at the end of input.
    private mutating func skipWhitespace() throws(JSONSyntaxError) -> UInt8? {
        while unsafe position < input.count {
            let byte = unsafe input[position]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"):
                position = afterSpaces(from: position + 1)
            case UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                position += 1
            case 0x0B, 0x0C, 0xA0:
                guard isJSON5 else { return byte }
                // 0xA0 alone, not U+00A0 (C2 A0): Foundation compares bytes with the code point.
                position += 1
            case UInt8(ascii: "/") where isJSON5:
                guard unsafe position + 1 < input.count else { return byte }
                switch unsafe input[position + 1] {
                case UInt8(ascii: "/"):
                    position += 2
                    while unsafe position < input.count, unsafe input[position] != UInt8(ascii: "\n"), unsafe input[position] != UInt8(ascii: "\r") {
                        position += 1
                    }
                case UInt8(ascii: "*"):
                    let start = position
                    position += 2
                    while true {
                        guard unsafe position + 1 < input.count else {
                            // At the end, where it is missing; the message says where the comment starts.
                            let (line, column) = unsafe TextPosition.lineAndColumn(of: start, in: input)
                            position = unsafe input.count
                            throw makeError(.unexpectedEndOfInput, expected: "'*/' to close the comment at line \(line), column \(column)")
                        }
                        if unsafe input[position] == UInt8(ascii: "*"), unsafe input[position + 1] == UInt8(ascii: "/") {
                            position += 2
                            break
                        }
                        position += 1
                    }
                default:
                    return byte
                }
            default:
                return byte
            }
        }
        return nil
    }

    /// The position of the first byte from `start` on that is not a space, found eight bytes a
    /// step (`SpaceRun`), or `start` when only the last few bytes are left, for the switch to
    /// take one by one: indentation, a pretty-printed document's commonest whitespace, went
    /// through the switch a byte at a time (skipping whitespace in indented twitter.json: 3.96M →
    /// 3.24M instructions of a 27.3M decode; callgrind).
    @inline(__always)
    private func afterSpaces(from start: Int) -> Int {
        // Memory safety: the input is lent for the call.
        guard let base = unsafe input.baseAddress else { return start }
        return unsafe SpaceRun.end(from: start, in: base, count: input.count) ?? start
    }

    // MARK: - Literals and numbers

    private mutating func parseLiteral(_ word: StaticString, kind: Entry.Kind) throws(JSONSyntaxError) {
        let start = position
        var matched = 0
        let length = word.utf8CodeUnitCount
        while matched < length, unsafe position < input.count, unsafe input[position] == word.utf8Start[matched] {
            position += 1
            matched += 1
        }
        guard matched == length else {
            throw unsafe makeError(position < input.count ? .unexpectedCharacter : .unexpectedEndOfInput, expected: "'\(word)'")
        }
        writeSeparator()
        markStart(ofInput: start)
        pending.append(Entry(offset: UInt32(truncatingIfNeeded: mirrorsInput ? start : output.count), tag: kind.rawValue, payload: 0))
        unsafe output.append(contentsOf: UnsafeBufferPointer(start: word.utf8Start, count: length))
    }

    /// A number: the token Foundation takes (digits, signs, points and letters), checked against
    /// the JSON5 grammar and written in JSON's grammar, except `Infinity` and `NaN`, which are
    /// written as such and flagged.
    private mutating func parseNumber() throws(JSONSyntaxError) {
        let start = position
        position += 1
        if isJSON5 {
            while unsafe position < input.count, unsafe Self.isNumberTokenByte(input[position]) { position += 1 }
        } else {
            // Foundation's JSON scanner takes digits, points, signs and exponent letters.
            while unsafe position < input.count, unsafe Self.isJSONNumberTokenByte(input[position]) { position += 1 }
        }
        let token = unsafe UnsafeBufferPointer(rebasing: input[start..<position])
        writeSeparator()
        markStart(ofInput: start)
        let offset = output.count
        var tag = Entry.Kind.number.rawValue
        if !isJSON5 {
            if unsafe NumberConversion.isJSONNumber(token) {
                unsafe output.append(contentsOf: token)
                if unsafe token.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }) {
                    tag |= Entry.Flags.hasFractionOrExponent
                }
            } else {
                guard lazyValues else {
                    position = start
                    throw makeError(.invalidNumber, expected: "a number in JSON's grammar")
                }
                unsafe output.append(contentsOf: token)
                tag |= Entry.Flags.hasFractionOrExponent | Entry.Flags.malformedNumber
            }
        } else if let written = unsafe JSON5Number(token) {
            output.append(contentsOf: written.text)
            if written.hasFractionOrExponent { tag |= Entry.Flags.hasFractionOrExponent }
            if written.isHexadecimal { tag |= Entry.Flags.hexadecimal }
            if written.isNonFinite { tag |= Entry.Flags.hasFractionOrExponent | Entry.Flags.nonFinite }
        } else {
            // Foundation takes any such token and finds it malformed only when it is decoded.
            unsafe output.append(contentsOf: token)
            tag |= Entry.Flags.hasFractionOrExponent | Entry.Flags.malformedNumber
        }
        // In JSON's grammar the text written is the token itself.
        pending.append(Entry(offset: UInt32(truncatingIfNeeded: mirrorsInput ? start : offset), tag: tag,
                             payload: UInt64(truncatingIfNeeded: output.count - offset)))
    }

    private static func isJSONNumberTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"),
             UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default:
            false
        }
    }

    private static func isNumberTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"),
             UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            true
        default:
            false
        }
    }

    // MARK: - Strings

    /// A string in `quote`, written as a JSON string. A value (not a key) with a bad escape or
    /// character is recorded as malformed, since Foundation finds that only when it is decoded.
    private mutating func parseString(quote: UInt8, isKey: Bool = false) throws(JSONSyntaxError) {
        writeSeparator()
        let start = output.count
        let sourceStart = position
        markStart(ofInput: sourceStart)
        let isLazy = !isKey && lazyValues
        errorsAreDiscarded = isLazy
        do {
            try parseStringContent(quote: quote, start: start)
            errorsAreDiscarded = false
        } catch {
            errorsAreDiscarded = false
            if !isLazy { throw error }
            // Foundation's own scan to the closing quote, with its errors (end of input, a quote
            // inside a \u or \x escape); what it lets pass is malformed, not wrong yet.
            output.removeSubrange(start...)
            if let lineBreak = try skipMalformedString(from: sourceStart, quote: quote) {
                lastStringOverLines = (lineBreak, position, quote)
            }
            unsafe output.append(contentsOf: input[sourceStart..<position])
            pending.append(Entry(
                offset: UInt32(truncatingIfNeeded: mirrorsInput ? sourceStart : start),
                tag: Entry.Kind.number.rawValue | Entry.Flags.hasFractionOrExponent | Entry.Flags.malformedString,
                payload: UInt64(truncatingIfNeeded: output.count - start)))
        }
    }

    /// Skips a string from its opening quote at `start` as Foundation's scanner does, which
    /// checks only where the string ends, and returns the offset of its first line break not
    /// escaped, if it has one (the string then runs on where a closing quote may be left out).
    private mutating func skipMalformedString(from start: Int, quote: UInt8) throws(JSONSyntaxError) -> Int? {
        var lineBreak: Int?
        position = start + 1
        while unsafe position < input.count {
            let byte = unsafe input[position]
            position += 1
            if byte == quote { return lineBreak }
            if lineBreak == nil, Self.isLineBreak(byte) { lineBreak = position - 1 }
            guard byte == UInt8(ascii: "\\") else { continue }
            guard unsafe position < input.count else { break }
            let escape = unsafe input[position]
            position += 1
            // `\x` takes two digits in JSON5 only; in JSON it is a bad escape, found when decoded.
            let digits = escape == UInt8(ascii: "u") ? 4 : escape == UInt8(ascii: "x") && isJSON5 ? 2 : 0
            if lineBreak == nil, digits > 0 {
                lineBreak = unsafe input[position..<min(position + digits, input.count)].firstIndex(where: Self.isLineBreak)
            }
            guard unsafe position + digits <= input.count else { break }
            if let end = unsafe input[position..<position + digits].firstIndex(of: quote) {
                // At the first byte that is no digit (the quote, or one before it).
                position = unsafe input[position..<end].firstIndex { hexDigitValue($0) == nil } ?? end
                throw makeError(.invalidEscape, expected: "\(digits) hexadecimal digits in the escape")
            }
            position += digits
        }
        // A string left open: where its first line ends, when it runs on past one (a closing
        // quote left out), else at the end of the text.
        position = unsafe lineBreak ?? input.count
        throw makeError(.unexpectedEndOfInput, expected: "\(quote == UInt8(ascii: "'") ? "\"'\"" : "'\"'") to close the string")
    }

    /// The error to throw instead of `error` when a closing quote left out explains it: the
    /// string before it ran on past a line break (`"name": "svc,` and a new line reads as a string
    /// up to the next quote), and the reading stumbled right after that string's end, over the key
    /// that followed, a line or more below the mistake. The error is then at the line break.
    private func stringLeftOpen(explaining error: JSONSyntaxError) -> JSONSyntaxError? {
        guard let string = lastStringOverLines, error.offset >= string.end,
              unsafe input[string.end..<min(error.offset, input.count)].allSatisfy(Parser.isWhitespace) else { return nil }
        var parser = self
        parser.position = string.lineBreak
        return parser.makeError(.controlCharacterInString, expected: "\(string.quote == UInt8(ascii: "'") ? "\"'\"" : "'\"'") to close the string")
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// The content of a valid string, from its opening quote at the position to its closing one.
    private mutating func parseStringContent(quote: UInt8, start: Int) throws(JSONSyntaxError) {
        let sourceStart = position
        var escaped = false
        output.append(UInt8(ascii: "\""))
        position += 1
        // Bytes written as they are (printable ASCII but quotes and backslashes, and checked UTF-8)
        // are copied a run at a time: a byte at a time, the copy was a third of parsing text.
        var run = position
        while true {
            guard unsafe position < input.count else {
                throw makeError(.unexpectedEndOfInput, expected: "\(quote == UInt8(ascii: "'") ? "\"'\"" : "'\"'") to close the string")
            }
            // The run's plain ASCII, sixteen bytes a step (`ByteBlock`, as the strict parser
            // scans), then a byte at a time near the end, in a local index kept in a register.
            var index = position
            let end = unsafe input.count
            // Memory safety: each block's sixteen bytes lie below `end`, the input's count.
            if let base = unsafe input.baseAddress {
                while index &+ 16 <= end {
                    let block = unsafe ByteBlock(at: base + index)
                    let stop = min(block.stringSpecials.first, block.lanes(equalTo: quote).first)
                    index &+= stop
                    if stop < 16 { break }
                }
            }
            while index < end {
                let byte = unsafe input[index]
                guard byte >= 0x20, byte < 0x80, byte != quote, byte != UInt8(ascii: "\\"), byte != UInt8(ascii: "\"") else { break }
                index &+= 1
            }
            position = index
            guard unsafe position < input.count else { continue }
            let byte = unsafe input[position]
            if byte >= 0x80 {
                position += try utf8SequenceLength()
                continue
            }
            unsafe output.append(contentsOf: UnsafeBufferPointer(rebasing: input[run..<position]))
            if byte == quote {
                position += 1
                break
            } else if byte == UInt8(ascii: "\\") {
                try parseEscape(escaped: &escaped)
            } else if byte == UInt8(ascii: "\"") {
                // A double quote inside a single-quoted string.
                output.append(UInt8(ascii: "\\"))
                output.append(byte)
                escaped = true
                position += 1
            } else {
                throw makeError(.controlCharacterInString, expected: "no unescaped control character in a string")
            }
            run = position
        }
        output.append(UInt8(ascii: "\""))
        if mirrorsInput {
            // The input's own text, escapes as written: JSON's, which the unescaper reads.
            let content = unsafe input[(sourceStart + 1)..<(position - 1)]
            unsafe pending.append(Entry(
                offset: UInt32(truncatingIfNeeded: sourceStart),
                tag: Entry.Kind.string.rawValue | (content.contains(UInt8(ascii: "\\")) ? Entry.Flags.hasEscapes : 0),
                payload: UInt64(truncatingIfNeeded: content.count)))
            return
        }
        pending.append(Entry(
            offset: UInt32(truncatingIfNeeded: start),
            tag: Entry.Kind.string.rawValue | (escaped ? Entry.Flags.hasEscapes : 0),
            payload: UInt64(truncatingIfNeeded: output.count - start - 2)))
    }

    /// One escape at the position (the backslash), written as JSON.
    private mutating func parseEscape(escaped: inout Bool) throws(JSONSyntaxError) {
        guard unsafe position + 1 < input.count else {
            position += 1
            throw makeError(.unexpectedEndOfInput, expected: "an escape character after '\\'")
        }
        let character = unsafe input[position + 1]
        position += 2
        switch character {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            writeScalar(UInt32(character), escaped: &escaped)
        case UInt8(ascii: "'") where isJSON5:
            writeScalar(UInt32(character), escaped: &escaped)
        case UInt8(ascii: "b"): writeScalar(0x08, escaped: &escaped)
        case UInt8(ascii: "f"): writeScalar(0x0C, escaped: &escaped)
        case UInt8(ascii: "n"): writeScalar(0x0A, escaped: &escaped)
        case UInt8(ascii: "\n") where isJSON5: writeScalar(0x0A, escaped: &escaped)
        case UInt8(ascii: "t"): writeScalar(0x09, escaped: &escaped)
        case UInt8(ascii: "r"): writeScalar(0x0D, escaped: &escaped)
        case UInt8(ascii: "\r") where isJSON5:
            writeScalar(0x0D, escaped: &escaped)
            if unsafe position < input.count, unsafe input[position] == UInt8(ascii: "\n") {
                writeScalar(0x0A, escaped: &escaped)
                position += 1
            }
        case UInt8(ascii: "u"):
            let escapeStart = position - 2
            let unit = try readHex(digits: 4)
            var scalar = UInt32(unit)
            if unit == 0 && isJSON5 {
                position = escapeStart
                throw makeError(.invalidEscape, expected: "no \\u0000 in a JSON5 string")
            } else if unit & 0xFC00 == 0xD800 {
                // The error is at what follows the high surrogate, as in the strict parser.
                guard unsafe position + 1 < input.count, unsafe input[position] == UInt8(ascii: "\\"), unsafe input[position + 1] == UInt8(ascii: "u") else {
                    throw makeError(.loneSurrogate, expected: "a low surrogate escape (\\uDC00-\\uDFFF) after the high surrogate")
                }
                let lowStart = position
                position += 2
                let low = try readHex(digits: 4)
                guard low & 0xFC00 == 0xDC00 else {
                    position = lowStart
                    throw makeError(.loneSurrogate, expected: "a low surrogate escape (\\uDC00-\\uDFFF) after the high surrogate")
                }
                scalar = 0x10000 + (UInt32(unit & 0x3FF) << 10 | UInt32(low & 0x3FF))
            } else if unit & 0xFC00 == 0xDC00 {
                position = escapeStart
                throw makeError(.loneSurrogate, expected: "a high surrogate escape before the low surrogate")
            }
            writeScalar(scalar, escaped: &escaped)
        case UInt8(ascii: "x") where isJSON5:
            let escapeStart = position - 2
            let value = try readHex(digits: 2)
            guard value != 0 else {
                position = escapeStart
                throw makeError(.invalidEscape, expected: "no \\x00 in a JSON5 string")
            }
            writeScalar(UInt32(value), escaped: &escaped)
        default:
            position -= 1
            throw makeError(.invalidEscape, expected: "an escape character ('\"', ''', '\\\\', '/', 'b', 'f', 'n', 'r', 't', 'u', 'x' or a line break) after '\\'")
        }
    }

    /// Reads `digits` hexadecimal digits at the position.
    private mutating func readHex(digits: Int) throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<digits {
            guard unsafe position < input.count else {
                throw makeError(.unexpectedEndOfInput, expected: "\(digits) hexadecimal digits in the escape")
            }
            guard let digit = unsafe hexDigitValue(input[position]) else {
                throw makeError(.invalidEscape, expected: "\(digits) hexadecimal digits in the escape")
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }

    /// Writes one scalar into a JSON string: `"`, `\` and control characters escaped.
    private mutating func writeScalar(_ scalar: UInt32, escaped: inout Bool) {
        switch scalar {
        case UInt32(UInt8(ascii: "\"")), UInt32(UInt8(ascii: "\\")):
            output.append(UInt8(ascii: "\\"))
            output.append(UInt8(truncatingIfNeeded: scalar))
            escaped = true
        case 0..<0x20:
            output.append(contentsOf: Array("\\u00".utf8))
            output.append(Self.hexDigit(scalar >> 4))
            output.append(Self.hexDigit(scalar & 0xF))
            escaped = true
        default:
            guard let unicode = Unicode.Scalar(scalar) else { return }
            output.append(contentsOf: UTF8.encode(unicode) ?? UTF8.EncodedScalar())
        }
    }

    private static func hexDigit(_ value: UInt32) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + UInt8(value) : UInt8(ascii: "A") + UInt8(value - 10)
    }

    /// An unquoted key: identifier characters (and `\u`/`\x` escapes of them), kept verbatim as
    /// Foundation keeps them, written as a JSON string.
    private mutating func parseUnquotedKey() throws(JSONSyntaxError) {
        let keyStart = position
        writeSeparator()
        markStart(ofInput: keyStart)
        let start = output.count
        var escaped = false
        output.append(UInt8(ascii: "\""))
        while unsafe position < input.count {
            let scalarStart = position
            let scalar: Unicode.Scalar
            if unsafe input[position] == UInt8(ascii: "\\") {
                guard unsafe position + 1 < input.count else {
                    position += 1
                    throw makeError(.unexpectedEndOfInput, expected: "an escape in the key")
                }
                let digits: Int
                switch unsafe input[position + 1] {
                case UInt8(ascii: "u"): digits = 4
                case UInt8(ascii: "x"): digits = 2
                default:
                    position += 1
                    throw makeError(.invalidEscape, expected: "'u' or 'x' after '\\' in an unquoted key")
                }
                position += 2
                let value = try readHex(digits: digits)
                guard let decoded = Unicode.Scalar(UInt32(value)) else {
                    position = scalarStart
                    throw makeError(.loneSurrogate, expected: "an escaped character in an unquoted key")
                }
                scalar = decoded
            } else if unsafe input[position] < 0x80 {
                scalar = unsafe Unicode.Scalar(input[position])
                position += 1
            } else {
                let length = try utf8SequenceLength()
                scalar = unsafe Self.decodeScalar(UnsafeBufferPointer(rebasing: input[position..<position + length]))
                position += length
            }
            // Foundation checks the first character only when it is not an escape.
            let isFirst = unsafe scalarStart == keyStart && input[keyStart] != UInt8(ascii: "\\")
            guard isFirst ? Self.isKeyStart(scalar) : Self.isKeyContinuation(scalar) else {
                position = scalarStart
                if scalarStart == keyStart { throw makeError(.unexpectedCharacter, expected: "an object key (quoted, or an identifier)") }
                break
            }
            // Verbatim: an escape stays its backslash and digits.
            for unsafe byte in unsafe input[scalarStart..<position] {
                if byte == UInt8(ascii: "\\") {
                    output.append(UInt8(ascii: "\\"))
                    escaped = true
                }
                output.append(byte)
            }
        }
        if unsafe position == input.count, keyStart == position {
            throw makeError(.unexpectedEndOfInput, expected: "an object key")
        }
        output.append(UInt8(ascii: "\""))
        pending.append(Entry(
            offset: UInt32(truncatingIfNeeded: start),
            tag: Entry.Kind.string.rawValue | (escaped ? Entry.Flags.hasEscapes : 0),
            payload: UInt64(truncatingIfNeeded: output.count - start - 2)))
    }

    /// ECMAScript's IdentifierStart, as JSON5 defines unquoted keys.
    private static func isKeyStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "$" || scalar == "_" { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber: return true
        default: return false
        }
    }

    /// ECMAScript's IdentifierPart.
    private static func isKeyContinuation(_ scalar: Unicode.Scalar) -> Bool {
        if isKeyStart(scalar) || scalar.value == 0x200C || scalar.value == 0x200D { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }

    private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar {
        var iterator = unsafe bytes.makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = unsafe decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    /// The length of the valid multi-byte UTF-8 sequence at the position (RFC 3629).
    private func utf8SequenceLength() throws(JSONSyntaxError) -> Int {
        let lead = unsafe input[position]
        let length: Int
        var secondLow: UInt8 = 0x80
        var secondHigh: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondLow = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondHigh = 0x9F
        case 0xF0: length = 4; secondLow = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondHigh = 0x8F
        default: throw makeError(.invalidUTF8, expected: "valid UTF-8")
        }
        for index in 1..<length {
            let at = position + index
            guard unsafe at < input.count else { throw makeError(.unexpectedEndOfInput, expected: "the rest of a UTF-8 sequence") }
            let byte = unsafe input[at]
            guard byte >= (index == 1 ? secondLow : 0x80), byte <= (index == 1 ? secondHigh : 0xBF) else {
                throw makeError(.invalidUTF8, expected: "valid UTF-8")
            }
        }
        return length
    }

    // MARK: - Errors

    private func makeError(_ kind: JSONSyntaxError.Kind, expected: String) -> JSONSyntaxError {
        let at = unsafe min(position, input.count)
        if errorsAreDiscarded {
            return JSONSyntaxError(kind: kind, expected: expected, found: "", offset: at, line: 0, column: 0)
        }
        let (line, column) = unsafe TextPosition.lineAndColumn(of: at, in: input)
        return unsafe JSONSyntaxError(
            kind: kind, expected: expected, found: TextPosition.describeByte(at: at, in: input),
            offset: at, line: line, column: column)
    }

    /// `error`, thrown by this parser, naming the innermost container left open where
    /// `JSONSyntaxError.namingUnclosedContainer` says, unless it is a braceless top-level
    /// object, which has no bracket.
    private func namingOpenContainer(_ error: JSONSyntaxError) -> JSONSyntaxError {
        guard let container = open.last, !container.isBraceless else { return error }
        return unsafe error.namingUnclosedContainer(at: Int(container.inputOffset), isObject: container.isObject, in: input)
    }
}
