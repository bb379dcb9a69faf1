import FleeceVapor
import Foundation
import Testing
import Vapor
import VaporTesting

// The README's "Server-side Swift" section (Vapor), kept compiling and true: the same
// configuration, served on loopback.

struct EventCount: Content, Equatable {
    var count: Int
}

func readmeConfigure(_ app: Application) async throws {
    ContentConfiguration.global.useFleece()
    app.middleware.use(EmptyJSONBodyMiddleware())

    app.post("orders") { req async throws -> Order in
        try req.content.decode(Order.self)
    }
    app.on(.POST, "events", body: .stream) { req async throws -> EventCount in
        var count = 0
        for try await _ in try req.decodeJSONStream(as: Event.self, .lines) { count += 1 }
        return EventCount(count: count)
    }
}

@Suite("README: Vapor")
struct ReadmeVaporExamplesTests {
    @Test("The README's configuration decodes orders and counts events")
    func readmeConfiguration() async throws {
        // `ContentConfiguration.global` is shared by the tests running in parallel: register
        // Fleece the suite's way first, so that the README's registration changes nothing.
        _ = TestServer.fleeceRegistered
        try await withApp(configure: readmeConfigure) { app in
            let tester = try app.testing(method: .running(hostname: "127.0.0.1", port: 0))
            try await tester.test(.POST, "orders", headers: ["Content-Type": "application/json"], body: ByteBuffer(string: ContentDecoderTests.goodOrder)) { response in
                #expect(response.status == .ok)
            }
            try await tester.test(.POST, "events", headers: ["Content-Type": "application/x-ndjson"], body: ByteBuffer(string: "{\"id\": 1, \"kind\": \"a\"}\n{\"id\": 2, \"kind\": \"b\"}\n")) { response in
                let counted = try? JSONDecoder().decode(EventCount.self, from: Data(response.body.readableBytesView))
                #expect(counted == EventCount(count: 2))
            }
        }
    }
}
