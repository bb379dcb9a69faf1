import ArgumentParser
import Fleece
import FleeceModelGenerator

import Foundation

/// `fleece-models sample1.json sample2.json … --style functional|codable`: Swift models that
/// decode every sample, written to standard output (or `--output`).
@main
struct FleeceModelsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fleece-models",
        abstract: "Writes Swift models that decode every one of the sample JSON responses given.",
        discussion: """
            Types are inferred across all samples: a key missing from some objects, or null in some, \
            is optional; a number in one sample and its text in another is converted leniently; \
            `40.00` is a Double; arrays of objects merge into one element type; values of different \
            kinds, and arrays that were always empty, are kept as JSON. In the Codable style ISO 8601 \
            strings are Dates: decode them with `.iso8601`.
            """
    )

    @Argument(help: "Sample responses (JSON files); '-' reads standard input.")
    var samples: [String]

    @Option(help: "functional (JSONDecodable, curry chains) or codable (FleeceDecoder, JSONDecoder).")
    var style: Style = .codable

    @Option(help: "The name of the root type.")
    var name: String = "Response"

    @Option(help: "Declare every type inside an enum of this name (GitHub.User), so that models of several services can share a module.")
    var namespace: String?

    @Option(name: .shortAndLong, help: "Write the models to this file instead of standard output.")
    var output: String?

    @Flag(help: "Read each file as JSON Lines: every line that is not blank is a sample.")
    var lines = false

    @Flag(name: .customLong("public"), help: "Declare the types, their properties and initializers public, for a library's API.")
    var isPublic = false

    enum Style: String, ExpressibleByArgument, CaseIterable {
        case functional, codable
    }

    func run() throws {
        var parsed: [JSON] = []
        for path in samples {
            let bytes: [UInt8]
            if path == "-" {
                // `readToEnd()` throws where `readDataToEndOfFile()` would stop the program.
                bytes = Array(try FileHandle.standardInput.readToEnd() ?? Data())
            } else {
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw SampleError("cannot read \(path): \(Self.whyUnreadable(path))")
                }
                bytes = Array(data)
            }
            if lines {
                parsed += try Self.records(ofLines: bytes, path: path)
                continue
            }
            do {
                parsed.append(try JSON(parsing: bytes))
            } catch where error.kind == .trailingContent {
                // A second document after the first: JSON Lines read without `--lines`, most
                // likely (found by an outside tester).
                throw SampleError("\(path): \(error); for one JSON document a line, pass --lines")
            } catch {
                throw SampleError("\(path): \(error)")
            }
        }
        var generator = ModelGenerator(
            rootName: name,
            style: style == .functional ? .functional : .codable,
            sampleNames: samples.map { $0 == "-" ? "standard input" : String($0.split(separator: "/").last ?? Substring($0)) },
            namespace: namespace
        )
        generator.isPublic = isPublic
        generator.samplesAreJSONLines = lines
        generator.commandArguments = regenerationArguments
        let source = generator.source(for: parsed)
        if let output {
            guard FileManager.default.createFile(atPath: output, contents: Data(source.utf8)) else {
                throw SampleError("cannot write \(output): \(Self.whyUnwritable(output))")
            }
        } else {
            print(source, terminator: "")
        }
    }

    /// This run's arguments, every option spelled out, for the generated file's header: run
    /// again from the same directory, they make the same file (`a.json b.json --style functional
    /// --name TopPlaces`).
    var regenerationArguments: [String] {
        var arguments = samples + ["--style", style.rawValue, "--name", name]
        if let namespace { arguments += ["--namespace", namespace] }
        if lines { arguments.append("--lines") }
        if isPublic { arguments.append("--public") }
        if let output { arguments += ["-o", output] }
        return arguments
    }

    /// The records of a JSON Lines text, each line that is not blank, read as `JSONStream`
    /// reads them; a line that is not JSON is an error naming the file, and the line and column
    /// in it (`places.jsonl: expected a JSON value, found '}' at line 2, column 14`); a file with
    /// no record is an error too.
    static func records(ofLines bytes: [UInt8], path: String) throws -> [JSON] {
        // A sample is read whole: no limit on a record's size but the parser's own.
        var stream = JSONStream(.lines, options: JSONParsingOptions())
        var records: [JSON] = []
        do {
            stream.append(contentsOf: bytes)
            try stream.finish()
            while let record = try stream.next() { records.append(record) }
        } catch {
            throw SampleError("\(path): \(error)")
        }
        // A file with no record would give models of nothing (`typealias Response = JSON`) and
        // exit 0: as an empty file without `--lines` is, it is an error.
        guard !records.isEmpty else {
            throw SampleError("\(path): no JSON Lines record: the file is empty or every line is blank")
        }
        return records
    }

    /// Why the file at `path` could not be read, in the words a user can act on (a relative path
    /// is taken from the current directory, which is the first thing to check).
    static func whyUnreadable(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return "no such file (in \(FileManager.default.currentDirectoryPath))"
        }
        if isDirectory.boolValue { return "it is a directory" }
        return FileManager.default.isReadableFile(atPath: path) ? "the read failed" : "permission denied"
    }
}

extension FleeceModelsCommand {
    /// Why no file could be written at `path`: its folder is missing, is a file, or is not
    /// writable, or the path is a folder (a relative path is taken from the current directory).
    static func whyUnwritable(_ path: String) -> String {
        let file = URL(fileURLWithPath: path)
        let folder = file.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "it is a directory"
        }
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            return "no such folder \(folder) (make it first)"
        }
        guard isDirectory.boolValue else { return "\(folder) is not a folder" }
        return FileManager.default.isWritableFile(atPath: folder) ? "the write failed" : "permission denied"
    }
}

/// A sample that cannot be read or parsed, or an output that cannot be written: one line, without
/// the usage that a mistake in the arguments gets.
struct SampleError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
