import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// A real HTTP server on 127.0.0.1 and an ephemeral port, for tests: each path answers with a
/// fixed ``Reply``, and every request's path is announced on ``requests`` as it arrives.
///
/// ```swift
/// let server = try await LoopbackServer.start(["/places": .json(#"{"stat":"ok"}"#)])
/// defer { Task { await server.stop() } }
/// let url = server.url("/places")
/// ```
public final class LoopbackServer: Sendable {
    /// The sockets that hold the ports of ``refusedURL(_:)``.
    private static let heldPorts = Mutex<[Socket]>([])
    private let server: HTTPServer
    private let task: Task<Void, any Error>
    /// The port the kernel gave the server.
    public let port: UInt16
    /// The path of each request, announced as it arrives (before any delay).
    public let requests: AsyncStream<String>

    private init(server: HTTPServer, task: Task<Void, any Error>, port: UInt16, requests: AsyncStream<String>) {
        self.server = server
        self.task = task
        self.port = port
        self.requests = requests
    }

    /// Starts a server answering each path of `routes` with its reply, each path of `handlers`
    /// with what its handler makes of the request, and 404 elsewhere.
    public static func start(_ routes: [String: Reply], handlers: [String: Handler] = [:]) async throws -> LoopbackServer {
        // `timeout` bounds each handler, and one that runs out answers 500 with an empty body: with
        // 30 s, a run whose two cores were busy with a build as well failed eight server tests that
        // way (as below, the server's tasks may wait that long for a thread). 300 s, as below.
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 300, logger: .disabled)
        let (requests, announce) = AsyncStream<String>.makeStream()
        var all: [String: Handler] = handlers
        for (path, reply) in routes { all[path] = { _ in reply } }
        for (path, handler) in all {
            await server.appendRoute(HTTPRoute(path)) { request in
                announce.yield(request.path)
                let reply = await handler(try await ReceivedRequest(request))
                if reply.delay > .zero { try await Task.sleep(for: reply.delay) }
                return reply.response
            }
        }
        let task = Task { try await server.run() }
        // FlyingFox gives up after 5 s by default. On CI's two cores every test starts at once and
        // long synchronous tests hold both of the cooperative pool's threads, so the server's own
        // task may not run for tens of seconds (CI failed once this way, every server test at 5 s).
        try await server.waitUntilListening(timeout: 300)
        guard case .ip4(_, let port) = await server.listeningAddress else {
            task.cancel()
            throw SocketError.unsupportedAddress
        }
        return LoopbackServer(server: server, task: task, port: port, requests: requests)
    }

    /// `http://127.0.0.1:<port><path>`
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/invalid-path")
    }

    /// Stops at once, dropping open connections and handlers still waiting.
    public func stop() async {
        await server.stop(timeout: 0)
        task.cancel()
    }

    /// A loopback URL on a port nobody listens on: the kernel hands out a free port, whose
    /// socket stays bound, never listening, until the test process ends. A connection to it is
    /// refused, and no server started meanwhile can be given the port. (Closed at once, as it
    /// once was, the port went to another test's server now and then, and a request meant to
    /// be refused got that server's reply.)
    public static func refusedURL(_ path: String = "/") throws -> URL {
        let socket = try Socket(domain: AF_INET)
        try socket.bind(to: try .inet(ip4: "127.0.0.1", port: 0))
        guard case .ip4(_, let port) = try socket.sockname() else { throw SocketError.unsupportedAddress }
        heldPorts.withLock { $0.append(socket) }
        return URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/invalid-path")
    }
}

extension Reply {
    var response: HTTPResponse {
        var headers = HTTPHeaders()
        for (name, value) in self.headers { headers[HTTPHeader(name)] = value }
        let status = HTTPStatusCode(status, phrase: HTTPURLPhrase.phrase(for: status))
        switch body {
        case .complete(let data):
            return HTTPResponse(statusCode: status, headers: headers, body: data)
        case .truncated(let sent, let declaredLength):
            let bytes = HTTPBodySequence(from: TruncatedBody(bytes: Array(sent)), count: declaredLength)
            return HTTPResponse(statusCode: status, headers: headers, body: bytes)
        }
    }
}

extension ReceivedRequest {
    init(_ request: HTTPRequest) async throws {
        var headers: [String: String] = [:]
        for name in request.headers.keys { headers[name.rawValue.lowercased()] = request.headers[name] }
        self.init(
            method: request.method.rawValue,
            path: request.path,
            query: request.query.map { (name: $0.name, value: $0.value) },
            headers: headers,
            body: try await request.bodyData
        )
    }
}

enum HTTPURLPhrase {
    static func phrase(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 205: "Reset Content"
        case 304: "Not Modified"
        case 429: "Too Many Requests"
        case 503: "Service Unavailable"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        default: "Status \(status)"
        }
    }
}
