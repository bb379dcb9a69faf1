import Foundation

/// What makes a response acceptable: its status code and, optionally, its content type.
///
/// ```swift
/// let places = try await session.decode(TopPlaces.self, for: request, checking: .json)
/// let lenient = ResponseCheck(statusCodes: 200...299, contentTypes: nil) // any content type
/// let cached = ResponseCheck.successfulStatus.accepting(304)           // 2xx and Not Modified
/// ```
///
/// A response without a body (HTTP 204, 205, 304) passes the content-type check whatever it
/// says, since there is nothing to label.
public struct ResponseCheck: Sendable, Hashable {
    /// The status codes that count as success, any set of them; 2xx by default.
    public var statusCodes: Set<Int>
    /// The accepted media types, lowercased and without parameters (`"application/json"`; a
    /// type given with parameters, `"application/json; charset=utf-8"`, is kept without them);
    /// nil accepts any content type, or none. A `*` stands for any subtype or its start:
    /// `"text/*"`, and `"application/*+json"` for every type with the `+json` suffix of
    /// RFC 6839 (`application/problem+json`, `application/vnd.api+json`); `"*/*"` is any type
    /// (a labelled response: an unlabelled one still fails).
    public var contentTypes: [String]?
    /// Whether a response with no `Content-Type` at all passes a check that lists types
    /// (only ``eventStream`` sets it: a server that labels nothing is not saying "not an event
    /// stream", while one that says `application/json` is).
    var acceptsUnlabelled = false

    /// Creates a check accepting the statuses in `statusCodes`, a range or any sequence
    /// (`[200, 201, 304]`); by default any 2xx response whatever its content type.
    public init(statusCodes: some Sequence<Int>, contentTypes: [String]? = nil) {
        self.statusCodes = Set(statusCodes)
        // As `accepts(mediaType:)` compares them: a type as an `Accept` header writes it,
        // parameters and all, never matched (found by an outside tester).
        self.contentTypes = contentTypes.map { types in
            types.map { type in
                (type.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                    .trimmingCharacters(in: .whitespaces).lowercased()
            }
        }
    }

    /// Creates a check accepting any 2xx status and, when `contentTypes` is given, only those
    /// media types.
    public init(contentTypes: [String]? = nil) {
        self.init(statusCodes: 200...299, contentTypes: contentTypes)
    }

    /// The same check, also accepting `codes` (`.successfulStatus.accepting(304)`).
    public func accepting(_ codes: Int...) -> ResponseCheck {
        var check = self
        check.statusCodes.formUnion(codes)
        return check
    }

    /// Any 2xx response, whatever its content type. Many APIs label JSON loosely, so this is the
    /// default.
    public static let successfulStatus = ResponseCheck()

    /// A 2xx response labelled as JSON: `application/json`, a type with the `+json` suffix
    /// (`application/problem+json`, `application/vnd.api+json`, `application/hal+json`), or
    /// `text/json` and `text/javascript`, which older APIs still send.
    public static let json = ResponseCheck(contentTypes: ["application/json", "application/*+json", "text/json", "text/javascript"])

    /// Whether `mediaType` (lowercased, without parameters) is one ``contentTypes`` lists, or
    /// matches one of its patterns; true when it lists none.
    func accepts(mediaType: String) -> Bool {
        guard let contentTypes else { return true }
        return contentTypes.contains { accepted in
            if accepted == "*/*" { return true }
            guard let star = accepted.firstIndex(of: "*") else { return accepted == mediaType }
            let prefix = accepted[..<star]
            let suffix = accepted[accepted.index(after: star)...]
            return mediaType.count > prefix.count + suffix.count && mediaType.hasPrefix(prefix) && mediaType.hasSuffix(suffix)
        }
    }

    /// A 2xx response that is an event stream: labelled `text/event-stream`, or not labelled at
    /// all. The default of `URLSession.serverSentEvents(for:terminator:maximumLineLength:maximumEventSize:checking:)`, so that a JSON
    /// error sent with status 200 (an API that ignored the request to stream, say) is thrown as
    /// ``RequestError/contentType(found:expected:url:)`` instead of ending the loop with no events.
    /// The standard (WHATWG, "server-sent events") fails such a connection the same way.
    public static let eventStream: ResponseCheck = {
        var check = ResponseCheck(contentTypes: ["text/event-stream"])
        check.acceptsUnlabelled = true
        return check
    }()
}
