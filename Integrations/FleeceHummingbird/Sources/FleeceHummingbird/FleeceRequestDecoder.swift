import Fleece
import FleeceFoundation
import Foundation
import Hummingbird

/// Hummingbird's request decoder, backed by Fleece: `request.decode(as:context:)` reads the body
/// with a ``FleeceFoundation/FleeceDecoder`` instead of Foundation's `JSONDecoder`.
///
/// Return it from your context's `requestDecoder` (or use ``FleeceRequestContext``):
///
/// ```swift
/// struct AppContext: RequestContext {
///     var coreContext: CoreRequestContextStorage
///     init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
///     var requestDecoder: FleeceRequestDecoder { FleeceRequestDecoder() }
///     var responseEncoder: FleeceResponseEncoder { FleeceResponseEncoder() }
/// }
///
/// router.post("orders") { request, context in
///     let order = try await request.decode(as: Order.self, context: context)
///     …
/// }
/// ```
///
/// A body that is not the expected JSON is the client's mistake, so it answers 400 Bad Request
/// with Fleece's one-line message, never 500:
///
///     items[2].quantity: Expected to decode Int but found a string "two" instead, at line 5, column 19.
///
/// - Throws: `HTTPError(.badRequest)` with that message when the body is empty, is not JSON, or
///   does not fit the type (including a `DecodingError` the type's `init(from:)` throws; its
///   other errors pass as they are, see ``decode(_:from:context:)``);
///   `HTTPError(.unsupportedMediaType)` when the request names a `Content-Type` that is not JSON
///   (`application/json` or any `…+json`; a request without one is read as JSON);
///   `HTTPError(.contentTooLarge)` when the body is longer than the context's `maxUploadSize`,
///   or than the decoder's `parsingOptions.maximumInputSize`.
public struct FleeceRequestDecoder: RequestDecoder, Sendable {
    /// The decoder that reads the bodies, with its strategies (keys, dates, data, parsing limits).
    public let decoder: FleeceDecoder

    /// A request decoder using `decoder`. The default decodes dates as ISO 8601, as
    /// Hummingbird's own `JSONDecoder` default does.
    public init(decoder: FleeceDecoder = FleeceRequestDecoder.standardDecoder) {
        self.decoder = decoder
    }

    /// Decodes `type` from the request's body.
    ///
    /// The body's chunks are gathered straight into the one array the parser indexes (one copy
    /// of the bytes, as many as `JSONDecoder` makes, without first joining them in a `ByteBuffer`).
    ///
    /// A `DecodingError` answers 400 with Fleece's message; a model's own error of another kind
    /// passes as it is, as under Hummingbird's `JSONDecoder`: its `HTTPError(.unprocessableContent)`
    /// keeps its status, and any other error is Hummingbird's to answer (500).
    public func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
        try JSONMediaType.check(request.headers[.contentType])
        let bytes = try await request.body.collectBytes(upTo: context.maxUploadSize)
        do {
            return try decoder.decode(type, from: bytes)
        } catch let error as DecodingError {
            // The decoder's own size limit is the body's too: 413, as `maxUploadSize`'s (it
            // answered 400, "not valid JSON"; found by an outside tester).
            if let limit = StreamBodyError.sizeLimit(exceededIn: error) {
                throw HTTPError(.contentTooLarge, message: "the body is longer than \(limit) bytes")
            }
            throw HTTPError(.badRequest, message: FleeceDecoder.message(for: error))
        }
        // Any other error is the model's own (found by an outside tester of the Vapor
        // integration, which answered a model's 422 with 400 and sent a custom error's text).
    }

    /// The decoder behind ``init(decoder:)``'s default: ISO 8601 dates, everything else as
    /// `JSONDecoder`. Shared, so that its prepared configuration is worked out once, not per request.
    ///
    /// Every context that uses the default reads with this one instance: to read otherwise,
    /// give your context its own decoder (`FleeceRequestDecoder(decoder: myDecoder)`) rather than
    /// change this one, which would change how every such context, in any module, reads.
    public static let standardDecoder: FleeceDecoder = {
        let decoder = FleeceDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
