import FleeceVapor
import Foundation
import Testing
import Vapor
import VaporTesting

/// Good and broken bodies sent to a real server: a good one decodes, a broken one answers 400
/// with Fleece's one-line message (path, line, column), never 500.
@Suite struct ContentDecoderTests {
    static let goodOrder = """
        {
          "id": 7,
          "customer": {"name": "Ada"},
          "items": [
            {"sku": "A1", "quantity": 2},
            {"sku": "B2", "quantity": 1}
          ],
          "placedAt": "2026-11-23T22:05:00Z"
        }
        """

    @Test func decodesAGoodBodyAndEncodesTheResponse() async throws {
        let response = try await TestServer.post("orders", Self.goodOrder)
        #expect(response.status == .ok)
        #expect(response.headers.first(name: .contentType) == "application/json; charset=utf-8")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let order = try decoder.decode(Order.self, from: Data(response.body.readableBytesView))
        #expect(order == Order(
            id: 7, customer: .init(name: "Ada"),
            items: [.init(sku: "A1", quantity: 2), .init(sku: "B2", quantity: 1)],
            placedAt: Date(timeIntervalSince1970: 1_795_471_500)))
        // Written by FleeceEncoder: JSONEncoder's text with its ISO 8601 dates, with members in
        // the order of declaration (JSONEncoder's own order changes from one call to the next).
        #expect(String(buffer: response.body) == #"{"id":7,"customer":{"name":"Ada"},"items":[{"sku":"A1","quantity":2},{"sku":"B2","quantity":1}],"placedAt":"2026-11-23T22:05:00Z"}"#)
    }

    /// Vapor's own decoder, `JSONDecoder`, reads UTF-16 and UTF-32 bodies; so does Fleece's.
    @Test func decodesUTF16AndUTF32Bodies() async throws {
        let bodies: [(String, [UInt8])] = [
            ("UTF-16LE with its mark", [0xFF, 0xFE] + Self.encoded(.utf16LittleEndian)),
            ("UTF-16BE with its mark", [0xFE, 0xFF] + Self.encoded(.utf16BigEndian)),
            ("UTF-16LE", Self.encoded(.utf16LittleEndian)),
            ("UTF-32BE", Self.encoded(.utf32BigEndian)),
        ]
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let expected = try decoder.decode(Order.self, from: Data(Self.goodOrder.utf8))
        for (name, body) in bodies {
            #expect(try decoder.decode(Order.self, from: Data(body)) == expected, "\(name)")
            let response = try await TestServer.post("orders", bytes: body)
            #expect(response.status == .ok, "\(name): \(response.errorReason ?? "")")
            #expect((try? decoder.decode(Order.self, from: Data(response.body.readableBytesView))) == expected, "\(name)")
        }
    }

    /// The good order's text in `encoding`, without a byte-order mark.
    static func encoded(_ encoding: String.Encoding) -> [UInt8] {
        [UInt8](goodOrder.data(using: encoding) ?? Data())
    }

    /// The decoder's own size limit answered 400, "not valid JSON" (found by an outside tester
    /// of the Hummingbird twin).
    @Test func bodyOverTheDecodersLimitAnswers413() async throws {
        let body = #"{"id": 7, "customer": {"name": ""# + String(repeating: "A", count: 1_500) + #""}, "items": [], "placedAt": "2026-11-23T22:05:00Z"}"#
        let response = try await TestServer.post("orders/limited", body)
        #expect(response.status == .payloadTooLarge)
        #expect(response.errorReason == "the body is longer than 1000 bytes")
        let small = try await TestServer.post("orders/limited", Self.goodOrder)
        #expect(small.status == .ok)
    }

    @Test func syntaxErrorAnswers400WithLineAndColumn() async throws {
        let body = """
            {
              "id": 7,
              "customer": {"name": "Ada"},
              "items": [}
            }
            """
        let response = try await TestServer.post("orders", body)
        #expect(response.status == .badRequest)
        #expect(response.errorReason == "The given data was not valid JSON: expected a JSON value, found '}' at line 4, column 13")
    }

    @Test func wrongTypeDeepInTheBodyNamesItsPath() async throws {
        let body = """
            {
              "id": 7,
              "customer": {"name": "Ada"},
              "items": [
                {"sku": "A1", "quantity": 2},
                {"sku": "B2", "quantity": "two"}
              ],
              "placedAt": "2026-11-23T22:05:00Z"
            }
            """
        let response = try await TestServer.post("orders", body)
        #expect(response.status == .badRequest)
        #expect(response.errorReason == #"items[1].quantity: Expected to decode Int but found a string "two" instead, at line 6, column 31."#)
    }

    /// The reason is the client's and Vapor logs it: a value at a key that names a credential is
    /// left out of it (an outside tester saw `found number 98765432` for a password, in both).
    @Test func aPasswordOfTheWrongTypeIsNotEchoed() async throws {
        let response = try await TestServer.post("login", #"{"user": "ann", "password": 98765432}"#)
        #expect(response.status == .badRequest)
        #expect(response.errorReason == "password: Expected to decode String but found number <redacted> instead, at line 1, column 29.")
    }

    @Test func missingKeyNamesTheKeyAndTheObject() async throws {
        let body = """
            {"id": 7, "customer": {}, "items": [], "placedAt": "2026-11-23T22:05:00Z"}
            """
        let response = try await TestServer.post("orders", body)
        #expect(response.status == .badRequest)
        #expect(response.errorReason == #"customer.name: missing key "name" in object at line 1, column 23"#)
    }

    @Test(arguments: ["orders", "orders/validated"])
    func emptyBodyAnswers400(path: String) async throws {
        // The same for a route that validates first: Vapor's "Empty Body" 422 is rewritten too.
        let response = try await TestServer.post(path, "")
        #expect(response.status == .badRequest)
        #expect(response.errorReason == "The given data was not valid JSON: expected a JSON value, found end of input at line 1, column 1")
    }

    @Test func otherUnprocessableEntityErrorsPassThrough() async throws {
        // A route's own 422, even for a JSON request without a body.
        let own = try await TestServer.post("orders/referenced", "")
        #expect(own.status == .unprocessableEntity)
        #expect(own.errorReason == "the order is still referenced")
        // A route's own bare 422, from a route that reads no body, to a client that labels every
        // request JSON: Vapor's answer, not "not valid JSON" (found by an outside tester).
        let bare = try await TestServer.post("orders/shipped", "")
        #expect(bare.status == .unprocessableEntity)
        #expect(bare.errorReason == "Unprocessable Entity")
        // Vapor's own 422 for a body it did not collect: the body is there, just streamed (a
        // large one arrives in many buffers).
        let items = (1...8000).map { #"{"sku": "S\#($0)", "quantity": 1}"# }.joined(separator: ",")
        let large = #"{"id": 7, "customer": {"name": "Ada"}, "items": [\#(items)], "placedAt": "2026-11-23T22:05:00Z"}"#
        let streamed = try await TestServer.post("orders/streamed", large)
        #expect(streamed.status == .unprocessableEntity)
    }

    @Test func contentTypeWithoutADecoderAnswers415() async throws {
        let response = try await TestServer.post("orders", Self.goodOrder, contentType: "application/xml")
        #expect(response.status == .unsupportedMediaType)
    }

    @Test func plainTextGoesToVaporsPlainTextDecoderAndAnswers400() async throws {
        // Vapor registers a decoder for text/plain by default; it cannot make an Order.
        let response = try await TestServer.post("orders", Self.goodOrder, contentType: "text/plain")
        #expect(response.status == .badRequest)
    }

    /// Found by an outside tester: every error of a model's `init(from:)` answered 400, a
    /// validation's 422 too, and a custom error's text reached the client.
    @Test func aModelsOwnErrorsPassAsTheyAre() throws {
        struct Internal: Error, Equatable { var detail: String }
        struct Validated: Decodable {
            init(from decoder: any Decoder) throws {
                let amount = try decoder.singleValueContainer().decode(Int.self)
                if amount < 0 { throw Abort(.unprocessableEntity, reason: "amount must be positive") }
                if amount == 0 { throw Internal(detail: "db=postgres://admin:pw@10.0.0.5/prod") }
            }
        }
        let decoder = FleeceContentDecoder()
        do {
            _ = try decoder.decode(Validated.self, from: ByteBuffer(string: "-5"), headers: [:])
            Issue.record("expected the model's Abort")
        } catch let abort as Abort {
            #expect(abort.status == .unprocessableEntity)
            #expect(abort.reason == "amount must be positive")
        }
        #expect(throws: Internal(detail: "db=postgres://admin:pw@10.0.0.5/prod")) {
            try decoder.decode(Validated.self, from: ByteBuffer(string: "0"), headers: [:])
        }
        // A body that does not fit is still the client's 400.
        do {
            _ = try decoder.decode(Validated.self, from: ByteBuffer(string: #""five""#), headers: [:])
            Issue.record("expected a 400")
        } catch let abort as Abort {
            #expect(abort.status == .badRequest)
            #expect(abort.reason == #"Expected to decode Int but found a string "five" instead, at line 1, column 1."#)
        }
    }

    @Test func userInfoFromVaporReachesTheDecoder() throws {
        // `req.content.get(_:at:)` works through userInfo; a keyed read through it decodes.
        let key = CodingUserInfoKey(rawValue: "fleece.test")!
        let decoded = try FleeceContentDecoder().decode(
            UserInfoProbe.self, from: ByteBuffer(string: "{}"), headers: [:], userInfo: [key: "given"])
        #expect(decoded.value == "given")
    }
}

/// Reads the value under the `fleece.test` user-info key.
private struct UserInfoProbe: Decodable {
    var value: String?
    init(from decoder: any Decoder) throws {
        value = decoder.userInfo[CodingUserInfoKey(rawValue: "fleece.test")!] as? String
    }
}
