import Foundation

/// Compiles and runs a program against the Fleece modules of the build the tests run from, as
/// a user's target would use them: the `.swiftmodule`s and object files of this build, linked
/// with the same sanitizer the tests were built with.
package enum SwiftCompiler {
    package struct Output: Sendable {
        package var status: Int32
        package var text: String
    }

    /// The directory of this build's products (`.build/<triple>/debug`).
    package static var productsDirectory: URL {
        #if os(Linux)
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent()
        #else
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? Bundle.main
        return bundle.bundleURL.deletingLastPathComponent()
        #endif
    }

    /// `-sanitize=…` when this test process was built with a sanitizer: the objects it links
    /// against were too.
    package static var sanitizerFlags: [String] {
        guard let handle = dlopen(nil, RTLD_NOW) else { return [] }
        defer { dlclose(handle) }
        if dlsym(handle, "__asan_init") != nil { return ["-sanitize=address"] }
        if dlsym(handle, "__tsan_init") != nil { return ["-sanitize=thread"] }
        return []
    }

    /// The object files of `modules` in this build.
    package static func objectFiles(of modules: [String]) throws -> [String] {
        var files: [String] = []
        for module in modules {
            let directory = productsDirectory.appendingPathComponent("\(module).build")
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            files += names.filter { $0.hasSuffix(".o") }.sorted().map { directory.appendingPathComponent($0).path }
        }
        return files
    }

    /// The directory holding this build's `.swiftmodule`s.
    package static var modulesDirectory: String {
        let modules = productsDirectory.appendingPathComponent("Modules")
        return FileManager.default.fileExists(atPath: modules.path) ? modules.path : productsDirectory.path
    }

    /// The directory of the module map of Fleece's C module of atomics (`CFleeceAtomics`), which
    /// a module importing Fleece must find, as SwiftPM finds it for a user's target.
    package static var cModuleDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/CFleeceAtomics/include").path
    }

    /// Compiles `sources` in Swift 6 mode into `executable`, linked with `modules`.
    package static func compile(_ sources: [String], into executable: String, linking modules: [String]) async throws -> Output {
        let arguments = ["swiftc", "-swift-version", "6", "-Onone", "-I", modulesDirectory, "-I", cModuleDirectory]
            + sanitizerFlags + sources + (try objectFiles(of: modules)) + ["-o", executable]
        return try await run("/usr/bin/env", arguments)
    }

    /// Type-checks `source` in Swift 6 mode against this build's modules, with `flags` added
    /// (`-default-isolation MainActor`, as an app target of Xcode 26's template has): what a
    /// user's code that imports them gets from the compiler, without building it.
    package static func typecheck(_ source: String, flags: [String] = []) async throws -> Output {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fleece-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("main.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modulesDirectory, "-I", cModuleDirectory]
            + flags + [file.path]
        return try await run("/usr/bin/env", arguments)
    }

    /// Runs `executable`. Under AddressSanitizer the program runs without leak detection: its
    /// leaks (Foundation's formatters, the test program's globals) are not the library's, and the
    /// suite's own processes are checked for leaks already.
    package static func run(_ executable: String, _ arguments: [String], input: Data? = nil) async throws -> Output {
        // Waiting for a process blocks its thread for the whole compilation: not one of Swift
        // concurrency's few cooperative threads (two on this machine), which the other suites
        // running meanwhile (the loopback servers) need.
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try runBlocking(executable, arguments, input: input) })
            }.start()
        }
    }

    private static func runBlocking(_ executable: String, _ arguments: [String], input: Data?) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["ASAN_OPTIONS"] = "detect_leaks=0"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let inputPipe = Pipe()
        if input != nil { process.standardInput = inputPipe }
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(input)
            try inputPipe.fileHandleForWriting.close()
        }
        let data = readToEnd(pipe.fileHandleForReading)
        process.waitUntilExit()
        return Output(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
    }

    /// Everything until end of file. Not `readDataToEndOfFile()`: it stops the program on any read
    /// error, and a read interrupted by a signal (EINTR, e.g. while another test's crash report
    /// is being written) is one; here an interrupted read is simply tried again.
    private static func readToEnd(_ handle: FileHandle) -> Data {
        var data = Data()
        var failures = 0
        while failures < 100 {
            do {
                guard let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty else { break }
                data.append(chunk)
            } catch {
                failures += 1
            }
        }
        return data
    }
}
