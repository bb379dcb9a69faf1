import CompilerHarness
import Fleece
import Foundation
import Testing

@testable import FleeceModelGenerator

/// The generator's promise, tested for real: for every sample shape, the models of both styles
/// compile in Swift 6 mode without a warning, against the Fleece modules of this build, and
/// decode every sample they were made from, giving its values back. All shapes are compiled
/// in one program (one `swiftc` run: compiling is slow on a 2-core machine).
@Suite struct GeneratedModelsCompileTests {
    @Test func modelsOfEveryShapeCompileWithoutWarningsAndDecodeEachSample() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("fleece-models-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var sources: [String] = []
        func write(_ text: String, to name: String) throws -> String {
            let path = directory.appendingPathComponent(name).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        sources.append(try write(RoundTripHarness.source, to: "Harness.swift"))

        var main = "import Foundation\n\n// The checks, one pair of lines per shape.\n"
        var sampleCount = 0
        for shape in SampleShapes.all {
            let samples = try shape.samples.map { try JSON(parsing: $0) }
            let sampleDirectory = directory.appendingPathComponent("samples/\(shape.name)")
            try FileManager.default.createDirectory(at: sampleDirectory, withIntermediateDirectories: true)
            for (index, sample) in shape.samples.enumerated() {
                try Data(sample.utf8).write(to: sampleDirectory.appendingPathComponent("\(index + 1).json"))
            }
            sampleCount += samples.count
            // Every shape's `Response` (and its `User`s, `Item`s…) in one module, each in the
            // namespace the generator declares.
            var namespaces: [ModelStyle: String] = [:]
            for style in ModelStyle.allCases {
                let namespace = SwiftIdentifier.namespaceName("\(shape.name) \(style.rawValue)")
                namespaces[style] = namespace
                let generator = ModelGenerator(rootName: "Response", style: style, sampleNames: ["\(shape.name).json"], namespace: namespace)
                let models = generator.render(generator.plan(for: samples), exports: style == .functional, imports: false)
                sources.append(try write("import Fleece\nimport Foundation\n\n" + models, to: "\(namespace).swift"))
            }
            main += "checkCodable(\(namespaces[.codable] ?? "").Response.self, shape: \"\(shape.name)\", samples: samples(\"\(shape.name)\"))\n"
            main += "checkFunctional(\(namespaces[.functional] ?? "").Response.self, shape: \"\(shape.name)\", samples: samples(\"\(shape.name)\"))\n"
        }
        main += """
            for failure in failures { print(failure) }
            print("checked \\(checked) samples, \\(failures.count) failed")
            exit(failures.isEmpty ? 0 : 1)

            """
        sources.append(try write(main, to: "main.swift"))

        let executable = directory.appendingPathComponent("decode-samples").path
        let compiled = try await SwiftCompiler.compile(sources, into: executable, linking: ["Fleece", "FleeceFoundation"])
        #expect(compiled.status == 0, "\(compiled.text)")
        // The compiler's warnings about the generated code (not the linker's, which warns about
        // the sanitizer runtime's symbols under -sanitize=address).
        let warnings = compiled.text.split(separator: "\n").filter { $0.contains(".swift:") && $0.contains(": warning:") }
        #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
        guard compiled.status == 0 else {
            // Keep the generated sources to read when the compilation fails.
            let kept = FileManager.default.temporaryDirectory.appendingPathComponent("fleece-models-failed")
            try? FileManager.default.removeItem(at: kept)
            try? FileManager.default.copyItem(at: directory, to: kept)
            return
        }

        let ran = try await SwiftCompiler.run(executable, [directory.appendingPathComponent("samples").path])
        #expect(ran.text.hasSuffix("checked \(sampleCount * 2) samples, 0 failed\n"), "\(ran.text)")
        #expect(ran.status == 0)
    }
}
