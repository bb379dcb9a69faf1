extension JSONStream {
    /// The next record decoded as `T`, or nil when the bytes appended so far hold no complete
    /// record.
    ///
    /// ```swift
    /// var stream = JSONStream(.lines, onInvalidRecord: .skip)
    /// stream.append(contentsOf: chunk)
    /// while let event = try stream.next(decoding: Event.self) { handle(event) }
    /// ```
    /// With `onInvalidRecord: .skip`, a record that does not decode is left out and recorded in
    /// the current ``LeniencyReport``.
    ///
    /// - Throws: what ``next()`` throws, and the ``DecodeError`` of a record that does not
    ///   decode, with its path from the stream's root and its line and column in the stream.
    @inlinable
    public mutating func next<T: JSONDecodable>(decoding type: T.Type) throws -> T? {
        // Inlinable, and no call until a line may have ended (see `mayHaveLine`): generic across
        // the module boundary, each call cost ~640 instructions, once per byte appended when a
        // source hands out one byte at a time (callgrind, event-log, 1-byte chunks).
        guard mayHaveLine else { return nil }
        return try nextDecoded { record in try record.decode(T.self) }
    }

    /// The next record that `decode` turns into a value; a record it throws for is skipped and
    /// reported under `.skip`, its error thrown otherwise.
    ///
    /// Inlinable, so that the caller's module specializes it for `T`: generic, every record paid
    /// for moving its value through `T`'s value witnesses (copy, destroy, optional tags).
    ///
    /// The record's document is handed back after the decode (`reclaim`), not kept by the stream
    /// meanwhile: a retain and a release of it (atomic) fewer per record.
    @inlinable
    package mutating func nextDecoded<T>(_ decode: (StreamRecord) throws -> T) throws -> T? {
        while let record = try nextLentRecord() {
            let value: T
            do {
                value = try decode(record)
            } catch {
                reclaim(record)
                try skipOrThrow(error, of: record)
                continue
            }
            reclaim(record)
            return value
        }
        return nil
    }

    /// Throws `error`, the failure of `record`, or with `.skip` reports it and returns.
    @usableFromInline
    package func skipOrThrow(_ error: any Error, of record: StreamRecord) throws {
        try Self.skipOrThrow(error, onInvalidRecord, path: record.origin.path, position: record.origin.position,
                             recordLine: record.origin.lineNamingRecord)
    }

    /// Throws `error`, a record's failure (unwrapped from the `PlacedRecordFailure` a skipping
    /// decoder may have made of it), or with `.skip` records it as a skipped element of the
    /// stream, at the record's `path`, at the place of the value that failed (or else the
    /// record's `position`), and returns. What every stream's `.skip` does.
    package static func skipOrThrow(
        _ error: any Error, _ policy: InvalidRecordPolicy, path: JSONPath, position: JSONPosition?, recordLine: Int?
    ) throws {
        let placed = error as? PlacedRecordFailure
        let failure = placed?.error ?? error
        guard policy == .skip else { throw failure }
        let syntax = (failure as? JSONSyntaxError) ?? (failure as? DecodingError).flatMap(\.syntaxError)
        let failedAt = placed?.position ?? (failure as? DecodeError)?.position
            ?? syntax.map { JSONPosition(offset: $0.offset, line: $0.line, column: $0.column) }
        // A syntax error that a Codable decoder wrapped (`The given data was not valid JSON`) is
        // reported as itself, saying what was expected and found, as the streams' own are.
        LeniencyReport.recordSkippedRecord(LeniencyReport.Entry(
            action: .skippedElement, path: path, position: failedAt ?? position, error: syntax ?? failure, recordLine: recordLine))
    }
}

extension DecodingError {
    /// The syntax error of text that is not JSON, as `FleeceDecoder` throws it: underneath
    /// `dataCorrupted`.
    fileprivate var syntaxError: JSONSyntaxError? {
        guard case .dataCorrupted(let context) = self else { return nil }
        return context.underlyingError as? JSONSyntaxError
    }
}

extension StreamRecord {
    /// The record decoded with its `JSONDecodable` conformance.
    /// - Throws: the ``DecodeError``, placed in the stream.
    @inlinable
    package func decode<T: JSONDecodable>(_ type: T.Type) throws(DecodeError) -> T {
        switch T.decode(json) {
        case .success(let value): return value
        case .failure(let error): throw placed(error)
        }
    }

    /// `error` placed in the stream (see `DecodeError.placed(in:)`).
    @usableFromInline
    package func placed(_ error: DecodeError) -> DecodeError {
        // The record's value's place, past any whitespace before it (`data:   null`), rather
        // than the record's first byte; the document places its root in the stream.
        // Memory safety: the root's index is checked against the document's entries.
        guard unsafe document.entries.indices.contains(document.rootIndex),
              let rootPosition = unsafe document.position(ofEntry: document.rootIndex) else { return error.placed(in: origin) }
        return error.placed(in: RecordOrigin(position: rootPosition, path: origin.path))
    }

    /// The record decoded as `Decodable` `T` by `records`, the iteration's Codable decoder; its
    /// `DecodingError`'s coding path starts with the record's path in the stream (its position
    /// already is the stream's).
    @inlinable
    package func decodeCodable<T: Decodable>(_ type: T.Type, with records: RecordDecoder) throws -> T {
        do {
            return try records.decode(type, record: self)
        } catch {
            // Cast in the call, not here: `catch let error as DecodingError` in this inlined
            // function asked for `DecodingError`'s metadata and stack room for one on every
            // record, thrown or not (~15 instructions; callgrind, event-log stream).
            throw prefixedIfDecoding(error)
        }
    }

    /// `error` with the record's path in front of its coding path when it is a `DecodingError`;
    /// any other error as it is.
    @usableFromInline
    package func prefixedIfDecoding(_ error: any Error) -> any Error {
        guard let error = error as? DecodingError else { return error }
        return prefixed(error)
    }

    /// `error` with the record's path in front of its coding path.
    @usableFromInline
    package func prefixed(_ error: DecodingError) -> DecodingError {
        error.prefixed(by: origin.path)
    }
}

extension DecodeError {
    /// Failures about values without a place of their own (a string, a bool, null at the root
    /// of a record, which the record's document does not index) get the record's.
    func placed(in origin: RecordOrigin) -> DecodeError {
        var placed = self
        for index in placed.failures.indices {
            guard case .unknown = placed.failures[index].location else { continue }
            let path = placed.failures[index].path.prepending(origin.path)
            placed.failures[index].location = .given(path: path, position: origin.position)
        }
        return placed
    }
}

extension DecodingError {
    /// This error with `prefix` in front of its coding path.
    func prefixed(by prefix: JSONPath) -> DecodingError {
        guard !prefix.isRoot else { return self }
        let keys = prefix.components.map(\.codingKey)
        guard let context else { return self }
        return withContext(Context(codingPath: keys + context.codingPath, debugDescription: context.debugDescription,
                                   underlyingError: context.underlyingError))
    }
}
