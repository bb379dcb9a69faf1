#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// The stages composed by hand with `>>-`, as the Argo articles compose them.
@Suite struct PipelineCompositionTests {
    typealias Counts = [String: [Int]]

    @Test func stagesComposeWithFlatMap() async throws {
        let server = try await LoopbackServer.start(["/api": .json(#"{"counts": [7]}"#)])
        let request = URLRequest(url: server.url("/api"))
        let session = TestSessions.make()
        let counts: Result<Counts, RequestError> =
            await session.fetch(request) >>- checkResponse(.json) >>- parseJSON >>- decodeJSON
        await server.stop()
        #expect(try counts.get() == ["counts": [7]])
    }

    @Test func firstFailingStageEndsTheChain() async throws {
        let server = try await LoopbackServer.start(["/api": .html("<p>moved</p>", status: 200)])
        let request = URLRequest(url: server.url("/api"))
        let session = TestSessions.make()
        let counts = await session.fetch(request) >>- checkResponse(.json) >>- parseJSON >>- decodeJSON(Counts.self)
        await server.stop()
        guard case .failure(.contentType(found: "text/html", _, _)) = counts else {
            Issue.record("expected a content type failure, got \(counts)")
            return
        }
    }

    @Test func codableStageComposesToo() throws {
        struct Count: Decodable, Equatable { let value: Int }
        let body: Result<Data, RequestError> = .success(Data(#"{"value": 3}"#.utf8))
        let count = body >>- parseJSON >>- decodeCodable(Count.self)
        #expect(try count.get() == Count(value: 3))
    }

    @Test func decodedFlatMapStillWorksBesideIt() throws {
        // Fleece's own `>>-` on Decoded is untouched by the pipeline's overload.
        let json: JSON = ["n": "5"]
        let number: Decoded<Int> = json <| "n" >>- { (text: String) in Int(text).map(Decoded.success) ?? .failure(.custom("not a number")) }
        #expect(try number.get() == 5)
    }
}
