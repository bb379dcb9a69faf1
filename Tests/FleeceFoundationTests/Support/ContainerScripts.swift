import Foundation
import FleeceFoundation
import Testing

// The machinery of `ContainerMethodsDifferentialTests`: scripted models that call container
// methods one by one, transcripts of what each call did, and the scalar types of the matrix.

// MARK: - Comparing two decoders' transcripts

/// Decodes `json` as a `ScriptedModel` running `script` with both decoders, and expects each call
/// to have done the same: the same value, or the same error case and path (and type named).
///
/// Twice: once catching every error inside `init(from:)`, to see each call and where the container
/// stands after it; once letting the first error out, to compare what `decode(_:from:)` throws.
func expectSameTranscript(_ json: String, _ script: Script, _ context: String, _ decoders: DecoderPair = DecoderPair(),
                          sourceLocation: SourceLocation = #_sourceLocation) {
    let data = Data(json.utf8)
    let ours = decoders.run(script, rethrowing: false) { fleece, _ in try fleece.decode(ScriptedModel.self, from: data) }
    let theirs = decoders.run(script, rethrowing: false) { _, foundation in
        try foundation.decode(ScriptedModel.self, from: paddedForFoundation(data))
    }
    expectSameEntries(ours, theirs, "\(context) of \(json)", sourceLocation: sourceLocation)

    let oursThrown = decoders.run(script, rethrowing: true) { fleece, _ in try fleece.decode(ScriptedModel.self, from: data) }
    let theirsThrown = decoders.run(script, rethrowing: true) { _, foundation in
        try foundation.decode(ScriptedModel.self, from: paddedForFoundation(data))
    }
    // Either both decoded (the transcripts above compared the values) or both threw the same error.
    let (oursFailure, theirsFailure) = (oursThrown.first { $0.label == "decode" }, theirsThrown.first { $0.label == "decode" })
    if oursFailure != nil || theirsFailure != nil {
        expectSameEntries(oursFailure.map { [$0] } ?? [], theirsFailure.map { [$0] } ?? [],
                          "\(context) of \(json), thrown by decode(_:from:)", sourceLocation: sourceLocation)
    }
}

/// A FleeceDecoder and a JSONDecoder, each given the script to run before every decode.
final class DecoderPair {
    let fleece = FleeceDecoder()
    let foundation = JSONDecoder()

    func run(_ script: Script, rethrowing: Bool, _ decode: (FleeceDecoder, JSONDecoder) throws -> ScriptedModel) -> [TranscriptEntry] {
        let userInfo: [CodingUserInfoKey: any Sendable] = [ScriptedModel.scriptKey: script, ScriptedModel.rethrowsKey: rethrowing]
        fleece.userInfo = userInfo
        foundation.userInfo = userInfo
        return Transcript.of { try decode(fleece, foundation) }
    }
}

func expectSameEntries(_ ours: [TranscriptEntry], _ theirs: [TranscriptEntry], _ context: String, sourceLocation: SourceLocation) {
    for index in 0..<max(ours.count, theirs.count) {
        guard index < ours.count, index < theirs.count, ours[index].label == theirs[index].label else {
            Issue.record("transcripts part at entry \(index), \(context): \(ours) vs \(theirs)",
                         sourceLocation: sourceLocation)
            return
        }
        let (mine, expected) = (ours[index], theirs[index])
        // Inside `init(from:)` JSONDecoder throws its internal `JSONError` for a number that does not
        // fit (`decode(_:from:)` turns it into a DecodingError, which the second run compares). No
        // code can name that type, so here it is enough that Fleece threw too.
        guard expected.isDecodingError || expected.errorType == nil else {
            #expect(mine.errorType != nil, "\(context): \(mine.label), JSONDecoder threw \(expected.outcome)",
                    sourceLocation: sourceLocation)
            continue
        }
        #expect(mine.outcome == expected.outcome, "\(context): \(mine.label)", sourceLocation: sourceLocation)
        // The type a typeMismatch or valueNotFound names, apart: a lesser difference than case or path.
        if let mineType = mine.errorType, let expectedType = expected.errorType {
            #expect(mineType == expectedType, "\(context): \(mine.label), type in error", sourceLocation: sourceLocation)
        }
    }
}

