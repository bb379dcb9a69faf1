#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// The completion-handler form, `performRequest` as in the Argo articles.
@Suite struct DecodeCompletionTests {
    typealias Counts = [String: [Int]]

    /// Starts `decode` with a completion handler and returns the task and what the handler gets.
    func start(_ url: URL, session: URLSession) -> (URLSessionDataTask, AsyncStream<Result<Counts, RequestError>>) {
        let (results, deliver) = AsyncStream<Result<Counts, RequestError>>.makeStream()
        let task = session.decode(Counts.self, for: URLRequest(url: url)) { result in
            deliver.yield(result)
            deliver.finish()
        }
        return (task, results)
    }

    @Test func deliversTheDecodedModel() async throws {
        let server = try await LoopbackServer.start(["/api": .json(#"{"counts": [1]}"#)])
        let (_, results) = start(server.url("/api"), session: TestSessions.make())
        let delivered = await results.first { _ in true }
        await server.stop()
        #expect(try delivered?.get() == ["counts": [1]])
    }

    @Test func deliversTheDecodingError() async throws {
        let server = try await LoopbackServer.start(["/api": .json(#"{"counts": {"a": 1}}"#)])
        let (_, results) = start(server.url("/api"), session: TestSessions.make())
        let delivered = await results.first { _ in true }
        await server.stop()
        guard case .failure(.decoding(let error, _))? = delivered else {
            Issue.record("expected a decoding error, got \(String(describing: delivered))")
            return
        }
        #expect(error.path == [.key("counts")])
    }

    @Test func cancellingTheTaskDeliversCancelled() async throws {
        let server = try await LoopbackServer.start(["/api": Reply.json("{}").delayed(by: .seconds(60))])
        let url = server.url("/api")
        let (task, results) = start(url, session: TestSessions.make(timeout: 120))
        var arrived = server.requests.makeAsyncIterator()
        #expect(await arrived.next() == "/api")
        task.cancel()
        let delivered = await results.first { _ in true }
        await server.stop()
        guard case .failure(.cancelled(url))? = delivered else {
            Issue.record("expected cancellation, got \(String(describing: delivered))")
            return
        }
    }
}
