import Fleece
import FleeceFoundation
import Foundation

// `decoders`: the Codable decoder and the functional decoders on a few representative models.
// - `FleeceDecoder` promises `JSONDecoder`'s values and failures, so the two are compared: both
//   succeed with equal values, or both fail with the same `DecodingError` case and coding path
//   (where the text is JSON to both; see Fuzz/README.md for where the parsers differ).
// - The functional decoders (`JSONDecodable`) decode the same value as `FleeceDecoder` for types
//   whose rules are the same (strings, bools, arrays, dictionaries, optionals, raw-value enums);
//   every failure's description names a position. Except with duplicate keys: the functional
//   decoders take the last (as `JSONSerialization` does), `FleeceDecoder` the first (as
//   `JSONDecoder` does).

/// A model with every kind of member: scalars, optionals, nesting, collections, an enum, dates, data.
struct Place: Codable, Equatable {
    enum Kind: String, Codable, Equatable, JSONDecodable { case park, city, region }
    struct Owner: Codable, Equatable {
        var name: String
        var age: UInt8
        var verified: Bool?
    }
    var id: Int64
    var name: String
    var tags: [String]
    var score: Double?
    var ratio: Float?
    var count: Int?
    var big: UInt64?
    var small: Int8?
    var owner: Owner?
    var kind: Kind?
    var counts: [String: Int]?
    var nested: [[Int?]]?
    var created: Date?
    var blob: Data?
    var link: URL?
}

/// A model made of the lenient property wrappers, which forgive what does not fit and report it.
struct Listing: Codable, Equatable {
    @FailableDecodable var owner: Place.Owner?
    @FailableDecodableArray var places: [Place.Owner]
    @DefaultZero var likes: Int
    @DefaultEmpty var tags: [String]
    @DefaultFalse var pinned: Bool
    @Convertible var price: Double
    @StringConvertible var code: String
}

/// The functional style: `Owner` with the operators, `Offer` with the method API and its lenient
/// calls, each the twin of a Codable model (`Place.Owner`, `Listing`).
extension Place.Owner: JSONDecodable {
    static func decode(_ json: JSON) -> Decoded<Place.Owner> {
        curry(Place.Owner.init) <^> json <| "name" <*> json <| "age" <*> json <|? "verified"
    }
}

struct Offer: Equatable, JSONDecodable {
    var owner: Place.Owner?
    var places: [Place.Owner]
    var likes: Int
    var tags: [String]
    var pinned: Bool
    var price: Double
    var code: String

    static func decode(_ json: JSON) -> Decoded<Offer> {
        Decoded {
            try Offer(
                owner: json.want("owner", allowNull: true), places: json.lossy("places"), likes: json.want("likes", default: 0),
                tags: json.want("tags", default: []), pinned: json.want("pinned", default: false),
                price: json.convert("price"), code: json.convert("code"))
        }
    }
}

/// Decoders configured alike, one per set of strategies.
private struct DecoderPair {
    let fleece: FleeceDecoder
    let foundation: JSONDecoder
    /// Encoders configured as the decoders (keys sorted, so that `JSONEncoder`'s dictionary order
    /// does not matter), for what was decoded.
    let fleeceEncoder = FleeceEncoder()
    let foundationEncoder = JSONEncoder()
    /// The strings the float strategy reads as numbers (`"-inf"`): to the Codable decoders they are
    /// a `Double` already, where the method API's `convert` converts them from text and says so.
    let floatNames: Set<String>

