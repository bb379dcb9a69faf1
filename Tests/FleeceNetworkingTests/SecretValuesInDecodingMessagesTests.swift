#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// A decoding failure's message does not quote a value the response holds under a key that names
/// a credential (`card_number`, `cvv`, `password`, a name the app added), however the body was
/// decoded; it still says what was expected, the kind of value found, where, and the values at
/// other keys.
@Suite struct SecretValuesInDecodingMessagesTests {
    struct Payment: Decodable, Sendable {
        let cardNumber: String
        let cvv: Int32
        let holder: String
        enum CodingKeys: String, CodingKey {
            case cardNumber = "card_number", cvv, holder
        }
    }

    struct FunctionalPayment: JSONDecodable, Sendable {
        let cardNumber: String
        let holder: String
        static func decode(_ json: JSON) -> Decoded<FunctionalPayment> {
            curry(FunctionalPayment.init) <^> json <| "card_number" <*> json <| "holder"
        }
    }

    /// The description of the `RequestError` that decoding `text` as `Payment` makes.
    static func codableMessage(_ text: String) -> String {
        do {
            _ = try FleeceDecoder().decode(Payment.self, from: Data(text.utf8))
            return "no error"
        } catch let error as DecodingError {
            return RequestError.codable(error, request: nil).description
        } catch {
            return "\(error)"
        }
    }

    /// The description of the `RequestError` that decoding `text` in the functional style makes.
    static func functionalMessage(_ text: String) throws -> String {
        switch FunctionalPayment.decode(try JSON(parsing: text)) {
        case .success: "no error"
        case .failure(let error): RequestError.decoding(error, request: nil).description
        }
    }

    @Test func aCodableModelsSecretValueIsLeftOut() {
        #expect(Self.codableMessage(#"{"card_number": 4111111111111111, "cvv": 123, "holder": "A"}"#)
                == "the response does not match the model: card_number: Expected to decode String but found number <redacted> instead, at line 1, column 17.")
        #expect(Self.codableMessage(#"{"card_number": "4111", "cvv": "123", "holder": "A"}"#)
                == "the response does not match the model: cvv: Expected to decode Int32 but found a string <redacted> instead, at line 1, column 32.")
        // Out of range, which `JSONDecoder` reports at the root: the number's path still counts.
        #expect(Self.codableMessage(#"{"card_number": "4111", "cvv": 99999999999, "holder": "A"}"#)
                == "the response does not match the model: The number <redacted> at cvv does not fit in Int32, at line 1, column 32.")
    }

    @Test func valuesAtOtherKeysAndMissingKeysStay() {
        #expect(Self.codableMessage(#"{"card_number": "4111", "cvv": 123, "holder": 42}"#)
                == "the response does not match the model: holder: Expected to decode String but found number 42 instead, at line 1, column 47.")
        #expect(Self.codableMessage(#"{"cvv": 123, "holder": "A"}"#)
                == #"the response does not match the model: card_number: missing key "card_number" in object at line 1, column 1"#)
    }

    @Test func aFunctionalModelsSecretValueIsLeftOut() throws {
        #expect(try Self.functionalMessage(#"{"card_number": 4111111111111111, "holder": 7}"#)
                == "the response does not match the model: card_number: expected String, found number <redacted> at line 1, column 17; holder: expected String, found number 7 at line 1, column 45")
    }

    /// Found by an outside tester: a login model expecting a string found the object holding
    /// the token, and its excerpt quoted it.
    @Test func aCredentialMemberInAnExcerptIsLeftOut() throws {
        struct Login: JSONDecodable {
            let login: String
            static func decode(_ json: JSON) -> Decoded<Login> { Login.init <^> json <| ["data", "login"] }
        }
        let json = try JSON(parsing: #"{"data": {"login": {"accessToken": "sk_live_51HxYz", "user": "ada"}}}"#)
        guard case .failure(let error) = Login.decode(json) else {
            Issue.record("expected a failure")
            return
        }
        #expect(RequestError.decoding(error, request: nil).description
                == #"the response does not match the model: data.login: expected String, found object {"accessToken":"<redacted>",…} at line 1, column 20"#)
    }

    @Test func aNameTheAppAddedCounts() {
        Redaction.addSensitiveNames(["secret_values_test_iban"])
        let text = #"{"account": {"secret_values_test_iban": 1234567890}}"#
        do {
            _ = try FleeceDecoder().decode([String: [String: String]].self, from: Data(text.utf8))
            Issue.record("expected a failure")
        } catch let decodingError as DecodingError {
            #expect(RequestError.codable(decodingError, request: nil).description
                    == "the response does not match the model: account.secret_values_test_iban: Expected to decode String but found number <redacted> instead, at line 1, column 41.")
        } catch {
            Issue.record("expected a DecodingError, got \(error)")
        }
    }

    @Test func anErrorBodyQuotedInAStatusErrorLeavesItOut() throws {
        let url = try #require(URL(string: "https://pay.example.com/charge"))
        let http = try #require(HTTPURLResponse(url: url, statusCode: 400, httpVersion: nil, headerFields: nil))
        let body = #"{"error": "bad", "card_number":"4111 \"1\"", "cvv": -123, "password": null, "client_secret": {"v": "}"}, "note": "cvv"}"#
        let error = RequestError.status(code: 400, response: RawResponse(body: Data(body.utf8), response: http), errorBodyFailure: nil)
        #expect(error.description == "HTTP 400 Bad Request from https://pay.example.com/charge: "
            + #""{"error": "bad", "card_number":"<redacted>", "cvv": <redacted>, "password": null, "client_secret": <redacted>, "note": "cvv"}"; "#
            + "the server rejected the request: check its parameters")
    }

    @Test func theOneCallAPIsAndAnErrorBodyLeaveItOut() async throws {
        struct CardError: Decodable, Sendable { let message: String; let cvv: Int }
        let server = try await LoopbackServer.start([
            "/pay": .json(#"{"card_number": 4111111111111111, "cvv": 123, "holder": "A"}"#),
            "/declined": .json(#"{"message": "declined", "cvv": "321"}"#, status: 402),
        ])
        defer { Task { await server.stop() } }
        do {
            _ = try await TestSessions.make().decode(Payment.self, for: URLRequest(url: server.url("/pay")))
            Issue.record("expected a failure")
        } catch {
            #expect(error.description == "the response to GET http://127.0.0.1:\(server.port)/pay does not match the model: "
                + "card_number: Expected to decode String but found number <redacted> instead, at line 1, column 17.")
        }
        do {
            _ = try await TestSessions.make().decode(Payment.self, errorBody: CardError.self, for: URLRequest(url: server.url("/declined")))
            Issue.record("expected a failure")
        } catch {
            #expect(error.description == "HTTP 402 Payment Required from GET http://127.0.0.1:\(server.port)/declined: "
                + #""{"message": "declined", "cvv": "<redacted>"}" (the error body is not CardError: "#
                + "cvv: Expected to decode Int but found a string <redacted> instead, at line 1, column 32.); "
                + "the payment or the account's billing was refused: the error body says why")
        }
    }
}
