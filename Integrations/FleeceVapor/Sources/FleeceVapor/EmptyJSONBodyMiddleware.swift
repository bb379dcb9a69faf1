import FleeceFoundation
import Synchronization
import Vapor

/// Answers a JSON request whose body is empty with 400 and Fleece's message, as any other body
/// that is not JSON, instead of Vapor's bare `422 Unprocessable Entity`.
///
/// Vapor never hands an empty body to a content decoder: `req.content.decode(_:)` throws
/// `Abort(.unprocessableEntity)` first, and `validate(content:)` its `"Empty Body"` 422. This
/// middleware turns those errors, for a request that says it sends JSON and has no body, into
/// the 400 that ``FleeceContentDecoder`` gives for any other broken body:
///
/// ```swift
/// ContentConfiguration.global.useFleece()
/// app.middleware.use(EmptyJSONBodyMiddleware())
/// // POST /orders with Content-Type: application/json and no body:
/// // 400 {"error":true,"reason":"The given data was not valid JSON: expected a JSON value, found end of input at line 1, column 1"}
/// ```
///
/// A body is empty however it was sent: with `Content-Length: 0`, with no length, or chunked
/// (`Transfer-Encoding: chunked`) with no chunk before the last.
///
/// Any other error passes through unchanged: a route's own `422`, with a reason or bare
/// (`throw Abort(.unprocessableEntity)` from a route that never read its body), and Vapor's for a
/// body that is not empty but streamed (`body: .stream`), which `req.content` cannot read.
///
/// The middleware collects no body: it looks at the request only when the route has failed with
/// Vapor's `422`, and a route that collects its body (Vapor's default) has done so by then, in
/// its own responder, after the middleware passed the request on. A streamed route's body stays
/// a stream.
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

    /// Vapor's errors for a body it has not collected, as the error's source (a file of Vapor's)
    /// and reason tell: `req.content`'s bare `Abort(.unprocessableEntity)`, whose reason is the
    /// status's own phrase, and `validate(content:)`'s `"Empty Body"`, so that a route that
    /// validates first answers an empty body as one that decodes does. A route's own `422` has
    /// its own file as its source: it passes through (an outside tester's `DELETE` with a JSON
    /// content type, which read no body, was answered "not valid JSON").
    private static func isVaporsEmptyBodyError(_ abort: Abort) -> Bool {
        guard abort.status == .unprocessableEntity, let file = abort.source?.file else { return false }
        return (file.hasPrefix("Vapor/Request") && abort.reason == HTTPResponseStatus.unprocessableEntity.reasonPhrase)
            || (file.hasPrefix("Vapor/Validation") && abort.reason == "Empty Body")
    }

    /// The request says it sends JSON and sent no bytes, however it was framed.
    ///
    /// Vapor collects a body in the route's responder, after this middleware has passed the
    /// request on, so when the route's error comes back a collecting route has collected what
    /// arrived (`body.data` is set, empty or not). A body still not collected had no bytes at all
    /// (Vapor keeps no stream for a body that ends before its first byte: `Content-Length: 0`,
    /// no length, or chunked with no chunk), or it is a streamed route's, which has bytes.
    private static func hasEmptyJSONBody(_ request: Request) -> Bool {
        guard let contentType = request.headers.first(name: .contentType), JSONMediaType.isJSON(contentType) else { return false }
        if let collected = request.body.data { return collected.readableBytes == 0 }
        if let length = request.headers.first(name: .contentLength) { return Int(length) == 0 }
        return hasNoBodyStream(request)
    }

    /// Whether Vapor kept no stream for the body, which it does only for a body without bytes
    /// (a chunked one says no length, so only this tells).
    ///
    /// `drain` hands a body without a stream its end there and then, before it returns; a stream
    /// hands over its bytes first (or, once a streamed route has read it, nothing), so it is never
    /// taken for empty. A stream's remaining chunks are read and dropped, as Vapor drops them
    /// once the response is sent: its route has failed, and nothing else reads them.
    private static func hasNoBodyStream(_ request: Request) -> Bool {
        let probe = BodyProbe()
        request.body.drain { part in
            probe.see(part)
            return request.eventLoop.makeSucceededVoidFuture()
        }
        return probe.endedWithoutBytes
    }

    /// What `drain` handed over so far.
    private final class BodyProbe: Sendable {
        private let seen = Mutex((ended: false, other: false))

        func see(_ part: BodyStreamResult) {
            seen.withLock { seen in
                switch part {
                case .buffer(let buffer): if buffer.readableBytes > 0 { seen.other = true }
                case .end: seen.ended = true
                case .error: seen.other = true
                }
            }
        }

        /// The body ended, and no byte or error came before.
        var endedWithoutBytes: Bool {
            seen.withLock { $0.ended && !$0.other }
        }
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
