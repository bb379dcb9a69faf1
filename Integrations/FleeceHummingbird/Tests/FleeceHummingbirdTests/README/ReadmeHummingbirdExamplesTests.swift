import FleeceHummingbird
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

// The README's "Server-side Swift" section (Hummingbird), kept compiling and true: the same
// routes, served on loopback instead of port 8080.

struct EventCount: Codable, Equatable, ResponseEncodable {
    var count: Int
}

@Suite("README: Hummingbird")
struct ReadmeHummingbirdExamplesTests {
    static func readmeRouter() -> Router<FleeceRequestContext> {
        let router = Router(context: FleeceRequestContext.self)
        router.post("orders") { request, context -> Order in
            try await request.decode(as: Order.self, context: context)
        }
        router.post("events") { request, context -> EventCount in
            var count = 0
            for try await _ in try request.decodeJSONStream(as: Event.self, .lines, context: context) { count += 1 }
            return EventCount(count: count)
        }
        return router
    }

    @Test("The README's routes decode orders and count events")
    func readmeRoutes() async throws {
        let app = Application(router: Self.readmeRouter(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            let order = try await client.post("/orders", RequestDecoderTests.goodOrder)
            #expect(order.status == .ok)
            let events = try await client.post("/events", "{\"id\": 1, \"kind\": \"a\"}\n{\"id\": 2, \"kind\": \"b\"}\n", contentType: "application/x-ndjson")
            #expect(try JSONDecoder().decode(EventCount.self, from: Data(events.body.readableBytesView)) == EventCount(count: 2))
        }
    }

    @Test("An app's own context returns Fleece's decoder and encoder")
    func ownContext() async throws {
        struct AppContext: RequestContext {
            var coreContext: CoreRequestContextStorage
            init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
            var requestDecoder: FleeceRequestDecoder { FleeceRequestDecoder() }
            var responseEncoder: FleeceResponseEncoder { FleeceResponseEncoder() }
        }
        let router = Router(context: AppContext.self)
        router.post("orders") { request, context -> Order in
            try await request.decode(as: Order.self, context: context)
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            let response = try await client.post("/orders", #"{"id": "7"}"#)
            #expect(response.status == .badRequest)
            #expect(response.errorMessage == #"id: Expected to decode Int but found a string "7" instead, at line 1, column 8."#)
        }
    }
}
