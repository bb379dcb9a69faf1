import Fleece
import FleeceFoundation
import Foundation

// The libraries measured side by side. Adding one is a few lines: an enum that
// conforms to one of these protocols, and one line in `JSONBenchmarks.swift`.

/// Turns JSON text into the library's own document value, nothing more.
protocol JSONParsing {
    associatedtype Output
    /// The last component of the benchmark name, e.g. `Fleece`.
    static var library: String { get }
    static func parse(_ document: Document) throws -> Output
}

/// Decodes JSON text into a `Decodable` model.
protocol CodableDecoding {
    associatedtype Decoder
    static var library: String { get }
    /// Made once per measured iteration and reused for every document (JSON Lines).
    static func makeDecoder() -> Decoder
    static func decode<Model: Decodable>(_ type: Model.Type, from document: Document, using decoder: Decoder) throws -> Model
}

// MARK: Foundation

enum FoundationParsing: JSONParsing {
    static let library = "Foundation"
    static func parse(_ document: Document) throws -> Any {
        try JSONSerialization.jsonObject(with: document.data)
    }
}

enum FoundationCodable: CodableDecoding {
    static let library = "Foundation"
    static func makeDecoder() -> JSONDecoder { JSONDecoder() }
    static func decode<Model: Decodable>(_ type: Model.Type, from document: Document, using decoder: JSONDecoder) throws -> Model {
        try decoder.decode(type, from: document.data)
    }
}

// MARK: Fleece

enum FleeceParsing: JSONParsing {
    static let library = "Fleece"
    static func parse(_ document: Document) throws -> JSON {
        try JSON(parsing: document.bytes)
    }
}

/// `FleeceDecoder`, the drop-in for `JSONDecoder`, given the same `Data`.
enum FleeceCodable: CodableDecoding {
    static let library = "Fleece"
    static func makeDecoder() -> FleeceDecoder { FleeceDecoder() }
    static func decode<Model: Decodable>(_ type: Model.Type, from document: Document, using decoder: FleeceDecoder) throws -> Model {
        try decoder.decode(type, from: document.data)
    }
}

/// Fleece's functional API: parse, then `Model.decode(json)`. Registered for every corpus
/// whose model conforms to `JSONDecodable` (see `JSONBenchmarks.swift`).
enum FleeceFunctional {
    static let library = "Fleece"
    static func decode<Model: JSONDecodable>(_ type: Model.Type, from document: Document) throws -> Model {
        try Model.decode(JSON(parsing: document.bytes)).get()
    }
}
