/// The result of a request whose success has no body: HTTP 204 No Content, 205, 304 Not
/// Modified, or a 200 that sends nothing (a `DELETE`, most often).
///
/// ```swift
/// var delete = URLRequest(url: todoURL)
/// delete.httpMethod = "DELETE"
/// _ = try await session.decode(NoContent.self, for: delete)
/// ```
///
/// An empty body decodes to `NoContent()` (and a body, if the server sends one anyway, is
/// ignored). To take a model when there is one and nothing otherwise, decode an optional:
/// `session.decode(Todo?.self, for: request, checking: .successfulStatus.accepting(304))`
/// is nil on an empty 304. Any other model fails on an empty body with
/// ``RequestError/emptyBody(response:)`` ("empty body (HTTP 204) from DELETE …"), not with a
/// JSON syntax error.
public struct NoContent: Sendable, Hashable, JSONDecodable, Decodable {
    /// The empty result.
    public init() {}

    /// Any JSON decodes to `NoContent()`: the content is not wanted.
    public static func decode(_ json: JSON) -> Decoded<NoContent> { .success(NoContent()) }

    /// Any value decodes to `NoContent()`: the content is not wanted.
    public init(from decoder: any Decoder) throws {}
}

/// A type with a value for a response without a body, which the one-call APIs return instead of
/// failing with ``RequestError/emptyBody(response:)``.
///
/// ``NoContent`` and every `Optional` (as `nil`) conform. Conform a model of your own when an
/// empty answer means something to it:
///
/// ```swift
/// extension SearchResults: EmptyBodyDecodable {
///     static var emptyBody: SearchResults { SearchResults(items: []) }
/// }
/// ```
public protocol EmptyBodyDecodable {
    /// The value of a response without a body.
    static var emptyBody: Self { get }
}

extension NoContent: EmptyBodyDecodable {
    /// `NoContent()`.
    public static var emptyBody: NoContent { NoContent() }
}

extension Optional: EmptyBodyDecodable {
    /// `nil`: no body, no value.
    public static var emptyBody: Optional { nil }
}

extension RawResponse {
    /// Whether the response carries no content: 204, 205 and 304 never do, and any other status
    /// with a body of nothing but whitespace does not.
    var hasNoContent: Bool {
        if let code = statusCode, [204, 205, 304].contains(code) { return true }
        return body.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    }
}

/// The value for an empty body when `T` has one (``EmptyBodyDecodable``), or nil.
func emptyBodyValue<T>(_ type: T.Type) -> T? {
    guard let empty = T.self as? any EmptyBodyDecodable.Type else { return nil }
    return empty.emptyBody as? T
}