/// What one call did: a value, or an error reduced to its case and coding path.
struct TranscriptEntry: CustomStringConvertible {
    var label: String
    var outcome: String
    /// The type a thrown `typeMismatch` or `valueNotFound` names (the key, for `keyNotFound`).
    var errorType: String?
    var isDecodingError = false

    init(_ label: String, value: Any) {
        self.label = label
        outcome = "value " + fingerprint(value)
    }

    init(_ label: String, error: any Error) {
        self.label = label
        let failure = DecodingFailure(error)
        outcome = "\(failure.kind) at [\(failure.codingPath.joined(separator: ", "))]"
        errorType = failure.subject
        isDecodingError = error is DecodingError
    }

    var description: String { "\(label): \(outcome)" + (errorType.map { " (\($0))" } ?? "") }
}

enum Transcript {
    /// The model's transcript, or the decode's own failure as the one entry.
    static func of(_ decode: () throws -> ScriptedModel) -> [TranscriptEntry] {
        do { return try decode().transcript } catch { return [TranscriptEntry("decode", error: error)] }
    }
}

/// Collects the entries of one `init(from:)`.
final class Recorder {
    var entries: [TranscriptEntry] = []
    var firstError: (any Error)?

    /// Runs one throwing call and records its value or error; returns the value.
    @discardableResult
    func attempt<T>(_ label: String, _ call: () throws -> T) -> T? {
        do {
            let value = try call()
            entries.append(TranscriptEntry(label, value: value))
            return value
        } catch {
            entries.append(TranscriptEntry(label, error: error))
            firstError = firstError ?? error
            return nil
        }
    }

    func note(_ label: String, _ value: Any) {
        entries.append(TranscriptEntry(label, value: value))
    }
}

/// The calls a `ScriptedModel` makes; `Sendable`, to travel in `userInfo`.
struct Script: Sendable {
    let body: @Sendable (any Decoder, Recorder) throws -> Void
    init(_ body: @escaping @Sendable (any Decoder, Recorder) throws -> Void) { self.body = body }
}

/// A model whose `init(from:)` runs the script in `userInfo` and keeps what it recorded: a call
/// that fails is an entry, so that the container can still be looked at after it. With `rethrowsKey`
/// true it throws the first failure at the end, for `decode(_:from:)` to report.
struct ScriptedModel: Decodable {
    static let scriptKey = CodingUserInfoKey(rawValue: "ContainerMethodsDifferentialTests.script")!
    static let rethrowsKey = CodingUserInfoKey(rawValue: "ContainerMethodsDifferentialTests.rethrows")!
    var transcript: [TranscriptEntry]

    init(from decoder: any Decoder) throws {
        let recorder = Recorder()
        guard let script = decoder.userInfo[Self.scriptKey] as? Script else {
            transcript = [TranscriptEntry("script", value: "missing from userInfo")]
            return
        }
        do { try script.body(decoder, recorder) } catch { recorder.entries.append(TranscriptEntry("script setup", error: error)) }
        if decoder.userInfo[Self.rethrowsKey] as? Bool == true, let error = recorder.firstError { throw error }
        transcript = recorder.entries
    }
}

/// The keys of every script's JSON.
enum ProbeKey: String, CodingKey { case list, object, key, value, a, b }

enum Probe {
    /// Any JSON value, read through the generic `decode`, to step over an element.
    struct AnyJSON: Decodable {
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { return }
            if (try? container.decode(Bool.self)) != nil { return }
            if (try? container.decode(Double.self)) != nil { return }
            if (try? container.decode(String.self)) != nil { return }
            if (try? container.decode([String: AnyJSON].self)) != nil { return }
            _ = try container.decode([AnyJSON].self)
        }
    }
}

