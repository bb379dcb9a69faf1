#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

// The code of Sources/FleeceNetworking/FleeceNetworking.docc/RequestPipeline.md, kept compiling
// and true, against a server on 127.0.0.1.

enum RequestPipelineArticle {
    struct Place: Sendable, JSONDecodable {
        let name: String
        let photoCount: Int
        static func decode(_ json: JSON) -> Decoded<Place> {
            curry(Place.init) <^> json <| "_content" <*> json <|~ "photo_count"
        }
    }

    struct TopPlaces: Sendable, JSONDecodable {
        let places: [Place]
        static func decode(_ json: JSON) -> Decoded<TopPlaces> {
            TopPlaces.init <^> json <|| ["places", "place"]
        }
    }

    struct User: Decodable, Sendable {
        let userName: String
    }

    /// "Models in a main-actor module": a `nonisolated` error body type.
    nonisolated struct APIError: Decodable, Sendable {
        var message: String
    }

    static let flickrFailure: @Sendable (JSON) -> APIFailure? = { json in
        guard case .string("fail")? = json["stat"] else { return nil }
        guard case .string(let message)? = json["message"] else { return APIFailure(message: "no message") }
        return APIFailure(message: message, advice: "check the API key")
    }

    static let good = #"{"places": {"place": [{"_content": "London", "photo_count": "2401663"}]}, "stat": "ok"}"#
    static let broken = #"{"places": {"place": [{"_content": "London", "photo_count": "1"}, {"_content": "Tokyo", "photo_count": "12a"}]}}"#
    static let failed = #"{"stat": "fail", "code": 100, "message": "Invalid API Key"}"#
}

@Suite struct RequestPipelineTests {
    typealias TopPlaces = RequestPipelineArticle.TopPlaces
    typealias User = RequestPipelineArticle.User

    func withServer<R>(_ body: (URLSession, LoopbackServer) async throws -> R) async throws -> R {
        let server = try await LoopbackServer.start([
            "/places": .json(RequestPipelineArticle.good),
            "/broken": .json(RequestPipelineArticle.broken),
            "/failed": .json(RequestPipelineArticle.failed),
            "/user": .json(#"{"user_name": "ada"}"#),
            "/missing": .html("<html><body>No such page</body></html>", status: 404),
        ])
        let result = try await body(TestSessions.make(), server)
        await server.stop()
        return result
    }

    @Test func oneCallAndTheStagesGiveTheSameModel() async throws {
        try await withServer { session, server in
            let request = URLRequest(url: server.url("/places"))
            let flickrFailure = RequestPipelineArticle.flickrFailure
            let top = try await session.decode(TopPlaces.self, for: request)
            #expect(top.places.map(\.photoCount) == [2_401_663])

            let result: Result<TopPlaces, RequestError> =
                await session.fetch(request)
                    >>- checkResponse(.json)
                    >>- parseJSON
                    >>- checkPayload(flickrFailure)
                    >>- decodeJSON
            #expect(try result.get().places.map(\.name) == ["London"])

            let decoder = FleeceDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            let user = try await session.decode(User.self, for: URLRequest(url: server.url("/user")), using: decoder)
            #expect(user.userName == "ada")
        }
    }

    @Test func aFailureTheAPIReportsIsItsOwnCase() async throws {
        try await withServer { session, server in
            let request = URLRequest(url: server.url("/failed"))
            do throws(RequestError) {
                _ = try await session.decode(TopPlaces.self, for: request, apiFailure: RequestPipelineArticle.flickrFailure)
                Issue.record("expected a failure")
            } catch .api(let failure, _) {
                #expect(failure == APIFailure(message: "Invalid API Key", advice: "check the API key"))
            } catch {
                Issue.record("expected .api, got \(error)")
            }
        }
    }

    @Test func eachFailurePrintsAsOneLine() async throws {
        let lines = try await withServer { session, server in
            var lines: [String] = []
            for path in ["/missing", "/broken"] {
                do throws(RequestError) {
                    _ = try await session.decode(TopPlaces.self, for: URLRequest(url: server.url(path)))
                } catch .transport(let code, _, _) where code == .timedOut {
                    lines.append("retry later")
                } catch .status(let code, _, _) where code >= 500 {
                    lines.append("retry later")
                } catch {
                    lines.append("\(error)")   // one line that says what failed and what to check
                }
            }
            return (lines, server.port)
        }
        #expect(lines.0 == [
            #"HTTP 404 Not Found from GET http://127.0.0.1:\#(lines.1)/missing: "<html><body>No such page</body></html>"; check the URL's path"#,
            #"the response to GET http://127.0.0.1:\#(lines.1)/broken does not match the model: places.place[1].photo_count: expected Int, found string "12a" at line 1, column 104"#,
        ])
    }
}

/// "Completion handlers": inside an `async` function the handler is labelled, so that Swift does
/// not take a closure of several statements for the `async` form's `apiFailure:` (found by an
/// outside tester).
@Suite struct RequestPipelineCompletionInAsyncCodeTests {
    @Test func aLabelledHandlerRunsTheCompletionFormFromAsyncCode() async throws {
        let server = try await LoopbackServer.start(["/user": .json(#"{"user_name": "ada"}"#)])
        let decoder = FleeceDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let name: String = await withCheckedContinuation { continuation in
            _ = TestSessions.make().decode(RequestPipelineArticle.User.self, for: URLRequest(url: server.url("/user")),
                                                  using: decoder, completion: { result in
                let name = (try? result.get().userName) ?? "failed"
                continuation.resume(returning: name)
            })
        }
        await server.stop()
        #expect(name == "ada")
    }
}
