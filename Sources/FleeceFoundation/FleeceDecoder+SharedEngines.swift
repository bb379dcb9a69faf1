import Fleece
import Foundation

/// A configuration whose engines new decoders share (see `FleeceDecoder.sharedEngine`): the
/// default, or one that changes only the key strategy to `convertFromSnakeCase` and the date
/// strategy to one of its fixed forms, as APIs in snake case with ISO 8601 dates want. Any
/// other (a closure, a formatter, user info, parsing options) is nil: its decoders keep their
/// own engines.
///
/// Why: `let decoder = FleeceDecoder(); decoder.keyDecodingStrategy = .convertFromSnakeCase`
/// for every request made its engine anew, finding every model type's route again: ~135,000
/// instructions, as much again as decoding a 6.7 kB Twitter status (measured outside the
/// repository, 2026-11-28).
struct SharedConfiguration: Hashable, Sendable {
    let convertsFromSnakeCase: Bool
    /// 0: deferred to `Date`; 1: seconds, 2: milliseconds since 1970; 3: ISO 8601.
    let dates: UInt8

    init?(_ configuration: FleeceDecoder.Configuration) {
        switch configuration.keyDecodingStrategy {
        case .useDefaultKeys: convertsFromSnakeCase = false
        case .convertFromSnakeCase: convertsFromSnakeCase = true
        default: return nil
        }
        switch configuration.dateDecodingStrategy {
        case .deferredToDate: dates = 0
        case .secondsSince1970: dates = 1
        case .millisecondsSince1970: dates = 2
        case .iso8601: dates = 3
        default: return nil
        }
        guard case .base64 = configuration.dataDecodingStrategy,
              case .throw = configuration.nonConformingFloatDecodingStrategy,
              configuration.userInfo.isEmpty, configuration.parsingOptions == JSONParsingOptions(),
              !configuration.allowsJSON5, !configuration.assumesTopLevelDictionary, !configuration.requiresStrictJSON
        else { return nil }
    }

    /// The default configuration's engine has an atomic slot of its own (`sharedEngine`).
    var isDefault: Bool { !convertsFromSnakeCase && dates == 0 }
}

extension FleeceDecoder {
    /// Engines of the shared configurations other than the default, one each, left by decoders
    /// that ended for the first call of the next new one (see `SharedConfiguration`). Behind a
    /// lock: taken once per new decoder, not per call.
    static let sharedEngines = Locked<[SharedConfiguration: SpareEngine]>([:])

    /// The engine an ended decoder of `configuration` left, now this decoder's, if any.
    static func takeSharedEngine(for configuration: SharedConfiguration, generation: Int) -> SpareEngine? {
        guard let engine = sharedEngines.withLock({ $0.removeValue(forKey: configuration) }) else { return nil }
        engine.generation = generation
        return engine
    }

    /// Leaves `engine`, this ending decoder's, for the next new decoder of `configuration`,
    /// unless one is there already.
    static func leaveSharedEngine(_ engine: SpareEngine, for configuration: SharedConfiguration) {
        engine.decoder.dropSpareDocument(largerThan: sharedDocumentLimit)
        sharedEngines.withLock { engines in
            if engines[configuration] == nil { engines[configuration] = engine }
        }
    }
}