/// A value as the transcript shows it: a float with its bits (so -0 and 0 differ), a coding path
/// as its keys' string and int values, a container or decoder by its path.
func fingerprint(_ value: Any) -> String {
    switch value {
    case let scalar as any ContainerScalar: return scalar.fingerprint
    case let path as [any CodingKey]: return "[" + path.map(DecodingFailure.describe).joined(separator: ", ") + "]"
    case let keyed as KeyedDecodingContainer<ProbeKey>: return "keyed container at " + fingerprint(keyed.codingPath)
    case let unkeyed as any UnkeyedDecodingContainer:
        return "unkeyed container at \(fingerprint(unkeyed.codingPath)), count \(unkeyed.count.map { "\($0)" } ?? "nil")"
    case let decoder as any Decoder: return "decoder at " + fingerprint(decoder.codingPath)
    case is Probe.AnyJSON: return "a JSON value"
    default: return String(describing: value)
    }
}

// MARK: - The methods

/// One container method, with the JSON it reads and the script that calls it.
enum ContainerMethod: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case unkeyedDecode = "UnkeyedDecodingContainer.decode(_:)"
    case unkeyedDecodeIfPresent = "UnkeyedDecodingContainer.decodeIfPresent(_:)"
    case unkeyedGenericDecode = "UnkeyedDecodingContainer.decode<T>(_:)"
    case unkeyedGenericDecodeIfPresent = "UnkeyedDecodingContainer.decodeIfPresent<T>(_:)"
    case keyedDecode = "KeyedDecodingContainer.decode(_:forKey:)"
    case keyedDecodeIfPresent = "KeyedDecodingContainer.decodeIfPresent(_:forKey:)"
    case keyedGenericDecodeIfPresent = "KeyedDecodingContainer.decodeIfPresent<T>(_:forKey:)"
    case singleValueDecode = "SingleValueDecodingContainer.decode(_:)"
    case topLevelSingleValueDecode = "SingleValueDecodingContainer.decode(_:), top level"

    var testDescription: String { rawValue }

    private var isUnkeyed: Bool {
        [.unkeyedDecode, .unkeyedDecodeIfPresent, .unkeyedGenericDecode, .unkeyedGenericDecodeIfPresent].contains(self)
    }

    /// Whether the method also meets no value at all: past an array's end, or a missing key.
    var hasAbsentInput: Bool { self != .singleValueDecode && self != .topLevelSingleValueDecode }

    /// The JSON with `text` where the method reads; nil for no value there.
    func json(_ text: String?) -> String {
        switch self {
        case .unkeyedDecode, .unkeyedDecodeIfPresent, .unkeyedGenericDecode, .unkeyedGenericDecodeIfPresent:
            #"{"list": [\#(text ?? "")]}"#
        case .keyedDecode, .keyedDecodeIfPresent, .keyedGenericDecodeIfPresent:
            text.map { #"{"object": {"key": \#($0)}}"# } ?? #"{"object": {}}"#
        case .singleValueDecode: #"{"value": \#(text ?? "")}"#
        case .topLevelSingleValueDecode: text ?? ""
        }
    }

    /// Calls the method for `Scalar` once; for an unkeyed container, notes where it stands after.
    func script<Scalar: ContainerScalar>(for scalar: Scalar.Type) -> Script {
        let method = self
        return Script { decoder, recorder in
            if method.isUnkeyed {
                var list = try decoder.container(keyedBy: ProbeKey.self).nestedUnkeyedContainer(forKey: .list)
                recorder.attempt(method.rawValue) { () throws -> Any in
                    switch method {
                    case .unkeyedDecode: try Scalar.decode(from: &list)
                    case .unkeyedDecodeIfPresent: try Scalar.decodeIfPresent(from: &list) as Any
                    // Scalar is generic here, so these pick the generic overloads.
                    case .unkeyedGenericDecode: try list.decode(Scalar.self)
                    default: try list.decodeIfPresent(Scalar.self) as Any
                    }
                }
                recorder.note("currentIndex after", list.currentIndex)
                recorder.note("isAtEnd after", list.isAtEnd)
                return
            }
            let root = try decoder.container(keyedBy: ProbeKey.self)
            switch method {
            case .keyedDecode, .keyedDecodeIfPresent, .keyedGenericDecodeIfPresent:
                let object = try root.nestedContainer(keyedBy: ProbeKey.self, forKey: .object)
                recorder.attempt(method.rawValue) { () throws -> Any in
                    switch method {
                    case .keyedDecode: try Scalar.decode(from: object, forKey: .key)
                    case .keyedDecodeIfPresent: try Scalar.decodeIfPresent(from: object, forKey: .key) as Any
                    default: try object.decodeIfPresent(Scalar.self, forKey: .key) as Any
                    }
                }
            case .singleValueDecode:
                recorder.attempt(method.rawValue) { try root.decode(SingleValueReader<Scalar>.self, forKey: .value).value }
            default:
                recorder.attempt(method.rawValue) { try Scalar.decode(from: decoder.singleValueContainer()) }
            }
        }
    }
}

