// Writes Examples/places/SampleResponse.swift: a made-up `flickr.places.getTopPlacesList`
// response of 100 places, as messy as Flickr's own answers: `timezone` absent at 14 places,
// `woe_name` at 4, `photo_count` a string at some places and a number at others, and latitude,
// longitude, `woeid` and `place_type_id` numbers at some places where others have strings; a
// few names are not ASCII. Deterministic: the same file every run.
//
//     swift Scripts/make-places-sample.swift
//
// The response is compiled into `places` as a string so that `swift run places` needs no
// resource bundle and the binary works wherever it is copied.

import Foundation

struct City {
    let name: String
    let region: String
    let country: String
    let latitude: String
    let longitude: String
    let timezone: String
}

let cities: [City] = [
    ("London", "England", "United Kingdom", "51.506", "-0.127", "Europe/London"),
    ("New York", "NY", "United States", "40.714", "-74.007", "America/New_York"),
    ("Paris", "Ile-de-France", "France", "48.857", "2.352", "Europe/Paris"),
    ("東京", "Tokyo Prefecture", "Japan", "35.670", "139.771", "Asia/Tokyo"),
    ("San Francisco", "California", "United States", "37.779", "-122.420", "America/Los_Angeles"),
    ("Barcelona", "Catalonia", "Spain", "41.385", "2.173", "Europe/Madrid"),
    ("Berlin", "Berlin", "Germany", "52.517", "13.389", "Europe/Berlin"),
    ("Rome", "Lazio", "Italy", "41.903", "12.496", "Europe/Rome"),
    ("Los Angeles", "California", "United States", "34.053", "-118.245", "America/Los_Angeles"),
    ("Chicago", "Illinois", "United States", "41.884", "-87.632", "America/Chicago"),
    ("Amsterdam", "North Holland", "Netherlands", "52.373", "4.893", "Europe/Amsterdam"),
    ("Seattle", "Washington", "United States", "47.604", "-122.330", "America/Los_Angeles"),
    ("Toronto", "Ontario", "Canada", "43.649", "-79.385", "America/Toronto"),
    ("Sydney", "New South Wales", "Australia", "-33.869", "151.207", "Australia/Sydney"),
    ("Madrid", "Madrid", "Spain", "40.417", "-3.704", "Europe/Madrid"),
    ("São Paulo", "São Paulo", "Brazil", "-23.548", "-46.636", "America/Sao_Paulo"),
    ("Istanbul", "Istanbul", "Turkey", "41.040", "28.986", "Europe/Istanbul"),
    ("Vienna", "Vienna", "Austria", "48.202", "16.368", "Europe/Vienna"),
    ("Prague", "Prague", "Czech Republic", "50.079", "14.433", "Europe/Prague"),
    ("Boston", "Massachusetts", "United States", "42.358", "-71.060", "America/New_York"),
    ("Washington", "District of Columbia", "United States", "38.890", "-77.032", "America/New_York"),
    ("Melbourne", "Victoria", "Australia", "-37.814", "144.963", "Australia/Melbourne"),
    ("Vancouver", "British Columbia", "Canada", "49.261", "-123.114", "America/Vancouver"),
    ("Montréal", "Quebec", "Canada", "45.512", "-73.554", "America/Toronto"),
    ("Munich", "Bavaria", "Germany", "48.137", "11.575", "Europe/Berlin"),
    ("Milan", "Lombardy", "Italy", "45.464", "9.189", "Europe/Rome"),
    ("Dublin", "Dublin", "Ireland", "53.344", "-6.267", "Europe/Dublin"),
    ("Edinburgh", "Scotland", "United Kingdom", "55.953", "-3.189", "Europe/London"),
    ("Zürich", "Zurich", "Switzerland", "47.377", "8.540", "Europe/Zurich"),
    ("Kraków", "Lesser Poland", "Poland", "50.061", "19.937", "Europe/Warsaw"),
    ("Málaga", "Andalusia", "Spain", "36.720", "-4.420", "Europe/Madrid"),
    ("Reykjavík", "Capital Region", "Iceland", "64.135", "-21.895", "Atlantic/Reykjavik"),
    ("Bogotá", "Bogota", "Colombia", "4.711", "-74.072", "America/Bogota"),
    ("Düsseldorf", "North Rhine-Westphalia", "Germany", "51.227", "6.773", "Europe/Berlin"),
    ("Hong Kong", "Hong Kong", "China", "22.282", "114.158", "Asia/Hong_Kong"),
    ("Singapore", "Singapore", "Singapore", "1.290", "103.852", "Asia/Singapore"),
    ("Bangkok", "Bangkok", "Thailand", "13.754", "100.501", "Asia/Bangkok"),
    ("Mexico City", "Mexico City", "Mexico", "19.432", "-99.133", "America/Mexico_City"),
    ("Buenos Aires", "Buenos Aires", "Argentina", "-34.608", "-58.437", "America/Argentina/Buenos_Aires"),
    ("Rio de Janeiro", "Rio de Janeiro", "Brazil", "-22.907", "-43.173", "America/Sao_Paulo"),
    ("Lisbon", "Lisbon", "Portugal", "38.722", "-9.139", "Europe/Lisbon"),
    ("Copenhagen", "Capital Region", "Denmark", "55.676", "12.568", "Europe/Copenhagen"),
    ("Stockholm", "Stockholm", "Sweden", "59.329", "18.068", "Europe/Stockholm"),
    ("Oslo", "Oslo", "Norway", "59.913", "10.752", "Europe/Oslo"),
    ("Helsinki", "Uusimaa", "Finland", "60.170", "24.938", "Europe/Helsinki"),
    ("Brussels", "Brussels", "Belgium", "50.847", "4.357", "Europe/Brussels"),
    ("Budapest", "Budapest", "Hungary", "47.498", "19.040", "Europe/Budapest"),
    ("Athens", "Attica", "Greece", "37.984", "23.728", "Europe/Athens"),
    ("Florence", "Tuscany", "Italy", "43.770", "11.255", "Europe/Rome"),
    ("Venice", "Veneto", "Italy", "45.438", "12.327", "Europe/Rome"),
    ("Hamburg", "Hamburg", "Germany", "53.551", "9.994", "Europe/Berlin"),
    ("Portland", "Oregon", "United States", "45.523", "-122.676", "America/Los_Angeles"),
    ("Austin", "Texas", "United States", "30.267", "-97.743", "America/Chicago"),
    ("Philadelphia", "Pennsylvania", "United States", "39.952", "-75.164", "America/New_York"),
    ("San Diego", "California", "United States", "32.716", "-117.161", "America/Los_Angeles"),
    ("Las Vegas", "Nevada", "United States", "36.170", "-115.140", "America/Los_Angeles"),
    ("Honolulu", "Hawaii", "United States", "21.307", "-157.858", "Pacific/Honolulu"),
    ("New Orleans", "Louisiana", "United States", "29.951", "-90.072", "America/Chicago"),
    ("Atlanta", "Georgia", "United States", "33.749", "-84.388", "America/New_York"),
    ("Denver", "Colorado", "United States", "39.739", "-104.990", "America/Denver"),
    ("Minneapolis", "Minnesota", "United States", "44.978", "-93.265", "America/Chicago"),
    ("Miami", "Florida", "United States", "25.762", "-80.192", "America/New_York"),
    ("Manchester", "England", "United Kingdom", "53.481", "-2.243", "Europe/London"),
    ("Glasgow", "Scotland", "United Kingdom", "55.864", "-4.252", "Europe/London"),
    ("Brighton", "England", "United Kingdom", "50.822", "-0.137", "Europe/London"),
    ("Bristol", "England", "United Kingdom", "51.454", "-2.588", "Europe/London"),
    ("Kyoto", "Kyoto Prefecture", "Japan", "35.012", "135.768", "Asia/Tokyo"),
    ("Osaka", "Osaka Prefecture", "Japan", "34.694", "135.502", "Asia/Tokyo"),
    ("Seoul", "Seoul", "South Korea", "37.567", "126.978", "Asia/Seoul"),
    ("Beijing", "Beijing", "China", "39.904", "116.407", "Asia/Shanghai"),
    ("Shanghai", "Shanghai", "China", "31.230", "121.474", "Asia/Shanghai"),
    ("Taipei", "Taipei", "Taiwan", "25.033", "121.565", "Asia/Taipei"),
    ("Mumbai", "Maharashtra", "India", "19.076", "72.878", "Asia/Kolkata"),
    ("Delhi", "Delhi", "India", "28.704", "77.102", "Asia/Kolkata"),
    ("Dubai", "Dubai", "United Arab Emirates", "25.205", "55.271", "Asia/Dubai"),
    ("Tel Aviv", "Tel Aviv", "Israel", "32.085", "34.782", "Asia/Jerusalem"),
    ("Cairo", "Cairo", "Egypt", "30.044", "31.236", "Africa/Cairo"),
    ("Cape Town", "Western Cape", "South Africa", "-33.925", "18.424", "Africa/Johannesburg"),
    ("Marrakesh", "Marrakesh-Safi", "Morocco", "31.629", "-7.981", "Africa/Casablanca"),
    ("Auckland", "Auckland", "New Zealand", "-36.848", "174.763", "Pacific/Auckland"),
    ("Wellington", "Wellington", "New Zealand", "-41.287", "174.776", "Pacific/Auckland"),
    ("Brisbane", "Queensland", "Australia", "-27.470", "153.026", "Australia/Brisbane"),
    ("Perth", "Western Australia", "Australia", "-31.952", "115.861", "Australia/Perth"),
    ("Lima", "Lima", "Peru", "-12.046", "-77.043", "America/Lima"),
    ("Santiago", "Santiago Metropolitan", "Chile", "-33.449", "-70.669", "America/Santiago"),
    ("Havana", "Havana", "Cuba", "23.113", "-82.366", "America/Havana"),
    ("Saint Petersburg", "Saint Petersburg", "Russia", "59.934", "30.336", "Europe/Moscow"),
    ("Moscow", "Moscow", "Russia", "55.756", "37.617", "Europe/Moscow"),
    ("Warsaw", "Masovia", "Poland", "52.230", "21.012", "Europe/Warsaw"),
    ("Nice", "Provence-Alpes-Côte d'Azur", "France", "43.710", "7.262", "Europe/Paris"),
    ("Lyon", "Auvergne-Rhône-Alpes", "France", "45.764", "4.836", "Europe/Paris"),
    ("Seville", "Andalusia", "Spain", "37.389", "-5.984", "Europe/Madrid"),
    ("Porto", "Porto", "Portugal", "41.158", "-8.629", "Europe/Lisbon"),
    ("Salzburg", "Salzburg", "Austria", "47.810", "13.055", "Europe/Vienna"),
    ("Geneva", "Geneva", "Switzerland", "46.204", "6.143", "Europe/Zurich"),
    ("Cologne", "North Rhine-Westphalia", "Germany", "50.938", "6.960", "Europe/Berlin"),
    ("Naples", "Campania", "Italy", "40.852", "14.268", "Europe/Rome"),
    ("Antwerp", "Flanders", "Belgium", "51.219", "4.402", "Europe/Brussels"),
    ("Ho Chi Minh City", "Ho Chi Minh City", "Vietnam", "10.823", "106.630", "Asia/Ho_Chi_Minh"),
    ("Kyiv", "Kyiv", "Ukraine", "50.450", "30.523", "Europe/Kyiv"),
].map(City.init)

