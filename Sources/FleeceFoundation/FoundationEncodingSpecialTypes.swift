#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `Date`, `Data`, `URL` and `Decimal`, encoded as `JSONEncoder` encodes them, with the
/// encoder's strategies.
struct FoundationEncodingSpecialTypes: CodableEncodingSpecialTypes {
    let dateEncodingStrategy: JSONEncoder.DateEncodingStrategy
    let dataEncodingStrategy: JSONEncoder.DataEncodingStrategy

    func encodes(_ type: Any.Type) -> Bool {
        type == Date.self || type == Data.self || type == URL.self || type == Decimal.self
    }

    func encode<T: Encodable>(_ value: T, with target: SpecialValueTarget) throws -> EncodedValue {
        // casts only between a type and itself: each branch has checked `T.self`.
        if T.self == Date.self { return try encodeDate(identityCast(value, to: Date.self), with: target) }
        if T.self == Data.self { return try encodeData(identityCast(value, to: Data.self), with: target) }
        if T.self == URL.self { return target.string(identityCast(value, to: URL.self).absoluteString) }
        if T.self == Decimal.self { return target.numberText(identityCast(value, to: Decimal.self).description) }
        return try target.encode { try value.encode(to: $0) }
    }

    private func encodeDate(_ date: Date, with target: SpecialValueTarget) throws -> EncodedValue {
        switch dateEncodingStrategy {
        case .deferredToDate: return try target.encode { try date.encode(to: $0) }
        case .secondsSince1970: return try target.double(date.timeIntervalSince1970)
        case .millisecondsSince1970: return try target.double(1000.0 * date.timeIntervalSince1970)
        case .iso8601: return target.string(ISO8601Dates.canonicalText(of: date) ?? date.formatted(.iso8601))
        #if !canImport(FoundationEssentials)
        case .formatted(let formatter): return target.string(formatter.string(from: date))
        #endif
        case .custom(let encode): return try target.encode { try encode(date, $0) }
        @unknown default: return try target.encode { try date.encode(to: $0) }
        }
    }

    private func encodeData(_ data: Data, with target: SpecialValueTarget) throws -> EncodedValue {
        switch dataEncodingStrategy {
        case .deferredToData: return try target.encode { try data.encode(to: $0) }
        case .base64: return target.string(data.base64EncodedString())
        case .custom(let encode): return try target.encode { try encode(data, $0) }
        @unknown default: return try target.encode { try data.encode(to: $0) }
        }
    }
}

/// `JSONEncoder`'s `convertToSnakeCase` for keys beyond ASCII, exactly: Foundation decides which
/// characters are capitals with its own tables, so such a key is converted by `JSONEncoder`
/// itself, once, and remembered.
enum FoundationSnakeCase {
    /// Keyed by the key's UTF-8, not by `String`: `String` equality holds canonically equivalent
    /// spellings equal (`é` and `e` + U+0301), and the other spelling's bytes would be written.
    private static let known = Locked<[[UInt8]: String]>([:])
    private static let capacity = 4096

    @Sendable static func convert(_ key: String) -> String {
        let spelling = Array(key.utf8)
        if let converted = known.withLock({ $0[spelling] }) { return converted }
        let converted = convertedByFoundation(key) ?? SnakeCaseKeys.toSnakeCaseUnicode(key)
        known.withLock { if $0.count < capacity { $0[spelling] = converted } }
        return converted
    }

    private static func convertedByFoundation(_ key: String) -> String? {
        struct OneKey: Encodable {
            let key: String
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: TextKey.self)
                try container.encode(0, forKey: TextKey(stringValue: key))
            }
        }
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        guard let data = try? encoder.encode(OneKey(key: key)),
              let object = try? JSONDecoder().decode([String: Int].self, from: data) else { return nil }
        return object.keys.first
    }

    private struct TextKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
