import Foundation

// Models as people write them: synthesized Codable, a few hand-written decoders.

struct Address: Codable, Equatable {
    var street: String
    var city: String
    var zip: String?
}

struct Person: Codable, Equatable {
    var id: Int
    var name: String
    var email: String?
    var age: UInt8
    var address: Address
    var previous: [Address]
    var tags: Set<String>
    var scores: [String: Double]
    var nickname: String?
}

enum Shape: Codable, Equatable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case labelled(String, Int)
    case point
}

enum Status: String, Codable, Equatable {
    case active, suspended
    case deleted = "gone"
}

enum Priority: Int, Codable, Equatable {
    case low = 1, high = 9
}

struct Drawing: Codable, Equatable {
    var shapes: [Shape]
    var status: Status
    var priority: Priority?
    var layers: [[Shape]]
}

/// Hand-written decoding through every kind of container.
struct Measurement: Decodable, Equatable {
    var label: String
    var values: [Int]
    var unit: String?
    var extra: Bool

    enum CodingKeys: String, CodingKey { case label, readings, meta }
    enum MetaKeys: String, CodingKey { case unit, extra }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        label = try container.decode(String.self, forKey: .label)
        var readings = try container.nestedUnkeyedContainer(forKey: .readings)
        var values: [Int] = []
        while !readings.isAtEnd {
            if try readings.decodeNil() { continue }
            values.append(try readings.decode(Int.self))
        }
        self.values = values
        let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        unit = try meta.decodeIfPresent(String.self, forKey: .unit)
        extra = try meta.decode(Bool.self, forKey: .extra)
    }
}

/// A tuple-like array: `[name, count, ratio]`.
struct Row: Decodable, Equatable {
    var name: String
    var count: Int16
    var ratio: Float?

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        name = try container.decode(String.self)
        count = try container.decode(Int16.self)
        ratio = try container.decodeIfPresent(Float.self)
    }
}

/// A value decoded from a single value container.
struct Celsius: Codable, Equatable {
    var degrees: Double
    init(degrees: Double) { self.degrees = degrees }
    init(from decoder: any Decoder) throws {
        degrees = try decoder.singleValueContainer().decode(Double.self)
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(degrees)
    }
}

class Animal: Decodable, Equatable {
    var name: String
    var legs: Int
    enum CodingKeys: String, CodingKey { case name, legs }
    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        legs = try container.decode(Int.self, forKey: .legs)
    }
    static func == (lhs: Animal, rhs: Animal) -> Bool { lhs.isEqual(to: rhs) }
    func isEqual(to other: Animal) -> Bool { type(of: self) == type(of: other) && name == other.name && legs == other.legs }
}

/// Inheritance the documented way: the superclass decodes from `superDecoder()`.
final class Dog: Animal {
    var breed: String
    enum DogKeys: String, CodingKey { case breed }
    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: DogKeys.self)
        breed = try container.decode(String.self, forKey: .breed)
        try super.init(from: try container.superDecoder())
    }
    override func isEqual(to other: Animal) -> Bool {
        guard let other = other as? Dog else { return false }
        return breed == other.breed && super.isEqual(to: other)
    }
}

/// Inheritance sharing one decoder (the superclass reads the same object).
final class Cat: Animal {
    var indoor: Bool
    enum CatKeys: String, CodingKey { case indoor, parent }
    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CatKeys.self)
        indoor = try container.decode(Bool.self, forKey: .indoor)
        try super.init(from: decoder)
    }
    override func isEqual(to other: Animal) -> Bool {
        guard let other = other as? Cat else { return false }
        return indoor == other.indoor && super.isEqual(to: other)
    }
}

/// `superDecoder(forKey:)` and an unkeyed container's `superDecoder()`.
struct Kennel: Decodable, Equatable {
    var owner: Animal
    var first: Animal
    var count: Int
    enum CodingKeys: String, CodingKey { case owner, dogs }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        owner = try Animal(from: try container.superDecoder(forKey: .owner))
        var dogs = try container.nestedUnkeyedContainer(forKey: .dogs)
        first = try Animal(from: try dogs.superDecoder())
        count = dogs.count ?? -1
    }
}

/// Every integer type and both float types, as one record.
struct Numbers: Codable, Equatable {
    var int: Int
    var int8: Int8
    var int16: Int16
    var int32: Int32
    var int64: Int64
    var uint: UInt
    var uint8: UInt8
    var uint16: UInt16
    var uint32: UInt32
    var uint64: UInt64
    var float: Float
    var double: Double
}

/// The same through optionals and arrays (generic paths in the decoders).
struct OptionalNumbers: Codable, Equatable {
    var int: Int?
    var int8: [Int8]?
    var uint64: [UInt64?]
    var float: Float?
    var doubles: [Double]
}

/// A dictionary keyed by Int, and one by an enum with String raw values.
struct Indexes: Codable, Equatable {
    var byNumber: [Int: String]
    var byName: [String: [Int]]
    var nested: [String: [String: Bool]]
}

/// Keys that snake-case conversion touches.
/// Fourteen fields of a Twitter user or status, named as Swift names them: decoded from
/// snake_case JSON with `convertFromSnakeCase`.
struct WideSnakeUser: Codable, Equatable {
    var idStr: String?
    var inReplyToStatusId: Int?
    var retweetCount: Int?
    var favoriteCount: Int?
    var createdAt: String?
    var text: String?
    var screenName: String?
    var followersCount: Int?
    var profileImageUrlHttps: String?
    var profileBackgroundColor: String?
    var utcOffset: Int?
    var timeZone: String?
    var listedCount: Int?
    var statusesCount: Int?
}

struct SnakeModel: Codable, Equatable {
    var userName: String?
    var userId: Int?
    var avatarURL: String?
    var avatarUrl: String?
    var _private: Int?
    var aB2C: Int?
    var x: Int?
    var htmlBody: String?
    var lookups: [String: Int]?
}
