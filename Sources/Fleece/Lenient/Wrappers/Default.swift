/// A type that names a default value: the `Provider` of ``Default``.
///
/// ```swift
/// enum Unknown: DefaultValueProvider { static var defaultValue: String { "unknown" } }
/// struct User: Codable { @Default<Unknown> var role: String }
/// ```
public protocol DefaultValueProvider {
    /// The type of the default, which is the wrapped property's type.
    associatedtype Value: Decodable
    /// The value taken when the key is absent, null or fails to decode.
    static var defaultValue: Value { get }
}

/// A value that takes a default when its key is absent, `null`, or does not decode.
///
/// ```swift
/// struct Post: Codable {
///     @Default<Zero> var likes: Int          // 0
///     @Default<Empty> var tags: [String]     // []
///     @Default<False> var pinned: Bool       // false
///     @DefaultEmpty var comments: [Comment]  // the same, shorter
/// }
/// ```
/// Each default taken is recorded as `.usedDefault` in the ``LeniencyReport`` being collected,
/// with the error when the value was there but wrong. Works under `FleeceDecoder` and
/// Foundation's `JSONDecoder` alike. Define your own default with a ``DefaultValueProvider``.
@propertyWrapper
public struct Default<Provider: DefaultValueProvider> {
    /// The value, or the provider's default.
    public var wrappedValue: Provider.Value

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Provider.Value) {
        self.wrappedValue = wrappedValue
    }

    /// The provider's default. (Not a public `init()`: that would make memberwise initializers
    /// take the wrapper instead of the value.)
    static var providedDefault: Self { Self(wrappedValue: Provider.defaultValue) }
}

extension Default: Decodable {
    /// Decodes the value; null or a failure gives the default and a report entry.
    public init(from decoder: any Decoder) throws {
        do {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .providedDefault
                LenientDecoding.record(.usedDefault, at: decoder, error: nil)
            } else {
                self.init(wrappedValue: try container.decode(Provider.Value.self))
            }
        } catch {
            self = .providedDefault
            LenientDecoding.record(.usedDefault, at: decoder, error: error, decoding: Provider.Value.self)
        }
    }
}

extension Default: Encodable where Provider.Value: Encodable {
    /// Encodes the value.
    public func encode(to encoder: any Encoder) throws {
        // Through a single-value container, as it was decoded: the encoder's strategies apply
        // (a `Date`'s, none to a `[String: V]`'s keys), as they do to the plain value.
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension Default: Equatable where Provider.Value: Equatable {
    /// Equal when the values are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Default: Hashable where Provider.Value: Hashable {
    /// Hashes the value.
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension Default: Sendable where Provider.Value: Sendable {}

extension KeyedDecodingContainer {
    /// An absent key (or null) gives the default, recorded as `.usedDefault`.
    public func decode<Provider>(_ type: Default<Provider>.Type, forKey key: Key) throws -> Default<Provider> {
        if let decoded = try decodeIfPresent(type, forKey: key) { return decoded }
        LenientDecoding.record(.usedDefault, forKey: key, in: self)
        return .providedDefault
    }
}
