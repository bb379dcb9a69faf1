import Fleece
import FleeceFoundation
import Hummingbird
import NIOCore

/// The records of a streamed request body (JSON Lines, or the elements of a JSON array),
/// decoded one at a time as the body arrives; see
/// `Request.decodeJSONStream(as:_:context:decoder:maximumRecordSize:)`.
///
/// Fleece's core `JSONStream` finds the records: each byte is scanned once, whatever the chunk
/// sizes, and memory holds the record being read, not the body. Records before a bad one are
/// handed out; the bad one ends the sequence with an error that answers 400.
public struct JSONBodyRecords<Record: Decodable>: AsyncSequence {
    public typealias Element = Record
    public typealias Failure = any Error

    /// The body's buffers seen as byte collections: `ByteBufferView` lends the buffer's own
    /// memory, so each chunk is copied once, into the stream's buffer.
    typealias Chunks = AsyncMapSequence<RequestBody, ByteBufferView>

    let records: JSONRecordSequence<Chunks, Record>

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(records: records.makeAsyncIterator())
    }

    /// Reads the body's chunks and decodes each complete record.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var records: JSONRecordSequence<Chunks, Record>.AsyncIterator

        /// The next record, or nil after the last.
        /// - Throws: `HTTPError(.badRequest)` for a record that is not JSON or does not fit
        ///   `Record`, with its path and its line and column in the whole body;
        ///   `HTTPError(.contentTooLarge)` for a record over the size limit; the body's own errors
        ///   as they are.
        public mutating func next() async throws -> Record? {
            do {
                return try await records.next()
            } catch {
                throw StreamBodyError.httpError(for: error)
            }
        }
    }
}

/// How the stream's errors answer: the client's mistakes are 4xx with Fleece's one-line message.
enum StreamBodyError {
    static func httpError(for error: any Error) -> any Error {
        switch error {
        case let syntax as JSONSyntaxError:
            if case .tooLarge(let limit) = syntax.kind {
                return HTTPError(.contentTooLarge, message: "a record is longer than \(limit) bytes, at line \(syntax.line), column \(syntax.column)")
            }
            return HTTPError(.badRequest, message: FleeceDecoder.message(for: syntax))
        case is DecodingError, is DecodeError:
            return HTTPError(.badRequest, message: FleeceDecoder.message(for: error))
        default:
            return error
        }
    }

    /// The limit of a body or record that a decoder refused for its size (a syntax error
    /// `tooLarge` underneath a `DecodingError`), or nil for any other failure.
    static func sizeLimit(exceededIn error: DecodingError) -> Int? {
        guard case .dataCorrupted(let context) = error, let syntax = context.underlyingError as? JSONSyntaxError,
              case .tooLarge(let limit) = syntax.kind else { return nil }
        return limit
    }
}

extension Request {
    /// Decodes a streamed body one record at a time, while it arrives: JSON Lines
    /// (`application/x-ndjson`, `application/jsonl`) with `.lines`, the elements of a JSON array
    /// with `.array`, or of the array at a key path with `.array(at:)`.
    ///
    /// ```swift
    /// router.post("events") { request, context -> String in
    ///     var count = 0
    ///     for try await event in try request.decodeJSONStream(as: Event.self, .lines, context: context) {
    ///         try await store(event)
    ///         count += 1
    ///     }
    ///     return "stored \(count) events"
    /// }
    /// ```
    ///
    /// Only the record being read is held in memory, so the body may be far larger than
    /// `maxUploadSize`; each record is limited by `maximumRecordSize` instead (by default the
    /// context's `maxUploadSize`, or the decoder's `parsingOptions.maximumInputSize` when it is
    /// smaller). For `.lines`, blank lines are skipped and `\r\n` accepted.
    ///
    /// With `onInvalidRecord: .skip`, a record that is not JSON (a line of JSON Lines) or does
    /// not fit `type` is left out and reported in the `LeniencyReport` being collected, and the
    /// body goes on; a record over the limit still answers 413:
    ///
    /// ```swift
    /// let (count, report) = try await LeniencyReport.collecting(keepingAtMost: 100) {
    ///     var count = 0
    ///     for try await event in try request.decodeJSONStream(as: Event.self, .lines, context: context, onInvalidRecord: .skip) {
    ///         try await store(event)
    ///         count += 1
    ///     }
    ///     return count
    /// }
    /// ```
    ///
    /// The records are decoded by `decoder`; by default (nil), by the context's
    /// ``FleeceRequestDecoder``'s, so that the streamed and the collected bodies of one app are
    /// read alike (its key and date strategies), or, when the context's request decoder is not
    /// Fleece's, by ``FleeceRequestDecoder/standardDecoder``.
    ///
    /// - Throws: from the sequence: `HTTPError(.badRequest)` for the first record that is not
    ///   JSON or does not fit `type`, after every record before it, naming its path and its line
    ///   and column in the body (in an `.array` body, `[2].id: Expected to decode Int but found a
    ///   string "x" instead, at line 4, column 9.`; a line of JSON Lines has no index of its own,
    ///   so there the message starts with the member, `id: …`); `HTTPError(.contentTooLarge)` for a record over the
    ///   limit. From the call itself: `HTTPError(.unsupportedMediaType)` for a `Content-Type`
    ///   that is not JSON (nor JSON Lines, for `.lines`).
    public func decodeJSONStream<Record: Decodable & SendableMetatype>(
        as type: Record.Type,
        _ format: JSONStream.Format,
        context: some RequestContext,
        decoder: FleeceDecoder? = nil,
        maximumRecordSize: Int? = nil,
        onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) throws -> JSONBodyRecords<Record> {
        try JSONMediaType.checkStream(headers[.contentType], format: format)
        // Found by an outside tester: the standard decoder was the default, so a context set to
        // snake case read its collected bodies in snake case and its streamed ones in camel case.
        let decoder = decoder ?? (context.requestDecoder as? FleeceRequestDecoder)?.decoder ?? FleeceRequestDecoder.standardDecoder
        var options = decoder.parsingOptions
        // The decoder's own limit applies to a record as to a collected body (it was replaced).
        options.maximumInputSize = maximumRecordSize ?? min(context.maxUploadSize, options.maximumInputSize)
        let chunks = body.map(\.readableBytesView)
        return JSONBodyRecords(records: chunks.decodeJSON(type, format, decoder: decoder, options: options,
                                                          onInvalidRecord: onInvalidRecord))
    }
}
