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

    @Test func readsEachLineOfJSONLinesAsASample() async throws {
        try await withSamples { directory in
            let path = directory.appendingPathComponent("places.jsonl")
            try Data((Self.first + "\r\n\n  \n" + Self.second + "\n").utf8).write(to: path)
            let ran = try await SwiftCompiler.run(command, [path.path, "--lines", "--name", "Place"])
            #expect(ran.status == 0)
            #expect(ran.text == (try expected(.codable, names: ["places.jsonl"])))
            try Data((Self.first + "\n{\"place_id\": }\n").utf8).write(to: path)
            let broken = try await SwiftCompiler.run(command, [path.path, "--lines"])
            #expect(broken.status != 0)
            #expect(broken.text.contains("places.jsonl: expected a JSON value, found '}' at line 2, column 14"), "\(broken.text)")
            // A line cut short, after a blank line: its own line and column, not the line's first.
            try Data((Self.first + "\n\n{\"a\": \n").utf8).write(to: path)
            let cut = try await SwiftCompiler.run(command, [path.path, "--lines"])
            #expect(cut.status != 0)
            #expect(cut.text.contains("places.jsonl: expected a JSON value, found end of input at line 3, column 7"), "\(cut.text)")
        }
    }

    /// An empty or blank JSON Lines file has no sample: an error, as an empty file without
    /// `--lines` is, not models of nothing (`typealias Response = JSON`) and a success.
    @Test func aJSONLinesFileWithNoRecordIsAnError() async throws {
        try await withSamples { directory in
            for (name, text) in [("empty.jsonl", ""), ("blank.jsonl", "\n  \r\n\t\n")] {
                let path = directory.appendingPathComponent(name).path
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
                let ran = try await SwiftCompiler.run(command, [directory.appendingPathComponent("one.json").path, path, "--lines"])
                #expect(ran.status != 0)
                #expect(ran.text == "Error: \(path): no JSON Lines record: the file is empty or every line is blank\n")
            }
        }
    }

    @Test func declaresTheModelsInTheNamespaceGiven() async throws {
        try await withSamples { directory in
            let ran = try await SwiftCompiler.run(command, [
                directory.appendingPathComponent("one.json").path, "--name", "Place", "--namespace", "Flickr",
            ])
            #expect(ran.status == 0)
            let expected = ModelGenerator(rootName: "Place", style: .codable, sampleNames: ["one.json"], namespace: "Flickr")
                .source(for: [try JSON(parsing: Self.first)])
            #expect(ran.text == expected)
            #expect(ran.text.contains("\nenum Flickr {\n    struct Place: Codable, Sendable {\n"))
        }
    }

    @Test func aSampleThatIsNotJSONOrNotThereIsOneLineAndAFailure() async throws {
        try await withSamples { directory in
            let broken = try await SwiftCompiler.run(command, [directory.appendingPathComponent("broken.json").path])
            #expect(broken.status != 0)
            #expect(broken.text.contains("broken.json: expected ',' or ']' after an array element, found '}' at line 1, column 12"))
            let missing = try await SwiftCompiler.run(command, [directory.appendingPathComponent("none.json").path])
            #expect(missing.status != 0)
            #expect(missing.text.contains("cannot read \(directory.appendingPathComponent("none.json").path): no such file"))
            let folder = try await SwiftCompiler.run(command, [directory.path])
            #expect(folder.status != 0)
            #expect(folder.text.contains("cannot read \(directory.path): it is a directory"))
        }
    }

    /// The repository's root, where the documents' commands run.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The arguments of every `swift run fleece-models …` command in `document` (continued lines
    /// joined), with the sample paths made absolute and `-o`'s file put in `directory`.
    static func documentedCommands(in document: String, outputIn directory: URL) throws -> [[String]] {
        let text = try String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)
            .replacingOccurrences(of: "\\\n", with: " ")
        return text.split(separator: "\n").filter { $0.hasPrefix("swift run fleece-models ") }.map { line in
            var arguments = line.split(separator: " ").dropFirst(3).map(String.init)
            for index in arguments.indices where arguments[index].hasSuffix(".json") {
                arguments[index] = repository.appendingPathComponent(arguments[index]).path
            }
            if let output = arguments.firstIndex(of: "-o"), output + 1 < arguments.count {
                arguments[output + 1] = directory.appendingPathComponent(arguments[output + 1]).path
            }
            return arguments
        }
    }

    @Test(arguments: [
        "README.md", "Sources/Fleece/Fleece.docc/GettingStarted.md",
        "Examples/fleece-models/fleece-models.docc/fleece-models.md",
        "Sources/FleeceModelGenerator/FleeceModelGenerator.docc/FleeceModelGenerator.md",
    ])
    func theDocumentedCommandsRunOnTheSamplesThatComeWithTheRepository(document: String) async throws {
        try await withSamples { directory in
            let commands = try Self.documentedCommands(in: document, outputIn: directory)
            #expect(!commands.isEmpty)
            for arguments in commands {
                let ran = try await SwiftCompiler.run(command, arguments)
                #expect(ran.status == 0, "\(document): fleece-models \(arguments.joined(separator: " ")): \(ran.text)")
                if arguments.contains("TopPlaces") {
                    // Flickr's counts are text in one sample and numbers in the other.
                    #expect(ran.text.contains("<*> json <|~ \"photo_count\""))
                    #expect(ran.text.contains("let timezone: String?"))
                }
                if let output = arguments.firstIndex(of: "-o") {
                    let written = FileManager.default.contents(atPath: arguments[output + 1]) ?? Data()
                    #expect(String(decoding: written, as: UTF8.self).contains("typealias Events = [Event]"))
                }
            }
        }
    }
}
