#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Encodes `Encodable` types as JSON, like Foundation's `JSONEncoder`, only faster: the twin of
/// ``FleeceDecoder``.
///
/// A drop-in: the same `encode` calls, the same options and strategies (Foundation's own types,
/// so a configuration set up for a `JSONEncoder` can be handed over as is), the same text byte
/// for byte, and the same `EncodingError`s:
///
/// ```swift
/// let encoder = FleeceEncoder()
/// encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
/// encoder.keyEncodingStrategy = .convertToSnakeCase
/// encoder.dateEncodingStrategy = .iso8601
/// let data = try encoder.encode(feed)
/// ```
///
/// What "byte for byte" means, and the two places where it cannot:
/// - Numbers are written as `JSONEncoder` writes them: a `Double` or `Float` as its own
///   `description` without a trailing `.0` (`1`, `-0`, `0.1`, `1e+20`, `5e-324`; a `Float` is
///   not widened, so `Float(0.1)` is `0.1`), integers in full, a `Decimal` as its `description`.
///   Like `JSONEncoder` it writes `NaN` for `Decimal.nan`, which is not JSON; Fleece matches it.
/// - Strings escape `"`, `\`, control characters (`\b \f \n \r \t`, the others as lowercase
///   `\u00XX`) and `/` (unless `.withoutEscapingSlashes`); all else is written as UTF-8.
/// - With `.sortedKeys`, members are ordered by their keys' UTF-8 bytes, as `JSONEncoder` orders
///   them on Linux (on Apple platforms it compares them as Foundation strings).
/// - Without `.sortedKeys`, `JSONEncoder` keeps members in a `Dictionary`, so their order changes
///   from one run (even one call) to the next. `FleeceEncoder` writes them in the order they were
///   encoded, which for synthesized conformances is the order of declaration; the members and
///   every byte of each are the same.
/// - A key encoded twice in one container keeps one value, the last (as `JSONEncoder`), at the
///   place of the first.
///
/// Where `JSONEncoder` stops the program (a keyed container asked for where a single value was
/// encoded, say), Fleece replaces the earlier value instead. It is `Sendable`: configure it once
/// and share it; changing an option while another task encodes affects only later calls.
public final class FleeceEncoder: Sendable {
    /// The layout of the text; see `JSONEncoder.OutputFormatting`. Default: `[]`.
    public typealias OutputFormatting = JSONEncoder.OutputFormatting
    /// How keys are written; see `JSONEncoder.KeyEncodingStrategy`. Default: `.useDefaultKeys`.
    public typealias KeyEncodingStrategy = JSONEncoder.KeyEncodingStrategy
    /// How `Date` is written; see `JSONEncoder.DateEncodingStrategy`. Default: `.deferredToDate`.
    public typealias DateEncodingStrategy = JSONEncoder.DateEncodingStrategy
    /// How `Data` is written; see `JSONEncoder.DataEncodingStrategy`. Default: `.base64`.
    public typealias DataEncodingStrategy = JSONEncoder.DataEncodingStrategy
    /// How infinity and NaN are written; see `JSONEncoder.NonConformingFloatEncodingStrategy`. Default: `.throw`.
    public typealias NonConformingFloatEncodingStrategy = JSONEncoder.NonConformingFloatEncodingStrategy

    struct Configuration: Sendable {
        var outputFormatting: OutputFormatting = []
        var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
        var dateEncodingStrategy: DateEncodingStrategy = .deferredToDate
        var dataEncodingStrategy: DataEncodingStrategy = .base64
        var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy = .throw
        // `Dictionary()`, not `[:]`, as in `FleeceDecoder.Configuration`: no literal built per encoder.
        var userInfo = [CodingUserInfoKey: any Sendable]()
    }

    private struct State {
        var configuration = Configuration()
        var prepared: PreparedEncoding?
    }

    private let state = Locked(State())

    /// An encoder with `JSONEncoder`'s defaults.
    public init() {}

