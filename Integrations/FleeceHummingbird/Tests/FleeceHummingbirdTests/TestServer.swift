import FleeceHummingbird
import Foundation
import Hummingbird
import HummingbirdTesting

/// The app under test: the routes a user of the integration writes, on a real server on
/// loopback (`.live`: a random port, a real HTTP client over TCP).
enum TestServer {
    static func router() -> Router<FleeceRequestContext> {
        let router = Router(context: FleeceRequestContext.self)
        router.post("orders") { request, context -> Order in
            try await request.decode(as: Order.self, context: context)
        }
        router.post("login") { request, context -> String in
            try await request.decode(as: Login.self, context: context).user
        }
        router.post("events") { request, context -> EventSummary in
            try await summary(of: request.decodeJSONStream(as: Event.self, .lines, context: context))
        }
        router.post("events/array") { request, context -> EventSummary in
            try await summary(of: request.decodeJSONStream(as: Event.self, .array, context: context))
        }
        router.post("feed") { request, context -> EventSummary in
            try await summary(of: request.decodeJSONStream(as: Event.self, .array(at: ["feed", "events"]), context: context))
        }
        router.post("events/small") { request, context -> EventSummary in
            try await summary(of: request.decodeJSONStream(as: Event.self, .lines, context: context, maximumRecordSize: 32))
        }
        router.post("orders/limited") { request, context -> Order in
            try await FleeceRequestDecoder(decoder: limitedDecoder).decode(Order.self, from: request, context: context)
        }
        router.post("events/limited") { request, context -> EventSummary in
            try await summary(of: request.decodeJSONStream(as: Event.self, .lines, context: context, decoder: limitedDecoder))
        }
        router.post("events/skipping") { request, context -> SkippingSummary in
            let (ids, report) = try await LeniencyReport.collecting {
                var ids: [Int] = []
                for try await event in try request.decodeJSONStream(as: Event.self, .lines, context: context, onInvalidRecord: .skip) {
                    ids.append(event.id)
                }
                return ids
            }
            return SkippingSummary(ids: ids, skipped: report.entries.map(\.description))
        }
        return router
    }

    /// A decoder whose own limit is 1,000 bytes of input, below the upload limit.
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

    /// Runs `test` with a client of a freshly started server.
    static func withClient(_ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let app = Application(router: router(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in try await test(client) }
    }
}

extension TestClientProtocol {
    /// POSTs `body` with `contentType` (none when nil) to `path`.
    func post(_ path: String, _ body: String, contentType: String? = "application/json") async throws -> TestResponse {
        try await post(path, bytes: Array(body.utf8), contentType: contentType)
    }

    /// POSTs `bytes`, text in any encoding, with `contentType` (none when nil) to `path`.
    func post(_ path: String, bytes: [UInt8], contentType: String? = "application/json") async throws -> TestResponse {
        var headers: HTTPFields = [:]
        if let contentType { headers[.contentType] = contentType }
        return try await execute(uri: path, method: .post, headers: headers, body: ByteBuffer(bytes: bytes))
    }
}

extension TestResponse {
    /// The message of Hummingbird's error body, or nil when the body is not one.
    var errorMessage: String? {
        try? JSONDecoder().decode(ErrorBody.self, from: Data(body.readableBytesView)).error.message
    }
}
