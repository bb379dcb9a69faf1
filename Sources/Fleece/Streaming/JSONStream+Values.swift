/// Concatenated values and arrays: a small state machine walks the grammar around the records
/// (commas, brackets, and for `.array(at:)` the objects on the way to the array), and the
/// `ValueScanner` finds where each value ends. Records are parsed into documents; values off
/// the path are checked by a `SyntaxChecker` as their bytes arrive, and copied into the
/// envelope's text (see `EnvelopeText`), never parsed until the envelope is asked for.
extension JSONStream {
    /// Where the grammar is between values.
    enum OuterState: Sendable, Equatable {
        case start
        /// A value comes next.
        case value
        /// After `{` of an object on the path: a key or `}`.
        case objectFirst
        /// After `,` in an object on the path: a key.
        case objectKey
        /// After a key: `:`.
        case colon
        /// After a member's value: `,` or `}`.
        case objectNext
        /// After `[` of the records' array: an element or `]`.
        case arrayFirst
        /// After `,` in the records' array: an element.
        case arrayElement
        /// After an element: `,` or `]`.
        case arrayNext
        /// Inside a value, which the `ValueScanner` reads.
        case inValue
        /// After the document: only whitespace may follow.
        case end
    }

    /// An open container the state machine walks through.
    enum Frame: Sendable {
        /// An object on the path to the records' array.
        case object
        /// The records' array.
        case target
    }

    /// What the value being scanned is.
    enum ValueRole: Sendable {
        case record
        /// Off the path: checked and dropped.
        case skip
        /// A key of an object on the path.
        case key
        /// On the path, but not an array where the records are, or not an object before.
        case wrongTarget
    }