/// A place Flickr always sends without a `woe_name`; `Mess` leaves it out at three more.
let placeWithoutWoeName = "Hong Kong"

/// A fixed linear congruential generator: identifiers and counts look random but never change.
struct Generator {
    var state: UInt64 = 0x5EED_F1EC_CE00_0001
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
    /// True `count` times in `total` on average.
    mutating func chance(_ count: UInt64, in total: UInt64) -> Bool {
        next() % total < count
    }
    mutating func placeID() -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.")
        return String((0..<14).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] })
    }
}

/// Flickr's place URLs: path components with spaces written as `+`.
func placeURL(_ city: City) -> String {
    let parts = [city.country, city.region, city.name].map { $0.replacingOccurrences(of: " ", with: "+") }
    var seen: [String] = []
    for part in parts where seen.last != part { seen.append(part) }
    return "/" + seen.joined(separator: "/")
}

/// A JSON string literal; the names hold no quote, backslash or control character, but check.
func quoted(_ text: String) -> String {
    precondition(!text.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline }), "escape \(text)")
    return "\"\(text)\""
}

precondition(cities.count == 100)
var generator = Generator()
// Counts fall off from the top place like Flickr's do, with a little noise.
var places: [(city: City, count: Int, id: String, woeid: Int)] = []
for (rank, city) in cities.enumerated() {
    let base = 2_400_000.0 * pow(0.955, Double(rank))
    let noise = Double(generator.next() % 20_000)
    places.append((city, Int(base) + Int(noise), generator.placeID(), 2_000_000 + Int(generator.next() % 30_000_000)))
}
// Flickr does not promise an order; shuffle so that the example has to sort.
for index in stride(from: places.count - 1, to: 0, by: -1) {
    places.swapAt(index, Int(generator.next() % UInt64(index + 1)))
}

