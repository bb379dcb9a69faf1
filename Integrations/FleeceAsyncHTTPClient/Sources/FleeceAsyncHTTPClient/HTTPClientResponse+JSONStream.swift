import AsyncHTTPClient
import Fleece
import FleeceFoundation

// The streaming forms over AsyncHTTPClient. Its body waits for its reader (a few buffers are
// read ahead, then the socket is left to fill and the server waits), so memory holds the record
// being read, not the body, on Linux as on Apple platforms. Each form checks the status first,
// then reads the body as it arrives; leaving the loop, or cancelling the task, stops the transfer.
// `execute(_:timeout:)`'s timeout runs until the response's head arrives, not while the body
// streams. The body can be read once: one of these forms per response.

extension HTTPClientResponse {
    /// The records of the body, as `JSON` values, each as soon as its last byte arrives, once
    /// the status is 2xx (none for 204 No Content and 205 Reset Content, whatever the format).
    ///
    /// ```swift
    /// let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
    /// for try await value in try await response.jsonValues(.lines) {
    ///     print(value["type"] ?? .null)
    /// }
    /// ```
    /// - Throws: ``HTTPResponseError/status(code:reason:body:url:)`` for a status outside 2xx,
    ///   with the start of the error body (read: the body cannot be read again);
    ///   ``HTTPResponseError/contentType(found:expected:url:)`` for an HTML page. While
    ///   iterating: the stream's errors (a record that is not JSON, with its line and column in
    ///   the body; see `JSONStream.next()`), and AsyncHTTPClient's for the transfer.
    public func jsonValues(
        _ format: JSONStream.Format, options: JSONParsingOptions = JSONStream.defaultOptions,
        onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) async throws -> JSONRecordSequence<HTTPClientBodyChunks, JSON> {
        try await checkedBody().jsonValues(streamFormat(format), options: options, onInvalidRecord: onInvalidRecord)
    }

    /// The records of the body decoded as `T`, each as soon as its last byte arrives, once the
    /// status is 2xx (none for 204 No Content and 205 Reset Content, whatever the format).
    ///
    /// ```swift
    /// let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
    /// for try await place in try await response.decodeJSONStream(Place.self, .array(at: ["places", "place"])) {
    ///     print(place.name)
    /// }
    /// ```
    /// - Throws: ``HTTPResponseError/status(code:reason:body:url:)`` for a status outside 2xx
    ///   (the body is read for it), ``HTTPResponseError/contentType(found:expected:url:)`` for
    ///   an HTML page. While iterating: a record that is not JSON or does not decode, naming its path
    ///   (`places.place[37].photo_count`) and its line and column in the body (see
    ///   `JSONStream.next(decoding:)`), after every record before it; with
    ///   `onInvalidRecord: .skip` such a record is reported in the current `LeniencyReport`
    ///   instead, and the stream goes on.
    public func decodeJSONStream<T: JSONDecodable & SendableMetatype>(
        _ type: T.Type, _ format: JSONStream.Format, options: JSONParsingOptions = JSONStream.defaultOptions,
        onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) async throws -> JSONRecordSequence<HTTPClientBodyChunks, T> {
        try await checkedBody().decodeJSON(type, streamFormat(format), options: options, onInvalidRecord: onInvalidRecord)
    }

    /// The records of the body decoded as `Decodable` `T` by `decoder` (its strategies: dates,
    /// data, snake-case keys), each as soon as its last byte arrives, once the status is 2xx
    /// (none for 204 No Content and 205 Reset Content, whatever the format). Without `decoder`,
    /// a `FleeceDecoder()` decodes them; a model that is `JSONDecodable` too is then decoded
    /// through `JSONDecodable`.
    ///
    /// ```swift
    /// for try await event in try await response.decodeJSONStream(Event.self, .lines) { … }
    /// for try await event in try await response.decodeJSONStream(Event.self, .lines, decoder: decoder) { … }
    /// ```
    /// - Throws: ``HTTPResponseError/status(code:reason:body:url:)`` for a status outside 2xx
    ///   (the body is read for it), ``HTTPResponseError/contentType(found:expected:url:)`` for
    ///   an HTML page. While iterating: `JSONSyntaxError` for a record that is not JSON, and the
    ///   `DecodingError` of one that does not decode, its coding path starting with the
    ///   record's path in the stream and its description giving the line and column.
    public func decodeJSONStream<T: Decodable & SendableMetatype>(
        _ type: T.Type, _ format: JSONStream.Format, decoder: FleeceDecoder = FleeceDecoder(),
        options: JSONParsingOptions = JSONStream.defaultOptions,
        onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) async throws -> JSONRecordSequence<HTTPClientBodyChunks, T> {
        try await checkedBody().decodeJSON(type, streamFormat(format), decoder: decoder, options: options,
                                           onInvalidRecord: onInvalidRecord)
    }

    /// The server-sent events of the body (`text/event-stream`), each as soon as it arrives, once
    /// the status is 2xx and the body is labelled as an event stream (or not labelled), as the
    /// standard requires; with a `terminator` (`"[DONE]"`), the sequence ends at the event whose
    /// data is exactly that, and a body that ends before it (a connection dropped mid-answer)
    /// throws a `JSONSyntaxError` at its end. `maximumLineLength` and `maximumEventSize` are
    /// `ServerSentEventParser`'s limits (64 MiB each by default).
    ///
    /// ```swift
    /// let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
    /// for try await delta in try await response.serverSentEvents(terminator: "[DONE]").decodeJSON(Delta.self) {
    ///     print(delta.text, terminator: "")
    /// }
    /// ```
    /// - Throws: ``HTTPResponseError/status(code:reason:body:url:)`` for a status outside 2xx;
    ///   ``HTTPResponseError/contentType(found:expected:url:)`` for a body labelled as something
    ///   else (a JSON error sent with status 200). While iterating, AsyncHTTPClient's errors.
    public func serverSentEvents(
        terminator: String? = nil, maximumLineLength: Int = 64 << 20, maximumEventSize: Int = 64 << 20
    ) async throws -> ServerSentEventSequence<HTTPClientBodyChunks> {
        try await checkedBody(contentTypes: ["text/event-stream"])
            .serverSentEvents(terminator: terminator, maximumLineLength: maximumLineLength, maximumEventSize: maximumEventSize)
    }
}
