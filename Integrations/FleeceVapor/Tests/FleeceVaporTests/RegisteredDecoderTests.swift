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

    @Test func anotherDecoderForJSONLeavesTheStandardOne() {
        var configuration = ContentConfiguration()
        configuration.use(decoder: JSONDecoder(), for: .json)
        #expect(Request.registeredJSONDecoder(in: configuration) === FleeceContentDecoder.standardDecoder)
    }
}