    /// The layout: `.prettyPrinted`, `.sortedKeys`, `.withoutEscapingSlashes`.
    public var outputFormatting: OutputFormatting {
        get { read(\.outputFormatting) }
        set { change { $0.outputFormatting = newValue } }
    }

    /// How a type's coding keys are written.
    public var keyEncodingStrategy: KeyEncodingStrategy {
        get { read(\.keyEncodingStrategy) }
        set { change { $0.keyEncodingStrategy = newValue } }
    }

    /// How `Date` values are written.
    public var dateEncodingStrategy: DateEncodingStrategy {
        get { read(\.dateEncodingStrategy) }
        set { change { $0.dateEncodingStrategy = newValue } }
    }

    /// How `Data` values are written.
    public var dataEncodingStrategy: DataEncodingStrategy {
        get { read(\.dataEncodingStrategy) }
        set { change { $0.dataEncodingStrategy = newValue } }
    }

    /// How infinity and NaN are written.
    public var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy {
        get { read(\.nonConformingFloatEncodingStrategy) }
        set { change { $0.nonConformingFloatEncodingStrategy = newValue } }
    }

    /// Information handed to every `encode(to:)` as `encoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { read(\.userInfo) }
        set { change { $0.userInfo = newValue } }
    }

    /// A new encoder configured as this one: the formatting, every strategy and `userInfo` entry.
    ///
    /// Change the copy for one call without reaching calls that share this encoder:
    ///
    /// ```swift
    /// let perRequest = encoder.copy()
    /// perRequest.userInfo[.tenant] = tenant
    /// let body = try perRequest.encode(order)
    /// ```
    public func copy() -> FleeceEncoder {
        let copy = FleeceEncoder()
        let configuration = state.withLock { $0.configuration }
        copy.change { $0 = configuration }
        return copy
    }

    private func read<Value>(_ property: (Configuration) -> Value) -> Value {
        state.withLock { property($0.configuration) }
    }

    private func change(_ body: (inout Configuration) -> Void) {
        state.withLock { state in
            body(&state.configuration)
            state.prepared = nil
        }
    }

    /// What one `encode` call needs, read once per call.
    var prepared: PreparedEncoding {
        state.withLock { state in
            if let prepared = state.prepared { return prepared }
            let prepared = PreparedEncoding(state.configuration)
            state.prepared = prepared
            return prepared
        }
    }
}

/// A configuration as the engine takes it.
struct PreparedEncoding: @unchecked Sendable {
    // `@unchecked`: `userInfo` holds the `any Sendable` values of the configuration, as `Any`.
    let options: CodableEncodingOptions
    let userInfo: [CodingUserInfoKey: Any]

    init(_ configuration: FleeceEncoder.Configuration) {
        options = configuration.engineOptions
        userInfo = configuration.userInfo
    }
}

extension FleeceEncoder.Configuration {
    var engineOptions: CodableEncodingOptions {
        let layout = EncodingLayout(
            pretty: outputFormatting.contains(.prettyPrinted), sortedKeys: outputFormatting.contains(.sortedKeys),
            escapingSlashes: !outputFormatting.contains(.withoutEscapingSlashes))
        let keys: CodableEncodingOptions.KeyStrategy
        switch keyEncodingStrategy {
        case .useDefaultKeys: keys = .useDefaultKeys
        case .convertToSnakeCase: keys = .convertToSnakeCase(convert: FoundationSnakeCase.convert)
        case .custom(let convert): keys = .custom(convert)
        @unknown default: keys = .useDefaultKeys
        }
        var floats: NonConformingFloatStrings?
        if case .convertToString(let positive, let negative, let nan) = nonConformingFloatEncodingStrategy {
            floats = .init(positiveInfinity: positive, negativeInfinity: negative, nan: nan)
        }
        return CodableEncodingOptions(
            layout: layout, keyStrategy: keys, nonConformingFloats: floats,
            specialTypes: FoundationEncodingSpecialTypes(dateEncodingStrategy: dateEncodingStrategy, dataEncodingStrategy: dataEncodingStrategy))
    }
}
