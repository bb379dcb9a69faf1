import FleeceVapor
import Testing
import Foundation
import Vapor
import VaporTesting

/// The app under test: the setup and routes a user of the integration writes, on a real
/// server on loopback (`.running`: a random port, AsyncHTTPClient over TCP).
enum TestServer {
    /// Registers Fleece once for the whole process (`ContentConfiguration.global` is shared by
    /// every app, and tests run in parallel).
    static let fleeceRegistered: Void = {
        ContentConfiguration.global.useFleece()
    }()

    static func configure(_ app: Application) {
        _ = fleeceRegistered
        app.middleware.use(EmptyJSONBodyMiddleware())
        app.post("orders") { req async throws -> Order in
            try req.content.decode(Order.self)
        }
        app.post("login") { req async throws -> String in
            try req.content.decode(Login.self).user
        }
        app.post("orders", "referenced") { _ async throws -> Order in
            throw Abort(.unprocessableEntity, reason: "the order is still referenced")
        }
        app.post("orders", "validated") { req async throws -> Order in
            try Order.validate(content: req)
            return try req.content.decode(Order.self)
        }
        app.post("orders", "shipped") { _ async throws -> Order in
            throw Abort(.unprocessableEntity)   // a business rule; the route reads no body
        }
        app.on(.POST, "orders", "streamed", body: .stream) { req async throws -> Order in
            try req.content.decode(Order.self)   // Vapor cannot: the body is streamed
        }
        app.on(.POST, "body", "kept", body: .stream) { req async throws -> String in
            req.body.data == nil ? "streamed" : "collected"
        }
        app.on(.POST, "events", body: .stream) { req async throws -> EventSummary in
            try await summary(of: req.decodeJSONStream(as: Event.self, .lines))
        }
        app.on(.POST, "events", "array", body: .stream) { req async throws -> EventSummary in
            try await summary(of: req.decodeJSONStream(as: Event.self, .array))
        }
        app.on(.POST, "feed", body: .stream) { req async throws -> EventSummary in
            try await summary(of: req.decodeJSONStream(as: Event.self, .array(at: ["feed", "events"])))
        }
        app.on(.POST, "events", "small", body: .stream) { req async throws -> EventSummary in
            try await summary(of: req.decodeJSONStream(as: Event.self, .lines, maximumRecordSize: 32))
        }
        app.post("orders", "limited") { req async throws -> Order in
            try req.content.decode(Order.self, using: FleeceContentDecoder(decoder: limitedDecoder))
        }
        app.on(.POST, "events", "limited", body: .stream) { req async throws -> EventSummary in
            try await summary(of: req.decodeJSONStream(as: Event.self, .lines, decoder: limitedDecoder))
        }
        app.on(.POST, "events", "skipping", body: .stream) { req async throws -> SkippingSummary in
            let (ids, report) = try await LeniencyReport.collecting {
                var ids: [Int] = []
                for try await event in try req.decodeJSONStream(as: Event.self, .lines, onInvalidRecord: .skip) {
                    ids.append(event.id)
                }
                return ids
            }
            return SkippingSummary(ids: ids, skipped: report.entries.map(\.description))
        }
    }

    /// A decoder whose own limit is 1,000 bytes of input, below the body limit.
    static var limitedDecoder: FleeceDecoder {
        let decoder = FleeceDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.parsingOptions.maximumInputSize = 1_000
        return decoder
    }

    /// The ids of the records, in the order the stream handed them out.
    static func summary(of events: JSONBodyRecords<Event>) async throws -> EventSummary {
        var ids: [Int] = []
        for try await event in events { ids.append(event.id) }
        return EventSummary(ids: ids)
    }

    /// POSTs `body` with `contentType` (none when nil) to `path` of a freshly started server.
    static func post(_ path: String, _ body: String, contentType: String? = "application/json") async throws -> TestingHTTPResponse {
        try await post(path, bytes: Array(body.utf8), contentType: contentType)
    }

    /// POSTs `bytes`, text in any encoding, with `contentType` (none when nil) to `path` of a
    /// freshly started server.
    static func post(_ path: String, bytes: [UInt8], contentType: String? = "application/json") async throws -> TestingHTTPResponse {
        try await withApp(configure: { configure($0) }) { app in
            var headers: HTTPHeaders = [:]
            if let contentType { headers.add(name: .contentType, value: contentType) }
            var response: TestingHTTPResponse?
            try await app.testing(method: .running(hostname: "127.0.0.1", port: 0))
                .test(.POST, path, headers: headers, body: ByteBuffer(bytes: bytes)) { response = $0 }
            return try #require(response)
        }
    }

    /// POSTs `chunks` to `path` of a freshly started server as a chunked body
    /// (`Transfer-Encoding: chunked`, no `Content-Length`), as `curl -H 'Transfer-Encoding: chunked'`
    /// sends it; no chunks is an empty body. VaporTesting's testers cannot: `.inMemory` sets a
    /// `Content-Length`, and `.running` sends its body with one.
    static func postChunked(_ path: String, _ chunks: [String], contentType: String = "application/json") async throws -> ChunkedResponse {
        try await withApp(configure: { configure($0) }) { app in
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            let client = HTTPClient(eventLoopGroup: MultiThreadedEventLoopGroup.singleton)
            do {
                let port = try #require(app.http.server.shared.localAddress?.port)
                let body = HTTPClient.Body.stream(contentLength: nil) { writer in
                    // An empty write first: a future to chain on, and nothing on the wire.
                    chunks.reduce(writer.write(.byteBuffer(ByteBuffer()))) { written, chunk in
                        written.flatMap { writer.write(.byteBuffer(ByteBuffer(string: chunk))) }
                    }
                }
                let request = try HTTPClient.Request(
                    url: "http://127.0.0.1:\(port)/\(path)", method: .POST, headers: ["Content-Type": contentType], body: body)
                let response = try await client.execute(request: request).get()
                try await client.shutdown()
                await app.server.shutdown()
                return ChunkedResponse(status: response.status, body: response.body ?? ByteBuffer())
            } catch {
                try? await client.shutdown()
                await app.server.shutdown()
                throw error
            }
        }
    }

    /// The reason of Vapor's error body, or nil when the body is not one.
    static func errorReason(of body: ByteBuffer) -> String? {
        try? JSONDecoder().decode(ErrorBody.self, from: Data(body.readableBytesView)).reason
    }
}

/// What a server answered to ``TestServer/postChunked(_:_:contentType:)``.
struct ChunkedResponse {
    var status: HTTPResponseStatus
    var body: ByteBuffer
    var errorReason: String? { TestServer.errorReason(of: body) }
}

extension TestingHTTPResponse {
    /// The reason of Vapor's error body, or nil when the body is not one.
    var errorReason: String? { TestServer.errorReason(of: body) }
}
