import Foundation

/// The repository's README, so that tests can check that what it shows is what `places` does.
enum Readme {
    static func text() throws -> String {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The section of the README about `places`.
    static func placesSection() throws -> String {
        try text().components(separatedBy: "## The `places` example").dropFirst().first?
            .components(separatedBy: "\n## ").first ?? ""
    }
}
