import FleeceNetworking

/// A place of the response that `places` left out, and why: one line on standard error.
///
/// ```
/// places: skipped places.place[2] at line 4, column 1: missing key "photo_count" in object
/// places: skipped places.place[5] at line 7, column 1: photo_count: expected Int, found string "n/a" at line 7, column 250
/// ```
struct SkippedPlace: Sendable, Hashable, CustomStringConvertible {
    /// Where the place is: `places.place[37]`.
    let path: JSONPath
    /// The line and column where the place starts.
    let position: JSONPosition?
    /// Why it could not be used, relative to the place: each distinct reason once.
    let reasons: [String]

    /// The places `report` says were skipped, in the order met.
    static func all(in report: LeniencyReport) -> [SkippedPlace] {
        report.entries.filter { $0.action == .skippedElement }.map(SkippedPlace.init)
    }

    init(_ entry: LeniencyReport.Entry) {
        path = entry.path
        position = entry.position
        guard let error = entry.error as? DecodeError else {
            reasons = [entry.error.map { "\($0)" } ?? "unusable"]
            return
        }
        var reasons: [String] = []
        for failure in error.failures {
            let reason = Self.describe(failure, within: entry.path, at: entry.position)
            if !reasons.contains(reason) { reasons.append(reason) }
        }
        self.reasons = reasons
    }

    /// `failure` told from the place: the path below the place (none when the failure is about
    /// the place itself, or a key missing from it), and the position when it is not the place's.
    private static func describe(_ failure: DecodeError.Failure, within place: JSONPath, at placePosition: JSONPosition?) -> String {
        var below = failure.path.components
        if below.starts(with: place.components) { below.removeFirst(place.components.count) }
        if case .missingKey(let key) = failure.reason, below == [.key(key)] { below = [] }
        var text = below.isEmpty ? "" : "\(JSONPath(below)): "
        text += failure.reason.description
        if let position = failure.position, position != placePosition { text += " at \(position)" }
        return text
    }

    /// The line without the command's name: `skipped places.place[2] at line 4, column 1: …`.
    var description: String { "skipped " + placeAndReasons }

    /// Where the place is and why it was left out: `places.place[2] at line 4, column 1: …`;
    /// each distinct reason once, the first five in full, then how many more.
    var placeAndReasons: String {
        var shown = Array(reasons.prefix(5))
        if reasons.count > 5 { shown.append("…and \(reasons.count - 5) more") }
        return "\(path)" + (position.map { " at \($0)" } ?? "") + ": " + shown.joined(separator: "; ")
    }
}
