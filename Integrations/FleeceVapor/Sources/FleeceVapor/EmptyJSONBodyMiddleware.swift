import FleeceFoundation
import Vapor

/// Answers a JSON request whose body is empty with 400 and Fleece's message, as any other body
/// that is not JSON, instead of Vapor's bare `422 Unprocessable Entity`.
///
/// Vapor never hands an empty body to a content decoder: `req.content.decode(_:)` throws
/// `Abort(.unprocessableEntity)` first. This middleware turns that error, for a request that
/// says it sends JSON and has no body, into the 400 that ``FleeceContentDecoder`` gives for
/// any other broken body:
///
/// ```swift
/// ContentConfiguration.global.useFleece()
/// app.middleware.use(EmptyJSONBodyMiddleware())
/// // POST /orders with Content-Type: application/json and no body:
/// // 400 {"error":true,"reason":"The given data was not valid JSON: expected a JSON value, found end of input at line 1, column 1"}
/// ```
///
/// Any other error passes through unchanged: a route's own `422` (one with a reason of its
/// own), and Vapor's for a body that is not empty but streamed (`body: .stream`), which
/// `req.content` cannot read.
public struct EmptyJSONBodyMiddleware: AsyncMiddleware {
    /// The middleware; add it with `app.middleware.use(_:)`.
    public init() {}

    /// Passes the request on and rewrites the empty body's `422`.
    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch let abort as Abort where Self.isVaporsEmptyBodyError(abort) && Self.hasEmptyJSONBody(request) {
            throw Self.emptyBodyError
        }
    }

    /// Vapor's error for a body it has not collected: a bare `Abort(.unprocessableEntity)`,
    /// whose reason is the status's own phrase.
    private static func isVaporsEmptyBodyError(_ abort: Abort) -> Bool {
        abort.status == .unprocessableEntity && abort.reason == HTTPResponseStatus.unprocessableEntity.reasonPhrase
    }

    /// The request says it sends JSON and sends nothing: no bytes collected, and a length of 0
    /// (or none, and no chunked body).
    private static func hasEmptyJSONBody(_ request: Request) -> Bool {
        guard let contentType = request.headers.first(name: .contentType), JSONMediaType.isJSON(contentType) else { return false }
        guard (request.body.data?.readableBytes ?? 0) == 0 else { return false }
        if let length = request.headers.first(name: .contentLength) { return Int(length) == 0 }
        return !request.headers.contains(name: .transferEncoding)
    }

    /// What ``FleeceContentDecoder`` says of an empty body.
    private static var emptyBodyError: any Error {
        do {
            _ = try FleeceContentDecoder().decode(AnyJSON.self, from: ByteBuffer(), headers: [:])
            return Abort(.badRequest, reason: "the body is empty: expected JSON")
        } catch {
            return error
        }
    }

    /// Any value; never reached for an empty body, which fails to parse first.
    private struct AnyJSON: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