    init(snakeCase: Bool, dates: JSONDecoder.DateDecodingStrategy, floats: JSONDecoder.NonConformingFloatDecodingStrategy) {
        fleece = FleeceDecoder()
        foundation = JSONDecoder()
        if snakeCase {
            fleece.keyDecodingStrategy = .convertFromSnakeCase
            foundation.keyDecodingStrategy = .convertFromSnakeCase
        }
        fleece.dateDecodingStrategy = dates
        foundation.dateDecodingStrategy = dates
        fleece.nonConformingFloatDecodingStrategy = floats
        foundation.nonConformingFloatDecodingStrategy = floats
        if case .convertFromString(let positiveInfinity, let negativeInfinity, let nan) = floats {
            floatNames = [positiveInfinity, negativeInfinity, nan]
            fleeceEncoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan)
            foundationEncoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan)
        } else {
            floatNames = []
        }
        fleeceEncoder.outputFormatting = .sortedKeys
        foundationEncoder.outputFormatting = .sortedKeys
        if snakeCase {
            fleeceEncoder.keyEncodingStrategy = .convertToSnakeCase
            foundationEncoder.keyEncodingStrategy = .convertToSnakeCase
        }
        switch dates {
        case .secondsSince1970:
            fleeceEncoder.dateEncodingStrategy = .secondsSince1970
            foundationEncoder.dateEncodingStrategy = .secondsSince1970
        case .iso8601:
            fleeceEncoder.dateEncodingStrategy = .iso8601
            foundationEncoder.dateEncodingStrategy = .iso8601
        default:
            break
        }
    }
}

