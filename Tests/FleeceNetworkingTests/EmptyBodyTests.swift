#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// 204, 205, 304 and empty bodies: an empty result where the caller asks for one, and a message
/// that says "empty body" where it does not.
@Suite struct EmptyBodyTests {
    struct Todo: Decodable, Equatable, Sendable { var id: Int }

    func serve(_ reply: Reply) async throws -> (LoopbackServer, URL) {
        let server = try await LoopbackServer.start(["/api": reply])
        return (server, server.url("/api"))
    }

    @Test(arguments: [204, 205])
    func noContentDecodesToNoContent(status: Int) async throws {
        let (server, url) = try await serve(.empty(status: status))
        defer { Task { await server.stop() } }
        var delete = URLRequest(url: url)
        delete.httpMethod = "DELETE"
        #expect(try await TestSessions.make().decode(NoContent.self, for: delete) == NoContent())
        #expect(try await TestSessions.make().decode(NoContent.self, for: delete, using: FleeceDecoder()) == NoContent())
    }

    /// `Empty` is Fleece's provider of empty values (`@Default<Empty>`) in a file that imports
    /// FleeceNetworking too: FleeceNetworking once named `NoContent` `Empty` as well, and
    /// `@Default<Empty>` did not compile beside it.
    struct Tagged: Decodable, Equatable { @Default<Empty> var tags: [String] }

    @Test func emptyIsTheDefaultValueProvider() throws {
        #expect(try FleeceDecoder().decode(Tagged.self, from: Data("{}".utf8)).tags == [])
        #expect(try FleeceDecoder().decode(Tagged.self, from: Data(#"{"tags": ["a"]}"#.utf8)).tags == ["a"])
    }

    @Test func emptyBodyWithStatus200DecodesToAnOptionalsNil() async throws {
        let (server, url) = try await serve(Reply(status: 200, headers: ["Content-Type": "application/json"], body: .complete(Data())))
        defer { Task { await server.stop() } }
        let todo = try await TestSessions.make().decode(Todo?.self, for: URLRequest(url: url), using: FleeceDecoder())
        #expect(todo == nil)
        let counts = try await TestSessions.make().decode([Int]?.self, for: URLRequest(url: url))
        #expect(counts == nil)
    }