/// Reads a `Scalar` from a single value container.
struct SingleValueReader<Scalar: ContainerScalar>: Decodable {
    var value: Scalar
    init(from decoder: any Decoder) throws {
        value = try Scalar.decode(from: decoder.singleValueContainer())
    }
}

// MARK: - The scalar types

enum ScalarType: String, CaseIterable, Sendable {
    case bool, string, double, float, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64

    var type: any ContainerScalar.Type {
        switch self {
        case .bool: Bool.self
        case .string: String.self
        case .double: Double.self
        case .float: Float.self
        case .int: Int.self
        case .int8: Int8.self
        case .int16: Int16.self
        case .int32: Int32.self
        case .int64: Int64.self
        case .uint: UInt.self
        case .uint8: UInt8.self
        case .uint16: UInt16.self
        case .uint32: UInt32.self
        case .uint64: UInt64.self
        }
    }
}

/// A type with its own overload on every container, and the call of each.
///
/// The calls are written out in each type's extension: there `Self` is the concrete type, so
/// `container.decode(Self.self)` picks the container's overload for it. A default in a protocol
/// extension would call the generic `decode<T>` instead.
protocol ContainerScalar: Decodable, Sendable {
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> Self
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> Self?
    static func decode<Key>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Self
    static func decodeIfPresent<Key>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Self?
    static func decode(from container: any SingleValueDecodingContainer) throws -> Self
    /// Texts at and just beyond the type's limits.
    static var limitTexts: [String] { get }
    var fingerprint: String { get }
}

extension ContainerScalar {
    static var limitTexts: [String] { [] }
    var fingerprint: String { "\(self)" }
}

extension ContainerScalar where Self: FixedWidthInteger {
    /// A value in range, the limits, and one past each, as JSON integers.
    static var limitTexts: [String] {
        let min = Int128(Self.min), max = Int128(Self.max)
        return [Self.isSigned ? "-42" : "42", "\(min)", "\(max)", "\(max + 1)", "\(min - 1)"]
    }
}

extension ContainerScalar where Self: BinaryFloatingPoint, Self.RawSignificand: FixedWidthInteger {
    var fingerprint: String {
        let bits = Self.exponentBitCount + Self.significandBitCount + 1
        let pattern = (UInt64(sign == .minus ? 1 : 0) << (bits - 1))
            | (UInt64(exponentBitPattern) << Self.significandBitCount) | UInt64(significandBitPattern)
        return "\(self) (bits 0x\(String(pattern, radix: 16)))"
    }
}

extension Bool: ContainerScalar {
    static func decode(from c: inout any UnkeyedDecodingContainer) throws -> Self { try c.decode(Self.self) }
    static func decodeIfPresent(from c: inout any UnkeyedDecodingContainer) throws -> Self? { try c.decodeIfPresent(Self.self) }
    static func decode<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self { try c.decode(Self.self, forKey: k) }
    static func decodeIfPresent<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self? {
        try c.decodeIfPresent(Self.self, forKey: k)
    }
    static func decode(from c: any SingleValueDecodingContainer) throws -> Self { try c.decode(Self.self) }
}