private let pairs = [
    DecoderPair(snakeCase: false, dates: .deferredToDate, floats: .throw),
    DecoderPair(snakeCase: true, dates: .secondsSince1970, floats: .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")),
    DecoderPair(snakeCase: false, dates: .iso8601, floats: .throw),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoders(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzInput(data, size)
    let text = Data(bytes)
    let pair = pairs[bytes.count % pairs.count]
    compare(Place.self, text, pair)
    compare([Place].self, text, pair)
    compare([String: [Int?]].self, text, pair, dictionaryAtRoot: true)
    compare([Double].self, text, pair)
    compare(String.self, text, pair)
    compareJSON(text, pair)
    lenient(text, pair)
    foundationFree(bytes)

    guard let json = try? JSON(parsing: bytes) else { return 0 }
    _ = json.decode(as: [String: [Int64?]].self).mapError(describe)
    _ = json.decode(as: [Double].self).mapError(describe)
    _ = json.decode(as: [UInt8].self).mapError(describe)
    _ = json.decode(as: [String: JSON].self).mapError(describe)
    _ = json.decode(as: Offer.self).mapError(describe)
    if hasDuplicateKeys(json) || !numbersReadAlike(json) { return 0 }
    functional(json, [String: [String?]].self, pair)
    functional(json, [Place.Kind].self, pair)
    functional(json, [[Bool]].self, pair)
    functional(json, String.self, pair)
    functional(json, [Place.Owner].self, pair)
    functionalLenient(json, pair)
    return 0
}

/// `FleeceDecoder` and `JSONDecoder` agree on `type` from `text`, and what they decoded is
/// encoded alike by `FleeceEncoder` and `JSONEncoder`.
private func compare<T: Codable & Equatable>(_ type: T.Type, _ text: Data, _ pair: DecoderPair, dictionaryAtRoot: Bool = false) {
    let fleece = Result(catching: { try pair.fleece.decode(type, from: text) })
    let foundation = Result(catching: { try pair.foundation.decode(type, from: text) })
    switch (fleece, foundation) {
    case (.success(let ours), .success(let theirs)):
        fuzzCheck(ours == theirs || bitwiseEqual(ours, theirs), "\(type): FleeceDecoder \(ours), JSONDecoder \(theirs)")
        encodeAlike(theirs, pair)
    case (.failure(let ours), .failure(let theirs)):
        _ = "\(ours)"
        if isSyntaxError(ours) || isSyntaxError(theirs) { return }
        let (fleeceFailure, foundationFailure) = (failure(ours, dictionaryAtRoot), failure(theirs, dictionaryAtRoot))
        fuzzCheck(fleeceFailure == foundationFailure, "\(type): FleeceDecoder \(fleeceFailure), JSONDecoder \(foundationFailure)")
    case (.success(let ours), .failure(let theirs)):
        fuzzCheck(isSyntaxError(theirs) && parsersMayDiffer(text), "\(type): only FleeceDecoder succeeds (\(ours)); JSONDecoder: \(theirs)")
    case (.failure(let ours), .success(let theirs)):
        fuzzCheck(isSyntaxError(ours) && parsersMayDiffer(text), "\(type): only JSONDecoder succeeds (\(theirs)); FleeceDecoder: \(ours)")
    }
}

/// `FleeceEncoder` writes `JSONEncoder`'s bytes for `value`, or fails with the same case and path.
private func encodeAlike<T: Encodable>(_ value: T, _ pair: DecoderPair) {
    let fleece = Result(catching: { try pair.fleeceEncoder.encode(value) })
    let foundation = Result(catching: { try pair.foundationEncoder.encode(value) })
    switch (fleece, foundation) {
    case (.success(let ours), .success(let theirs)):
        fuzzCheck(ours == theirs, "\(T.self) encoded: FleeceEncoder \(String(decoding: ours, as: UTF8.self)), JSONEncoder \(String(decoding: theirs, as: UTF8.self))")
    case (.failure(EncodingError.invalidValue(_, let ours)), .failure(EncodingError.invalidValue(_, let theirs))):
        fuzzCheck(ours.codingPath.map(\.stringValue) == theirs.codingPath.map(\.stringValue),
                  "\(T.self) encoded: FleeceEncoder fails at \(ours.codingPath), JSONEncoder at \(theirs.codingPath)")
    default:
        fuzzCheck(false, "\(T.self) encoded: FleeceEncoder \(fleece), JSONEncoder \(foundation)")
    }
}

/// `JSON` decoded by both decoders is the same value (`JSONDecoder`'s: the first member of a
/// repeated key, keys converted under the key strategy), or both fail with the same case. Numbers
/// differ on purpose where no `Int64`, `UInt64` or `Double` holds them exactly: `JSONDecoder` keeps
/// a number as one of those (and fails on `1e400`), `FleeceDecoder` keeps its text. Only the case of
/// a failure is compared: `JSONDecoder` visits an object's members in hash order, so which bad
/// number it meets first, and so the path, varies from run to run.
private func compareJSON(_ text: Data, _ pair: DecoderPair) {
    let fleece = Result(catching: { try pair.fleece.decode(JSON.self, from: text) })
    let foundation = Result(catching: { try pair.foundation.decode(JSON.self, from: text) })
    switch (fleece, foundation) {
    case (.success(let ours), .success(let theirs)):
        guard numbersHeldExactly(ours) else { return }
        fuzzCheck(ours == theirs, "JSON: FleeceDecoder \(ours), JSONDecoder \(theirs)")
    case (.failure(let ours), .failure(let theirs)):
        if isSyntaxError(ours) || isSyntaxError(theirs) { return }
        fuzzCheck(errorCase(ours) == errorCase(theirs), "JSON: FleeceDecoder \(ours), JSONDecoder \(theirs)")
    case (.success(let ours), .failure(let theirs)):
        fuzzCheck(!numbersHeldExactly(ours) || isSyntaxError(theirs) && parsersMayDiffer(text),
                  "JSON: only FleeceDecoder succeeds (\(ours)); JSONDecoder: \(theirs)")
    case (.failure(let ours), .success(let theirs)):
        fuzzCheck(isSyntaxError(ours) && parsersMayDiffer(text), "JSON: only JSONDecoder succeeds (\(theirs)); FleeceDecoder: \(ours)")
    }
}

/// The case of a decoding error, without its context.
private func errorCase(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "not a DecodingError: \(error)" }
    switch error {
    case .typeMismatch: return "typeMismatch"
    case .valueNotFound: return "valueNotFound"
    case .keyNotFound: return "keyNotFound"
    case .dataCorrupted: return "dataCorrupted"
    @unknown default: return "unknown"
    }
}

/// Whether every number in the value is one `JSONDecoder` reads exactly: an integer written
/// without a fraction or an exponent that an `Int64` or a `UInt64` holds, or a number whose
/// finite `Double` is exactly it. `JSONDecoder` reads a number with a fraction or an exponent
/// through `Double`: `18446744073709551e3` is 2^64 there, too large for a `UInt64`, though its
/// value fits one (found by the fuzzer, CI of `048c325`).
private func numbersHeldExactly(_ json: JSON) -> Bool {
    switch json {
    case .number(let number):
        if number.isWrittenAsInteger, number.int64 != nil || number.uint64 != nil { return true }
        let double = number.double
        return double.isFinite && JSON.Number(double) == number
    case .array(let array): return array.allSatisfy(numbersHeldExactly)
    case .object(let object): return object.allSatisfy { numbersHeldExactly($0.value) }
    default: return true
    }
}

/// The lenient wrappers forgive the same things under both decoders, and report them alike: the
/// same actions at the same paths (positions only `FleeceDecoder` can give, always). Except a
/// number read by `@StringConvertible`: `FleeceDecoder` keeps its text (`1.10`, `2e308`), where
/// `JSONDecoder` writes the value it read (`1.1`), or fails for a number beyond `Double`.
private func lenient(_ text: Data, _ pair: DecoderPair) {
    let fleece = LeniencyReport.collecting { Result(catching: { try pair.fleece.decode(Listing.self, from: text) }) }
    let foundation = LeniencyReport.collecting { Result(catching: { try pair.foundation.decode(Listing.self, from: text) }) }
    switch (fleece.value, foundation.value) {
    case (.success(let ours), .success(let theirs)):
        fuzzCheck(ours == theirs || bitwiseEqual(ours, theirs) || sameButNumberText(ours, theirs),
                  "Listing: FleeceDecoder \(ours), JSONDecoder \(theirs)")
        let ourEntries = fleece.report.entries.map { "\($0.action) at \($0.path)" }
        let theirEntries = foundation.report.entries.map { "\($0.action) at \($0.path)" }
        fuzzCheck(ourEntries == theirEntries, "Listing reports: FleeceDecoder \(ourEntries), JSONDecoder \(theirEntries)")
        for entry in fleece.report.entries where !entry.path.isRoot {
            fuzzCheck(entry.position != nil, "lenient entry without a position: \(entry)")
        }
    case (.failure(let ours), .failure(let theirs)):
        if isSyntaxError(ours) || isSyntaxError(theirs) { return }
        fuzzCheck(failure(ours, false) == failure(theirs, false), "Listing: FleeceDecoder \(failure(ours, false)), JSONDecoder \(failure(theirs, false))")
    case (.success(let ours), .failure(let theirs)):
        let codeBeyondDouble = JSON.Number(ours.code).map { !$0.double.isFinite } ?? false
        fuzzCheck(isSyntaxError(theirs) && parsersMayDiffer(text) || codeBeyondDouble,
                  "Listing: only FleeceDecoder succeeds (\(ours)); JSONDecoder: \(theirs)")
    case (.failure(let ours), .success(let theirs)):
        fuzzCheck(isSyntaxError(ours) && parsersMayDiffer(text), "Listing: only JSONDecoder succeeds (\(theirs)); FleeceDecoder: \(ours)")
    }
}

/// Whether the listings differ only in a `code` that `FleeceDecoder` kept as a number's text
/// (`1.10`) and `JSONDecoder` wrote from the value it read (`1.1`): the same number.
private func sameButNumberText(_ ours: Listing, _ theirs: Listing) -> Bool {
    guard let number = JSON.Number(ours.code), let read = JSON.Number(theirs.code), number.double == read.double else { return false }
    var ours = ours
    ours.code = theirs.code
    return ours == theirs || bitwiseEqual(ours, theirs)
}

/// The Foundation-free `JSONCodableDecoder` gives what `FleeceDecoder` gives, for models without
/// Foundation's types, on strict JSON. (On other text they differ by design: `JSONCodableDecoder`
/// is strict RFC 8259, while `FleeceDecoder` reads what `JSONDecoder` reads: trailing commas, and
/// malformed values such as `-` that fail only when a type reads them. `listing` above checks
/// FleeceDecoder against JSONDecoder on such text.)
private func foundationFree(_ bytes: [UInt8]) {
    guard (try? JSON(parsing: bytes)) != nil else { return }
    let standalone = Result(catching: { try JSONCodableDecoder().decode([Place.Owner].self, from: bytes) })
    let fleece = Result(catching: { try FleeceDecoder().decode([Place.Owner].self, from: bytes) })
    switch (standalone, fleece) {
    case (.success(let left), .success(let right)):
        fuzzCheck(left == right, "JSONCodableDecoder \(left), FleeceDecoder \(right)")
    case (.failure(let left), .failure(let right)):
        fuzzCheck(failure(left, false) == failure(right, false), "JSONCodableDecoder \(failure(left, false)), FleeceDecoder \(failure(right, false))")
    default:
        fuzzCheck(false, "JSONCodableDecoder \(standalone), FleeceDecoder \(fleece)")
    }
}

/// The functional decoders give what `FleeceDecoder` gives, for types whose rules are the same.
private func functional<T: JSONDecodable & Decodable & Equatable>(_ json: JSON, _ type: T.Type, _ pair: DecoderPair) {
    let codable = Result(catching: { try pair.fleece.decode(type, from: json) })
    bothStyles("\(type)", functional: json.decode(as: type), codable: codable, ==)
}

/// The method API's lenient calls and the lenient property wrappers are twins: the same values
/// and the same report, entry for entry (a `@FailableDecodable` owner is `want`, which fails
/// rather than forgives, so only inputs where the owner decodes or is absent are compared).
/// The one difference is the decoder's float strategy, which the method API does not have: a
/// price of `"-inf"` under `.convertFromString(…, negativeInfinity: "-inf", …)` is a `Double`
/// to the wrapper, and text that is no decimal number to the method API, which fails.
private func functionalLenient(_ json: JSON, _ pair: DecoderPair) {
    let priceIsAFloatName = json["price"].map { value in
        if case .string(let text) = value { pair.floatNames.contains(text) } else { false }
    } ?? false
    if priceIsAFloatName { return }
    let functional = LeniencyReport.collecting { json.decode(as: Offer.self) }
    let codable = LeniencyReport.collecting { Result(catching: { try pair.fleece.decode(Listing.self, from: json) }) }
    if codable.report.entries.contains(where: { $0.action == .replacedWithNil }) { return }
    let bothDecoded = bothStyles("Offer/Listing", functional: functional.value, codable: codable.value) { offer, listing in
        let twin = Offer(
            owner: listing.owner, places: listing.places, likes: listing.likes, tags: listing.tags,
            pinned: listing.pinned, price: listing.price, code: listing.code)
        return offer == twin || bitwiseEqual(offer, twin)
    }
    guard bothDecoded else { return }
    let functionalEntries = functional.report.entries.map { "\($0.action) at \($0.path) \($0.position.map { "\($0)" } ?? "")" }
    let codableEntries = codable.report.entries.map { "\($0.action) at \($0.path) \($0.position.map { "\($0)" } ?? "")" }
    fuzzCheck(functionalEntries == codableEntries, "method API reports \(functionalEntries), wrappers \(codableEntries)")
}

/// Both styles succeed with values that are `same`, or both fail; returns whether both succeeded.
@discardableResult
private func bothStyles<A, B>(
    _ label: String, functional: Decoded<A>, codable: Result<B, any Error>, _ same: (A, B) -> Bool
) -> Bool {
    switch (functional, codable) {
    case (.success(let left), .success(let right)):
        fuzzCheck(same(left, right), "\(label): functional \(left), Codable \(right)")
        return true
    case (.failure(let error), .failure):
        _ = describe(error)
    case (.success(let value), .failure(let error)):
        fuzzCheck(false, "\(label): only the functional style decodes \(value); Codable: \(error)")
    case (.failure(let error), .success(let value)):
        fuzzCheck(false, "\(label): only the Codable style decodes \(value); functional: \(describe(error))")
    }
    return false
}

/// Whether both styles read every number in the value alike. The functional decoders convert
/// exactly; the Codable ones follow `JSONDecoder`, which goes through `Double`: a number that
/// underflows to zero fails (so does zero with an exponent, `0e5`), and a number that is not an
/// integer but whose `Double` is (`1.0000000000000001`) is that integer.
private func numbersReadAlike(_ json: JSON) -> Bool {
    switch json {
    case .number(let number):
        let double = number.double
        if !double.isFinite { return true }
        if double == 0 { return number == JSON.Number(0) && !number.text.contains(where: { $0 == "e" || $0 == "E" }) }
        if double.rounded() != double { return true }
        if let integer = number.int64 { return Double(integer) == double }
        if let integer = number.uint64 { return Double(integer) == double }
        return double.magnitude >= 0x1p64
    case .array(let array): return array.allSatisfy(numbersReadAlike)
    case .object(let object): return object.allSatisfy { numbersReadAlike($0.value) }
    default: return true
    }
}

/// Whether some object in the value has a key twice.
private func hasDuplicateKeys(_ json: JSON) -> Bool {
    switch json {
    case .array(let array): return array.contains(where: hasDuplicateKeys)
    case .object(let object): return Set(object.keys).count != object.count || object.contains { hasDuplicateKeys($0.value) }
    default: return false
    }
}

/// Every functional failure can be described, and has a position since the value was parsed (a
/// string, bool or null at the root cannot: only containers and numbers keep their place).
private func describe(_ error: DecodeError) -> DecodeError {
    let text = error.description
    for failure in error.failures where !failure.path.isRoot {
        fuzzCheck(failure.position != nil, "decode error without a position: \(text)")
    }
    return error
}

private func isSyntaxError(_ error: any Error) -> Bool {
    if case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty,
       context.underlyingError is JSONSyntaxError || context.debugDescription.contains("not valid JSON") {
        return true
    }
    return false
}

/// Where the two parsers disagree on purpose (Fuzz/README.md): trailing commas, and anything
/// Foundation reads that Fleece's differential target has shown to differ. Kept coarse here: the
/// `differential` target checks the parsers precisely.
private func parsersMayDiffer(_ text: Data) -> Bool {
    text.contains(UInt8(ascii: ",")) || text.contains(0xEF) || text.prefix(4).contains(0) || text.starts(with: [0xFE, 0xFF]) || text.starts(with: [0xFF, 0xFE])
}

/// The case and coding path of a decoding error. Inside a dictionary only the dictionary's path
/// counts: `JSONDecoder` visits a dictionary's members in hash order, so which bad member it meets
/// first, and so the case, varies from run to run.
private func failure(_ error: any Error, _ dictionaryAtRoot: Bool) -> String {
    guard let error = error as? DecodingError else { return "not a DecodingError: \(error)" }
    let context: DecodingError.Context
    let kind: String
    switch error {
    case .typeMismatch(let type, let c): (kind, context) = ("typeMismatch(\(type))", c)
    case .valueNotFound(let type, let c): (kind, context) = ("valueNotFound(\(type))", c)
    case .keyNotFound(let key, let c): (kind, context) = ("keyNotFound(\(key.stringValue))", c)
    case .dataCorrupted(let c): (kind, context) = ("dataCorrupted", c)
    @unknown default: return "unknown"
    }
    var components: [String] = []
    var nextIsDictionaryKey = dictionaryAtRoot
    for key in context.codingPath {
        if nextIsDictionaryKey { return "a failure in the dictionary at \(components.joined(separator: "."))" }
        components.append(key.intValue.map(String.init) ?? key.stringValue)
        nextIsDictionaryKey = key.stringValue == "counts"
    }
    return "\(kind) at \(components.joined(separator: "."))"
}

/// NaN is not equal to itself: values equal when their descriptions are. NaN arises from the
/// `.convertFromString` float strategy and from `@Convertible`/`convert` reading `"nan"`, as
/// `Double("nan")` does.
private func bitwiseEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
    "\(lhs)" == "\(rhs)"
}
