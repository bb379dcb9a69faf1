import Foundation
import Testing
import FleeceFoundation

/// `FleeceDecoder.message(for:)` is what a server sends back for a body that does not fit, and
/// what its log keeps: a value found under a key that names a credential is left out of it (the
/// Vapor and Hummingbird integrations' testers saw `found number 98765432` for a password).
@Suite struct FleeceDecoderMessageSecretsTests {
    struct Login: Decodable {
        struct Card: Decodable { var cardNumber: String; var holder: String }
        var user: String
        var password: String
        var card: Card?
    }

    func message(decoding text: String, _ decoder: FleeceDecoder = FleeceDecoder()) -> String? {
        decoder.message(decoding: Login.self, from: text)
    }

    @Test func aValueAtACredentialKeyIsLeftOut() {
        #expect(message(decoding: #"{"user": "ann", "password": 98765432}"#)
            == "password: Expected to decode String but found number <redacted> instead, at line 1, column 29.")
        let decoder = FleeceDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(message(decoding: #"{"user": "ann", "password": "x", "card": {"card_number": 4111111111111111, "holder": "A"}}"#, decoder)
            == "card.cardNumber: Expected to decode String but found number <redacted> instead, at line 1, column 58.")
    }

    /// The same value at another key is shown, and so is the rest of the message: the path, what
    /// was expected, the kind of value, the position.
    @Test func aValueAtAnOrdinaryKeyIsShown() {
        #expect(message(decoding: #"{"user": 98765432, "password": "x"}"#)
            == "user: Expected to decode String but found number 98765432 instead, at line 1, column 10.")
    }

    /// Fleece's own `DecodeError`, as the functional API collects it: its failures, separated by
    /// `; `, each without the value at a credential key.
    @Test func aDecodeErrorLeavesOutTheValuesAtCredentialKeys() throws {
        struct Client { var user: String; var secret: String }
        let json = try JSON(parsing: #"{"user": 7, "client_secret": 12345678}"#)
        let client = curry(Client.init) <^> json <| "user" <*> json <| "client_secret"
        let error = try #require(client.error)
        #expect(FleeceDecoder.message(for: error)
            == "user: expected String, found number 7 at line 1, column 10; client_secret: expected String, found number <redacted> at line 1, column 30")
    }
}