    @Test func anOptionalStillDecodesABody() async throws {
        let (server, url) = try await serve(.json(#"{"id": 3}"#))
        defer { Task { await server.stop() } }
        #expect(try await TestSessions.make().decode(Todo?.self, for: URLRequest(url: url), using: FleeceDecoder()) == Todo(id: 3))
    }

    @Test func modelFromNoContentIsEmptyBodyNotInvalidJSON() async throws {
        let (server, url) = try await serve(.empty(status: 204))
        defer { Task { await server.stop() } }
        do {
            _ = try await TestSessions.make().decode(Todo.self, for: URLRequest(url: url), using: FleeceDecoder())
            Issue.record("expected an empty body failure")
        } catch .emptyBody(let response) {
            #expect(response.statusCode == 204)
            #expect(RequestError.emptyBody(response: response).description == "empty body (HTTP 204) from GET \(url); the server sends no content here: decode NoContent or an optional")
        } catch {
            Issue.record("expected an empty body failure, got \(error)")
        }
    }

    @Test func emptyStatus200WithJSONCheckSaysEmptyBody() async throws {
        let (server, url) = try await serve(.empty(status: 200))
        defer { Task { await server.stop() } }
        do {
            _ = try await TestSessions.make().decode([Int].self, for: URLRequest(url: url), checking: .json)
            Issue.record("expected an empty body failure")
        } catch {
            #expect(error.description == "empty body (HTTP 200) from GET \(url); expected JSON: decode NoContent or an optional when the API may answer without content")
        }
    }

    @Test func notModifiedAcceptedByASetOfStatuses() async throws {
        let (server, url) = try await serve(.empty(status: 304).adding(headers: ["ETag": #""v1""#]))
        defer { Task { await server.stop() } }
        var request = URLRequest(url: url)
        request.setValue(#""v1""#, forHTTPHeaderField: "If-None-Match")
        let check = ResponseCheck.successfulStatus.accepting(304)
        let page = try await TestSessions.make().decodeResponse(Todo?.self, for: request, using: FleeceDecoder(), checking: check)
        #expect(page.value == nil)
        #expect(page.response.statusCode == 304)
        do {
            _ = try await TestSessions.make().decode(Todo.self, for: request, using: FleeceDecoder(), checking: check)
            Issue.record("expected an empty body failure")
        } catch {
            #expect(error.description == "empty body (HTTP 304) from GET \(url); the resource has not changed since the copy you hold: use your cached copy, or decode an optional")
        }
    }

    @Test func notModifiedRejectedGetsAdviceThatFits() async throws {
        let (server, url) = try await serve(.empty(status: 304))
        defer { Task { await server.stop() } }
        do {
            _ = try await TestSessions.make().decode(Todo.self, for: URLRequest(url: url), using: FleeceDecoder())
            Issue.record("expected a status failure")
        } catch {
            #expect(error.description == "HTTP 304 Not Modified from GET \(url): empty body; the resource has not changed: use your cached copy, or accept 304 in the ResponseCheck")
        }
    }

    @Test func checkAcceptsAnySetOfStatuses() {
        let check = ResponseCheck(statusCodes: [200, 201, 304])
        #expect(check.statusCodes == [200, 201, 304])
        #expect(ResponseCheck(statusCodes: 200...204).statusCodes == [200, 201, 202, 203, 204])
        #expect(ResponseCheck.successfulStatus.accepting(304).statusCodes.contains(304))
        #expect(ResponseCheck.successfulStatus.statusCodes.count == 100)
    }

    struct APIError: Decodable, Sendable, JSONDecodable {
        var message: String
        static func decode(_ json: JSON) -> Decoded<APIError> { .success(APIError(message: "\(json)")) }
    }

    /// A `DELETE` answered `200 text/plain "OK"`: NoContent ignores the body, JSON or not, in
    /// every form that decodes it.
    @Test func noContentIgnoresABodyThatIsNotJSON() async throws {
        let (server, url) = try await serve(Reply(status: 200, headers: ["Content-Type": "text/plain"], body: .complete(Data("OK".utf8))))
        defer { Task { await server.stop() } }
        var delete = URLRequest(url: url)
        delete.httpMethod = "DELETE"
        let session = TestSessions.make()
        #expect(try await session.decode(NoContent.self, for: delete) == NoContent())
        #expect(try await session.decode(NoContent.self, for: delete, using: FleeceDecoder()) == NoContent())
        #expect(try await session.decodeResponse(NoContent.self, for: delete).value == NoContent())
        #expect(try await session.decodeResponse(NoContent.self, for: delete, using: FleeceDecoder()).value == NoContent())
        #expect(try await session.decode(NoContent.self, errorBody: APIError.self, for: delete) == NoContent())
        #expect(try await session.decode(NoContent.self, errorBody: APIError.self, for: delete, using: FleeceDecoder()) == NoContent())
        #expect(try await session.decodeResponse(NoContent.self, errorBody: APIError.self, for: delete).response.statusCode == 200)
        let (results, deliver) = AsyncStream<Result<NoContent, RequestError>>.makeStream()
        session.decode(NoContent.self, for: delete) { result in
            deliver.yield(result)
            deliver.finish()
        }
        let delivered = await results.first { _ in true }
        #expect(try delivered?.get() == NoContent())
    }

    /// A JSON body of a NoContent response still goes through the payload check.
    @Test func noContentStillRunsThePayloadCheckOnJSON() async throws {
        let (server, url) = try await serve(.json(#"{"stat": "fail"}"#))
        defer { Task { await server.stop() } }
        let failure: @Sendable (JSON) -> APIFailure? = { json in
            json["stat"] == .string("fail") ? APIFailure(message: "gone") : nil
        }
        do {
            _ = try await TestSessions.make().decode(NoContent.self, for: URLRequest(url: url), apiFailure: failure)
            Issue.record("expected an API failure")
        } catch {
            #expect(error.description == "the API reported failure to GET \(url): gone; fix the request as the message says and retry")
        }
    }

    /// An optional model is not NoContent: a body that is not JSON is still a syntax error.
    @Test func anOptionalModelStillFailsOnABodyThatIsNotJSON() async throws {
        let (server, url) = try await serve(Reply(status: 200, headers: ["Content-Type": "text/plain"], body: .complete(Data("OK".utf8))))
        defer { Task { await server.stop() } }
        do {
            _ = try await TestSessions.make().decode(Todo?.self, for: URLRequest(url: url), using: FleeceDecoder())
            Issue.record("expected a syntax error")
        } catch .syntax {
        } catch {
            Issue.record("expected a syntax error, got \(error)")
        }
    }
}
