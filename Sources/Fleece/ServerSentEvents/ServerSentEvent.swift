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
    /// The reconnection time in milliseconds, when a `retry:` field came with this event.
    public var retry: Int?

    /// An event; parsers make these.
    public init(event: String = "message", data: String, id: String? = nil, retry: Int? = nil) {
        self.event = event
        self.data = data
        self.id = id
        self.retry = retry
    }

    /// `message: {"delta": "Hi"}`
    public var description: String { "\(event): \(data)" }
}

extension ServerSentEvent {
    /// The event's data parsed as JSON.
    /// - Throws: ``JSONSyntaxError`` when the data is not JSON.
    public func json(options: JSONParsingOptions = JSONParsingOptions()) throws(JSONSyntaxError) -> JSON {
        try JSON(parsing: Array(data.utf8), options: options)
    }

    /// The event's data decoded as `T`.
    ///
    /// ```swift
    /// let delta = try event.decodeData(as: Delta.self)
    /// ```
    /// - Throws: ``JSONSyntaxError`` when the data is not JSON, ``DecodeError`` when it does not decode.
    public func decodeData<T: JSONDecodable>(as type: T.Type = T.self) throws -> T {
        try json().decode(as: T.self).get()
    }
}
