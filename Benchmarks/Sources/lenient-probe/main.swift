// A Flickr-shaped lenient model (1,000 places, 11 fields, 5 of them `@Convertible` / `<|~`),
// decoded from string counts, as Flickr sends them, and from the same counts as numbers:
// FleeceDecoder, JSONDecoder and the functional API in one process, so their ratios hold on a
// machine whose speed drifts.
//
//     swift run -c release lenient-probe [rounds]     # best of rounds x 10 passes, per case
//     valgrind --tool=callgrind .build/release/lenient-probe cg fleece-str   # 20 passes of one case
//                                                     # (subtract `cg none`, the setup)
//
// `fleece-fallback` / `json-fallback`: the same places read by hand-written Codable that tries
// the number and falls back on the string (`FallbackPlace.swift`), a caught error per count.
//
// Targets (issue #14): the lenient model on strings at least 3x JSONDecoder on the same model,
// and within 1.3x of the same model decoding real numbers.
import Fleece
import FleeceFoundation
import Foundation

struct Place: Decodable, Equatable {
    let placeID: String
    @Convertible var woeid: Int
    @Convertible var latitude: Double
    @Convertible var longitude: Double
    let placeURL: String
    let placeType: String
    @Convertible var placeTypeID: Int
    let timezone: String
    let content: String
    let woeName: String?
    @Convertible var photoCount: Int
    enum CodingKeys: String, CodingKey {
        case placeID = "place_id", woeid, latitude, longitude, placeURL = "place_url", placeType = "place_type"
        case placeTypeID = "place_type_id", timezone, content = "_content", woeName = "woe_name", photoCount = "photo_count"
    }
    init(placeID: String, woeid: Int, latitude: Double, longitude: Double, placeURL: String, placeType: String,
         placeTypeID: Int, timezone: String, content: String, woeName: String?, photoCount: Int) {
        self.placeID = placeID; self.woeid = woeid; self.latitude = latitude; self.longitude = longitude
        self.placeURL = placeURL; self.placeType = placeType; self.placeTypeID = placeTypeID
        self.timezone = timezone; self.content = content; self.woeName = woeName; self.photoCount = photoCount
    }
}
struct Places: Decodable, Equatable { let place: [Place] }

extension Place: JSONDecodable {
    static func decode(_ json: JSON) -> Decoded<Place> {
        Decoded(Place.init,
                json <| "place_id", json <|~ "woeid", json <|~ "latitude", json <|~ "longitude",
                json <| "place_url", json <| "place_type", json <|~ "place_type_id", json <| "timezone",
                json <| "_content", json <|? "woe_name", json <|~ "photo_count")
    }
}
extension Places: JSONDecodable {
    static func decode(_ json: JSON) -> Decoded<Places> { Decoded(Places.init, json <|| "place") }
}

func corpus(strings: Bool) -> [UInt8] {
    var s = "{\"place\":["
    for i in 0..<1000 {
        func n(_ v: String) -> String { strings ? "\"\(v)\"" : v }
        if i > 0 { s += "," }
        s += "{\"place_id\":\"abcDEF\(i)XYZ\",\"woeid\":\(n(String(10000 + i * 7919))),\"latitude\":\(n("51.50\(i % 10)321")),\"longitude\":\(n("-0.12\(i % 10)7")),\"place_url\":\"/United+Kingdom/England/London\",\"place_type\":\"locality\",\"place_type_id\":\(n("7")),\"timezone\":\"Europe/London\",\"_content\":\"London, England, United Kingdom\",\"woe_name\":\"London\",\"photo_count\":\(n(String(120 + i * 37)))}"
    }
    s += "]}"
    return Array(s.utf8)
}

@inline(never) func time(_ rounds: Int, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = ContinuousClock.now
        for _ in 0..<10 { try body() }
        let d = ContinuousClock.now - start
        best = min(best, Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18)
    }
    return best / 10
}

