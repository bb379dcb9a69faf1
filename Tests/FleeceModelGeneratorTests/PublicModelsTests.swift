import CompilerHarness
import Fleece
import Foundation
import Testing

@testable import FleeceModelGenerator

/// `isPublic` (`fleece-models --public`): models that are a library's API compile as a module of
/// their own, and a client of that module, which does not import Fleece for them, makes them
/// with their initializers and decodes them.
@Suite struct PublicModelsTests {
    static let samples = [
        #"{"id": 1, "price": "12.5", "tags": ["a"], "meta": {"k": 1}, "self": true}"#,
        #"{"id": 2, "price": 3, "tags": {}, "meta": [], "note": "x", "self": false}"#,
    ]

    @Test("the text: public types, properties, initializers, alias, namespace and decode")
    func text() throws {
        var generator = ModelGenerator(rootName: "Charges", style: .functional, sampleNames: ["a.json"], namespace: "Pay")
        generator.isPublic = true
        let source = generator.source(for: [try JSON(parsing: "[" + Self.samples[0] + "]")])
        #expect(source.contains("public enum Pay {"))
        #expect(source.contains("    public typealias Charges = [Charge]"))
        #expect(source.contains("    public struct Charge: JSONDecodable, Sendable {"))
        #expect(source.contains("        public init(id: Int, price: String, tags: [String], meta: Meta, selfValue: Bool) {"))
        #expect(source.contains("        public static func decode(_ json: JSON) -> Decoded<Charge> {"))
        #expect(source.contains("fleece-models a.json --style functional --name Charges --namespace Pay --public"))
        // Without it, nothing is public and no initializer is written.
        generator.isPublic = false
        let internalSource = generator.source(for: [try JSON(parsing: "[" + Self.samples[0] + "]")])
        #expect(!internalSource.contains("public"))
        #expect(!internalSource.contains("init("))
    }

    @Test("both styles compile as a module, and a client makes and decodes them", .timeLimit(.minutes(5)))
    func usedFromAnotherModule() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fleece-public-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let samples = try Self.samples.map { try JSON(parsing: $0) }
        var models = "import Fleece\n"
        for (style, namespace) in [(ModelStyle.codable, "PayCodable"), (.functional, "PayFunctional")] {
            var generator = ModelGenerator(rootName: "Charge", style: style, namespace: namespace)
            generator.isPublic = true
            models += generator.render(generator.plan(for: samples), exports: false, imports: false)
        }
        let modelsFile = directory.appendingPathComponent("Models.swift")
        try Data(models.utf8).write(to: modelsFile)
        let emitted = try await SwiftCompiler.run("/usr/bin/env", [
            "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", "PayModels",
            "-emit-module-path", directory.appendingPathComponent("PayModels.swiftmodule").path,
            "-I", SwiftCompiler.modulesDirectory, "-I", SwiftCompiler.cModuleDirectory, modelsFile.path,
        ])
        #expect(emitted.status == 0, "\(emitted.text)")
        #expect(!emitted.text.contains("warning:"), "\(emitted.text)")

        let client = """
            import FleeceFoundation
            import PayModels

            let made = PayCodable.Charge(id: 1, price: 2.5, tags: ["a"], meta: PayCodable.Meta(k: 1), selfValue: true, note: nil)
            let decoded = try FleeceDecoder().decode(PayCodable.Charge.self, from: Data(#"{"id": 2, "price": "3", "tags": {}, "meta": [], "self": false}"#.utf8))
            let functional = PayFunctional.Charge(id: 1, price: 2.5, tags: [], meta: nil, selfValue: false, note: "x")
            let read = try PayFunctional.Charge.decode(JSON(parsing: #"{"id": 2, "price": 3, "tags": ["b"], "self": true}"#)).get()
            print(made.price + decoded.price + functional.price + read.price)
            """
        let checked = try await SwiftCompiler.typecheck(client, flags: ["-I", directory.path])
        #expect(checked.status == 0, "\(checked.text)")
        #expect(!checked.text.contains("warning:"), "\(checked.text)")
    }
}
