import Foundation
import FleeceFoundation
import Testing

/// The strategies of one differential case, applied alike to `FleeceDecoder` and `JSONDecoder`.
struct Strategies: @unchecked Sendable {
    var keys: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys
    var dates: JSONDecoder.DateDecodingStrategy = .deferredToDate
    var data: JSONDecoder.DataDecodingStrategy = .base64
    var floats: JSONDecoder.NonConformingFloatDecodingStrategy = .throw
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    var allowsJSON5 = false
    var assumesTopLevelDictionary = false

    func fleece() -> FleeceDecoder {
        let decoder = FleeceDecoder()
        decoder.keyDecodingStrategy = keys
        decoder.dateDecodingStrategy = dates
        decoder.dataDecodingStrategy = data
        decoder.nonConformingFloatDecodingStrategy = floats
        decoder.userInfo = userInfo
        decoder.allowsJSON5 = allowsJSON5
        decoder.assumesTopLevelDictionary = assumesTopLevelDictionary
        return decoder
    }

    func foundation() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = keys
        decoder.dateDecodingStrategy = dates
        decoder.dataDecodingStrategy = data
        decoder.nonConformingFloatDecodingStrategy = floats
        for (key, value) in userInfo { decoder.userInfo[key] = value }
        decoder.allowsJSON5 = allowsJSON5
        decoder.assumesTopLevelDictionary = assumesTopLevelDictionary
        return decoder
    }
}

/// A `DecodingError` reduced to what must agree between the decoders: the case, the type or key
/// it names, and the coding path (string and int values of each key).
struct DecodingFailure: Equatable, CustomStringConvertible {
    var kind: String
    var subject: String
    var codingPath: [String]
    var debugDescription: String

    init(_ error: any Error) {
        guard let error = error as? DecodingError else {
            kind = "not a DecodingError: \(type(of: error))"
            subject = "\(error)"
            codingPath = []
            debugDescription = ""
            return
        }
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(let type, let c): (kind, subject, context) = ("typeMismatch", "\(type)", c)
        case .valueNotFound(let type, let c): (kind, subject, context) = ("valueNotFound", "\(type)", c)
        case .keyNotFound(let key, let c): (kind, subject, context) = ("keyNotFound", DecodingFailure.describe(key), c)
        case .dataCorrupted(let c): (kind, subject, context) = ("dataCorrupted", "", c)
        @unknown default: (kind, subject, context) = ("unknown", "", .init(codingPath: [], debugDescription: ""))
        }
        codingPath = context.codingPath.map(DecodingFailure.describe)
        debugDescription = context.debugDescription
    }

    static func describe(_ key: any CodingKey) -> String {
        key.intValue.map { "\(key.stringValue)#\($0)" } ?? key.stringValue
    }

    /// Equal when case, subject and path agree; the descriptions differ on purpose (ours say where).
    static func == (lhs: DecodingFailure, rhs: DecodingFailure) -> Bool {
        lhs.kind == rhs.kind && lhs.subject == rhs.subject && lhs.codingPath == rhs.codingPath
    }

    var description: String { "\(kind)(\(subject)) at \(codingPath): \(debugDescription)" }
}

/// What one decoder made of one input.
enum Outcome<T> {
    case value(T)
    case failure(DecodingFailure)

    init(_ body: () throws -> T) {
        do { self = .value(try body()) } catch { self = .failure(DecodingFailure(error)) }
    }

    var failure: DecodingFailure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}

/// Decodes `json` with both decoders and expects the same value, or the same failure.
/// Returns FleeceDecoder's outcome for further checks.
@discardableResult
func expectSameDecoding<T: Decodable & Equatable>(
    _ type: T.Type, _ json: String, _ strategies: Strategies = Strategies(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> Outcome<T> {
    expectSameDecoding(type, data: Data(json.utf8), strategies, sourceLocation: sourceLocation)
}

/// `expectSameDecoding` for any bytes (other encodings, invalid UTF-8, byte-order marks).
@discardableResult
func expectSameDecoding<T: Decodable & Equatable>(
    _ type: T.Type, data: Data, _ strategies: Strategies = Strategies(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> Outcome<T> {
    let json = data.count < 200 ? String(decoding: data, as: UTF8.self).debugDescription : "\(data.count) bytes"
    let ours = Outcome { try strategies.fleece().decode(type, from: data) }
    let theirs = Outcome { try strategies.foundation().decode(type, from: paddedForFoundation(data)) }
    switch (ours, theirs) {
    case (.value(let mine), .value(let expected)):
        #expect(mine == expected, "value differs for \(json)", sourceLocation: sourceLocation)
    case (.failure(let mine), .failure(let expected)):
        #expect(mine == expected, "failure differs for \(json)", sourceLocation: sourceLocation)
    case (.value(let mine), .failure(let expected)):
        Issue.record("FleeceDecoder decoded \(mine) where JSONDecoder failed with \(expected), for \(json)", sourceLocation: sourceLocation)
    case (.failure(let mine), .value(let expected)):
        Issue.record("FleeceDecoder failed with \(mine) where JSONDecoder decoded \(expected), for \(json)", sourceLocation: sourceLocation)
    }
    return ours
}

/// `data`'s bytes, followed in memory (not in the value) by a space.
///
/// With `assumesTopLevelDictionary`, `JSONDecoder` on this toolchain reads past the end of its
/// input when a number is the last byte (`"c": 1`): its number parser runs on into whatever
/// follows the buffer, and when those bytes look like more digits its validation traps (seen
/// crashing a whole test run, and reproduced with `Data(bytesNoCopy:)` over `"…": 1` followed by
/// `9999`). A slice of a buffer that goes on with a space gives it the same bytes and a safe one
/// after them. `FleeceDecoder` never reads past its input (AddressSanitizer runs in CI).
func paddedForFoundation(_ data: Data) -> Data {
    var padded = data
    padded.append(UInt8(ascii: " "))
    return padded.prefix(data.count)
}
