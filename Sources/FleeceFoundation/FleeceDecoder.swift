#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
// The engine slots' atomic words, inlined here (see `AtomicWords`).
@_spi(FleeceAtomics) import Fleece

/// Decodes `Decodable` types from JSON, like Foundation's `JSONDecoder`, only faster and with
/// errors that say where.
///
/// A drop-in: the same `decode` calls, the same strategies (they are Foundation's own types, so a
/// strategy set up for a `JSONDecoder` can be handed over as is), the same values, and the same
/// `DecodingError` cases and coding paths when something fails. The `debugDescription` adds what
/// was found and the line and column:
///
/// ```swift
/// let decoder = FleeceDecoder()
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// decoder.dateDecodingStrategy = .iso8601
/// let feed = try decoder.decode(Feed.self, from: data)
/// // DecodingError.typeMismatch at items[3].photoCount:
/// // Expected to decode Int but found a string "12a" instead, at line 14, column 22.
/// ```
///
/// It decodes straight from the parser's index of the input: no `[String: Any]`, no dictionary
/// per object, no intermediate tree. Configure it once and share it: it is `Sendable`, and
/// changing a strategy while another task decodes affects only later calls. Between calls it
/// keeps the storage of the last document it read (up to 4 MiB), and parses the next text into
/// it, so that decoding many small documents allocates little. A new decoder on every call,
/// `try FleeceDecoder().decode(User.self, from: data)`, costs about the same: a decoder whose
/// strategies were never changed leaves what it kept (up to 256 KiB of document) to the next new
/// one when it ends.
public final class FleeceDecoder: Sendable {
    /// How to match keys; see `JSONDecoder.KeyDecodingStrategy`. Default: `.useDefaultKeys`.
    public typealias KeyDecodingStrategy = JSONDecoder.KeyDecodingStrategy
    /// How to decode `Date`; see `JSONDecoder.DateDecodingStrategy`. Default: `.deferredToDate`.
    public typealias DateDecodingStrategy = JSONDecoder.DateDecodingStrategy
    /// How to decode `Data`; see `JSONDecoder.DataDecodingStrategy`. Default: `.base64`.
    public typealias DataDecodingStrategy = JSONDecoder.DataDecodingStrategy
    /// How to decode infinity and NaN; see `JSONDecoder.NonConformingFloatDecodingStrategy`. Default: `.throw`.
    public typealias NonConformingFloatDecodingStrategy = JSONDecoder.NonConformingFloatDecodingStrategy

    struct Configuration: Sendable {
        var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
        var dateDecodingStrategy: DateDecodingStrategy = .deferredToDate
        var dataDecodingStrategy: DataDecodingStrategy = .base64
        var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy = .throw
        // `Dictionary()`, not `[:]`: this toolchain builds the empty literal through
        // `init(dictionaryLiteral:)`, ~115 instructions for each of the two made by every new
        // decoder (callgrind, `decode-probe event-log 3 fleece-fresh`).
        var userInfo = [CodingUserInfoKey: any Sendable]()
        var parsingOptions = JSONParsingOptions()
        var allowsJSON5 = false
        var assumesTopLevelDictionary = false
        var requiresStrictJSON = false
    }

    /// The configuration, and what the engine is given for it (worked out on the first decode
    /// after a change, not on every call).
    private struct State {
        var configuration = Configuration()
        var prepared: PreparedConfiguration?
        /// Counts the changes of the configuration, so that an engine made before one is not kept.
        var generation = 0
        /// The configuration, when its engines are shared between decoders (`SharedConfiguration`).
        var shared: SharedConfiguration? = SharedConfiguration(Configuration())
    }

    /// The words of `spareEngine` and `currentGeneration` (Fleece's atomics: importing
    /// Synchronization for its `Atomic` cost each clean debug build seconds). The first stored
    /// property: the words live in the decoder itself (see `EmbeddedAtomicWords`), read and
    /// written only through those two, atomically (hence `nonisolated(unsafe)`, which the
    /// compiler cannot check).
    nonisolated(unsafe) private var atomics = EmbeddedAtomicWords<(UInt64, UInt64)>((0, 0))

