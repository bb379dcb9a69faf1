#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FleeceDecoder {
    /// Decodes a `DecodableWithConfiguration` value, as `JSONDecoder`'s method of the same shape.
    ///
    /// - Throws: as ``decode(_:from:)-(_,Data)``.
    public func decode<T: DecodableWithConfiguration>(_ type: T.Type, from data: Data, configuration: T.DecodingConfiguration) throws -> T {
        let prepared = prepared
        let document = try DocumentDecoder.parse(try Self.utf8Bytes(of: data), options: prepared.parsingOptions)
        return try DocumentDecoder.decodeTopLevel(
            with: DocumentDecoder(root: document, options: prepared.options, userInfo: prepared.userInfo)
        ) { try T(from: $0, configuration: configuration) }
    }

    /// Decodes a `DecodableWithConfiguration` value with the configuration its provider gives.
    ///
    /// - Throws: as ``decode(_:from:)-(_,Data)``.
    public func decode<T, C>(_ type: T.Type, from data: Data, configuration: C.Type) throws -> T
    where T: DecodableWithConfiguration, C: DecodingConfigurationProviding, T.DecodingConfiguration == C.DecodingConfiguration {
        try decode(type, from: data, configuration: C.decodingConfiguration)
    }
}

#if canImport(Combine)
import Combine

/// `FleeceDecoder` works in Combine pipelines, as `JSONDecoder` does: `.decode(type:decoder:)`.
extension FleeceDecoder: TopLevelDecoder {
    public typealias Input = Data
}
#endif
