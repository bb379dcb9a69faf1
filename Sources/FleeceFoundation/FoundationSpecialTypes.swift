#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `Date`, `Data`, `URL`, `Decimal` and `UUID`, decoded as `JSONDecoder` decodes them: with the
/// decoder's strategies, the same accepted input, and the same errors.
struct FoundationSpecialTypes: CodableSpecialTypes {
    let dateDecodingStrategy: JSONDecoder.DateDecodingStrategy
    let dataDecodingStrategy: JSONDecoder.DataDecodingStrategy

    func decodes(_ type: Any.Type) -> Bool {
        type == Date.self || type == Data.self || type == URL.self || type == Decimal.self || type == UUID.self
    }

    func decode<T: Decodable>(_ type: T.Type, from value: CodableValue) throws -> T {
        // Casts only between a type and itself (`identityCast` asserts it): each branch has checked `T.self`.
        if T.self == Date.self { return identityCast(try decodeDate(value), to: T.self) }
        if T.self == Data.self { return identityCast(try decodeData(value), to: T.self) }
        if T.self == URL.self { return identityCast(try decodeURL(value), to: T.self) }
        if T.self == Decimal.self { return identityCast(try decodeDecimal(value), to: T.self) }
        if T.self == UUID.self { return identityCast(try decodeUUID(value), to: T.self) }
        return try value.decodeNested { try T(from: $0) }
    }

    private func decodeDate(_ value: CodableValue) throws -> Date {
        if value.isNull { throw value.valueNotFound(Date.self) }
        switch dateDecodingStrategy {
        case .deferredToDate:
            return try value.decodeNested { try Date(from: $0) }
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try value.decodeDouble())
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try value.decodeDouble() / 1000)
        case .iso8601:
            let text = try value.decodeString()
            if let date = ISO8601Dates.date(fromCanonical: text) { return date }
            guard let date = try? Date.ISO8601FormatStyle().parse(text) else {
                // JSONDecoder reports this one at the enclosing decoder's path, without the key:
                // the message names it.
                let message = "Expected date string to be ISO8601-formatted" + (value.ownKeyPhrase.map { " \($0)" } ?? "")
                throw value.dataCorrupted(message, codingPath: value.enclosingDecoderPath, showingValue: true)
            }
            return date
        #if !canImport(FoundationEssentials)
        case .formatted(let formatter):
            let text = try value.decodeString()
            guard let date = formatter.date(from: text) else {
                throw value.dataCorrupted("Date string does not match format expected by formatter", showingValue: true)
            }
            return date
        #endif
        case .custom(let decode):
            return try value.decodeNested { try decode($0) }
        @unknown default:
            return try value.decodeNested { try Date(from: $0) }
        }
    }

    /// A UUID in its usual form read here; any other value by `UUID`'s own `init(from:)`, for
    /// its errors.
    private func decodeUUID(_ value: CodableValue) throws -> UUID {
        if let text = try? value.decodeString(), let uuid = UUIDText.uuid(from: text) { return uuid }
        return try value.decodeNested { try UUID(from: $0) }
    }

    private func decodeData(_ value: CodableValue) throws -> Data {
        if value.isNull { throw value.valueNotFound(Data.self) }
        switch dataDecodingStrategy {
        case .deferredToData:
            return try value.decodeNested { try Data(from: $0) }
        case .base64:
            let text = try value.decodeString()
            guard let data = Data(base64Encoded: text) else {
                throw value.dataCorrupted("Encountered Data is not valid Base64", showingValue: true)
            }
            return data
        case .custom(let decode):
            return try value.decodeNested { try decode($0) }
        @unknown default:
            return try value.decodeNested { try Data(from: $0) }
        }
    }

    private func decodeURL(_ value: CodableValue) throws -> URL {
        if value.isNull { throw value.valueNotFound(URL.self) }
        let text = try value.decodeString()
        guard let url = URL(string: text) else { throw value.dataCorrupted("Invalid URL string", showingValue: true) }
        return url
    }

    /// Whether `text`, after a sign, starts with `Infinity` or `NaN`.
    private static func startsNonFinite(_ text: String) -> Bool {
        let unsigned = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        return unsigned.hasPrefix("Infinity") || unsigned.hasPrefix("NaN")
    }

    /// From the number's text, so no digit is lost on the way through `Double`.
    private func decodeDecimal(_ value: CodableValue) throws -> Decimal {
        if value.isNull { throw value.valueNotFound(Decimal.self) }
        if let parts = value.exactDecimalParts,
           let decimal = DecimalParts.decimal(isNegative: parts.isNegative, significand: parts.significand, exponent: parts.exponent) {
            return decimal
        }
        guard let text = value.numberText else { throw value.typeMismatch(Decimal.self) }
        // JSON5's `NaN` and `Infinity`, either sign, are `Decimal`'s NaN under `JSONDecoder`
        // (`Decimal(string:)` would read `-Infinity` as 0 and `NaN` as nothing), and so is a
        // token that only starts as one (`Infinityx`, `NaNa`), which it reads no further.
        if value.isNonFiniteNumber || Self.startsNonFinite(text) { return Decimal.nan }
        // Malformed, not too large: `0x` is said as it is for `Int` (an outside tester read
        // "The number 0x at a does not fit in Decimal").
        if value.isMalformedNumber { throw value.malformedValue() }
        guard let decimal = Decimal(string: text) else { throw value.numberNotRepresentable(as: Decimal.self) }
        return decimal
    }
}
