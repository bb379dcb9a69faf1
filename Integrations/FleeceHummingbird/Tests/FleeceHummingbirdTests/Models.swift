import Foundation
import Hummingbird

/// An order as a shop's API takes it: nesting, an array, a date.
struct Order: Codable, Equatable, ResponseEncodable {
    struct Customer: Codable, Equatable {
        var name: String
    }

    struct Item: Codable, Equatable {
        var sku: String
        var quantity: Int
    }

    var id: Int
    var customer: Customer
    var items: [Item]
    var placedAt: Date
}

/// A sign-in: a password, whose value a 400's message must not show.
struct Login: Codable, Equatable {
    var user: String
    var password: String
}

/// One record of a JSON Lines body.
struct Event: Codable, Equatable {
    var id: Int
    var kind: String
}

/// What the events route answers: the records it read, in order.
struct EventSummary: Codable, Equatable, ResponseEncodable {
    var ids: [Int]
}

/// What the skipping route answers: the records it read, and the report's entries.
struct SkippingSummary: Codable, Equatable, ResponseEncodable {
    var ids: [Int]
    var skipped: [String]
}

/// Hummingbird's error body: `{"error":{"message":"…"}}`.
struct ErrorBody: Decodable, Equatable {
    struct Detail: Decodable, Equatable {
        var message: String
    }

    var error: Detail
}