extension String: ContainerScalar {
    static func decode(from c: inout any UnkeyedDecodingContainer) throws -> Self { try c.decode(Self.self) }
    static func decodeIfPresent(from c: inout any UnkeyedDecodingContainer) throws -> Self? { try c.decodeIfPresent(Self.self) }
    static func decode<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self { try c.decode(Self.self, forKey: k) }
    static func decodeIfPresent<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self? {
        try c.decodeIfPresent(Self.self, forKey: k)
    }
    static func decode(from c: any SingleValueDecodingContainer) throws -> Self { try c.decode(Self.self) }
    var fingerprint: String { debugDescription }
}

extension Double: ContainerScalar {
    static func decode(from c: inout any UnkeyedDecodingContainer) throws -> Self { try c.decode(Self.self) }
    static func decodeIfPresent(from c: inout any UnkeyedDecodingContainer) throws -> Self? { try c.decodeIfPresent(Self.self) }
    static func decode<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self { try c.decode(Self.self, forKey: k) }
    static func decodeIfPresent<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self? {
        try c.decodeIfPresent(Self.self, forKey: k)
    }
    static func decode(from c: any SingleValueDecodingContainer) throws -> Self { try c.decode(Self.self) }
    /// The largest finite values, a bit beyond, and the smallest subnormal and below.
    static var limitTexts: [String] {
        ["-2.5", "1.7976931348623157e308", "-1.7976931348623157e308", "1.8e308", "-1.8e308", "5e-324", "1e-400"]
    }
}

extension Float: ContainerScalar {
    static func decode(from c: inout any UnkeyedDecodingContainer) throws -> Self { try c.decode(Self.self) }
    static func decodeIfPresent(from c: inout any UnkeyedDecodingContainer) throws -> Self? { try c.decodeIfPresent(Self.self) }
    static func decode<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self { try c.decode(Self.self, forKey: k) }
    static func decodeIfPresent<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self? {
        try c.decodeIfPresent(Self.self, forKey: k)
    }
    static func decode(from c: any SingleValueDecodingContainer) throws -> Self { try c.decode(Self.self) }
    /// The largest finite values, a bit beyond (still a finite Double), and the smallest subnormal.
    static var limitTexts: [String] {
        ["-2.5", "3.4028234663852886e38", "-3.4028234663852886e38", "3.5e38", "-3.5e38", "1.4e-45", "1e-50"]
    }
}

extension Int: ContainerScalar {
    static func decode(from c: inout any UnkeyedDecodingContainer) throws -> Self { try c.decode(Self.self) }
    static func decodeIfPresent(from c: inout any UnkeyedDecodingContainer) throws -> Self? { try c.decodeIfPresent(Self.self) }
    static func decode<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self { try c.decode(Self.self, forKey: k) }
    static func decodeIfPresent<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self? {
        try c.decodeIfPresent(Self.self, forKey: k)
    }
    static func decode(from c: any SingleValueDecodingContainer) throws -> Self { try c.decode(Self.self) }
}

extension Int8: ContainerScalar {
    static func decode(from c: inout any UnkeyedDecodingContainer) throws -> Self { try c.decode(Self.self) }
    static func decodeIfPresent(from c: inout any UnkeyedDecodingContainer) throws -> Self? { try c.decodeIfPresent(Self.self) }
    static func decode<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self { try c.decode(Self.self, forKey: k) }
    static func decodeIfPresent<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self? {
        try c.decodeIfPresent(Self.self, forKey: k)
    }
    static func decode(from c: any SingleValueDecodingContainer) throws -> Self { try c.decode(Self.self) }
}

extension Int16: ContainerScalar {
    static func decode(from c: inout any UnkeyedDecodingContainer) throws -> Self { try c.decode(Self.self) }
    static func decodeIfPresent(from c: inout any UnkeyedDecodingContainer) throws -> Self? { try c.decodeIfPresent(Self.self) }
    static func decode<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self { try c.decode(Self.self, forKey: k) }
    static func decodeIfPresent<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self? {
        try c.decodeIfPresent(Self.self, forKey: k)
    }
    static func decode(from c: any SingleValueDecodingContainer) throws -> Self { try c.decode(Self.self) }
}

