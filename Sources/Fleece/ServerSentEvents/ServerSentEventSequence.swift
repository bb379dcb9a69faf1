/// The events of an async `text/event-stream` source, each as soon as the blank line that ends
/// it arrives; see ``ServerSentEventParser``.
///
/// ```swift
/// for try await event in bytes.serverSentEvents(terminator: "[DONE]") {
///     print(event.event, event.data)
/// }
/// ```
public struct ServerSentEventSequence<Base: AsyncSequence>: AsyncSequence {
    public typealias Element = ServerSentEvent

    let base: Base
    let terminator: String?
    /// A parser at the start of a stream, with the limits asked for: each iteration reads with a copy.
    let parser: ServerSentEventParser
    let feed: (inout ServerSentEventParser, Base.Element) -> Void
    /// What a failure of the events, or of their decoded data, is thrown as, and what the report
    /// entries recorded while an event's data is decoded go through (see `mappingFailures`); nil:
    /// as they are.
    var mapError: ((any Error) -> any Error)?
    var rewriteEntry: (@Sendable (LeniencyReport.Entry) -> LeniencyReport.Entry)?

    /// The same events, each failure thrown as `map` makes it, and each report entry recorded
    /// while their data is decoded as `rewrite` makes it: FleeceNetworking names the request in
    /// the errors and leaves its secrets out of both, as for its other streams (an outside
    /// tester's LLM client found the events' errors and reports showing an echoed API key).
    package func mappingFailures(
        _ map: @escaping (any Error) -> any Error,
        rewritingEntries rewrite: @escaping @Sendable (LeniencyReport.Entry) -> LeniencyReport.Entry
    ) -> ServerSentEventSequence {
        var mapped = self
        mapped.mapError = map
        mapped.rewriteEntry = rewrite
        return mapped
    }

    public func makeAsyncIterator() -> AsyncIterator {
        var iterator = AsyncIterator(base: base.makeAsyncIterator(), terminator: terminator, parser: parser, feed: feed)
        iterator.mapError = mapError
        iterator.rewriteEntry = rewriteEntry
        return iterator
    }

    /// Reads the source as events are asked for.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        let terminator: String?
        let feed: (inout ServerSentEventParser, Base.Element) -> Void
        var parser: ServerSentEventParser
        var ended = false
        /// When the next read of the source looks at the task's cancellation.
        var cancellation = CancellationLook()
        /// See `ServerSentEventSequence.mappingFailures(_:rewritingEntries:)`.
        var mapError: ((any Error) -> any Error)?
        var rewriteEntry: (@Sendable (LeniencyReport.Entry) -> LeniencyReport.Entry)?

        init(base: Base.AsyncIterator, terminator: String?, parser: ServerSentEventParser,
             feed: @escaping (inout ServerSentEventParser, Base.Element) -> Void) {
            self.base = base
            self.terminator = terminator
            self.parser = parser
            self.feed = feed
        }

        /// The next event; nil at the terminator, or at the end of the source when there is none.
        /// - Throws: the source's errors, and ``JSONSyntaxError`` for a line too long, or for a
        ///   source that ends before the terminator (a connection dropped mid-answer:
        ///   `expected the terminator event "[DONE]", found end of input at line 9, column 13`);
        ///   `CancellationError` once the task is cancelled, and when the source ends because it
        ///   was (an `AsyncStream` does: its end is then no end of the events).
        public mutating func next() async throws -> ServerSentEvent? {
            try await next(isolation: nil)
        }

        /// The next event, reading the source in the caller's isolation.
        /// - Throws: as ``next()`` throws.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> ServerSentEvent? {
            guard let mapError else { return try await nextEvent(isolation: actor) }
            do {
                return try await nextEvent(isolation: actor)
            } catch {
                throw mapError(error)
            }
        }

        /// The next event, its failures as they are.
        mutating func nextEvent(isolation actor: isolated (any Actor)?) async throws -> ServerSentEvent? {
            while !ended {
                if let event = try parser.next() {
                    if let terminator, event.data == terminator {
                        ended = true
                        return nil
                    }
                    return event
                }
                try cancellation.beforeRead()
                guard let bytes = try await base.next(isolation: actor) else {
                    try Task.checkCancellation()
                    ended = true
                    // Ended before the terminator: an answer cut short, which must not look
                    // like a whole one.
                    if let terminator { throw parser.endedBeforeTerminator(terminator) }
                    return nil
                }
                feed(&parser, bytes)
            }
            return nil
        }
    }
}

// `@unchecked`: `feed` is made in this package from the source's element type alone.
extension ServerSentEventSequence: @unchecked Sendable where Base: Sendable {}

extension ServerSentEventSequence {
    /// Each event's data decoded as `T`.
    ///
    /// ```swift
    /// for try await delta in bytes.serverSentEvents(terminator: "[DONE]").decodeJSON(Delta.self) { … }
    /// ```
    /// With `onInvalidRecord: .skip`, an event whose data is not JSON or not a `T` is left out
    /// and recorded in the ``LeniencyReport`` being collected, named by its data's line
    /// (`line 7: skipped record: …`); the events go on.
    ///
    /// `options` bound each event's data as they bound a document (depth, size).
    ///
    /// - Throws: while iterating, ``JSONSyntaxError`` or ``DecodeError`` for data that is not a
    ///   `T` (with `.skip`, only the byte stream's own errors).
    public func decodeJSON<T: JSONDecodable & SendableMetatype>(
        _ type: T.Type, options: JSONParsingOptions = JSONParsingOptions(),
        onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) -> DecodedServerSentEvents<Base, T> {
        DecodedServerSentEvents(events: self, onInvalidRecord: onInvalidRecord, decode: { try $0.decodeData(as: T.self, options: options) })
    }
}

