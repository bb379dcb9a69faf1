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

    /// The summary as lines: totals, then the top types and repositories.
    func lines(top: Int, skipped: [String]) -> [String] {
        var lines = ["\(events) events from \(actors.count) actors in \(byRepo.count) repositories"]
        lines.append("by type:")
        for (type, count) in Self.top(byType, top) { lines.append("  \(count)\t\(type)") }
        lines.append("top repositories:")
        for (repo, count) in Self.top(byRepo, top) { lines.append("  \(count)\t\(repo)") }
        if !skipped.isEmpty {
            lines.append("skipped \(skipped.count) invalid \(skipped.count == 1 ? "record" : "records"):")
            for reason in skipped.prefix(top) { lines.append("  \(reason)") }
        }
        return lines
    }

    /// The `count` largest entries, largest first, ties by name.
    static func top(_ counts: [String: Int], _ count: Int) -> [(String, Int)] {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(count).map { ($0.key, $0.value) }
    }
}