    mutating func nextValue() throws -> StreamRecord? {
        // Memory safety, for every `unsafe` in this extension: the stream's buffer is lent to each
        // closure for its call and read at indices below its count (`scan`, `end`, `index` are
        // positions in it); nothing keeps a pointer.
        let limit = min(options.maximumInputSize, JSONParsingOptions.addressableInputSize)
        while true {
            let count = buffer.count
            if state == .inValue, valueRole == .skip {
                if let outcome = try checkSkippedValue() { return outcome }
                continue
            }
            if state == .inValue {
                let depthLeft = max(options.maximumDepth - frames.count, 0)
                let (outcome, next) = unsafe buffer.withUnsafeBufferPointer { [scan] bytes in
                    unsafe value.scan(bytes, from: scan, maximumDepth: depthLeft)
                }
                scan = next
                switch outcome {
                case .ended(let end):
                    if let record = try completeValue(endingAt: end) { return record }
                case .tooDeep(let index):
                    throw valueFailure(before: index, otherwise: syntaxError(
                        .tooDeep(limit: options.maximumDepth), expected: "at most \(options.maximumDepth) nested arrays and objects", at: index))
                case .malformed(let index):
                    throw valueFailure(before: index + 1, otherwise: syntaxError(
                        .controlCharacterInString, expected: "no unescaped control character in a string", at: index))
                case .needsMore:
                    if isFinished {
                        // Cut short: said as the parser says it (`expected '"' to close the
                        // string`, `a digit after '-'`), where a number or literal at the end is
                        // not whole either.
                        let cutShort = valueCutShort().map { explained($0, endingAt: count) }
                        guard value.isCompleteAtEnd, cutShort == nil else {
                            throw cutShort ?? syntaxError(.unexpectedEndOfInput, expected: "the rest of the value", at: count)
                        }
                        // A number the input ends on, inside the array or an object around it:
                        // the `,` or bracket it needs never came, so it may be cut short (`[1,2`
                        // of `[1,23]`). Not a record; only a value at the top level ends there.
                        if let frame = frames.last {
                            let expected = if case .target = frame {
                                "',' or ']' after an array element"
                            } else {
                                "',' or '}' after an object member"
                            }
                            throw syntaxError(.unexpectedEndOfInput, expected: expected, at: count)
                        }
                        if let record = try completeValue(endingAt: count) { return record }
                    } else {
                        if valueRole == .wrongTarget, count - valueStart > Self.wrongValueExcerptBytes {
                            // Not what the path needs, and large: said now, by its first byte,
                            // rather than after the whole of it (which may never fit).
                            let origin = origin(ofValueAt: valueStart, role: .wrongTarget)
                            throw wrongTarget(found: Self.partialExcerpt(firstByte: buffer[valueStart]), origin: origin)
                        }
                        if count - valueStart > limit {
                            throw valueFailure(before: valueStart + limit, otherwise: syntaxError(
                                .tooLarge(limit: limit), expected: JSONDocument.recordSizeWords(limit), found: JSONDocument.longerRecordWords,
                                at: valueStart))
                        }
                        return nil
                    }
                }
                continue
            }

            scan = unsafe buffer.withUnsafeBufferPointer { [scan] in unsafe Self.skipWhitespace($0, from: scan) }
            guard scan < count else {
                if isFinished { return try endOfInput() }
                return nil
            }
            let byte = buffer[scan]
            // A byte beyond ASCII, where the grammar has no place for one, is an error: its
            // whole character first, so that the error names it (`found U+FEFF`).
            if byte >= 0x80, !isFinished, count - scan < (byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2) { return nil }
            switch state {
            case .start:
                if base + scan == 0, byte == 0xEF {
                    // A byte-order mark, which editors do not count as a column.
                    guard count >= 3 || isFinished else { return nil }
                    if count >= 3, buffer[1] == 0xBB, buffer[2] == 0xBF {
                        scan = 3
                        tracker.offset = 3
                    }
                }
                state = .value
            case .value:
                try beginValue(byte)
            case .arrayFirst, .arrayElement:
                // After a `,`, a `]` closes the array only where trailing commas are allowed,
                // as the parser reads them in records and in values off the path.
                if byte == UInt8(ascii: "]"), state == .arrayFirst || options.allowsTrailingCommas {
                    try closeContainer()
                } else {
                    try beginValue(byte)
                }
            case .objectFirst, .objectKey:
                let mayClose = state == .objectFirst || options.allowsTrailingCommas
                if byte == UInt8(ascii: "}"), mayClose {
                    try closeContainer()
                } else if byte == UInt8(ascii: "\"") {
                    startValue(byte, role: .key)
                } else {
                    throw syntaxError(.unexpectedCharacter, expected: mayClose ? "a string key or '}'" : "a string key after ','", at: scan)
                }
            case .colon:
                guard byte == UInt8(ascii: ":") else {
                    throw syntaxError(.unexpectedCharacter, expected: "':' after an object key", at: scan)
                }
                scan += 1
                state = .value
            case .objectNext:
                if byte == UInt8(ascii: ",") {
                    scan += 1
                    state = .objectKey
                } else if byte == UInt8(ascii: "}") {
                    try closeContainer()
                } else {
                    throw syntaxError(.unexpectedCharacter, expected: "',' or '}' after an object member", at: scan)
                }
            case .arrayNext:
                if byte == UInt8(ascii: ",") {
                    scan += 1
                    state = .arrayElement
                } else if byte == UInt8(ascii: "]") {
                    try closeContainer()
                } else {
                    throw syntaxError(.unexpectedCharacter, expected: "',' or ']' after an array element", at: scan)
                }
            case .end:
                throw syntaxError(.trailingContent, expected: "end of input after the JSON value", at: scan)
            case .inValue:
                break
            }
        }
    }

