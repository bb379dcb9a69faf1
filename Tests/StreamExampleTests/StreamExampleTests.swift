import Foundation
import Testing
import LoopbackHTTPServer

/// What one run of `fleece-stream` did.
struct StreamRun {
    let status: Int32
    let standardOutput: String
    let standardError: String
}

/// Runs the `fleece-stream` executable the build put beside the test bundle.
func runFleeceStream(_ arguments: [String]) async throws -> StreamRun {
    #if os(macOS)
    let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent() ?? Bundle.main.bundleURL
    #else
    let products = Bundle.main.bundleURL
    #endif
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fleece-stream-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let process = Process()
    process.executableURL = products.appendingPathComponent("fleece-stream")
    process.arguments = arguments
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    process.standardInput = FileHandle.nullDevice
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
        process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
        do { try process.run() } catch { continuation.resume(throwing: error) }
    }
    return StreamRun(status: status,
                     standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                     standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
}

/// GitHub-archive-like events: three types, four repositories, `count` lines.
func eventLines(_ count: Int, badLine: Int? = nil) -> String {
    let types = ["PushEvent", "WatchEvent", "PushEvent", "IssuesEvent"]
    let repos = ["apple/swift", "apple/swift", "swiftlang/swift-testing", "vapor/vapor"]
    return (1...count).map { line in
        if line == badLine { return #"{"type": "PushEvent", "actor": {"login": 7}, "repo": {"name": "x/y"}}"# }
        return #"{"id": "\#(line)", "type": "\#(types[line % 4])", "actor": {"login": "user\#(line % 10)"}, "repo": {"name": "\#(repos[line % 4])"}, "payload": {}}"#
    }.joined(separator: "\n") + "\n"
}

@Suite("fleece-stream example")
struct StreamExampleTests {
    func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("events-\(UUID().uuidString).jsonl")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test("summarises a JSON Lines file, with progress on standard error")
    func summarisesFile() async throws {
        let url = try write(eventLines(400))
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try await runFleeceStream([url.path, "--top", "2", "--progress-every", "100"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == """
        400 events from 10 actors in 3 repositories
        by type:
          200\tPushEvent
          100\tIssuesEvent
        top repositories:
          200\tapple/swift
          100\tswiftlang/swift-testing

        """)
        #expect(run.standardError == (1...4).map { "fleece-stream: \($0 * 100) events…\n" }.joined())
    }

    @Test("stops at a bad record with its line and path, or skips and lists it")
    func badRecord() async throws {
        let url = try write(eventLines(50, badLine: 31))
        defer { try? FileManager.default.removeItem(at: url) }
        let stopped = try await runFleeceStream([url.path, "--progress-every", "0"])
        #expect(stopped.status != 0)
        #expect(stopped.standardError.contains("stopped after 30 events: actor.login: expected String, found number 7 at line 31, column 42"), "\(stopped.standardError)")
        let skipped = try await runFleeceStream([url.path, "--skip-invalid", "--top", "1"])
        #expect(skipped.status == 0)
        #expect(skipped.standardOutput.hasPrefix("49 events from 10 actors"))
        #expect(skipped.standardOutput.contains("skipped 1 invalid record:\n  line 31: skipped record: actor.login: expected String, found number 7 at line 31, column 42"), "\(skipped.standardOutput)")
    }

    @Test("a file that cannot be opened stops it with the path and the reason")
    func missingFile() async throws {
        let path = "/nonexistent/fleece-stream-\(UUID()).jsonl"
        let run = try await runFleeceStream([path])
        #expect(run.status != 0)
        #expect(run.standardError.contains("stopped after 0 events: The file “\(path)” couldn’t be opened: No such file or directory."), "\(run.standardError)")
    }

    @Test("counts every skipped record but keeps only the reasons it prints")
    func manyBadRecords() async throws {
        // Every third line is bad: 100 of 300. The command keeps only the reasons it prints (it
        // kept every one, about 1.5 KB each: 5 million bad lines took 7.7 GB); the count still
        // counts them all.
        let lines = eventLines(300).split(separator: "\n").enumerated().map { index, line in
            (index + 1) % 3 == 0 ? #"{"type": "PushEvent", "actor": {"login": 7}, "repo": {"name": "x/y"}}"# : String(line)
        }
        let url = try write(lines.joined(separator: "\n") + "\n")
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try await runFleeceStream([url.path, "--skip-invalid", "--top", "2", "--progress-every", "0"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("200 events from"))
        let reasons = run.standardOutput.split(separator: "\n").drop { !$0.hasPrefix("skipped") }
        #expect(Array(reasons) == [
            "skipped 100 invalid records:",
            "  line 3: skipped record: actor.login: expected String, found number 7 at line 3, column 42",
            "  line 6: skipped record: actor.login: expected String, found number 7 at line 6, column 42",
        ])
    }

    @Test("streams a URL")
    func streamsURL() async throws {
        let server = try await LoopbackServer.start(["/events.jsonl": Reply(body: .complete(Data(eventLines(120).utf8)))])
        defer { Task { await server.stop() } }
        let run = try await runFleeceStream([server.url("/events.jsonl").absoluteString, "--top", "1"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("120 events from 10 actors in 3 repositories\nby type:\n  60\tPushEvent\n"))
    }
}
