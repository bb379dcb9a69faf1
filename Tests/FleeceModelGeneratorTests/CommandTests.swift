import Fleece
import Foundation
import Testing

@testable import FleeceModelGenerator

/// The `fleece-models` command, run as a user runs it: files or standard input in, the
/// generator's source out (or into `-o`), and one line on a failure.
@Suite struct CommandTests {
    static let first = #"{"place_id": "a", "photo_count": "12", "woe_name": "London"}"#
    static let second = #"{"place_id": "b", "photo_count": 7}"#

    var command: String { SwiftCompiler.productsDirectory.appendingPathComponent("fleece-models").path }

    func withSamples<R>(_ body: (URL) async throws -> R) async throws -> R {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fleece-models-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.first.utf8).write(to: directory.appendingPathComponent("one.json"))
        try Data(Self.second.utf8).write(to: directory.appendingPathComponent("two.json"))
        try Data(#"{"a": [1, 2}"#.utf8).write(to: directory.appendingPathComponent("broken.json"))
        return try await body(directory)
    }

    func expected(_ style: ModelStyle, names: [String]) throws -> String {
        ModelGenerator(rootName: "Place", style: style, sampleNames: names)
            .source(for: [try JSON(parsing: Self.first), try JSON(parsing: Self.second)])
    }

    @Test func writesTheModelsOfAllSamplesToStandardOutput() async throws {
        try await withSamples { directory in
            for style in ModelStyle.allCases {
                let ran = try await SwiftCompiler.run(command, [
                    directory.appendingPathComponent("one.json").path, directory.appendingPathComponent("two.json").path,
                    "--style", style.rawValue, "--name", "Place",
                ])
                #expect(ran.status == 0)
                #expect(ran.text == (try expected(style, names: ["one.json", "two.json"])))
            }
        }
    }

    @Test func writesToTheOutputFileAndReadsStandardInput() async throws {
        try await withSamples { directory in
            let output = directory.appendingPathComponent("Place.swift").path
            let ran = try await SwiftCompiler.run(
                command, [directory.appendingPathComponent("one.json").path, "-", "--name", "Place", "-o", output],
                input: Data(Self.second.utf8)
            )
            #expect(ran.status == 0)
            #expect(ran.text == "")
            let written = FileManager.default.contents(atPath: output).map { String(decoding: $0, as: UTF8.self) }
            #expect(written == (try expected(.codable, names: ["one.json", "standard input"])))
        }
    }

    @Test func aSampleThatIsNotJSONOrNotThereIsOneLineAndAFailure() async throws {
        try await withSamples { directory in
            let broken = try await SwiftCompiler.run(command, [directory.appendingPathComponent("broken.json").path])
            #expect(broken.status != 0)
            #expect(broken.text.contains("broken.json: expected ',' or ']' after an array element, found '}' at line 1, column 12"))
            let missing = try await SwiftCompiler.run(command, [directory.appendingPathComponent("none.json").path])
            #expect(missing.status != 0)
            #expect(missing.text.contains("cannot read"))
        }
    }
}
