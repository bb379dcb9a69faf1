import FleeceHummingbird
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// A context with a decoder of its own (snake-case keys), and models written in Fleece's own
/// styles, as an app writes them.
@Suite struct ContextDecoderTests {
    /// A context whose bodies have snake-case keys.
    struct SnakeCaseContext: RequestContext {
        var coreContext: CoreRequestContextStorage
        init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
        var requestDecoder: FleeceRequestDecoder {
            let decoder = FleeceDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return FleeceRequestDecoder(decoder: decoder)
        }
        var responseEncoder: FleeceResponseEncoder { FleeceResponseEncoder() }
    }

    struct Item: Codable { var itemName: String }

    /// A model written with the method API, declared `DecodableByJSON` so that the request
    /// decoder reads it as it reads a `Codable` one.
    struct Rename: DecodableByJSON {
        let title: String
        let notes: String?
        static func decode(_ json: JSON) -> Decoded<Rename> {
            Decoded { try Rename(title: json.need("title"), notes: json.want("notes", allowNull: true)) }
        }
    }

    static func withClient(_ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let router = Router(context: SnakeCaseContext.self)
        router.post("item") { request, context -> String in
            try await request.decode(as: Item.self, context: context).itemName
        }
        router.post("items") { request, context -> String in
            var names: [String] = []
            for try await item in try request.decodeJSONStream(as: Item.self, .lines, context: context) { names.append(item.itemName) }
            return names.joined(separator: ",")
        }
        router.post("rename") { request, context -> String in
            let rename = try await request.decode(as: Rename.self, context: context)
            return rename.title + "/" + (rename.notes ?? "nil")
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in try await test(client) }
    }

    /// Found by an outside tester: the streamed route read camel case while the collected one
    /// read the context's snake case.
    @Test func aStreamIsReadByTheContextsDecoder() async throws {
        try await Self.withClient { client in
            let one = try await client.post("/item", #"{"item_name": "tea"}"#)
            #expect(String(buffer: one.body) == "tea")
            let lines = try await client.post("/items", "{\"item_name\": \"tea\"}\n{\"item_name\": \"milk\"}\n", contentType: "application/x-ndjson")
            #expect(lines.status == .ok)
            #expect(String(buffer: lines.body) == "tea,milk")
        }
    }

    /// A model's own error that is not a `DecodingError` passes as it is: its `HTTPError` keeps
    /// its status, and another error is Hummingbird's to answer.
    @Test func aModelsOwnErrorsPassAsTheyAre() async throws {
        struct Internal: Error, Equatable { var detail: String }
        struct Validated: Decodable {
            init(from decoder: any Decoder) throws {
                let amount = try decoder.singleValueContainer().decode(Int.self)
                if amount < 0 { throw HTTPError(.unprocessableContent, message: "amount must be positive") }
                if amount == 0 { throw Internal(detail: "internal") }
            }
        }
        let router = Router(context: FleeceRequestContext.self)
        router.post("validated") { request, context -> String in
            _ = try await request.decode(as: Validated.self, context: context)
            return "ok"
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            let negative = try await client.post("/validated", "-5")
            #expect(negative.status == .unprocessableContent)
            #expect(negative.errorMessage == "amount must be positive")
            let unexpected = try await client.post("/validated", "0")
            #expect(unexpected.status == .internalServerError)
            let wrong = try await client.post("/validated", #""five""#)
            #expect(wrong.status == .badRequest)
        }
    }

    /// A method-API model's failure answers 400 with its path and position, not 500, and
    /// without the server's source line.
    @Test func aMethodAPIModelAnswers400() async throws {
        try await Self.withClient { client in
            let good = try await client.post("/rename", #"{"title": "a", "notes": null}"#)
            #expect(String(buffer: good.body) == "a/nil")
            let bad = try await client.post("/rename", "{\n  \"title\": 5}")
            #expect(bad.status == .badRequest)
            #expect(bad.errorMessage == "title: expected String, found number 5, at line 2, column 12.")
        }
    }
}