/// The data of each server-sent event decoded: what `decodeJSON(_:)` on the events returns.
public struct DecodedServerSentEvents<Base: AsyncSequence, Element>: AsyncSequence {
    let events: ServerSentEventSequence<Base>
    /// Makes each iterator's decode: one per iteration, so that it may keep state between events
    /// (a decoder's routes) without two iterations sharing it.
    let makeDecode: () -> (ServerSentEvent) throws -> Element
    /// Whether an event that does not decode ends the iteration or is skipped and reported.
    let onInvalidRecord: JSONStream.InvalidRecordPolicy

    package init(
        events: ServerSentEventSequence<Base>, onInvalidRecord: JSONStream.InvalidRecordPolicy,
        decode: @escaping (ServerSentEvent) throws -> Element
    ) {
        self.init(events: events, onInvalidRecord: onInvalidRecord, makeDecode: { decode })
    }

    package init(
        events: ServerSentEventSequence<Base>, onInvalidRecord: JSONStream.InvalidRecordPolicy,
        makeDecode: @escaping () -> (ServerSentEvent) throws -> Element
    ) {
        self.events = events
        self.onInvalidRecord = onInvalidRecord
        self.makeDecode = makeDecode
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(events: events.makeAsyncIterator(), decode: makeDecode(), onInvalidRecord: onInvalidRecord)
    }

    /// Decodes each event as it arrives.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var events: ServerSentEventSequence<Base>.AsyncIterator
        let decode: (ServerSentEvent) throws -> Element
        let onInvalidRecord: JSONStream.InvalidRecordPolicy

        /// The next event's data, decoded; with `.skip`, the next that decodes.
        /// - Throws: the events' errors, and (unless skipping) the decoding error of data that
        ///   does not decode.
        public mutating func next() async throws -> Element? {
            try await next(isolation: nil)
        }

        /// The next event's data, decoded, reading the source in the caller's isolation.
        /// - Throws: as ``next()`` throws.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Element? {
            while let event = try await events.next(isolation: actor) {
                let decoded: Element?
                do {
                    // FleeceNetworking's events' report entries go through its rewrite (see `mappingFailures`).
                    decoded = try LeniencyReport.rewritingEntries(events.rewriteEntry) { try decodeOrSkip(event) }
                } catch {
                    throw events.mapError.map { $0(error) } ?? error
                }
                if let decoded { return decoded }
            }
            return nil
        }

        /// The event's data decoded; nil when it does not decode and is skipped (and reported).
        func decodeOrSkip(_ event: ServerSentEvent) throws -> Element? {
            do {
                return try decode(event)
            } catch {
                // An event's data has no path; its line names it.
                try JSONStream.skipOrThrow(error, onInvalidRecord, path: JSONPath(), position: event.dataPosition,
                                           recordLine: event.dataPosition?.line)
                return nil
            }
        }
    }
}

// `@unchecked`: `makeDecode` is made in this package from the record type, or from a `Sendable` decoder.
extension DecodedServerSentEvents: @unchecked Sendable where Base: Sendable {}

extension AsyncSequence where Element == UInt8 {
    /// The server-sent events of this byte stream; with a `terminator` (`"[DONE]"`), the sequence
    /// ends at the first event whose data is exactly that, and a source that ends before it
    /// throws (``JSONSyntaxError/Kind/unexpectedEndOfInput``, at the end of the stream). The
    /// limits are ``ServerSentEventParser``'s: a line longer than `maximumLineLength` bytes, or an
    /// event's data larger than `maximumEventSize`, throws (64 MiB each by default).
    public func serverSentEvents(
        terminator: String? = nil, maximumLineLength: Int = 64 << 20, maximumEventSize: Int = 64 << 20
    ) -> ServerSentEventSequence<Self> {
        ServerSentEventSequence(base: self, terminator: terminator,
                                parser: ServerSentEventParser(maximumLineLength: maximumLineLength, maximumEventSize: maximumEventSize),
                                feed: { $0.append(contentsOf: CollectionOfOne($1)) })
    }
}

extension AsyncSequence where Element: Collection, Element.Element == UInt8 {
    /// The server-sent events of this stream of chunks; with a `terminator` (`"[DONE]"`), the
    /// sequence ends at the first event whose data is exactly that, and a source that ends
    /// before it throws (``JSONSyntaxError/Kind/unexpectedEndOfInput``, at the end of the stream).
    /// The limits are ``ServerSentEventParser``'s (64 MiB each by default):
    ///
    /// ```swift
    /// for try await event in chunks.serverSentEvents(terminator: "[DONE]", maximumEventSize: 1 << 20) { … }
    /// ```
    public func serverSentEvents(
        terminator: String? = nil, maximumLineLength: Int = 64 << 20, maximumEventSize: Int = 64 << 20
    ) -> ServerSentEventSequence<Self> {
        ServerSentEventSequence(base: self, terminator: terminator,
                                parser: ServerSentEventParser(maximumLineLength: maximumLineLength, maximumEventSize: maximumEventSize),
                                feed: { $0.append(contentsOf: $1) })
    }
}
