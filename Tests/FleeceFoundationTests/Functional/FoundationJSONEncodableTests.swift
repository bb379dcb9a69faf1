import Fleece
import FleeceFoundation
import Foundation
import Testing

/// `Decimal`, `URL` and `UUID` write themselves as `JSONEncoder` writes them, and their
/// `decode(_:)` reads back the same value; `JSON.Number` decodes as written, every digit kept.
/// Wished for by outside testers writing a payments app and a FHIR client.
@Suite struct FoundationJSONEncodableTests {
    struct Charge: JSONEncodable, Encodable {
        let amount: Decimal
        let receipt: URL
        let id: UUID
        func write(to writer: inout JSONTextWriter) {
            writer.writeObject { object in
                object.write(amount, forKey: "amount")
                object.write(receipt, forKey: "receipt")
                object.write(id, forKey: "id")
            }
        }
    }

    /// `value` as `JSONEncoder` writes it, in an array (the order of one value is certain).
    static func foundationText<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
    }

    @Test(arguments: ["12.30", "0", "-0.001", "19.99", "123456789012345678901234567890", "1e-20", "-98765.4321e10"])
    func decimalsAsJSONEncoderWritesThem(text: String) throws {
        let decimal = try #require(Decimal(string: text))
        #expect("[\(decimal.jsonText())]" == (try Self.foundationText(decimal)))
        #expect(try Decimal.decode(try JSON(parsing: decimal.jsonText())).get() == decimal)
    }

    @Test func aDecimalThatIsNotANumberIsNull() {
        #expect(Decimal.nan.jsonText() == "null")
    }

    @Test func urlsAndUUIDsAsJSONEncoderWritesThem() throws {
        let url = try #require(URL(string: "https://example.com/receipts/7?lang=en&q=a%20b"))
        let relative = try #require(URL(string: "r/7", relativeTo: URL(string: "https://example.com/base/")))
        let id = try #require(UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"))
        // `JSONEncoder` escapes `/` (`https:\/\/…`), which `JSONTextWriter` does not: the same string.
        #expect(try JSON(parsing: "[\(url.jsonText())]") == JSON(parsing: try Self.foundationText(url)))
        #expect(url.jsonText() == #""https://example.com/receipts/7?lang=en&q=a%20b""#)
        #expect(relative.jsonText() == #""https://example.com/base/r/7""#)
        #expect(id.jsonText() == #""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#)
        #expect("[\(id.jsonText())]" == (try Self.foundationText(id)))
        #expect(try URL.decode(url.json()).get() == url)
        #expect(try UUID.decode(id.json()).get() == id)
    }

    @Test func aModelWritesThemInside() throws {
        let charge = Charge(amount: try #require(Decimal(string: "12.30")), receipt: try #require(URL(string: "https://example.com/r/1")),
                            id: try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")))
        #expect(charge.jsonText() == #"{"amount":12.3,"receipt":"https://example.com/r/1","id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}"#)
        #expect(try JSON(parsing: charge.jsonText()) == JSON(parsing: try JSONEncoder().encode(charge)))
    }

    @Test func aNumberDecodesAsWritten() throws {
        let json = try JSON(parsing: #"{"value": 1.50, "big": 12345678901234567890123, "text": "1.50"}"#)
        let value: JSON.Number = try json.need("value")
        #expect(value.text == "1.50")
        #expect(value.jsonText() == "1.50")
        #expect(try json.need("big", as: JSON.Number.self).text == "12345678901234567890123")
        #expect(throws: DecodeError.self) { try json.need("text", as: JSON.Number.self) }
        #expect(JSON.Number.decode(json["text"] ?? .null).failureReason == #"expected number, found string "1.50""#)
    }
}

extension Result where Failure == DecodeError {
    /// The first failure's reason in words, or nil on success.
    fileprivate var failureReason: String? {
        if case .failure(let error) = self { return error.failures.first?.reason.description }
        return nil
    }
}
