import FleeceHummingbird
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Good and broken bodies sent to a real server: a good one decodes, a broken one answers 400
/// with Fleece's one-line message (path, line, column), never 500.
@Suite struct RequestDecoderTests {
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
        try await TestServer.withClient { client in
            let response = try await client.post("/orders", Self.goodOrder)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
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
            #expect(response.headers[.contentLength] == String(response.body.readableBytes))
        }
    }

    /// Hummingbird's own decoder, `JSONDecoder`, reads UTF-16 and UTF-32 bodies; so does Fleece's.
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
        try await TestServer.withClient { client in
            for (name, body) in bodies {
                #expect(try decoder.decode(Order.self, from: Data(body)) == expected, "\(name)")
                let response = try await client.post("/orders", bytes: body)
                #expect(response.status == .ok, "\(name): \(response.errorMessage ?? "")")
                #expect((try? decoder.decode(Order.self, from: Data(response.body.readableBytesView))) == expected, "\(name)")
            }
        }
    }

    /// The good order's text in `encoding`, without a byte-order mark.
    static func encoded(_ encoding: String.Encoding) -> [UInt8] {
        [UInt8](goodOrder.data(using: encoding) ?? Data())
    }

    @Test func acceptsJSONMediaTypesAndNoContentType() async throws {
        try await TestServer.withClient { client in
            for contentType in ["application/json; charset=utf-8", "Application/JSON", "application/vnd.shop+json", nil] {
                let response = try await client.post("/orders", Self.goodOrder, contentType: contentType)
                #expect(response.status == .ok, "Content-Type \(contentType ?? "none")")
            }
        }
    }

    @Test func syntaxErrorAnswers400WithLineAndColumn() async throws {
        let body = """
            {
              "id": 7,
              "customer": {"name": "Ada"},
              "items": [}
            }
            """
        try await TestServer.withClient { client in
            let response = try await client.post("/orders", body)
            #expect(response.status == .badRequest)
            #expect(response.errorMessage == "The given data was not valid JSON: expected a JSON value, found '}' at line 4, column 13")
        }
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
        try await TestServer.withClient { client in
            let response = try await client.post("/orders", body)
            #expect(response.status == .badRequest)
            #expect(response.errorMessage == #"items[1].quantity: Expected to decode Int but found a string "two" instead, at line 6, column 31."#)
        }
    }

    /// A value at a key that names a credential is left out of the message (an outside tester
    /// saw `found number 98765432` for a password).
    @Test func aPasswordOfTheWrongTypeIsNotEchoed() async throws {
        try await TestServer.withClient { client in
            let response = try await client.post("/login", #"{"user": "ann", "password": 98765432}"#)
            #expect(response.status == .badRequest)
            #expect(response.errorMessage == "password: Expected to decode String but found number <redacted> instead, at line 1, column 29.")
        }
    }

    @Test func missingKeyNamesTheKeyAndTheObject() async throws {
        let body = """
            {"id": 7, "customer": {}, "items": [], "placedAt": "2026-11-23T22:05:00Z"}
            """
        try await TestServer.withClient { client in
            let response = try await client.post("/orders", body)
            #expect(response.status == .badRequest)
            #expect(response.errorMessage == #"customer.name: missing key "name" in object at line 1, column 23"#)
        }
    }

    @Test func emptyBodyAnswers400() async throws {
        try await TestServer.withClient { client in
            let response = try await client.post("/orders", "")
            #expect(response.status == .badRequest)
            #expect(response.errorMessage == "The given data was not valid JSON: expected a JSON value, found end of input at line 1, column 1")
        }
    }

    @Test func wrongContentTypeAnswers415() async throws {
        try await TestServer.withClient { client in
            let response = try await client.post("/orders", Self.goodOrder, contentType: "text/plain")
            #expect(response.status == .unsupportedMediaType)
            #expect(response.errorMessage == "expected a JSON body (Content-Type application/json), found Content-Type text/plain")
            // Its parameters are not echoed, and a long one is cut.
            let withToken = try await client.post("/orders", Self.goodOrder, contentType: "text/plain; access_token=SUPERSECRET")
            #expect(withToken.errorMessage == "expected a JSON body (Content-Type application/json), found Content-Type text/plain")
            let long = try await client.post("/orders", Self.goodOrder, contentType: "text/" + String(repeating: "x", count: 6000))
            #expect(long.errorMessage == "expected a JSON body (Content-Type application/json), found Content-Type text/" + String(repeating: "x", count: 95) + "…")
        }
    }

    /// The decoder's own size limit answered 400, "not valid JSON" (found by an outside tester).
    @Test func bodyOverTheDecodersLimitAnswers413() async throws {
        let body = #"{"id": 7, "customer": {"name": ""# + String(repeating: "A", count: 1_500) + #""}, "items": [], "placedAt": "2026-11-23T22:05:00Z"}"#
        try await TestServer.withClient { client in
            let response = try await client.post("/orders/limited", body)
            #expect(response.status == .contentTooLarge)
            #expect(response.errorMessage == "the body is longer than 1000 bytes")
            let small = try await client.post("/orders/limited", Self.goodOrder)
            #expect(small.status == .ok)
        }
    }

    @Test func bodyOverTheUploadLimitAnswers413() async throws {
        let items = Array(repeating: #"{"sku": "A1", "quantity": 2}"#, count: 80_000).joined(separator: ",")
        let body = #"{"id": 7, "customer": {"name": "Ada"}, "items": ["# + items + #"], "placedAt": "2026-11-23T22:05:00Z"}"#
        #expect(body.utf8.count > 2 * 1024 * 1024)
        try await TestServer.withClient { client in
            let response = try await client.post("/orders", body)
            #expect(response.status == .contentTooLarge)
        }
    }
}
