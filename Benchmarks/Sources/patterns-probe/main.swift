import FleeceFoundation
import Foundation

// Codable patterns the corpora do not have, decoded by FleeceDecoder or JSONDecoder (a new one
// each pass), for callgrind's instruction counts:
//
//     swift build -c release --product patterns-probe
//     valgrind --tool=callgrind --toggle-collect='*measuredRun*' .build/release/patterns-probe super-decoder fleece 3
//
// PATTERN: super-decoder (10,000 records of a class that decodes its base class through
// `superDecoder()`), uuids (2,000 records of a `Set<String>` and five `UUID`s), decimals (5,500
// prices of three `Decimal`s each, as money is written: `19.99`, `0.347`, one in ten with 19
// digits), lossy-ints (10,000 records whose count, sent as a string, goes through a property
// wrapper that tries `Int` first and falls back to the string: each record's first try fails and
// its error is caught, as in BetterCodable-style wrappers), nested (5,000 venues whose
// `init(from:)` reads a location and an address through `nestedContainer(keyedBy:forKey:)` and
// tags and photos through `nestedUnkeyedContainer(forKey:)`), enum-payloads (6,000 shapes, an
// enum with associated values and the synthesized `Codable`: `{"circle": {"radius": 2}}`),
// base64 (1,000 records of 32 to 1,024 bytes of `Data`, base64 as `JSONEncoder` writes it),
// maps (2,000 records of a `[String: Int]` of counts and a `[String: String]` of labels, 8
// members each), missing-keys (10,000 records whose `init(from:)` reads an optional member
// with `(try? c.decode(Int.self, forKey: .count)) ?? 0`, the member absent from every record).
// LIBRARY: fleece or foundation. PASSES: how many decodes (default 1). Per pass, take
// (3 passes − 1 pass) / 2 of the collected counts.

class Base: Decodable, Equatable {
    let id: Int
    let kind: String
    private enum Keys: String, CodingKey { case id, kind }
    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        id = try container.decode(Int.self, forKey: .id)
        kind = try container.decode(String.self, forKey: .kind)
    }
    static func == (lhs: Base, rhs: Base) -> Bool { lhs.id == rhs.id && lhs.kind == rhs.kind }
}

final class Derived: Base, @unchecked Sendable {
    let name: String
    let score: Double
    private enum Keys: String, CodingKey { case name, score, `super` }
    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        name = try container.decode(String.self, forKey: .name)
        score = try container.decode(Double.self, forKey: .score)
        try super.init(from: container.superDecoder())
    }
}

struct Price: Decodable, Equatable {
    let id: Int
    let amount: Decimal
    let tax: Decimal
    let rate: Decimal
}

/// An `Int` read from a number or from a string of digits, else 0.
@propertyWrapper struct LossyInt: Decodable, Equatable {
    var wrappedValue: Int
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            wrappedValue = number
        } else if let text = try? container.decode(String.self), let number = Int(text) {
            wrappedValue = number
        } else {
            wrappedValue = 0
        }
    }
}

struct Counter: Decodable, Equatable {
    let id: Int
    @LossyInt var count: Int
}

/// A venue read by hand, through nested containers.
struct Venue: Decodable, Equatable {
    let id: Int
    let name: String
    let latitude: Double
    let longitude: Double
    let city: String
    let tags: [String]
    let photoURLs: [String]
    private enum Keys: String, CodingKey { case id, name, location, tags, photos }
    private enum LocationKeys: String, CodingKey { case lat, lng, address }
    private enum AddressKeys: String, CodingKey { case city }
    private enum PhotoKeys: String, CodingKey { case url }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        let location = try container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        latitude = try location.decode(Double.self, forKey: .lat)
        longitude = try location.decode(Double.self, forKey: .lng)
        city = try location.nestedContainer(keyedBy: AddressKeys.self, forKey: .address).decode(String.self, forKey: .city)
        var tagList = try container.nestedUnkeyedContainer(forKey: .tags)
        var tags: [String] = []
        while !tagList.isAtEnd { tags.append(try tagList.decode(String.self)) }
        self.tags = tags
        var photoList = try container.nestedUnkeyedContainer(forKey: .photos)
        var photoURLs: [String] = []
        while !photoList.isAtEnd {
            photoURLs.append(try photoList.nestedContainer(keyedBy: PhotoKeys.self).decode(String.self, forKey: .url))
        }
        self.photoURLs = photoURLs
    }
}

/// An enum with associated values, with the `Decodable` the compiler writes.
enum Shape: Decodable, Equatable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case label(String)
    case empty
}

/// Reads a member that may be absent by catching the decode's failure (not `decodeIfPresent`).
struct Tally: Decodable, Equatable {
    let id: Int
    let count: Int
    private enum Keys: String, CodingKey { case id, count }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        id = try container.decode(Int.self, forKey: .id)
        count = (try? container.decode(Int.self, forKey: .count)) ?? 0
    }
}

struct Mapped: Decodable, Equatable {
    let counts: [String: Int]
    let labels: [String: String]
}

struct Blob: Decodable, Equatable {
    let id: Int
    let payload: Data
}

struct Tagged: Decodable, Equatable {
    let tags: Set<String>
    let owner: UUID
    let members: [UUID]
}

/// Sixteen bytes from `seed`, as a UUID (fixed, so both libraries read the same text).
func uuid(_ seed: Int) -> UUID {
    var state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 | 1
    var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &bytes) { buffer in
        for index in buffer.indices {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            buffer[index] = UInt8(truncatingIfNeeded: state)
        }
    }
    return UUID(uuid: bytes)
}

let arguments = CommandLine.arguments
let pattern = arguments.count > 1 ? arguments[1] : "super-decoder"
let library = arguments.count > 2 ? arguments[2] : "fleece"
let passes = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1

