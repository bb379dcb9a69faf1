/// One event of a `text/event-stream` (server-sent events), as the WHATWG HTML standard defines
/// them: what streaming APIs (chat completions, live feeds) send, one `data:` payload at a time.
///
/// ```swift
/// for try await event in bytes.serverSentEvents(terminator: "[DONE]") {
///     let chunk = try event.decodeData(as: Completion.self)
/// }
/// ```
public struct ServerSentEvent: Sendable, Hashable, CustomStringConvertible {
    /// The event type: the last `event:` field, or `"message"` when there was none.
    public var event: String
    /// The `data:` fields joined by `"\n"`.
    public var data: String
    /// The last event ID: the last `id:` field of this event or an earlier one (the standard
    /// keeps it from event to event), or nil when none has been sent.
    public var id: String?
    /// The reconnection time in milliseconds: the last `retry:` field of this event or of an
    /// earlier block of the stream, with or without data (the standard keeps it for the stream,
    /// as it keeps the last event ID), or nil when none has been sent.
    public var retry: Int?
    /// Where the data starts in the stream, for an event the parser read: its errors are then
    /// placed in the stream, not in the data. Not part of the event's value (`==`, `hash`).
    package var dataPosition: JSONPosition?
    /// Where the data's second line and those after it start, for data of several `data:` lines.
    package var laterDataLines: [RecordOrigin.LaterLine]?

    /// An event; parsers make these.
    public init(event: String = "message", data: String, id: String? = nil, retry: Int? = nil) {
        self.event = event
        self.data = data
        self.id = id
        self.retry = retry
    }

    /// `message: {"delta": "Hi"}`
    public var description: String { "\(event): \(data)" }

    /// Whether two events have the same type, data, last event ID and retry time (where in a
    /// stream each was read does not count).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.event == rhs.event && lhs.data == rhs.data && lhs.id == rhs.id && lhs.retry == rhs.retry
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(event)
        hasher.combine(data)
        hasher.combine(id)
        hasher.combine(retry)
    }
}

extension ServerSentEvent {
    /// The event's data parsed as JSON.
    /// - Throws: ``JSONSyntaxError`` when the data is not JSON, at its line and column in the
    ///   stream when the event came from one (at its position in the data for an event made in
    ///   code).
    public func json(options: JSONParsingOptions = JSONParsingOptions()) throws(JSONSyntaxError) -> JSON {
        try dataRecord(options: options).json
    }

    /// The data parsed as a record whose document places its positions (of syntax and decoding
    /// errors alike) where the data is in the stream, as a record of a JSON stream does; at its
    /// position in the data when that is not known.
    package func dataRecord(options: JSONParsingOptions = JSONParsingOptions()) throws(JSONSyntaxError) -> StreamRecord {
        let origin = RecordOrigin(position: dataPosition ?? JSONPosition(offset: 0, line: 1, column: 1), path: JSONPath())
        let bytes = Array(data.utf8)
        try JSONDocument.checkRecordSize(bytes.count, options: options, origin: origin)
        // Memory safety: the bytes are lent for the call; the document keeps a copy.
        let document = try unsafe bytes.withUnsafeBufferPointer { (text) throws(JSONSyntaxError) -> JSONDocument in
            try unsafe JSONDocument.parseRecord(text, options: options, origin: origin,
                                                laterLines: dataPosition == nil ? nil : laterDataLines)
        }
        return StreamRecord(document: document, origin: origin, index: 0)
    }

    /// The event's data decoded as `T`.
    ///
    /// ```swift
    /// let delta = try event.decodeData(as: Delta.self)
    /// ```
    /// `options` bound the data as they bound a document (depth, size).
    ///
    /// - Throws: ``JSONSyntaxError`` when the data is not JSON, ``DecodeError`` when it does not
    ///   decode; placed in the stream as ``json(options:)`` says.
    public func decodeData<T: JSONDecodable>(as type: T.Type = T.self, options: JSONParsingOptions = JSONParsingOptions()) throws -> T {
        // Decoded as a record, not as `json()`'s value: data that is a bare `null`, `true` or
        // string has no document to name its place, the record does.
        try dataRecord(options: options).decode(T.self)
    }
}
