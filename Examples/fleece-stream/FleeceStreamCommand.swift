import ArgumentParser
import Fleece
import FleeceFoundation
import FleeceNetworking
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Streams a JSON Lines file or URL of GitHub events into typed records, in bounded memory,
/// and prints a summary. Progress goes to standard error every 100,000 records.
///
///     fleece-stream events.jsonl
///     fleece-stream https://example.com/events.jsonl --skip-invalid --top 5
@main
struct FleeceStreamCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fleece-stream",
        abstract: "Summarise a JSON Lines stream of GitHub events, decoding each record as it arrives.")

    @Argument(help: "A JSON Lines file, or an http(s) URL.")
    var source: String

    @Flag(help: "Leave out records that are not valid events (and list them) instead of stopping at the first.")
    var skipInvalid = false

    @Option(help: "How many types and repositories to list.")
    var top = 10

    @Option(help: "Report progress on standard error every this many records.")
    var progressEvery = 100_000

    func run() async throws {
        signal(SIGPIPE, SIG_IGN)
        let policy: JSONStream.InvalidRecordPolicy = skipInvalid ? .skip : .throw
        var summary = EventSummary()
        // Only the reasons printed are kept: the rest are counted, so that a stream of bad
        // records of any length takes no more memory than a good one.
        let (_, report) = try await LeniencyReport.collecting(keepingAtMost: top) {
            do {
                if let url = URL(string: source), url.scheme == "http" || url.scheme == "https" {
                    for try await event in URLSession.shared.decodeJSONStream(Event.self, .lines, for: URLRequest(url: url), onInvalidRecord: policy) {
                        add(event, to: &summary)
                    }
                } else {
                    let url = URL(fileURLWithPath: source)
                    for try await event in FileChunks(contentsOf: url).decodeJSON(Event.self, .lines, onInvalidRecord: policy) {
                        add(event, to: &summary)
                    }
                }
            } catch let error as CocoaError {
                // A file that cannot be opened or read: its description names the path and why.
                throw StreamFailure(message: "stopped after \(summary.events) events: \(error.localizedDescription)")
            } catch {
                throw StreamFailure(message: "stopped after \(summary.events) events: \(error)")
            }
        }
        let skipped = report.entries.map(\.description)
        for line in summary.lines(top: top, skipped: skipped, skippedCount: report.skippedRecordCount) { print(line) }
    }

    private func add(_ event: Event, to summary: inout EventSummary) {
        summary.add(event)
        if progressEvery > 0, summary.events % progressEvery == 0 {
            FileHandle.standardError.write(Data("fleece-stream: \(summary.events) events…\n".utf8))
        }
    }
}

/// Why the stream stopped, in one line: what, and where.
struct StreamFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