let rounds = Int(CommandLine.arguments.dropFirst().first ?? "30") ?? 30
let strBytes = corpus(strings: true), numBytes = corpus(strings: false)
let strData = Data(strBytes), numData = Data(numBytes)
let a = try JSONDecoder().decode(Places.self, from: strData)
let b = try FleeceDecoder().decode(Places.self, from: strData)
let c = try Places.decode(JSON(parsing: strBytes)).get()
let d = try FleeceDecoder().decode(Places.self, from: numData)
let e = try Places.decode(JSON(parsing: numBytes)).get()
precondition(a == b && a == c && a == d && a == e)
let f = try FleeceDecoder().decode(FallbackPlaces.self, from: strData).place.map(\.place)
let g = try JSONDecoder().decode(FallbackPlaces.self, from: strData).place.map(\.place)
precondition(f == a.place && g == a.place)
if CommandLine.arguments.count > 2, CommandLine.arguments[1] == "cg" {
    let which = CommandLine.arguments[2]
    for _ in 0..<20 {
        switch which {
        case "json-str": _ = try JSONDecoder().decode(Places.self, from: strData)
        case "json-num": _ = try JSONDecoder().decode(Places.self, from: numData)
        case "fleece-str": _ = try FleeceDecoder().decode(Places.self, from: strData)
        case "fleece-num": _ = try FleeceDecoder().decode(Places.self, from: numData)
        case "func-str": _ = try Places.decode(JSON(parsing: strBytes)).get()
        case "func-num": _ = try Places.decode(JSON(parsing: numBytes)).get()
        case "fleece-fallback": _ = try FleeceDecoder().decode(FallbackPlaces.self, from: strData)
        case "json-fallback": _ = try JSONDecoder().decode(FallbackPlaces.self, from: strData)
        default: break
        }
    }
    exit(0)
}
var results: [String: Double] = [:]
for _ in 0..<3 {
    results["json-str", default: .infinity] = min(results["json-str", default: .infinity], try time(rounds) { _ = try JSONDecoder().decode(Places.self, from: strData) })
    results["json-num", default: .infinity] = min(results["json-num", default: .infinity], try time(rounds) { _ = try JSONDecoder().decode(Places.self, from: numData) })
    results["fleece-str", default: .infinity] = min(results["fleece-str", default: .infinity], try time(rounds) { _ = try FleeceDecoder().decode(Places.self, from: strData) })
    results["fleece-num", default: .infinity] = min(results["fleece-num", default: .infinity], try time(rounds) { _ = try FleeceDecoder().decode(Places.self, from: numData) })
    results["func-str", default: .infinity] = min(results["func-str", default: .infinity], try time(rounds) { _ = try Places.decode(JSON(parsing: strBytes)).get() })
    results["func-num", default: .infinity] = min(results["func-num", default: .infinity], try time(rounds) { _ = try Places.decode(JSON(parsing: numBytes)).get() })
    results["json-fallback", default: .infinity] = min(results["json-fallback", default: .infinity], try time(rounds) { _ = try JSONDecoder().decode(FallbackPlaces.self, from: strData) })
    results["fleece-fallback", default: .infinity] = min(results["fleece-fallback", default: .infinity], try time(rounds) { _ = try FleeceDecoder().decode(FallbackPlaces.self, from: strData) })
}
for k in results.keys.sorted() { print(k, String(format: "%.3f ms", results[k]! * 1000)) }
print(String(format: "JSONDecoder/FleeceDecoder on strings: %.2fx", results["json-str"]! / results["fleece-str"]!))
print(String(format: "JSONDecoder(strings)/functional(strings): %.2fx", results["json-str"]! / results["func-str"]!))
print(String(format: "FleeceDecoder strings/numbers: %.2fx", results["fleece-str"]! / results["fleece-num"]!))
print(String(format: "functional strings/numbers: %.2fx", results["func-str"]! / results["func-num"]!))
print(String(format: "try? number, then string (every count a caught error): JSONDecoder/FleeceDecoder %.2fx", results["json-fallback"]! / results["fleece-fallback"]!))