    /// A value starts at `scan` with `byte`: records, the containers on the path, or a value to skip.
    private mutating func beginValue(_ byte: UInt8) throws {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             // No value starts with a byte beyond ASCII: not a byte-order mark in the middle of
             // the stream either, which the record's own parser would skip as its text's first.
             0x80...0xFF:
            // After an array's `,`: a trailing comma (`[1, 2,]`), said as the parser says it.
            throw syntaxError(.unexpectedCharacter, expected: state == .arrayElement ? "a JSON value after ','" : "a JSON value", at: scan)
        default:
            break
        }
        if case .concatenated = format.layout { return startValue(byte, role: .record) }
        if frames.last == .target { return startValue(byte, role: .record) }
        let onPath = frames.isEmpty || keyMatched
        // Checked from its first byte as it arrives, and kept only in the envelope (see
        // `SyntaxChecker`, `EnvelopeText`).
        guard onPath else { return startSkipping() }
        if frames.count == targetPath.count {
            guard byte == UInt8(ascii: "[") else { return startWrongTarget(byte) }
            try open(.target)
            envelopeText.openRecords()
            state = .arrayFirst
        } else {
            guard byte == UInt8(ascii: "{") else { return startWrongTarget(byte) }
            if frames.count >= deepestOnPath {
                // The deepest object on the path so far: where a missing key is missing from.
                unsafe buffer.withUnsafeBufferPointer { unsafe tracker.advance(to: base + scan, in: $0, base: base) }
                deepestObjectPosition = tracker.position
            }
            try open(.object)
            envelopeText.openObject(atTop: frames.count == 1)
            deepestOnPath = max(deepestOnPath, frames.count)
            state = .objectFirst
        }
    }

    /// A value off the path starts at `scan`: checked as its bytes arrive, and kept in the envelope.
    private mutating func startSkipping() {
        valueStart = scan
        valueRole = .skip
        skipped = SyntaxChecker()
        envelopeText.startValue()
        state = .inValue
    }

    /// A value on the path starts at `scan` with `byte`, and it is not the object or array the
    /// path needs. Any value is said at once, by its first bytes, but for a null (GraphQL's
    /// `{"data": null, "errors": […]}`), said when the document ends: the rest of it is read
    /// into the envelope meanwhile, the error body that explains the null.
    private mutating func startWrongTarget(_ byte: UInt8) {
        guard byte == UInt8(ascii: "n"), deferredPathFailure == nil else { return startValue(byte, role: .wrongTarget) }
        deferredPathFailure = wrongTarget(found: ValueExcerpt.describe(.null), origin: origin(ofValueAt: scan, role: .wrongTarget))
        startSkipping()
    }

    /// Checks more of a value off the path: nil when it ended (the state is then what follows
    /// it) or when the bytes ran out (`.some(nil)`: no record yet, append more).
    private mutating func checkSkippedValue() throws -> StreamRecord?? {
        // Memory safety: the stream's buffer is lent to the closure for the call.
        let depthLeft = max(options.maximumDepth - frames.count, 0)
        let (outcome, next) = unsafe buffer.withUnsafeBufferPointer { [scan, base, options] bytes in
            unsafe skipped.check(bytes, from: scan, base: base, maximumDepth: depthLeft,
                                 allowsTrailingCommas: options.allowsTrailingCommas)
        }
        switch outcome {
        case .ended(let end):
            keepInEnvelope(upTo: end)
            envelopeText.endValue()
            scan = end
            try afterValue()
            return nil
        case .failed(let failure):
            throw syntaxError(checked: failure)
        case .needsMore:
            keepInEnvelope(upTo: next)
            scan = next
            guard isFinished else { return .some(nil) }
            // A value off the path is a member of an object on it: the input cannot end there.
            guard skipped.isCompleteAtEnd else { throw syntaxError(checked: skipped.failureAtEnd(offset: base + buffer.count)) }
            throw syntaxError(.unexpectedEndOfInput, expected: Parser.expectedAfterValue(inObject: true), at: buffer.count)
        }
    }

    /// The bytes of the value off the path from `scan` to `end`, just checked, go into the
    /// envelope (before the buffer drops them).
    private mutating func keepInEnvelope(upTo end: Int) {
        guard envelopeText.isKept, end > scan else { return }
        // Memory safety: the buffer is lent for the call; `scan ..< end` lies within it.
        unsafe buffer.withUnsafeBufferPointer { [scan] bytes in
            unsafe envelopeText.appendToValue(UnsafeBufferPointer(rebasing: bytes[scan..<end]))
        }
    }

    private mutating func open(_ frame: Frame) throws {
        if frames.count >= options.maximumDepth {
            throw syntaxError(.tooDeep(limit: options.maximumDepth),
                              expected: "at most \(options.maximumDepth) nested arrays and objects", at: scan)
        }
        frames.append(frame)
        pathKeySeen.append(false)
        keyMatched = false
        scan += 1
    }

    private mutating func startValue(_ byte: UInt8, role: ValueRole) {
        valueStart = scan
        valueRole = role
        value.start(with: byte)
        scan += 1
        state = .inValue
    }

    /// Closes the innermost container at `scan`.
    private mutating func closeContainer() throws {
        if frames.removeLast() == .target { targetFound = true } else { envelopeText.closeObject() }
        pathKeySeen.removeLast()
        scan += 1
        try afterValue()
    }

    /// The state after a value at the current level.
    private mutating func afterValue() throws {
        keyMatched = false
        switch frames.last {
        case .object: state = .objectNext
        case .target: state = .arrayNext
        case nil:
            if case .concatenated = format.layout {
                state = .value
            } else {
                state = .end
                if !targetFound, !format.mayBeAbsent { throw deferredPathFailure ?? missingPath() }
            }
        }
    }

    /// The value that started at `valueStart` ends before `end`.
    private mutating func completeValue(endingAt end: Int) throws -> StreamRecord? {
        let role = valueRole
        let origin = origin(ofValueAt: valueStart, role: role)
        let document: JSONDocument
        do {
            document = try parseRecord(valueStart..<end, origin: origin)
        } catch {
            throw explained(error, endingAt: end)
        }
        switch role {
        case .record:
            let index = recordCount
            recordCount += 1
            try afterValue()
            return StreamRecord(document: document, origin: origin, index: index)
        case .key:
            // Memory safety: the buffer is lent for the call; the key's bytes lie within it.
            unsafe buffer.withUnsafeBufferPointer { [valueStart] bytes in
                unsafe envelopeText.setKey(UnsafeBufferPointer(rebasing: bytes[valueStart..<end]))
            }
            // By their bytes, as lookups compare keys (SECURITY.md): `String`'s `==` would
            // take `"e\u{301}"` for `"\u{E9}"` (canonical equivalence).
            if case .string(let key) = document.root, frames.count <= targetPath.count,
               key.utf8.elementsEqual(targetPath[frames.count - 1].utf8) {
                // The path's key given twice in one of its objects: which one a reader of the
                // whole document takes differs (the last for lookups, the first for
                // `FleeceDecoder`), and the stream has followed the first. Never silently one
                // of the two: two readers of one body would see two payloads.
                if pathKeySeen[frames.count - 1] { throw duplicatePathKey(key, origin: origin) }
                pathKeySeen[frames.count - 1] = true
                keyMatched = !targetFound
            }
            state = .colon
            return nil
        case .skip:
            // Not reached: values off the path are checked by `checkSkippedValue`, never parsed.
            try afterValue()
            return nil
        case .wrongTarget:
            throw wrongTarget(found: ValueExcerpt.describe(document.root), origin: origin)
        }
    }

    /// How much of a value where the path needs an object or the records' array is read before
    /// it is reported by its first byte alone.
    static let wrongValueExcerptBytes = 4_096

    /// The error for a key of the path given a second time, at `origin`, the second's place.
    private func duplicatePathKey(_ key: String, origin: RecordOrigin) -> DecodeError {
        let path = Self.keyPath(Array(targetPath.prefix(frames.count)))
        let reason = "duplicate key \"\(key)\" on the path of the streamed array: the stream read the first, and a lookup in the parsed document would take the last"
        return DecodeError(failure: DecodeError.Failure(
            reason: .custom(reason), location: .given(path: path, position: origin.position)))
    }

    /// The error for a value on the path that is not the object or array the path needs.
    private func wrongTarget(found: String, origin: RecordOrigin) -> DecodeError {
        let expected = frames.count < targetPath.count ? "an object holding \"\(targetPath[frames.count])\"" : "an array of records"
        return DecodeError(failure: DecodeError.Failure(
            reason: .typeMismatch(expected: expected, found: found), location: .given(path: origin.path, position: origin.position)))
    }

    /// The error for the value from `valueStart` when it cannot end well: the input ended in it,
    /// it grew past a limit, or a raw control byte came in what the scanner read as a string.
    /// The scanner does not validate, so a quote lost early in a value (`{"a#: 1, "b": 2}`) made
    /// it read on to the end of the input, and the error named that end; the first error a
    /// `SyntaxChecker` finds in the value's bytes before `end` is the one (the parser's, which a
    /// differential test holds it to), and `otherwise` only when those bytes are a valid
    /// beginning (or, cut at a limit, a whole value: a number longer than it). Not the parser
    /// itself: it would index the bytes, 16 bytes a value, and a record cut at the 64 MiB limit
    /// of `1,1,…` took 593 MB of memory to say so; the checker keeps nothing.
    private func valueFailure(before end: Int, otherwise fallback: JSONSyntaxError) -> JSONSyntaxError {
        checkedValue(before: end).failure ?? fallback
    }

    /// The error for the value from `valueStart` when the input ends in it, as the parser words
    /// and places it; nil when the value is whole at the end (a number at the top level).
    private func valueCutShort() -> JSONSyntaxError? {
        let (checker, failure) = checkedValue(before: buffer.count)
        if let failure { return failure }
        return checker.isCompleteAtEnd ? nil : syntaxError(checked: checker.failureAtEnd(offset: base + buffer.count))
    }

    /// A `SyntaxChecker` run over the value's bytes before `end`, and the first error it found.
    private func checkedValue(before end: Int) -> (checker: SyntaxChecker, failure: JSONSyntaxError?) {
        var checker = SyntaxChecker()
        let depthLeft = max(options.maximumDepth - frames.count, 0)
        // Memory safety: the buffer is lent for the call; the checker reads below `end`, within it.
        let (outcome, _) = unsafe buffer.withUnsafeBufferPointer { [valueStart, base, options] bytes in
            unsafe checker.check(UnsafeBufferPointer(rebasing: bytes[..<end]), from: valueStart, base: base,
                                 maximumDepth: depthLeft, allowsTrailingCommas: options.allowsTrailingCommas)
        }
        guard case .failed(let failure) = outcome else { return (checker, nil) }
        return (checker, syntaxError(checked: failure))
    }

    /// A `SyntaxChecker`'s failure, worded and placed as the parser's would be.
    private func syntaxError(checked failure: SyntaxChecker.Failure) -> JSONSyntaxError {
        if case .tooDeep = failure.kind {
            // The checker counts the value's own nesting; the limit is the document's.
            return syntaxError(.tooDeep(limit: options.maximumDepth),
                               expected: "at most \(options.maximumDepth) nested arrays and objects", at: failure.offset - base)
        }
        return syntaxError(failure.kind, expected: failure.expected, at: failure.offset - base)
    }

    /// What a value is, by its first byte, as `ValueExcerpt` says it with its text left out.
    static func partialExcerpt(firstByte: UInt8) -> String {
        switch firstByte {
        case UInt8(ascii: "{"): "object {…}"
        case UInt8(ascii: "["): "array […]"
        case UInt8(ascii: "\""): "string \"…\""
        default: "number …"
        }
    }

    /// A number or literal cut where the stream goes on (`tru,`) says what came instead of
    /// "end of input", which is only the end of the record's bytes; a scalar run on into other
    /// bytes inside a container (`12ab,`) says what may follow a value there, not "end of input
    /// after the JSON value", as the parser does of the whole text; and one of concatenated
    /// values (`1-2`, `1.5.5`) says that a number needs whitespace before the next value, since
    /// digits run on (`12` is one number).
    private func explained(_ error: JSONSyntaxError, endingAt end: Int) -> JSONSyntaxError {
        if error.kind == .trailingContent {
            let expected: String? = if let frame = frames.last {
                Parser.expectedAfterValue(inObject: frame == .object)
            } else if case .concatenated = format.layout {
                "whitespace separating the number from the next value"
            } else {
                nil
            }
            if let expected {
                return JSONSyntaxError(kind: .unexpectedCharacter, expected: expected,
                                       found: error.found, offset: error.offset, line: error.line, column: error.column)
            }
        }
        guard error.kind == .unexpectedEndOfInput, end < buffer.count else { return error }
        let found = unsafe buffer.withUnsafeBufferPointer { unsafe TextPosition.describeByte(at: end, in: $0) }
        return JSONSyntaxError(kind: .unexpectedCharacter, expected: error.expected, found: found,
                               offset: error.offset, line: error.line, column: error.column)
    }

    /// Where the value at buffer index `start` is in the stream, and its path.
    private mutating func origin(ofValueAt start: Int, role: ValueRole) -> RecordOrigin {
        unsafe buffer.withUnsafeBufferPointer { unsafe tracker.advance(to: base + start, in: $0, base: base) }
        var path = JSONPath()
        if role == .record, case .array = format.layout {
            // One allocation of the size needed (appending to a copy grows it twice).
            var components: [JSONPath.Component] = []
            components.reserveCapacity(recordPathPrefix.components.count + 1)
            components.append(contentsOf: recordPathPrefix.components)
            components.append(.index(recordCount))
            path = JSONPath(components)
        } else if role == .wrongTarget {
            path = Self.keyPath(Array(targetPath.prefix(frames.count)))
        }
        return RecordOrigin(position: tracker.position, path: path)
    }

    /// The input has ended between values.
    private mutating func endOfInput() throws -> StreamRecord? {
        switch (state, format.layout) {
        case (.start, .concatenated), (.value, .concatenated), (.end, _):
            return nil
        case (.start, _):
            throw syntaxError(.emptyInput, expected: "a JSON value", at: buffer.count)
        default:
            let expected = switch state {
            case .objectFirst: "a string key or '}'"
            case .objectKey: "a string key"
            case .colon: "':' after an object key"
            case .objectNext: "',' or '}' after an object member"
            case .arrayFirst: "a JSON value or ']'"
            case .arrayNext: "',' or ']' after an array element"
            default: "a JSON value"
            }
            throw syntaxError(.unexpectedEndOfInput, expected: expected, at: buffer.count)
        }
    }

    /// The error for a document without the records' path.
    /// The key missing is the one the deepest object on the path lacks (the document's own
    /// object lacks the first), and its position is that object's.
    private func missingPath() -> DecodeError {
        let depth = min(max(deepestOnPath - 1, 0), targetPath.count - 1)
        let path = Self.keyPath(Array(targetPath[...depth]))
        return DecodeError(failure: DecodeError.Failure(reason: .missingKey(targetPath[depth]),
                                                        location: .given(path: path, position: deepestObjectPosition)))
    }

    /// A syntax error at buffer index `index`, with its position in the stream.
    func syntaxError(_ kind: JSONSyntaxError.Kind, expected: String, found: String? = nil, at index: Int) -> JSONSyntaxError {
        var tracker = tracker
        let found = unsafe buffer.withUnsafeBufferPointer { bytes in
            unsafe tracker.advance(to: base + index, in: bytes, base: base)
            return unsafe found ?? TextPosition.describeByte(at: index, in: bytes)
        }
        let position = tracker.position
        return JSONSyntaxError(kind: kind, expected: expected, found: found,
                               offset: position.offset, line: position.line, column: position.column)
    }

    static func keyPath(_ keys: [String]) -> JSONPath {
        JSONPath(keys.map(JSONPath.Component.key))
    }

    static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch unsafe bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return index
            }
        }
        return index
    }
}
