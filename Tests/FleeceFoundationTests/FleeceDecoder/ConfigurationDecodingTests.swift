import Foundation
import FleeceFoundation
import Testing

@Suite("FleeceDecoder with DecodableWithConfiguration")
struct ConfigurationDecodingTests {
    struct Scaled: DecodableWithConfiguration, Equatable {
        var value: Double
        init(value: Double) { self.value = value }
        init(from decoder: any Decoder, configuration: Double) throws {
            value = try decoder.singleValueContainer().decode(Double.self) * configuration
        }
    }

    enum Percent: DecodingConfigurationProviding {
        static var decodingConfiguration: Double { 0.01 }
    }

    @Test func configurationReachesTheType() throws {
        let data = Data("250".utf8)
        #expect(try FleeceDecoder().decode(Scaled.self, from: data, configuration: 2) == Scaled(value: 500))
        #expect(try FleeceDecoder().decode(Scaled.self, from: data, configuration: Percent.self) == Scaled(value: 2.5))
        #expect(try JSONDecoder().decode(Scaled.self, from: data, configuration: Percent.self) == Scaled(value: 2.5))
        #expect(throws: DecodingError.self) { try FleeceDecoder().decode(Scaled.self, from: Data("\"x\"".utf8), configuration: 1) }
    }
}
