// The async entry points, for sources of single bytes (`URLSession.AsyncBytes`,
// `FileHandle.AsyncBytes`) and of chunks (`[UInt8]`, `ArraySlice<UInt8>`, `Data`, …).

extension AsyncSequence where Element == UInt8 {
    /// The records of this byte stream, as ``JSON`` values, each as soon as its last byte arrives.
    ///
    /// ```swift
    /// for try await value in bytes.jsonValues(.lines) { print(value["id"] ?? .null) }
    /// ```
    /// - Throws: while iterating, see ``JSONStream/next()``.
    @inlinable
    public func jsonValues(
        _ format: JSONStream.Format, options: JSONParsingOptions = JSONStream.defaultOptions,
        onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) -> JSONRecordSequence<Self, JSON> {
        JSONRecordSequence(base: self, format: format, options: options, onInvalidRecord: onInvalidRecord,
                           feed: { $0.append($1) }, transform: { $0.json })
    }

    /// The records of this byte stream decoded as `T`, each as soon as its last byte arrives.
    ///
    /// ```swift
    /// for try await event in bytes.decodeJSON(Event.self, .lines) { … }
    /// for try await place in bytes.decodeJSON(Place.self, .array(at: ["places", "place"])) { … }
    /// ```
    /// - Throws: while iterating, see ``JSONStream/next(decoding:)``.
    @inlinable
    public func decodeJSON<T: JSONDecodable & SendableMetatype>(
        _ type: T.Type, _ format: JSONStream.Format, options: JSONParsingOptions = JSONStream.defaultOptions,
        onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) -> JSONRecordSequence<Self, T> {
        JSONRecordSequence(base: self, format: format, options: options, onInvalidRecord: onInvalidRecord,
                           feed: { $0.append($1) }, transform: { try $0.decode(T.self) })
    }

    /// The records of this byte stream decoded as `Decodable` `T` by `decoder`, without Foundation.
    ///
    /// - Throws: while iterating, the `DecodingError` of a record that does not decode, its coding
    ///   path starting with the record's path in the stream.
    @inlinable
    public func decodeJSON<T: Decodable & SendableMetatype>(
        _ type: T.Type, _ format: JSONStream.Format, decoder: JSONCodableDecoder,
        options: JSONParsingOptions = JSONStream.defaultOptions,
        onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) -> JSONRecordSequence<Self, T> {
        JSONRecordSequence(base: self, format: format, options: options, onInvalidRecord: onInvalidRecord,
                           feed: { $0.append($1) },
                           records: { decoder.recordDecoder() })
    }
}

extension AsyncSequence where Element: Collection, Element.Element == UInt8 {
    /// The records of this stream of chunks, as ``JSON`` values, each as soon as its last byte arrives.
    ///
    /// ```swift
    /// for try await value in chunks.jsonValues(.array) { … }
    /// ```
    /// - Throws: while iterating, see ``JSONStream/next()``.
    @inlinable
    public func jsonValues(
        _ format: JSONStream.Format, options: JSONParsingOptions = JSONStream.defaultOptions,
        onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) -> JSONRecordSequence<Self, JSON> {
        JSONRecordSequence(base: self, format: format, options: options, onInvalidRecord: onInvalidRecord,
                           feed: { $0.append(contentsOf: $1) }, transform: { $0.json })
    }

    /// The records of this stream of chunks decoded as `T`, each as soon as its last byte arrives.
    ///
    /// ```swift
    /// for try await event in chunks.decodeJSON(Event.self, .lines) { … }
    /// ```
    /// - Throws: while iterating, see ``JSONStream/next(decoding:)``.
    @inlinable
    public func decodeJSON<T: JSONDecodable & SendableMetatype>(
        _ type: T.Type, _ format: JSONStream.Format, options: JSONParsingOptions = JSONStream.defaultOptions,
        onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) -> JSONRecordSequence<Self, T> {
        JSONRecordSequence(base: self, format: format, options: options, onInvalidRecord: onInvalidRecord,
                           feed: { $0.append(contentsOf: $1) }, transform: { try $0.decode(T.self) })
    }

    /// The records of this stream of chunks decoded as `Decodable` `T` by `decoder`, without Foundation.
    ///
    /// - Throws: while iterating, the `DecodingError` of a record that does not decode, its coding
    ///   path starting with the record's path in the stream.
    @inlinable
    public func decodeJSON<T: Decodable & SendableMetatype>(
        _ type: T.Type, _ format: JSONStream.Format, decoder: JSONCodableDecoder,
        options: JSONParsingOptions = JSONStream.defaultOptions,
        onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) -> JSONRecordSequence<Self, T> {
        JSONRecordSequence(base: self, format: format, options: options, onInvalidRecord: onInvalidRecord,
                           feed: { $0.append(contentsOf: $1) },
                           records: { decoder.recordDecoder() })
    }
}