    private let state = Locked(State())
    /// The engine of the last call, parked for the next one (see `withEngine(_:)`); nil while a
    /// call uses it, and dropped when the configuration changes. Held retained (`passRetained`).
    /// An atomic rather than a field of `state`: taking it and parking it again are one atomic
    /// exchange each, where the lock's two round trips per call cost ~150 instructions more
    /// (callgrind, event-log records).
    private var spareEngine: EngineSlot { EngineSlot(word: AtomicWord.embedded(0, in: self)) }
    /// `state.generation`, readable without the lock: stored under it, after each change.
    private var generationWord: AtomicWord { AtomicWord.embedded(1, in: self) }
    private var currentGeneration: Int { Int(truncatingIfNeeded: generationWord.load(ordering: .acquiring)) }
    /// The embedded words read as a property, for the test that checks where they live.
    var embeddedWordValues: [UInt64] { atomics.values }

    /// An engine for the default configuration, left by a decoder that ended, for the first call
    /// of the next new one: `FleeceDecoder().decode(…)`, a new decoder for every call as the
    /// README writes it, then costs what a decoder kept for many calls costs. A new engine made
    /// its decoder, options and route cache, found each model type's route again and estimated
    /// the index of its first document (a pass over the text): 9% of decoding Flickr's top
    /// places (34 kB; callgrind, `decode-probe flickr-places fleece-fresh`). Held retained.
    private static var sharedEngine: EngineSlot { EngineSlot(word: sharedEngineWord[0]) }
    private static let sharedEngineWord = AtomicWords(count: 1)
    /// How much document storage the shared engine keeps (see `RecordDecoder.dropSpareDocument`):
    /// the process holds it until it ends, so less than a decoder keeps between its own calls.
    static let sharedDocumentLimit = 256 << 10

    /// A decoder with `JSONDecoder`'s defaults.
    public init() {}

    deinit {
        guard let engine = spareEngine.take(ordering: .acquiring)?.takeRetainedValue() else { return }
        // Generation 0: the configuration was never changed, so the engine is the default's.
        guard engine.generation == 0 else {
            // Another configuration whose engines are shared: the engine must be of it as it is now.
            let shared = state.withLock { state in engine.generation == state.generation ? state.shared : nil }
            if let shared, !shared.isDefault { Self.leaveSharedEngine(engine, for: shared) }
            return
        }
        engine.decoder.dropSpareDocument(largerThan: Self.sharedDocumentLimit)
        let shared = Unmanaged.passRetained(engine)
        // Releasing: what this decoder's calls did to the engine happens before the next taker uses it.
        if !Self.sharedEngine.park(shared, ordering: .releasing) {
            shared.release()
        }
    }

    /// How keys in the JSON are matched with a type's coding keys.
    public var keyDecodingStrategy: KeyDecodingStrategy {
        get { read(\.keyDecodingStrategy) }
        set { change { $0.keyDecodingStrategy = newValue } }
    }

    /// How `Date` values are decoded.
    public var dateDecodingStrategy: DateDecodingStrategy {
        get { read(\.dateDecodingStrategy) }
        set { change { $0.dateDecodingStrategy = newValue } }
    }

    /// How `Data` values are decoded.
    public var dataDecodingStrategy: DataDecodingStrategy {
        get { read(\.dataDecodingStrategy) }
        set { change { $0.dataDecodingStrategy = newValue } }
    }

    /// How `"Infinity"`-like strings are decoded as floating-point values.
    public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy {
        get { read(\.nonConformingFloatDecodingStrategy) }
        set { change { $0.nonConformingFloatDecodingStrategy = newValue } }
    }