let text: String
switch pattern {
case "super-decoder":
    text = "[" + (0 ..< 10_000).map { index in
        #"{"name": "record \#(index)", "score": \#(Double(index) / 8), "super": {"id": \#(index), "kind": "k\#(index % 7)"}}"#
    }.joined(separator: ",\n") + "]"
case "uuids":
    text = "[" + (0 ..< 2_000).map { index in
        let members = (1 ... 4).map { "\"\(uuid(index * 10 + $0).uuidString)\"" }.joined(separator: ", ")
        return #"{"tags": ["t\#(index % 13)", "u\#(index % 5)", "v"], "owner": "\#(uuid(index * 10).uuidString)", "members": [\#(members)]}"#
    }.joined(separator: ",\n") + "]"
case "decimals":
    text = "[" + (0 ..< 5_500).map { index in
        let cents = (index &* 7_919) % 100_000
        let rate = index % 10 == 0 ? "1234567890.123456789" : "0.\(index % 1_000)"
        return #"{"id": \#(index), "amount": \#(cents / 100).\#(cents % 100 / 10)\#(cents % 10), "tax": \#(cents / 1_000).\#(cents % 10)0, "rate": \#(rate)}"#
    }.joined(separator: ",\n") + "]"
case "lossy-ints":
    text = "[" + (0 ..< 10_000).map { index in #"{"id": \#(index), "count": "\#(index &* 7_919 % 10_000)"}"# }.joined(separator: ",\n") + "]"
case "nested":
    text = "[" + (0 ..< 5_000).map { index in
        let photos = (0 ..< index % 3).map { #"{"url": "https://example.com/\#(index)/\#($0).jpg"}"# }.joined(separator: ", ")
        return #"{"id": \#(index), "name": "Venue \#(index)", "location": {"lat": \#(Double(index % 180) - 89.5), "lng": \#(Double(index % 360) - 179.25), "address": {"city": "City \#(index % 50)"}}, "tags": ["t\#(index % 7)", "u\#(index % 3)"], "photos": [\#(photos)]}"#
    }.joined(separator: ",\n") + "]"
case "enum-payloads":
    text = "[" + (0 ..< 6_000).map { index in
        switch index % 4 {
        case 0: #"{"circle": {"radius": \#(Double(index) / 4)}}"#
        case 1: #"{"rectangle": {"width": \#(index % 100), "height": \#(Double(index % 37) / 2)}}"#
        case 2: #"{"label": {"_0": "shape \#(index)"}}"#
        default: #"{"empty": {}}"#
        }
    }.joined(separator: ",\n") + "]"
case "base64":
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    text = "[" + (0 ..< 1_000).map { index in
        let bytes = (0 ..< 32 + index * 7_919 % 993).map { _ in
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return UInt8(truncatingIfNeeded: state)
        }
        return #"{"id": \#(index), "payload": "\#(Data(bytes).base64EncodedString())"}"#
    }.joined(separator: ",\n") + "]"
case "maps":
    text = "[" + (0 ..< 2_000).map { index in
        let counts = (0 ..< 8).map { #""count_\#(index % 50)_\#($0)": \#(index &* 31 &+ $0)"# }.joined(separator: ", ")
        let labels = (0 ..< 8).map { #""lang_\#($0)": "label \#(index) \#($0)""# }.joined(separator: ", ")
        return #"{"counts": {\#(counts)}, "labels": {\#(labels)}}"#
    }.joined(separator: ",\n") + "]"
case "missing-keys":
    text = "[" + (0 ..< 10_000).map { #"{"id": \#($0), "name": "tally \#($0)"}"# }.joined(separator: ",\n") + "]"
default:
    FileHandle.standardError.write(Data("patterns: super-decoder, uuids, decimals, lossy-ints, nested, enum-payloads, base64, maps, missing-keys\n".utf8))
    exit(2)
}
let data = Data(text.utf8)

/// The pass for `pattern`'s model, `[Record]`, with a new decoder of `library` each time, once
/// both libraries were checked to decode the document alike (`describedAlike`: their values'
/// descriptions too, for types whose `==` ignores their form, such as `Decimal`).
func pass<Record: Decodable & Equatable>(_ type: Record.Type, describedAlike: Bool = false) throws -> () throws -> Int {
    let fleece = try FleeceDecoder().decode([Record].self, from: data), foundation = try JSONDecoder().decode([Record].self, from: data)
    guard fleece == foundation, !describedAlike || "\(fleece)" == "\(foundation)" else { exit(1) }
    if library == "foundation" { return { try JSONDecoder().decode([Record].self, from: data).count } }
    return { try FleeceDecoder().decode([Record].self, from: data).count }
}

let decodeOnce: () throws -> Int
switch pattern {
case "super-decoder": decodeOnce = try pass(Derived.self)
case "decimals": decodeOnce = try pass(Price.self, describedAlike: true)
case "lossy-ints": decodeOnce = try pass(Counter.self)
case "nested": decodeOnce = try pass(Venue.self)
case "enum-payloads": decodeOnce = try pass(Shape.self)
case "base64": decodeOnce = try pass(Blob.self)
case "maps": decodeOnce = try pass(Mapped.self)
case "missing-keys": decodeOnce = try pass(Tally.self)
default: decodeOnce = try pass(Tagged.self)
}

/// The measured passes, not inlined, so that callgrind can count them alone.
@inline(never)
func measuredRun() throws -> Int {
    var total = 0
    for _ in 0 ..< passes { total += try decodeOnce() }
    return total
}

let start = DispatchTime.now().uptimeNanoseconds
let decoded = try measuredRun()
let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(passes)
print("\(pattern) \(library): \(decoded) records in \(passes) passes, \(String(format: "%.2f", milliseconds)) ms a pass")
