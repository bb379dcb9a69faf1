/// SplitMix64: a small generator whose sequence is fixed by its seed, so that every fixture is
/// the same on every run and a failure can be reproduced.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True `count` times in `total`, on average.
    mutating func chance(_ count: UInt64, in total: UInt64) -> Bool {
        next() % total < count
    }
}

/// A `flickr.places.getTopPlacesList` response shaped like the real service's answers, which
/// nobody on the team wrote: fields left out at random places (`timezone` at about 14 in 100,
/// `woe_name` at a few, now and then `place_id`, `woeid`, the coordinates or `place_type`),
/// `photo_count` a string at some places and a number at others, and numbers where the bundled
/// sample once had strings (`latitude`, `longitude`, `woeid`, `place_type_id`). One place per
/// line, after the opening line, so place `i` starts at line `i + 2`, column 1.
///
/// `broken` makes chosen places unusable in a chosen way; the fixture says what `places` must
/// report for each (``expectedReports``).
struct MessyFlickrResponse {
    /// How a place is made unusable.
    enum Breakage {
        /// No `photo_count` at all.
        case noPhotoCount
        /// `"photo_count": "n/a"`.
        case photoCountNotANumber
        /// Neither `woe_name` nor `_content`.
        case noName
        /// The element is the string `"unavailable"`, not an object.
        case notAnObject
        /// The element is `null`.
        case null
    }

    /// A place `places` can list, as it should list it.
    struct Usable {
        let name: String
        let timezone: String?
        let photoCount: Int
        let path: String
    }

    /// The response's text.
    let text: String
    /// The usable places, in the response's order.
    let usable: [Usable]
    /// The line `places` must print on standard error for each broken place, in order.
    let expectedReports: [String]
    /// How many places have no `timezone`.
    let withoutTimezone: Int

    static let cities: [(name: String, region: String, country: String, timezone: String)] = [
        ("London", "England", "United Kingdom", "Europe/London"),
        ("東京", "Tokyo Prefecture", "Japan", "Asia/Tokyo"),
        ("Zürich", "Zurich", "Switzerland", "Europe/Zurich"),
        ("São Paulo", "São Paulo", "Brazil", "America/Sao_Paulo"),
        ("Reykjavík", "Capital Region", "Iceland", "Atlantic/Reykjavik"),
        ("New York", "NY", "United States", "America/New_York"),
        ("Kraków", "Lesser Poland", "Poland", "Europe/Warsaw"),
        ("Cape Town", "Western Cape", "South Africa", "Africa/Johannesburg"),
        ("Seoul", "Seoul", "South Korea", "Asia/Seoul"),
        ("Lima", "Lima", "Peru", "America/Lima"),
    ]

