/// Words and names the generators draw from: plain ASCII, Latin text with
/// accents, Japanese, emoji, and characters JSON must escape.
enum Vocabulary {
    static let english = [
        "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "coffee", "morning",
        "release", "swift", "server", "deploy", "weekend", "concert", "football", "match", "rain",
        "sunny", "train", "late", "again", "new", "album", "today", "tonight", "thanks", "everyone",
        "amazing", "photo", "city", "street", "market", "launch", "update", "bug", "fixed", "ship",
        "it", "read", "thread", "below", "link", "watch", "live", "now", "breaking", "news",
    ]

    static let accented = [
        "café", "crème", "brûlée", "élan", "naïve", "façade", "déjà", "vu", "über", "Straße",
        "mañana", "niño", "São", "Paulo", "Zürich", "Kraków", "Ångström", "smörgåsbord", "fiancée",
        "résumé", "piñata", "jalapeño", "Müller", "Øresund", "Île-de-France",
    ]

    static let japanese = [
        "東京", "こんにちは", "ありがとう", "今日", "天気", "電車", "遅延", "新曲", "ライブ", "最高",
        "【拡散希望】", "おはようございます", "週末", "ラーメン", "桜",
    ]

    static let emoji = ["😀", "🎉", "🔥", "❤️", "👍", "🚀", "☕️", "🇫🇷", "😂", "✨"]

    static let firstNames = [
        "Alice", "Bruno", "Chloé", "Dmitri", "Eun-ji", "François", "Grace", "Hiro", "Inès", "José",
        "Kai", "Léa", "Mateus", "Nadia", "Oskar", "Priya", "Quentin", "Renée", "Sven", "Tomás",
        "Ulla", "Valérie", "Wen", "Xavier", "Yuki", "Zoë", "さくら", "太郎",
    ]

    static let lastNames = [
        "Martin", "Dubois", "Müller", "García", "Tanaka", "Kowalski", "O'Brien", "Nguyen", "Silva",
        "Johansson", "Rossi", "Ivanova", "Smith", "Sato", "Moreau", "Fernández", "山田",
    ]

    static let places = [
        "Paris, France", "Tōkyō", "São Paulo", "New York, NY", "Zürich", "Berlin", "London",
        "Montréal, Québec", "Kraków, Polska", "", "Earth", "somewhere \"over\" the rainbow",
    ]

    static let timeZones = [
        "Europe/London", "Europe/Paris", "Europe/Berlin", "America/New_York", "America/Los_Angeles",
        "America/Sao_Paulo", "Asia/Tokyo", "Asia/Kolkata", "Australia/Sydney", "Africa/Lagos",
    ]

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// A sentence of `count` words mixing ASCII, accented Latin, Japanese,
    /// emoji and the characters JSON must escape (quotes, backslashes, newlines).
    static func sentence(_ random: inout SeededRandom, words count: Int) -> String {
        var words: [String] = []
        for _ in 0 ..< count {
            let roll = random.unit()
            switch roll {
            case ..<0.56: words.append(random.pick(english))
            case ..<0.68: words.append(random.pick(accented))
            case ..<0.84: words.append(random.pick(japanese))
            case ..<0.90: words.append(random.pick(emoji))
            case ..<0.93: words.append("\"\(random.pick(english))\"")
            case ..<0.95: words.append("C:\\Users\\\(random.pick(firstNames))")
            case ..<0.97: words.append("\n")
            default: words.append("#\(random.pick(english))")
            }
        }
        return words.joined(separator: " ")
    }

    static func personName(_ random: inout SeededRandom) -> String {
        "\(random.pick(firstNames)) \(random.pick(lastNames))"
    }

    /// A lowercase handle such as `lea_moreau42`.
    static func handle(_ random: inout SeededRandom) -> String {
        let base = random.pick(english) + "_" + random.pick(english)
        return random.chance(0.5) ? base + String(random.int(in: 1 ... 999)) : base
    }

    /// A date in Twitter's format, e.g. `Sat Aug 30 14:02:11 +0000 2014`.
    static func twitterDate(_ random: inout SeededRandom) -> String {
        let day = random.int(in: 1 ... 28)
        let time = [random.int(in: 0 ... 23), random.int(in: 0 ... 59), random.int(in: 0 ... 59)]
            .map { $0 < 10 ? "0\($0)" : "\($0)" }
            .joined(separator: ":")
        let year = random.int(in: 2008 ... 2014)
        return "\(random.pick(weekdays)) \(random.pick(months)) \(day < 10 ? "0\(day)" : "\(day)") \(time) +0000 \(year)"
    }

    /// A six-digit lowercase hex colour such as `c0deed`.
    static func color(_ random: inout SeededRandom) -> String {
        let hex = Array("0123456789ABCDEF")
        return String((0 ..< 6).map { _ in random.pick(hex) })
    }
}
