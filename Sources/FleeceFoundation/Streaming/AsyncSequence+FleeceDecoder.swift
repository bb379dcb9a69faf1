#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension AsyncSequence where Element == UInt8 {
    /// The records of this byte stream decoded as `Decodable` `T` by `decoder`, with its
    /// strategies (dates, data, snake-case keys), each as soon as its last byte arrives.
    ///
    /// Without `decoder`, a `FleeceDecoder()` with its default strategies decodes them, as
    /// `URLSession.decode(_:for:using:)` does; a model that is `JSONDecodable` too is then
    /// decoded through `JSONDecodable` instead (the core's `decodeJSON(_:_:options:onInvalidRecord:)`).
    ///
    /// ```swift
    /// for try await event in bytes.decodeJSON(Event.self, .lines) { … }
    /// let decoder = FleeceDecoder()
    /// decoder.keyDecodingStrategy = .convertFromSnakeCase
    /// for try await event in bytes.decodeJSON(Event.self, .lines, decoder: decoder) { … }
    /// ```
    /// The records are read as JSON by `options`, strictly by default: the decoder's strategies
    /// apply, not its `allowsJSON5`, nor the trailing commas `decode(_:from:)` reads as
    /// `JSONDecoder` does. For a stream that has them (`[1, 2,]`), start from the stream's own
    /// options, which keep a record to 64 MiB: `var options = JSONStream.defaultOptions`, then
    /// `options.allowsTrailingCommas = true` (`JSONParsingOptions(allowsTrailingCommas: true)`
    /// would lift that limit too).
    ///
    /// - Throws: while iterating, `JSONSyntaxError` for a record that is not JSON, and the
    ///   `DecodingError` of one that does not decode, whose coding path starts with the record's
    ///   path in the stream and whose description gives the line and column in the stream.
    @inlinable
    public func decodeJSON<T: Decodable & SendableMetatype>(
        _ type: T.Type, _ format: JSONStream.Format, decoder: FleeceDecoder = FleeceDecoder(),
        options: JSONParsingOptions = JSONStream.defaultOptions,
        onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) -> JSONRecordSequence<Self, T> {
        JSONRecordSequence(base: self, format: format, options: options, onInvalidRecord: onInvalidRecord,
                           feed: { $0.append($1) },
                           records: { decoder.recordDecoder() })
    }
}

extension AsyncSequence where Element: Collection, Element.Element == UInt8 {
    /// The records of this stream of chunks (`Data`, `[UInt8]`, …) decoded as `Decodable` `T`
    /// by `decoder` (a `FleeceDecoder()` unless given), each as soon as its last byte arrives.
    ///
    /// ```swift
    /// for try await event in FileChunks(contentsOf: url).decodeJSON(Event.self, .lines) { … }
    /// ```
    /// The records are read as JSON by `options`, strictly by default, as by the form above; a
    /// model that is `JSONDecodable` too is decoded through `JSONDecodable` unless `decoder` is given.
    ///
    /// - Throws: while iterating, as the `FleeceDecoder` form of `decodeJSON(_:_:decoder:options:onInvalidRecord:)` above.
    @inlinable
    public func decodeJSON<T: Decodable & SendableMetatype>(
        _ type: T.Type, _ format: JSONStream.Format, decoder: FleeceDecoder = FleeceDecoder(),
        options: JSONParsingOptions = JSONStream.defaultOptions,
        onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) -> JSONRecordSequence<Self, T> {
        JSONRecordSequence(base: self, format: format, options: options, onInvalidRecord: onInvalidRecord,
                           feed: { $0.append(contentsOf: $1) },
                           records: { decoder.recordDecoder() })
    }
}

extension ServerSentEventSequence {
    /// Each event's data decoded as `Decodable` `T` by `decoder` (a `FleeceDecoder()` unless
    /// given; a model that is `JSONDecodable` too is decoded through `JSONDecodable` unless
    /// `decoder` is given).
    ///
    /// ```swift
    /// for try await chunk in bytes.serverSentEvents(terminator: "[DONE]").decodeJSON(Chunk.self) { … }
    /// ```
    /// With `onInvalidRecord: .skip`, an event whose data does not decode is left out and
    /// recorded in the `LeniencyReport` being collected, named by its data's line. `options`
    /// bound each event's data as they bound a document (depth, size).
    ///
    /// - Throws: while iterating, what `FleeceDecoder.decode(_:from:)` throws, its positions
    ///   those of the stream, on whichever of an event's `data:` lines the value is (with
    ///   `.skip`, only the byte stream's own errors).
    public func decodeJSON<T: Decodable & SendableMetatype>(
        _ type: T.Type, decoder: FleeceDecoder = FleeceDecoder(), options: JSONParsingOptions = JSONParsingOptions(),
        onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) -> DecodedServerSentEvents<Base, T> {
        // One record decoder per iteration, with the decoder's strategies as they are when it
        // starts: the routes it finds for `T` serve every event.
        DecodedServerSentEvents(events: self, onInvalidRecord: onInvalidRecord, makeDecode: {
            let records = decoder.recordDecoder()
            return { event in
                let record: StreamRecord
                do {
                    record = try event.dataRecord(options: options)
                } catch {
                    // What `decode(_:from:)` throws for text that is not JSON.
                    throw DocumentDecoder.notValidJSON(error)
                }
                do {
                    return try records.decode(T.self, record: record)
                } catch {
                    // With the position of the value that failed, for a skipped event's report
                    // (the iterator unwraps it before throwing).
                    throw records.placed(error)
                }
            }
        })
    }
}

extension FleeceDecoder {
    /// A `RecordDecoder` with this decoder's strategies and user info as they are now, for the
    /// records of one iteration of a stream.
    @usableFromInline
    package func recordDecoder() -> RecordDecoder {
        let prepared = prepared
        return RecordDecoder(options: prepared.options, userInfo: prepared.userInfo)
    }
}