    init(places count: Int, seed: UInt64, broken: [Int: Breakage] = [:]) {
        var random = SeededGenerator(seed: seed)
        var lines: [String] = []
        var usable: [Usable] = []
        var reports: [String] = []
        var withoutTimezone = 0
        for index in 0..<count {
            let city = Self.cities[index % Self.cities.count]
            let round = index / Self.cities.count
            let name = round == 0 ? city.name : "\(city.name) \(round + 1)"
            let path = "/" + [city.country, city.region, name].map { $0.replacingOccurrences(of: " ", with: "+") }.joined(separator: "/")
            // Distinct counts, so that the order of the table is fixed.
            let photoCount = 1_000 + Int(random.next() % 5_000_000) * 100 + index
            let latitude = String(Double(Int(random.next() % 180_000)) / 1000 - 90)
            let longitude = String(Double(Int(random.next() % 360_000)) / 1000 - 180)
            let woeid = String(2_000_000 + random.next() % 30_000_000)

            var fields: [(key: String, value: String)] = [
                ("place_id", Self.quoted("p\(seed)x\(index)")),
                ("woeid", random.chance(1, in: 3) ? woeid : Self.quoted(woeid)),
                ("latitude", random.chance(1, in: 3) ? latitude : Self.quoted(latitude)),
                ("longitude", random.chance(1, in: 3) ? longitude : Self.quoted(longitude)),
                ("place_url", Self.quoted(path)),
                ("place_type", Self.quoted("locality")),
                ("place_type_id", random.chance(1, in: 3) ? "7" : Self.quoted("7")),
                ("timezone", Self.quoted(city.timezone)),
                ("_content", Self.quoted("\(name), \(city.region), \(city.country)")),
                ("woe_name", Self.quoted(name)),
                ("photo_count", random.chance(1, in: 2) ? String(photoCount) : Self.quoted(String(photoCount))),
            ]
            // Flickr leaves fields out: timezone at about one place in seven, the others rarely.
            let hasTimezone = !random.chance(14, in: 100)
            if !hasTimezone { fields.removeAll { $0.key == "timezone" } }
            let hasShortName = !random.chance(1, in: 12)
            if !hasShortName { fields.removeAll { $0.key == "woe_name" } }
            for rare in ["place_id", "woeid", "latitude", "longitude", "place_type"] where random.chance(1, in: 30) {
                fields.removeAll { $0.key == rare }
            }

            let line: String
            let lineNumber = index + 2
            let place = "places.place[\(index)] at line \(lineNumber), column 1"
            switch broken[index] {
            case nil:
                line = Self.object(fields)
                if !hasTimezone { withoutTimezone += 1 }
                usable.append(Usable(name: hasShortName ? name : "\(name), \(city.region), \(city.country)",
                                     timezone: hasTimezone ? city.timezone : nil, photoCount: photoCount, path: path))
            case .noPhotoCount?:
                fields.removeAll { $0.key == "photo_count" }
                line = Self.object(fields)
                reports.append(#"places: skipped \#(place): missing key "photo_count" in object"#)
            case .photoCountNotANumber?:
                fields.removeAll { $0.key == "photo_count" }
                fields.append(("photo_count", Self.quoted("n/a")))
                line = Self.object(fields)
                let column = Self.column(of: #""photo_count":"n/a""#, in: line) + #""photo_count":"#.count
                reports.append(#"places: skipped \#(place): photo_count: expected Int, found string "n/a" at line \#(lineNumber), column \#(column)"#)
            case .noName?:
                fields.removeAll { $0.key == "woe_name" || $0.key == "_content" }
                line = Self.object(fields)
                reports.append(#"places: skipped \#(place): no name: neither "woe_name" nor "_content" is there"#)
            case .notAnObject?:
                line = Self.quoted("unavailable")
                reports.append(#"places: skipped \#(place): expected object, found string "unavailable""#)
            case .null?:
                line = "null"
                reports.append("places: skipped \(place): expected object, found null")
            }
            lines.append(line)
        }
        text = #"{"places":{"place":["# + "\n" + lines.joined(separator: ",\n") + "\n"
            + #"],"date_start":1246320000,"date_stop":1246406399,"total":\#(count),"place_type_id":7,"place_type":"locality"},"stat":"ok"}"#
        self.usable = usable
        self.expectedReports = reports
        self.withoutTimezone = withoutTimezone
    }

    /// The table rows `places` prints for the usable places, without the header: ranked by
    /// photo count, columns as wide as their widest cell.
    var byPhotoCount: [Usable] {
        usable.sorted { $0.photoCount > $1.photoCount }
    }

    private static func quoted(_ text: String) -> String { "\"\(text)\"" }

    private static func object(_ fields: [(key: String, value: String)]) -> String {
        "{" + fields.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
    }

    /// The 1-based column, in characters as Fleece counts them (Unicode scalars), where `needle`
    /// starts in `line`.
    private static func column(of needle: String, in line: String) -> Int {
        guard let range = line.range(of: needle) else { return 0 }
        return line[..<range.lowerBound].unicodeScalars.count + 1
    }
}
