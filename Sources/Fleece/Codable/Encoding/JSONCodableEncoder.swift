/// Encodes `Encodable` types as JSON with the standard library alone: Fleece's Codable engine
/// for servers and embedded code that do without Foundation, the counterpart of
/// ``JSONCodableDecoder``.
///
/// ```swift
/// var encoder = JSONCodableEncoder()
/// encoder.outputFormatting = [.sortedKeys]
/// encoder.keyEncodingStrategy = .convertToSnakeCase
/// let text = try encoder.encodeToString(User(userName: "ada")) // {"user_name":"ada"}
/// ```
/// The text is what `FleeceEncoder` (and so Foundation's `JSONEncoder`) writes with the same
/// options. Foundation's types (`Date`, `Data`, `URL`, `Decimal`) and their strategies are
/// `FleeceEncoder`'s business; here such types encode through their own `encode(to:)`.
public struct JSONCodableEncoder: Sendable {
    /// The layout of the text, as `JSONEncoder.OutputFormatting`.
    public struct OutputFormatting: OptionSet, Sendable, Hashable {
        /// The bits, the same as `JSONEncoder.OutputFormatting`'s.
        public let rawValue: UInt
        /// The options whose bits are `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Two-space indentation, one member or element per line, `"key" : value`.
        public static let prettyPrinted = OutputFormatting(rawValue: 1 << 0)
        /// Members ordered by their keys' UTF-8 bytes.
        public static let sortedKeys = OutputFormatting(rawValue: 1 << 1)
        /// `/` written as is instead of `\/`.
        public static let withoutEscapingSlashes = OutputFormatting(rawValue: 1 << 3)
    }

    /// How a type's coding keys are written.
    public enum KeyEncodingStrategy: Sendable {
        /// As the type declares them.
        case useDefaultKeys
        /// `camelCase` keys written as `snake_case`, by `JSONEncoder`'s rule (`myURLKey` → `my_url_key`).
        case convertToSnakeCase
        /// The closure is given the coding path ending with the key and answers the key to write.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// How infinity and NaN are written: JSON numbers cannot hold them.
    public enum NonConformingFloatEncodingStrategy: Sendable {
        /// `EncodingError.invalidValue`.
        case `throw`
        /// As the given strings.
        case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// The layout. Default: compact, members in the order encoded, `/` escaped.
    public var outputFormatting: OutputFormatting = []
    /// How keys are written. Default: `.useDefaultKeys`.
    public var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
    /// How infinity and NaN are written. Default: `.throw`.
    public var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy = .throw
    /// Information handed to every `encode(to:)` as `encoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// An encoder with `JSONEncoder`'s defaults.
    public init() {}

    /// The JSON text of `value`, as UTF-8.
    ///
    /// - Throws: `EncodingError.invalidValue` for a value that encodes nothing, for infinity or
    ///   NaN under `.throw`, and for containers nested 512 deep; what `encode(to:)` throws.
    public func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        var output: [UInt8] = []
        try encode(value, appendingTo: &output)
        return output
    }

    /// Appends the JSON text of `value` to `output` (which is left as it was when this throws).
    ///
    /// - Throws: as ``encode(_:)``.
    public func encode<T: Encodable>(_ value: T, appendingTo output: inout [UInt8]) throws {
        let start = output.count
        do {
            try engineOptions.encode(value, userInfo: userInfo, appendingTo: &output)
        } catch {
            output.removeSubrange(start...)
            throw error
        }
    }

    /// The JSON text of `value`.
    ///
    /// - Throws: as ``encode(_:)``.
    public func encodeToString<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try encode(value), as: UTF8.self)
    }

    private var engineOptions: CodableEncodingOptions {
        let layout = EncodingLayout(
            pretty: outputFormatting.contains(.prettyPrinted), sortedKeys: outputFormatting.contains(.sortedKeys),
            escapingSlashes: !outputFormatting.contains(.withoutEscapingSlashes))
        let keys: CodableEncodingOptions.KeyStrategy = switch keyEncodingStrategy {
        case .useDefaultKeys: .useDefaultKeys
        case .convertToSnakeCase: .convertToSnakeCase(convert: SnakeCaseKeys.toSnakeCaseUnicode)
        case .custom(let convert): .custom(convert)
        }
        var floats: NonConformingFloatStrings?
        if case .convertToString(let positive, let negative, let nan) = nonConformingFloatEncodingStrategy {
            floats = .init(positiveInfinity: positive, negativeInfinity: negative, nan: nan)
        }
        if keys.isDefault, floats == nil, let shared = Self.shared[layout] { return shared }
        return CodableEncodingOptions(layout: layout, keyStrategy: keys, nonConformingFloats: floats)
    }

    /// The options of the plain configurations, made once, so their routes are worked out once.
    private static let shared: [EncodingLayout: CodableEncodingOptions] = {
        var options: [EncodingLayout: CodableEncodingOptions] = [:]
        for pretty in [false, true] {
            for sorted in [false, true] {
                for escaping in [false, true] {
                    let layout = EncodingLayout(pretty: pretty, sortedKeys: sorted, escapingSlashes: escaping)
                    options[layout] = CodableEncodingOptions(layout: layout)
                }
            }
        }
        return options
    }()
}
