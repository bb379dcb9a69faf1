/// Counts of events by type and by repository, and the lines left out.
struct EventSummary {
    var events = 0
    var byType: [String: Int] = [:]
    var byRepo: [String: Int] = [:]
    var actors: Set<String> = []

    mutating func add(_ event: Event) {
        events += 1
        byType[event.type, default: 0] += 1
        byRepo[event.repo, default: 0] += 1
        actors.insert(event.actor)
    }

    /// The summary as lines: totals, then the top types and repositories, then how many
    /// records were skipped (`skippedCount`) and the first reasons (`skipped`, at most `top`).
    func lines(top: Int, skipped: [String], skippedCount: Int) -> [String] {
        var lines = ["\(events) events from \(actors.count) actors in \(byRepo.count) repositories"]
        lines.append("by type:")
        for (type, count) in Self.top(byType, top) { lines.append("  \(count)\t\(type)") }
        lines.append("top repositories:")
        for (repo, count) in Self.top(byRepo, top) { lines.append("  \(count)\t\(repo)") }
        if skippedCount > 0 {
            lines.append("skipped \(skippedCount) invalid \(skippedCount == 1 ? "record" : "records"):")
            for reason in skipped.prefix(top) { lines.append("  \(reason)") }
        }
        return lines
    }

    /// The `count` largest entries, largest first, ties by name.
    static func top(_ counts: [String: Int], _ count: Int) -> [(String, Int)] {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(count).map { ($0.key, $0.value) }
    }
}
