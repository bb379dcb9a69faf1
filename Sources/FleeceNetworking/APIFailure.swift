/// A failure that an API reports inside a successful HTTP response.
///
/// Many APIs answer every request with HTTP 200 and say in the payload whether it worked. A caller
/// maps such a payload to an `APIFailure` with a closure given to ``checkPayload(_:)`` or to
/// `URLSession.decode(_:for:checking:apiFailure:retry:)`, and the pipeline fails with
/// ``RequestError/api(_:request:)`` instead of trying to decode the model:
///
/// ```swift
/// // Flickr: {"stat":"fail","code":100,"message":"Invalid API Key (Key has invalid format)"}
/// let flickrFailure: @Sendable (JSON) -> APIFailure? = { json in
///     guard case .string("fail")? = json["stat"] else { return nil }
///     guard case .string(let message)? = json["message"] else { return APIFailure(message: "no message") }
///     return APIFailure(message: message, advice: "check the API key")
/// }
/// ```
public struct APIFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The API's own error code, as text (`"100"`), when it sends one.
    public var code: String?
    /// The API's message, as sent.
    public var message: String
    /// What the caller should do about it, when the mapper knows (`"check the API key"`).
    public var advice: String?

    /// Creates a failure from what the API said.
    public init(code: String? = nil, message: String, advice: String? = nil) {
        self.code = code
        self.message = message
        self.advice = advice
    }

    /// `the API reported failure 100: Invalid API Key; check the API key`, on one line (control
    /// characters escaped as `\u{1B}`); a message longer than 120 characters is cut there, saying
    /// how many more there were.
    public var description: String {
        oneLine(described(to: ""))
    }

    /// The description with `request` after the code (` to GET https://…`, or nothing), as a
    /// ``RequestError/api(_:request:)`` says it too.
    func described(to request: String) -> String {
        var text = "the API reported failure"
        if let code { text += " \(code)" }
        var shown = bounded(oneLine(message))
        // The sentence goes on (`…; fix the request`): an API's `'ghost'.;` read as a typo.
        if shown.hasSuffix(".") { shown.removeLast() }
        text += "\(request): \(shown)"
        return text + "; " + (advice ?? "fix the request as the message says and retry")
    }
}
