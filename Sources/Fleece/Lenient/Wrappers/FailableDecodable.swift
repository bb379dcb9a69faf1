/// A value that becomes nil when it fails to decode, instead of failing the whole model.
///
/// ```swift
/// struct Product: Codable {
///     var name: String
///     @FailableDecodable var image: Image?   // a malformed image is nil, the product still decodes
/// }
/// product.image?.url
/// product.$image.url   // the wrapper reads through to the value's members
/// ```
/// A missing key and `null` are nil as for any optional. A value that is present but fails is
/// nil too, and recorded as `.replacedWithNil` in the ``LeniencyReport`` being collected, with
/// its path, its position (under `FleeceDecoder`) and the error. Works under `FleeceDecoder` and
/// Foundation's `JSONDecoder` alike.
///
/// Used as a plain property type (`var image: FailableDecodable<Image>`) it decodes the same way,
/// and `product.image.url` reads through it.
@propertyWrapper
@dynamicMemberLookup
public struct FailableDecodable<Wrapped: Decodable> {
    /// The value, or nil when it was absent, null or failed to decode.
    public var wrappedValue: Wrapped?

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Wrapped?) {
        self.wrappedValue = wrappedValue
    }

    /// The wrapper itself, so `model.$image.url` reads through it.
    public var projectedValue: FailableDecodable<Wrapped> {
        get { self }
        set { self = newValue }
    }

    /// A member of the value, or nil when there is no value.
    public subscript<Member>(dynamicMember keyPath: KeyPath<Wrapped, Member>) -> Member? {
        wrappedValue?[keyPath: keyPath]
    }

    /// An optional member of the value, flattened: nil when there is no value or no member.
    public subscript<Member>(dynamicMember keyPath: KeyPath<Wrapped, Member?>) -> Member? {
        wrappedValue?[keyPath: keyPath] ?? nil
    }
}

extension FailableDecodable: Decodable {
    /// Decodes the value; a failure gives nil and a report entry instead of an error.
    public init(from decoder: any Decoder) throws {
        do {
            let container = try decoder.singleValueContainer()
            wrappedValue = container.decodeNil() ? nil : try container.decode(Wrapped.self)
        } catch {
            wrappedValue = nil
            LenientDecoding.record(.replacedWithNil, at: decoder, error: error, decoding: Wrapped.self)
        }
    }
}

extension FailableDecodable: Encodable where Wrapped: Encodable {
    /// Encodes the value, or null.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension FailableDecodable: Equatable where Wrapped: Equatable {}
extension FailableDecodable: Hashable where Wrapped: Hashable {}
extension FailableDecodable: Sendable where Wrapped: Sendable {}

extension KeyedDecodingContainer {
    /// A missing key is nil, as for an optional (synthesized `Decodable` calls this overload).
    public func decode<Wrapped>(_ type: FailableDecodable<Wrapped>.Type, forKey key: Key) throws -> FailableDecodable<Wrapped> {
        try decodeIfPresent(type, forKey: key) ?? FailableDecodable(wrappedValue: nil)
    }
}

extension KeyedEncodingContainer {
    /// Leaves the key out when there is no value, as synthesized `Encodable` does for an optional.
    public mutating func encode<Wrapped: Encodable>(_ value: FailableDecodable<Wrapped>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}
