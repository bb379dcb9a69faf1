import Fleece
import FleeceFoundation
import Vapor

/// The records of a JSON Lines request body, decoded one at a time as the body arrives; see
/// `Request.decodeJSONLines(as:decoder:maximumLineLength:)`.
///
/// Memory holds one line at a time, not the body. Records before a bad line are handed out; the
/// bad line ends the sequence with an error that answers 400.
public struct JSONLinesRecords<Record: Decodable>: AsyncSequence {
    public typealias Element = Record
    public typealias Failure = any Error

    let body: Request.Body
    let decoder: FleeceDecoder
    let maximumLineLength: Int

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(chunks: body.makeAsyncIterator(), decoder: decoder, splitter: JSONLinesSplitter(maximumLineLength: maximumLineLength))
    }

    /// Reads the body's chunks and decodes each complete line.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var chunks: Request.Body.AsyncIterator
        let decoder: FleeceDecoder
        var splitter: JSONLinesSplitter
        var ended = false

        /// The next record, or nil after the last.
        /// - Throws: `Abort(.badRequest)` for a line that is not JSON or does not fit `Record`
        ///   (`line 3: items[0].id: … at line 3, column 12`), or a line longer than the limit.
        public mutating func next() async throws -> Record? {
            while !ended {
                let line: JSONLinesSplitter.Line?
                do {
                    line = try splitter.nextLine()
                } catch {
                    throw Abort(.badRequest, reason: "line \(error.lineNumber): the line is longer than \(error.limit) bytes")
                }
                if let line { return try decode(line) }
                if let chunk = try await chunks.next() {
                    chunk.withUnsafeReadableBytes { splitter.append($0) }
                } else {
                    ended = true
                    if let last = splitter.finish() { return try decode(last) }
                }
            }
            return nil
        }

        private func decode(_ line: JSONLinesSplitter.Line) throws -> Record {
            do {
                return try decoder.decode(Record.self, from: line.bytes)
            } catch {
                let message = JSONLinesSplitter.relocate(FleeceDecoder.message(for: error), toLine: line.number)
                throw Abort(.badRequest, reason: "line \(line.number): \(message)")
            }
        }
    }
}

extension Request {
    /// Decodes a JSON Lines body (one JSON value per line, as `application/x-ndjson` or
    /// `application/jsonl`) one record at a time, while it arrives.
    ///
    /// Register the route with `body: .stream`, so that Vapor hands the body over as it arrives
    /// instead of collecting it first:
    ///
    /// ```swift
    /// app.on(.POST, "events", body: .stream) { req async throws -> String in
    ///     var count = 0
    ///     for try await event in try req.decodeJSONLines(as: Event.self) {
    ///         try await store(event)
    ///         count += 1
    ///     }
    ///     return "stored \(count) events"
    /// }
    /// ```
    ///
    /// Only the line being read is held in memory, so the body may be of any length; each line
    /// is limited by `maximumLineLength` instead (by default the routes' `defaultMaxBodySize`).
    /// Blank lines are skipped and `\r\n` line ends accepted.
    ///
    /// - Throws: from the sequence: `Abort(.badRequest)` for the first line that is not JSON or
    ///   does not fit `type`, naming the line, the path and the column
    ///   (`line 3: id: Expected to decode Int but found a string "x" instead, at line 3, column 8.`),
    ///   after every record before it; the same for a line over the limit. From the call itself:
    ///   `Abort(.unsupportedMediaType)` for a `Content-Type` that is neither JSON Lines nor JSON.
    public func decodeJSONLines<Record: Decodable>(
        as type: Record.Type,
        decoder: FleeceDecoder = FleeceContentDecoder.standardDecoder,
        maximumLineLength: Int? = nil
    ) throws -> JSONLinesRecords<Record> {
        if let contentType = headers.first(name: .contentType), !JSONMediaType.isJSONLines(contentType), !JSONMediaType.isJSON(contentType) {
            throw Abort(.unsupportedMediaType, reason: "expected a JSON Lines body (Content-Type application/jsonl or application/x-ndjson), found Content-Type \(contentType)")
        }
        return JSONLinesRecords(body: body, decoder: decoder, maximumLineLength: maximumLineLength ?? application.routes.defaultMaxBodySize.value)
    }
}
