/// What makes a response acceptable: its status code and, optionally, its content type.
///
/// ```swift
/// let places = try await session.decode(TopPlaces.self, for: request, checking: .json)
/// let lenient = ResponseCheck(statusCodes: 200...299, contentTypes: nil) // any content type
/// ```
public struct ResponseCheck: Sendable, Hashable {
    /// The status codes that count as success; 2xx by default.
    public var statusCodes: ClosedRange<Int>
    /// The accepted media types, lowercased and without parameters (`"application/json"`);
    /// nil accepts any content type, or none.
    public var contentTypes: [String]?

    /// Creates a check; by default it accepts any 2xx response whatever its content type.
    public init(statusCodes: ClosedRange<Int> = 200...299, contentTypes: [String]? = nil) {
        self.statusCodes = statusCodes
        self.contentTypes = contentTypes.map { $0.map { $0.lowercased() } }
    }

    /// Any 2xx response, whatever its content type. Many APIs label JSON loosely, so this is the
    /// default.
    public static let successfulStatus = ResponseCheck()

    /// A 2xx response labelled as JSON (`application/json`, or `text/json` and `text/javascript`,
    /// which older APIs still send).
    public static let json = ResponseCheck(contentTypes: ["application/json", "text/json", "text/javascript"])
}
