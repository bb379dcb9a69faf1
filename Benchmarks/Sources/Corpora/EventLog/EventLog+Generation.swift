extension EventLog {
    static let recordCount = 100_000

    /// About 12 MB: 100,000 records of about 120 bytes, one per line.
    static func corpus() -> Corpus {
        var random = SeededRandom(seed: 0x5EED_F00D_0005)
        var writer = JSONTextWriter(reservingCapacity: 13_000_000)
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(recordCount)
        var timestamp: Int64 = 1_709_294_400_000
        for id in 1 ... recordCount {
            let start = writer.bytes.count
            timestamp += Int64(random.int(in: 0 ... 900))
            writer.object { record in
                record.field("id", id)
                record.field("ts", timestamp)
                record.field("user", "u_\(random.int(in: 1 ... 99_999))")
                record.field("event", random.pick(events))
                record.field("path", "/\(random.pick(sections))/\(random.int(in: 1 ... 9_999))")
                record.field("ms", literal: "\(random.int(in: 0 ... 2_000)).\(random.int(in: 0 ... 99))")
                record.field("ok", random.chance(0.97))
                record.fieldArray("tags") { tags in
                    for _ in 0 ..< random.int(in: 0 ... 2) { tags.string(random.pick(tagNames)) }
                }
                record.field("referrer", random.chance(0.2) ? "https://\(random.pick(referrers))/" : nil)
            }
            ranges.append(start ..< writer.bytes.count)
            writer.newline()
        }
        return Corpus(name: "event-log", imitates: "JSON Lines of analytics events", bytes: writer.bytes, documentRanges: ranges)
    }

    private static let events = ["page_view", "click", "add_to_cart", "purchase", "search", "sign_in", "scroll"]
    private static let sections = ["products", "search", "cart", "account", "blog", "help"]
    private static let tagNames = ["web", "ios", "android", "eu", "us", "beta", "a/b", "returning"]
    private static let referrers = ["www.google.com", "t.co", "news.ycombinator.com", "duckduckgo.com"]
}