/// Where the sample is as messy as the real service, drawn from a generator of its own so that
/// the identifiers and counts above stay as they were.
struct Mess {
    /// The places (by position in the response) that have no `timezone`: 14 of 100, as in a real answer.
    var withoutTimezone: Set<Int> = []
    /// The places, besides `placeWithoutWoeName`, that have no `woe_name`.
    var withoutWoeName: Set<Int> = []

    init(count: Int, generator: inout Generator) {
        while withoutTimezone.count < 14 { withoutTimezone.insert(Int(generator.next() % UInt64(count))) }
        while withoutWoeName.count < 3 { withoutWoeName.insert(Int(generator.next() % UInt64(count))) }
    }
}

var messGenerator = Generator(state: 0x0DD5_F1EC_CE00_0002)
let mess = Mess(count: places.count, generator: &messGenerator)

/// `text` as a JSON number (`51.506`) at some places, as a JSON string (`"51.506"`) at others.
func numberOrString(_ text: String, numberOneIn total: UInt64) -> String {
    messGenerator.chance(1, in: total) ? text : quoted(text)
}

var lines: [String] = []
for (position, place) in places.enumerated() {
    let city = place.city
    var fields: [(String, String)] = [
        ("place_id", quoted(place.id)),
        ("woeid", numberOrString(String(place.woeid), numberOneIn: 4)),
        ("latitude", numberOrString(city.latitude, numberOneIn: 3)),
        ("longitude", numberOrString(city.longitude, numberOneIn: 3)),
        ("place_url", quoted(placeURL(city))),
        ("place_type", quoted("locality")),
        ("place_type_id", numberOrString("7", numberOneIn: 4)),
        ("timezone", quoted(city.timezone)),
        ("_content", quoted([city.name, city.region, city.country].joined(separator: ", "))),
        ("woe_name", quoted(city.name)),
        ("photo_count", numberOrString(String(place.count), numberOneIn: 2)),
    ]
    if mess.withoutTimezone.contains(position) { fields.removeAll { $0.0 == "timezone" } }
    if city.name == placeWithoutWoeName || mess.withoutWoeName.contains(position) { fields.removeAll { $0.0 == "woe_name" } }
    lines.append("{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}")
}
let json = #"{"places":{"place":["# + "\n"
    + lines.joined(separator: ",\n")
    + "\n" + #"],"date_start":1246320000,"date_stop":1246406399,"total":100,"place_type_id":7,"place_type":"locality"},"stat":"ok"}"#

let source = """
// Generated by Scripts/make-places-sample.swift; do not edit. To change it, edit the script and run
//     swift Scripts/make-places-sample.swift

/// A made-up response of Flickr's `flickr.places.getTopPlacesList` (100 places, one per line), as
/// messy as Flickr's own: \(mess.withoutTimezone.count) places have no `timezone` and \(mess.withoutWoeName.count + 1) no `woe_name`;
/// counts, coordinates and identifiers are strings at some places and numbers at others.
enum SampleResponse {
    /// Where error messages say the response came from.
    static let name = "the bundled sample response"

    static let text = #\"\"\"
\(json)
\"\"\"#
}

"""

let output = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/places/SampleResponse.swift")
try Data(source.utf8).write(to: output)
print("wrote \(output.path): \(places.count) places")
