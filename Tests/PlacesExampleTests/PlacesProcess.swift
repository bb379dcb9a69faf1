import Foundation

/// What one run of the `places` binary did.
struct PlacesRun {
    let status: Int32
    let standardOutput: String
    let standardError: String

    /// Standard output split into lines, without the empty one after the final newline.
    var outputLines: [String] {
        standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}

/// Runs the `places` executable that the build put beside the test bundle.
enum PlacesProcess {
    /// The build products directory: the test bundle's folder (the `.xctest` is an executable on
    /// Linux, a bundle on macOS).
    static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    static var executable: URL { productsDirectory.appendingPathComponent("places") }

    /// Runs `places` with `arguments` and waits for it without blocking a thread, so that a
    /// loopback server in this process keeps serving it. A run still going after `limit` is
    /// terminated (its status then shows the signal).
    static func run(_ arguments: [String], limit: Duration = .seconds(120)) async throws -> PlacesRun {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("places-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Files rather than pipes: nothing blocks however much the command prints.
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = executable
        // A run against a loopback server waits up to 110 s for it, not the command's 30 s: under
        // ThreadSanitizer, with every test's `places` starting at once on two cores, the server
        // was sometimes not scheduled for 30 s and every request timed out (CI, 2026-11-28). A
        // run that sets its own timeout keeps it.
        let needsPatience = arguments.contains("--url") && !arguments.contains("--timeout")
        process.arguments = needsPatience ? arguments + ["--timeout", "110"] : arguments
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice

        let watchdog = Task {
            try await Task.sleep(for: limit)
            if process.isRunning { process.terminate() }
        }
        defer { watchdog.cancel() }
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try out.close()
        try err.close()
        return PlacesRun(
            status: status,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }
}
