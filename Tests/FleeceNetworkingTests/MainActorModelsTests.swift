import CompilerHarness
import Testing

/// In a module whose default isolation is `MainActor` (Xcode 26's app template), a model's
/// conformances are main-actor isolated. The one-call `async` APIs decode off the caller's actor,
/// so such a model must not compile there: it did, and its `decode(_:)` then ran on another
/// thread, racing the main actor's state (an outside check: lost updates, ThreadSanitizer's
/// report, `MainActor.preconditionIsolated()` failing). A `nonisolated` model compiles.
@Suite("Main-actor models")
struct MainActorModelsTests {
    static let models = """
        import Foundation
        import FleeceNetworking
        #if canImport(FoundationNetworking)
        import FoundationNetworking
        #endif

        struct Place: JSONDecodable, Decodable {
            var id: Int
            static func decode(_ json: JSON) -> Decoded<Place> { Decoded { Place(id: try json.need("id")) } }
        }
        nonisolated struct FreePlace: JSONDecodable, Decodable, Sendable {
            var id: Int
            static func decode(_ json: JSON) -> Decoded<FreePlace> { Decoded { FreePlace(id: try json.need("id")) } }
        }
        nonisolated struct APIError: JSONDecodable, Decodable, Sendable {
            static func decode(_ json: JSON) -> Decoded<APIError> { .success(APIError()) }
        }
        // The RequestPipeline article's model with property wrappers, which cannot be
        // `nonisolated` itself (Swift refuses it on the wrappers' stored properties): its
        // conformance is.
        nonisolated enum Pending: DefaultValueProvider {
            static var defaultValue: String { "pending" }
        }
        struct Product: Sendable {
            var id: Int
            @DefaultFalse var isFeatured: Bool
            @Default<Pending> var status: String
        }
        nonisolated extension Product: Decodable {}
        let request = URLRequest(url: URL(fileURLWithPath: "/"))
        func loadProduct() async throws -> Product { try await URLSession.shared.decode(Product.self, for: request) }
        """

    static let calls = [
        "try await URLSession.shared.decode(MODEL.self, for: request)",
        "try await URLSession.shared.decode(MODEL.self, for: request, using: FleeceDecoder())",
        "try await URLSession.shared.decodeResponse([MODEL].self, for: request)",
        "try await URLSession.shared.decodeResponse(MODEL.self, for: request, using: FleeceDecoder())",
        "try await URLSession.shared.decode(MODEL.self, errorBody: APIError.self, for: request)",
        "try await URLSession.shared.decodeResponse(MODEL.self, errorBody: APIError.self, for: request, using: FleeceDecoder())",
    ]

    static func program(_ model: String) -> String {
        models + "\nfunc load() async throws {\n"
            + calls.map { "    _ = " + $0.replacingOccurrences(of: "MODEL", with: model) }.joined(separator: "\n") + "\n}\n"
    }

    @Test("every one-call async API refuses a main-actor model and takes a nonisolated one")
    func oneCallAPIsNeedNonisolatedModels() async throws {
        let isolation = ["-default-isolation", "MainActor"]
        let free = try await SwiftCompiler.typecheck(Self.program("FreePlace"), flags: isolation)
        #expect(free.status == 0, "\(free.text)")
        let main = try await SwiftCompiler.typecheck(Self.program("Place"), flags: isolation)
        #expect(main.status != 0)
        // One refusal per call, each on its own line of `load()` (the diagnostics' first lines,
        // `…/main.swift:LINE:COLUMN: error: …`).
        let refusals = main.text.components(separatedBy: "\n").filter {
            $0.contains("main.swift:") && $0.contains("error: main actor-isolated conformance of 'Place' to")
                && $0.contains("cannot satisfy conformance requirement for a 'Sendable' type parameter")
        }
        let lines = Set(refusals.compactMap { $0.components(separatedBy: "main.swift:").last?.split(separator: ":").first })
        #expect(lines.count == Self.calls.count, "\(main.text)")
    }
}
