#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Synchronization
import Testing

// The `Task { do throws(RequestError) { … } }` examples of
// Sources/FleeceNetworking/FleeceNetworking.docc/FleeceNetworking.md ("Catching one case") and of
// the README ("The request pipeline"), kept compiling and true: in a closure, a plain `do` block's
// error is `any Error`, and `catch .status(404, _, _)` compiles only with `do throws(RequestError)`.

@Suite struct CatchingInATaskTests {
    typealias TopPlaces = RequestPipelineArticle.TopPlaces

    @Test func typedDoInATaskMatchesAStatus() async throws {
        let server = try await LoopbackServer.start(["/missing": .html("<html><body>No such page</body></html>", status: 404)])
        defer { Task { await server.stop() } }
        let session = TestSessions.make()
        let request = URLRequest(url: server.url("/missing"))
        let screen = Screen()
        let show = screen.show, showMoved = screen.showMoved, log = screen.log

        // FleeceNetworking.md
        let article = Task {
            do throws(RequestError) {
                let places = try await session.decode(TopPlaces.self, for: request)
                show(places)
            } catch .status(404, _, _) {
                showMoved()
            } catch {
                log(error)
            }
        }
        await article.value

        // README.md
        let readme = Task {
            do throws(RequestError) {
                show(try await session.decode(TopPlaces.self, for: request))
            } catch .status(404, _, _) {
                showMoved()
            } catch {
                log(error)
            }
        }
        await readme.value
        #expect(screen.seen == ["moved", "moved"])
    }
}

/// What the examples' `show`, `showMoved` and `log` did.
private final class Screen: Sendable {
    private let shown = Mutex<[String]>([])
    var seen: [String] { shown.withLock { $0 } }
    @Sendable func show(_ places: RequestPipelineArticle.TopPlaces) { shown.withLock { $0.append("places") } }
    @Sendable func showMoved() { shown.withLock { $0.append("moved") } }
    @Sendable func log(_ error: RequestError) { shown.withLock { $0.append("\(error)") } }
}
