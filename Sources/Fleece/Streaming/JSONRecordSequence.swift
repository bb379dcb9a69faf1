/// The records of an async source of bytes, read with a ``JSONStream`` as the bytes arrive:
/// what `jsonValues(_:)` and `decodeJSON(_:_:)` return.
///
/// Each record is handed out as soon as its last byte has arrived; a bad record is thrown after
/// every good record before it (or, with `onInvalidRecord: .skip`, reported and left out).
/// Memory holds one record and one chunk of the source, however long the stream.
public struct JSONRecordSequence<Base: AsyncSequence, Element>: AsyncSequence {
    // Inlinable, so that the loop over the source is specialized for it in the caller's module
    // (per-chunk overhead matters with small chunks); the scanning and parsing stay in here.
    @usableFromInline let base: Base
    @usableFromInline let format: JSONStream.Format
    @usableFromInline let options: JSONParsingOptions
    @usableFromInline let onInvalidRecord: JSONStream.InvalidRecordPolicy
    @usableFromInline let feed: (inout JSONStream, Base.Element) -> Void
    /// Makes each iterator's transform: one per iteration, so that one may keep state between
    /// records (a reused decoder) without two iterations sharing it.
    @usableFromInline let makeTransform: () -> (StreamRecord) throws -> Element

    @inlinable
    package init(base: Base, format: JSONStream.Format, options: JSONParsingOptions,
         onInvalidRecord: JSONStream.InvalidRecordPolicy,
         feed: @escaping (inout JSONStream, Base.Element) -> Void,
         transform: @escaping (StreamRecord) throws -> Element) {
        self.init(base: base, format: format, options: options, onInvalidRecord: onInvalidRecord,
                  feed: feed, makeTransform: { transform })
    }

    @inlinable
    package init(base: Base, format: JSONStream.Format, options: JSONParsingOptions,
         onInvalidRecord: JSONStream.InvalidRecordPolicy,
         feed: @escaping (inout JSONStream, Base.Element) -> Void,
         makeTransform: @escaping () -> (StreamRecord) throws -> Element) {
        self.base = base
        self.format = format
        self.options = options
        self.onInvalidRecord = onInvalidRecord
        self.feed = feed
        self.makeTransform = makeTransform
    }

    @inlinable
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(),
                      stream: JSONStream(format, options: options, onInvalidRecord: onInvalidRecord),
                      feed: feed, transform: makeTransform())
    }

    /// Reads the source as records are asked for.
    public struct AsyncIterator: AsyncIteratorProtocol {
        @usableFromInline var base: Base.AsyncIterator
        @usableFromInline var stream: JSONStream
        @usableFromInline let feed: (inout JSONStream, Base.Element) -> Void
        @usableFromInline let transform: (StreamRecord) throws -> Element
        @usableFromInline var sourceEnded = false

        @inlinable
        init(base: Base.AsyncIterator, stream: JSONStream, feed: @escaping (inout JSONStream, Base.Element) -> Void,
             transform: @escaping (StreamRecord) throws -> Element) {
            self.base = base
            self.stream = stream
            self.feed = feed
            self.transform = transform
        }

        /// The next record.
        /// - Throws: the stream's errors (``JSONSyntaxError``, ``DecodeError``, a Codable
        ///   decoder's `DecodingError`), placed in the stream, and the source's own errors.
        @inlinable
        public mutating func next() async throws -> Element? {
            while true {
                // JSON Lines fed a byte at a time: no call at all until a line may have ended.
                if stream.mayHaveLine, let element = try stream.nextDecoded(transform) { return element }
                if sourceEnded { return nil }
                if let bytes = try await base.next() {
                    feed(&stream, bytes)
                } else {
                    sourceEnded = true
                    stream.endInput()
                }
            }
        }

        /// The next record, reading the source in the caller's isolation.
        @inlinable
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Element? {
            while true {
                // JSON Lines fed a byte at a time: no call at all until a line may have ended.
                if stream.mayHaveLine, let element = try stream.nextDecoded(transform) { return element }
                if sourceEnded { return nil }
                if let bytes = try await base.next(isolation: actor) {
                    feed(&stream, bytes)
                } else {
                    sourceEnded = true
                    stream.endInput()
                }
            }
        }
    }
}

// `@unchecked`: the closures are made in this package, from the source's element type and the
// record type alone, or from a decoder that is itself `Sendable`; they hold no mutable state
// (a transform's reused decoder is made per iterator, by `makeTransform`).
extension JSONRecordSequence: @unchecked Sendable where Base: Sendable {}
