import Foundation
import Vapor

/// An order as a shop's API takes it: nesting, an array, a date.
struct Order: Content, Equatable {
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

/// A sign-in: a password, whose value a 400's reason (and Vapor's log of it) must not show.
struct Login: Content, Equatable {
    var user: String
    var password: String
}

/// One record of a JSON Lines body.
struct Event: Codable, Equatable {
    var id: Int
    var kind: String
}

/// What the events route answers: the records it read, in order.
struct EventSummary: Content, Equatable {
    var ids: [Int]
}

/// What the skipping route answers: the records it read, and the report's entries.
struct SkippingSummary: Content, Equatable {
    var ids: [Int]
    var skipped: [String]
}

/// Vapor's error body: `{"error":true,"reason":"…"}`.
struct ErrorBody: Decodable, Equatable {
    var error: Bool
    var reason: String
}


/// The order's validations, for a route that validates before it decodes.
extension Order: Validatable {
    static func validations(_ validations: inout Validations) {
        validations.add("id", as: Int.self, is: .range(1...))
    }
}
