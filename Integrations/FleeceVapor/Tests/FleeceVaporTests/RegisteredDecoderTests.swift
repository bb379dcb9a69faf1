@testable import FleeceVapor
import Testing
import Vapor

/// `decodeJSONStream` without a decoder reads records with the one `req.content` uses for JSON.
/// (On a configuration of the test's own: `ContentConfiguration.global` is shared by the tests
/// running in parallel.)
@Suite struct RegisteredDecoderTests {
    @Test func theDecoderRegisteredForJSONIsTheStreamsDefault() {
        let snakeCase = FleeceDecoder()
        snakeCase.keyDecodingStrategy = .convertFromSnakeCase
        var configuration = ContentConfiguration()
        configuration.useFleece(decoder: snakeCase)
        #expect(Request.registeredJSONDecoder(in: configuration) === snakeCase)
    }

    /// The decoder and the encoder are both given as they are configured (the encoder had to be
    /// wrapped in a `FleeceContentEncoder`: an outside tester's snake-case setup did not compile).
    @Test func theCodersGivenAreTheOnesRegisteredForBothJSONTypes() throws {
        let decoder = FleeceDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let encoder = FleeceEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        var configuration = ContentConfiguration()
        configuration.useFleece(decoder: decoder, encoder: encoder)
        for mediaType in [HTTPMediaType.json, .jsonAPI] {
            let registeredDecoder = try #require(try configuration.requireDecoder(for: mediaType) as? FleeceContentDecoder)
            #expect(registeredDecoder.decoder === decoder)
            let registeredEncoder = try #require(try configuration.requireEncoder(for: mediaType) as? FleeceContentEncoder)
            #expect(registeredEncoder.encoder === encoder)
        }
    }

    @Test func anotherDecoderForJSONLeavesTheStandardOne() {
        var configuration = ContentConfiguration()
        configuration.use(decoder: JSONDecoder(), for: .json)
        #expect(Request.registeredJSONDecoder(in: configuration) === FleeceContentDecoder.standardDecoder)
    }
}