    /// Information handed to every `init(from:)` as `decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { read(\.userInfo) }
        set { change { $0.userInfo = newValue } }
    }

    /// Limits for the parser (nesting depth, input size); a Fleece addition. Trailing commas are
    /// accepted unless ``requiresStrictJSON`` is set, whatever `allowsTrailingCommas` says here.
    public var parsingOptions: JSONParsingOptions {
        get { read(\.parsingOptions) }
        set { change { $0.parsingOptions = newValue } }
    }

    /// Whether JSON5 is read, as `JSONDecoder.allowsJSON5`: comments, unquoted keys,
    /// single-quoted strings, hexadecimal numbers, `Infinity` and `NaN`, leading and trailing
    /// decimal points, `+` signs, more escapes and whitespace, trailing commas. Default: false.
    ///
    /// ```swift
    /// let decoder = FleeceDecoder()
    /// decoder.allowsJSON5 = true
    /// let settings = try decoder.decode(Settings.self, from: Data("{ retries: 3, /* seconds */ timeout: .5, }".utf8))
    /// ```
    /// The values and errors are `JSONDecoder`'s. Errors name the line and column of the text as
    /// written, comments and unquoted keys included (`port: Expected to decode Int but found a
    /// string "8080" instead, at line 4, column 24.`): a hand-edited settings file's reader can
    /// point at the typo.
    public var allowsJSON5: Bool {
        get { read(\.allowsJSON5) }
        set { change { $0.allowsJSON5 = newValue } }
    }

    /// Whether the top level may be an object without its braces (`"a": 1, "b": 2`, or empty
    /// text for an empty object), as `JSONDecoder.assumesTopLevelDictionary`; text that starts
    /// with `{` is read as usual. Default: false.
    ///
    /// ```swift
    /// let decoder = FleeceDecoder()
    /// decoder.assumesTopLevelDictionary = true
    /// let pair = try decoder.decode([String: Int].self, from: Data(#""a": 1, "b": 2"#.utf8)) // ["a": 1, "b": 2]
    /// ```
    /// Without ``allowsJSON5`` the members are JSON's; with it, JSON5's (`a: 1, b: 2`).
    public var assumesTopLevelDictionary: Bool {
        get { read(\.assumesTopLevelDictionary) }
        set { change { $0.assumesTopLevelDictionary = newValue } }
    }

    /// Whether the text must be strict RFC 8259 JSON, as `JSON(parsing:options:)`
    /// requires. A Fleece addition; default: false.
    ///
    /// `JSONDecoder` reads `[1, 2,]` and `{"a": 1,}`, and a malformed number or string (`01`,
    /// `1.`, `"\x41"`, a lone surrogate) that no type decodes; so, to be a drop-in, does
    /// `FleeceDecoder` by default. Set this to reject them all, anywhere in the text, with the
    /// syntax error `JSON(parsing:)` gives, e.g. to hold a service to the standard:
    ///
    /// ```swift
    /// let decoder = FleeceDecoder()
    /// decoder.requiresStrictJSON = true
    /// try decoder.decode([Int].self, from: Data("[1, 2,]".utf8)) // throws DecodingError.dataCorrupted
    /// ```
    /// ``allowsJSON5`` takes precedence: JSON5 allows trailing commas.
    public var requiresStrictJSON: Bool {
        get { read(\.requiresStrictJSON) }
        set { change { $0.requiresStrictJSON = newValue } }
    }

    /// A new decoder configured as this one: every strategy, option and `userInfo` entry.
    ///
    /// Change the copy for one call without reaching calls that share this decoder:
    ///
    /// ```swift
    /// let perRequest = decoder.copy()
    /// perRequest.userInfo[.tenant] = tenant
    /// let order = try perRequest.decode(Order.self, from: body)
    /// ```
    public func copy() -> FleeceDecoder {
        let copy = FleeceDecoder()
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
            state.shared = SharedConfiguration(state.configuration)
            state.prepared = nil
            state.generation &+= 1
            generationWord.store(UInt64(truncatingIfNeeded: state.generation), ordering: .releasing)
        }
        // Only frees it early: an engine of an older configuration is never used (`takeEngine`).
        spareEngine.take(ordering: .acquiringAndReleasing)?.release()
    }

    /// What one `decode` call needs, read once per call.
    var prepared: PreparedConfiguration {
        state.withLock { state in Self.prepared(in: &state) }
    }

    private static func prepared(in state: inout State) -> PreparedConfiguration {
        if let prepared = state.prepared { return prepared }
        let prepared = PreparedConfiguration(state.configuration)
        state.prepared = prepared
        return prepared
    }

    /// Runs `body` with an engine for this configuration: the one the last call left, or a new one
    /// when another call is using that one (calls from several threads at once each get their
    /// own) or the configuration changed. The engine keeps its decoder and its last document for
    /// the next call, which saves making and freeing them on every call (for small documents, a
    /// tenth of the decode; callgrind, event-log records).
    ///
    /// The engine is taken out of `spareEngine` with an atomic exchange and put back with a
    /// compare-and-exchange, so no two calls ever share one. An engine made before the
    /// configuration changed is not used again (see ``takeEngine()``).
    @inline(__always)
    func withEngine<R>(_ body: (SpareEngine) throws -> R) rethrows -> R {
        let engine = takeEngine()
        defer { parkEngine(engine) }
        return try body(engine)
    }

    /// The engine the last call left, or a new one for the configuration as it is now (see
    /// ``withEngine(_:)``); give it back with ``parkEngine(_:)``.
    @usableFromInline
    func takeEngine() -> SpareEngine {
        // Acquiring: what the call that parked the engine did to it happens before this call uses it.
        if let parked = spareEngine.take(ordering: .acquiring) {
            let engine = parked.takeRetainedValue()
            // A call that began after a change (`change(_:)` stores the generation, releasing,
            // before it returns) sees the new generation here, so it never decodes with an
            // engine of the old configuration, even one parked late by a call that overlapped it.
            if engine.generation == currentGeneration { return engine }
        }
        // A decoder of the default configuration takes the engine an ended one left, if any.
        if currentGeneration == 0, let shared = Self.sharedEngine.take(ordering: .acquiring) {
            return shared.takeRetainedValue()
        }
        return state.withLock { state in
            // A configuration whose engines are shared: the one an ended decoder of it left, if any.
            if let shared = state.shared, !shared.isDefault,
               let engine = Self.takeSharedEngine(for: shared, generation: state.generation) {
                return engine
            }
            return SpareEngine(Self.prepared(in: &state), generation: state.generation)
        }
    }

    /// Keeps `engine` for the next call, unless another call parked one meanwhile or the
    /// configuration changed since it was made.
    @usableFromInline
    func parkEngine(_ engine: SpareEngine) {
        guard engine.generation == Int(truncatingIfNeeded: generationWord.load(ordering: .relaxed)) else { return }
        let parked = Unmanaged.passRetained(engine)
        // Releasing: what this call did to the engine happens before the next taker uses it.
        if !spareEngine.park(parked, ordering: .releasing) {
            parked.release()
        }
    }
}

