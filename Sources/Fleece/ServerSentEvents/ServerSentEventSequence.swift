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
    let feed: (inout ServerSentEventParser, Base.Element) -> Void

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), terminator: terminator, feed: feed)
    }

    /// Reads the source as events are asked for.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        let terminator: String?
        let feed: (inout ServerSentEventParser, Base.Element) -> Void
        var parser = ServerSentEventParser()
        var ended = false

        init(base: Base.AsyncIterator, terminator: String?, feed: @escaping (inout ServerSentEventParser, Base.Element) -> Void) {
            self.base = base
            self.terminator = terminator
            self.feed = feed
        }

        /// The next event; nil at the end of the source or at the terminator.
        /// - Throws: the source's errors, and ``JSONSyntaxError`` for a line too long.
        public mutating func next() async throws -> ServerSentEvent? {
            while !ended {
                if let event = try parser.next() {
                    if let terminator, event.data == terminator {
                        ended = true
                        return nil
                    }
                    return event
                }
                guard let bytes = try await base.next() else {
                    ended = true
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
    /// - Throws: while iterating, ``JSONSyntaxError`` or ``DecodeError`` for data that is not a `T`.
    public func decodeJSON<T: JSONDecodable>(_ type: T.Type) -> DecodedServerSentEvents<Base, T> {
        DecodedServerSentEvents(events: self, decode: { try $0.decodeData(as: T.self) })
    }
}

/// The data of each server-sent event decoded: what `decodeJSON(_:)` on the events returns.
public struct DecodedServerSentEvents<Base: AsyncSequence, Element>: AsyncSequence {
    let events: ServerSentEventSequence<Base>
    /// Makes each iterator's decode: one per iteration, so that it may keep state between events
    /// (a decoder's routes) without two iterations sharing it.
    let makeDecode: () -> (ServerSentEvent) throws -> Element

    package init(events: ServerSentEventSequence<Base>, decode: @escaping (ServerSentEvent) throws -> Element) {
        self.init(events: events, makeDecode: { decode })
    }

    package init(events: ServerSentEventSequence<Base>, makeDecode: @escaping () -> (ServerSentEvent) throws -> Element) {
        self.events = events
        self.makeDecode = makeDecode
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(events: events.makeAsyncIterator(), decode: makeDecode())
    }

    /// Decodes each event as it arrives.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var events: ServerSentEventSequence<Base>.AsyncIterator
        let decode: (ServerSentEvent) throws -> Element

        /// The next event's data, decoded.
        /// - Throws: the events' errors, and the decoding error of data that does not decode.
        public mutating func next() async throws -> Element? {
            guard let event = try await events.next() else { return nil }
            return try decode(event)
        }
    }
}

// `@unchecked`: `makeDecode` is made in this package from the record type, or from a `Sendable` decoder.
extension DecodedServerSentEvents: @unchecked Sendable where Base: Sendable {}

extension AsyncSequence where Element == UInt8 {
    /// The server-sent events of this byte stream; with a `terminator` (`"[DONE]"`), the sequence
    /// ends at the first event whose data is exactly that.
    public func serverSentEvents(terminator: String? = nil) -> ServerSentEventSequence<Self> {
        ServerSentEventSequence(base: self, terminator: terminator, feed: { $0.append(contentsOf: CollectionOfOne($1)) })
    }
}

extension AsyncSequence where Element: Collection, Element.Element == UInt8 {
    /// The server-sent events of this stream of chunks; with a `terminator` (`"[DONE]"`), the
    /// sequence ends at the first event whose data is exactly that.
    public func serverSentEvents(terminator: String? = nil) -> ServerSentEventSequence<Self> {
        ServerSentEventSequence(base: self, terminator: terminator, feed: { $0.append(contentsOf: $1) })
    }
}
