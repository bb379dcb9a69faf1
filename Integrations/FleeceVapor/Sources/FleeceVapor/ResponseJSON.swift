import Foundation

/// Where response bodies are written: the one place that changes when Fleece's own encoder
/// (`FleeceEncoder`) lands in FleeceFoundation. Until then, Foundation's `JSONEncoder`.
enum ResponseJSON {
    static func encode(_ value: some Encodable, with encoder: JSONEncoder) throws -> Data {
        try encoder.encode(value)
    }
}
