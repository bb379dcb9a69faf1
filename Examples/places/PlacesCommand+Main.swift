import ArgumentParser
import Foundation

extension PlacesCommand {
    /// Runs the command so that every failure is one line on standard error and a non-zero exit
    /// status: ArgumentParser's own `main` prints usage text under a mistyped option.
    static func main() async {
        // `places | head` closes the pipe early; the remaining output is dropped, not a crash.
        signal(SIGPIPE, SIG_IGN)
        var command: PlacesCommand
        do {
            command = try parse()
        } catch {
            // --help and --version are "errors" that exit successfully after printing.
            if exitCode(for: error) == .success { exit(withError: error) }
            let message = message(for: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? "invalid arguments"
            // `swift run places -- --limit 5` passes the `--` on, and after it nothing is an option.
            let hint = CommandLine.arguments.dropFirst().contains("--") ? "; options go before any '--', as in 'swift run places --limit 5'" : ""
            fail("\(message)\(hint) (see 'places --help')", status: exitCode(for: error).rawValue)
        }
        do {
            try await command.run()
        } catch let failure as PlacesFailure {
            fail(failure.message, status: 1)
        } catch {
            fail("unexpected failure: \(error)", status: 1)
        }
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("places: \(message)\n".utf8))
        Foundation.exit(status)
    }
}

/// A failure of `places`, already worded as the one line to show.
struct PlacesFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