/// A word that holds a parked engine, retained (its bits), or none (0).
private struct EngineSlot {
    let word: AtomicWord

    /// The engine parked here, taken out (the slot then holds none), or nil.
    @inline(__always)
    func take(ordering: AtomicWordOrdering) -> Unmanaged<SpareEngine>? {
        let bits = word.exchange(0, ordering: ordering)
        guard let pointer = UnsafeRawPointer(bitPattern: UInt(truncatingIfNeeded: bits)) else { return nil }
        return Unmanaged.fromOpaque(pointer)
    }

    /// Parks `engine` unless the slot holds one; returns whether it did.
    @inline(__always)
    func park(_ engine: Unmanaged<SpareEngine>, ordering: AtomicWordOrdering) -> Bool {
        let bits = UInt64(UInt(bitPattern: engine.toOpaque()))
        return word.compareExchange(expected: 0, desired: bits, ordering: ordering).exchanged
    }
}

/// A `RecordDecoder` and the configuration it was made for, parked in a `FleeceDecoder` between calls.
///
/// `@unchecked Sendable`: it is used by one call at a time, which takes it out of the decoder's
/// `spareEngine` with an atomic exchange before using it and puts it back (or drops it) with a
/// compare-and-exchange afterwards.
@usableFromInline
final class SpareEngine: @unchecked Sendable {
    @usableFromInline let decoder: RecordDecoder
    let parsingOptions: JSONParsingOptions
    let grammar: CodableTextGrammar
    /// The configuration's generation it was made for (see `FleeceDecoder.State.generation`), or,
    /// taken from another decoder of the same shared configuration, the taker's.
    var generation: Int

    init(_ prepared: PreparedConfiguration, generation: Int) {
        decoder = RecordDecoder(options: prepared.options, userInfo: prepared.userInfo)
        parsingOptions = prepared.parsingOptions
        grammar = prepared.grammar
        self.generation = generation
    }
}

/// A configuration as the engine takes it.
struct PreparedConfiguration: @unchecked Sendable {
    // `@unchecked`: `userInfo` holds the `any Sendable` values of the configuration, as `Any`.
    let options: CodableDecodingOptions
    let userInfo: [CodingUserInfoKey: Any]
    let parsingOptions: JSONParsingOptions
    let grammar: CodableTextGrammar

    init(_ configuration: FleeceDecoder.Configuration) {
        options = configuration.engineOptions
        userInfo = configuration.userInfo
        var parsingOptions = configuration.parsingOptions
        // JSONDecoder reads trailing commas; so does FleeceDecoder unless told to be strict.
        if !configuration.requiresStrictJSON { parsingOptions.allowsTrailingCommas = true }
        self.parsingOptions = parsingOptions
        grammar = CodableTextGrammar(
            allowsJSON5: configuration.allowsJSON5, assumesTopLevelDictionary: configuration.assumesTopLevelDictionary,
            requiresStrictJSON: configuration.requiresStrictJSON)
    }
}