extension Int32: ContainerScalar {
    static func decode(from c: inout any UnkeyedDecodingContainer) throws -> Self { try c.decode(Self.self) }
    static func decodeIfPresent(from c: inout any UnkeyedDecodingContainer) throws -> Self? { try c.decodeIfPresent(Self.self) }
    static func decode<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self { try c.decode(Self.self, forKey: k) }
    static func decodeIfPresent<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self? {
        try c.decodeIfPresent(Self.self, forKey: k)
    }
    static func decode(from c: any SingleValueDecodingContainer) throws -> Self { try c.decode(Self.self) }
}

extension Int64: ContainerScalar {
    static func decode(from c: inout any UnkeyedDecodingContainer) throws -> Self { try c.decode(Self.self) }
    static func decodeIfPresent(from c: inout any UnkeyedDecodingContainer) throws -> Self? { try c.decodeIfPresent(Self.self) }
    static func decode<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self { try c.decode(Self.self, forKey: k) }
    static func decodeIfPresent<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self? {
        try c.decodeIfPresent(Self.self, forKey: k)
    }
    static func decode(from c: any SingleValueDecodingContainer) throws -> Self { try c.decode(Self.self) }
}

extension UInt: ContainerScalar {
    static func decode(from c: inout any UnkeyedDecodingContainer) throws -> Self { try c.decode(Self.self) }
    static func decodeIfPresent(from c: inout any UnkeyedDecodingContainer) throws -> Self? { try c.decodeIfPresent(Self.self) }
    static func decode<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self { try c.decode(Self.self, forKey: k) }
    static func decodeIfPresent<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self? {
        try c.decodeIfPresent(Self.self, forKey: k)
    }
    static func decode(from c: any SingleValueDecodingContainer) throws -> Self { try c.decode(Self.self) }
}

extension UInt8: ContainerScalar {
    static func decode(from c: inout any UnkeyedDecodingContainer) throws -> Self { try c.decode(Self.self) }
    static func decodeIfPresent(from c: inout any UnkeyedDecodingContainer) throws -> Self? { try c.decodeIfPresent(Self.self) }
    static func decode<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self { try c.decode(Self.self, forKey: k) }
    static func decodeIfPresent<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self? {
        try c.decodeIfPresent(Self.self, forKey: k)
    }
    static func decode(from c: any SingleValueDecodingContainer) throws -> Self { try c.decode(Self.self) }
}

extension UInt16: ContainerScalar {
    static func decode(from c: inout any UnkeyedDecodingContainer) throws -> Self { try c.decode(Self.self) }
    static func decodeIfPresent(from c: inout any UnkeyedDecodingContainer) throws -> Self? { try c.decodeIfPresent(Self.self) }
    static func decode<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self { try c.decode(Self.self, forKey: k) }
    static func decodeIfPresent<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self? {
        try c.decodeIfPresent(Self.self, forKey: k)
    }
    static func decode(from c: any SingleValueDecodingContainer) throws -> Self { try c.decode(Self.self) }
}

extension UInt32: ContainerScalar {
    static func decode(from c: inout any UnkeyedDecodingContainer) throws -> Self { try c.decode(Self.self) }
    static func decodeIfPresent(from c: inout any UnkeyedDecodingContainer) throws -> Self? { try c.decodeIfPresent(Self.self) }
    static func decode<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self { try c.decode(Self.self, forKey: k) }
    static func decodeIfPresent<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self? {
        try c.decodeIfPresent(Self.self, forKey: k)
    }
    static func decode(from c: any SingleValueDecodingContainer) throws -> Self { try c.decode(Self.self) }
}

extension UInt64: ContainerScalar {
    static func decode(from c: inout any UnkeyedDecodingContainer) throws -> Self { try c.decode(Self.self) }
    static func decodeIfPresent(from c: inout any UnkeyedDecodingContainer) throws -> Self? { try c.decodeIfPresent(Self.self) }
    static func decode<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self { try c.decode(Self.self, forKey: k) }
    static func decodeIfPresent<K>(from c: KeyedDecodingContainer<K>, forKey k: K) throws -> Self? {
        try c.decodeIfPresent(Self.self, forKey: k)
    }
    static func decode(from c: any SingleValueDecodingContainer) throws -> Self { try c.decode(Self.self) }
}
