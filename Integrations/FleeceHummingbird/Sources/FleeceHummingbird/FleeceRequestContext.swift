import Hummingbird

/// A ready-made request context whose bodies are read and written by Fleece: Hummingbird's
/// `BasicRequestContext` with ``FleeceRequestDecoder`` and ``FleeceResponseEncoder``.
///
/// ```swift
/// let router = Router(context: FleeceRequestContext.self)
/// router.post("orders") { request, context -> Order in
///     try await request.decode(as: Order.self, context: context)
/// }
/// let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 8080)))
/// try await app.runService()
/// ```
///
/// An app that needs its own context adds the two properties to it instead (see
/// ``FleeceRequestDecoder``).
public struct FleeceRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    /// A context for one request, as Hummingbird makes it.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }

    /// Reads JSON bodies with Fleece; see ``FleeceRequestDecoder``.
    public var requestDecoder: FleeceRequestDecoder { FleeceRequestDecoder() }

    /// Writes JSON responses; see ``FleeceResponseEncoder``.
    public var responseEncoder: FleeceResponseEncoder { FleeceResponseEncoder() }
}
