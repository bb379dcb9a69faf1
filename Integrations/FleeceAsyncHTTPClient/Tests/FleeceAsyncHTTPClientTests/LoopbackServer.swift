import AsyncHTTPClient
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// What the loopback server answers to a path: a status, a content type, and a body of
/// `chunkCount` chunks, each made when the socket can take it (so a slow client holds the
/// server back, as a real server is held back by TCP).
struct Reply: Sendable {
    var status: HTTPResponseStatus = .ok
    var contentType: String? = "application/x-ndjson"
    var chunkCount: Int
    var chunk: @Sendable (Int) -> [UInt8]
    /// After this many chunks the server sends nothing more and keeps the connection open: a
    /// stalled body.
    var stallsAfter: Int? = nil

    /// `text` in chunks of the sizes `sizes` gives in turn (the last chunk takes what is left).
    static func text(_ text: String, status: HTTPResponseStatus = .ok, contentType: String? = "application/x-ndjson",
                     chunkSizes sizes: [Int] = [1 << 16]) -> Reply {
        let bytes = Array(text.utf8)
        var bounds: [Range<Int>] = []
        var start = 0
        var turn = 0
        while start < bytes.count {
            let end = min(bytes.count, start + max(1, sizes[turn % sizes.count]))
            bounds.append(start..<end)
            start = end
            turn += 1
        }
        let ranges = bounds
        return Reply(status: status, contentType: contentType, chunkCount: ranges.count) { Array(bytes[ranges[$0]]) }
    }
}

/// What the server saw of one response's body: bytes the socket took, and whether the client
/// closed the connection before the body's end.
final class Transfer: Sendable {
    private let state = NIOLockedValueBox((sent: 0, finished: false, closed: false))

    var sentBytes: Int { state.withLockedValue { $0.sent } }
    var finished: Bool { state.withLockedValue { $0.finished } }
    var closedEarly: Bool { state.withLockedValue { $0.closed && !$0.finished } }

    func sent(_ count: Int) { state.withLockedValue { $0.sent += count } }
    func finish() { state.withLockedValue { $0.finished = true } }
    func close() { state.withLockedValue { $0.closed = true } }
}

/// An HTTP/1.1 server on a random loopback port, answering each request by `route(uri)`.
final class LoopbackServer: Sendable {
    let port: Int
    private let log: NIOLockedValueBox<[Transfer]>

    /// The transfers of the responses so far, in the order their requests ended.
    var responses: [Transfer] { log.withLockedValue { $0 } }

    private init(port: Int, log: NIOLockedValueBox<[Transfer]>) {
        self.port = port
        self.log = log
    }

    /// Runs `body` with a server answering by `route`, then stops the server.
    static func with<R: Sendable>(
        route: @escaping @Sendable (String) -> Reply, _ body: (LoopbackServer) async throws -> R
    ) async throws -> R {
        let log = NIOLockedValueBox<[Transfer]>([])
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(RouteHandler(route: route, log: log))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        do {
            guard let port = channel.localAddress?.port else { throw ServerError.noPort }
            let result = try await body(LoopbackServer(port: port, log: log))
            try await channel.close()
            return result
        } catch {
            try? await channel.close()
            throw error
        }
    }

    /// The address of `path` on this server.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// The response to a GET of `path`, its head arrived and its body not read yet.
    func get(_ path: String) async throws -> HTTPClientResponse {
        try await HTTPClient.shared.execute(HTTPClientRequest(url: url(path)), timeout: .seconds(60))
    }

    enum ServerError: Error { case noPort }
}

/// Answers a request once it has ended, writing the body's chunks while the socket is writable
/// and going on when it is writable again.
private final class RouteHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    let route: @Sendable (String) -> Reply
    let log: NIOLockedValueBox<[Transfer]>
    private var uri = ""
    private var sending: (reply: Reply, next: Int, transfer: Transfer)?
    private var isSending = false

    init(route: @escaping @Sendable (String) -> Reply, log: NIOLockedValueBox<[Transfer]>) {
        self.route = route
        self.log = log
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            uri = head.uri
        case .body:
            break
        case .end:
            let reply = route(uri)
            var headers = HTTPHeaders()
            if let contentType = reply.contentType { headers.add(name: "content-type", value: contentType) }
            let head = HTTPResponseHead(version: .http1_1, status: reply.status, headers: headers)
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            let transfer = Transfer()
            log.withLockedValue { $0.append(transfer) }
            sending = (reply, 0, transfer)
            send(context: context)
        }
    }

    private func send(context: ChannelHandlerContext) {
        // A write can call `channelWritabilityChanged` before it returns; that call leaves the
        // sending to this loop, which checks writability before each chunk.
        guard !isSending else { return }
        isSending = true
        defer { isSending = false }
        while let current = sending, context.channel.isWritable {
            let transfer = current.transfer
            if let stall = current.reply.stallsAfter, current.next >= stall { return }
            guard current.next < current.reply.chunkCount else {
                sending = nil
                let ended = context.eventLoop.makePromise(of: Void.self)
                ended.futureResult.whenSuccess { transfer.finish() }
                context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: ended)
                return
            }
            sending?.next += 1
            let bytes = current.reply.chunk(current.next)
            let written = context.eventLoop.makePromise(of: Void.self)
            written.futureResult.whenSuccess { transfer.sent(bytes.count) }
            context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: bytes)))), promise: written)
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        send(context: context)
        context.fireChannelWritabilityChanged()
    }

    func channelInactive(context: ChannelHandlerContext) {
        sending?.transfer.close()
        sending = nil
        context.fireChannelInactive()
    }
}
