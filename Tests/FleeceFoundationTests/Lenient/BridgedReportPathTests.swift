import Fleece
import FleeceFoundation
import Foundation
import Testing

/// Found by an outside tester: a leniency report's entries lost their path from the root where
/// one style decodes a value of the other. A `Codable` item inside a functional chain gave
/// `qty: converted value …` for both items of `data.items`, and a `DecodableByJSON` value
/// inside a `Codable` model under `JSONDecoder` gave `amount: …`. Entries now name the value
/// from the root of the input, as a failure in the same place does.
@Suite struct BridgedReportPathTests {
    struct Item: Codable, JSONDecodableByCodable, Equatable {
        var sku: String
        @Convertible var qty: Int
    }

    struct Order: JSONDecodable {
        let items: [Item]
        static func decode(_ json: JSON) -> Decoded<Order> { Order.init <^> json <|| ["data", "items"] }
    }

    static let orderText = """
        {"data": {"items": [
          {"sku": "A", "qty": "2"},
          {"sku": "B", "qty": "5"}
        ]}}
        """

    @Test func aCodableValueInAFunctionalChainRecordsFromTheRoot() throws {
        let json = try JSON(parsing: Self.orderText)
        let (order, report) = LeniencyReport.collecting { Order.decode(json) }
        #expect(try order.get().items.map(\.qty) == [2, 5])
        #expect(report.entries.map(\.path.description) == ["data.items[0].qty", "data.items[1].qty"])
        #expect(report.entries.map(\.position?.description) == ["line 2, column 23", "line 3, column 23"])
        // The method API, and a decode of the part with FleeceDecoder or the core decoder.
        let (_, needReport) = try LeniencyReport.collecting { try json.need(["data", "items"]) as [Item] }
        #expect(needReport.entries.map(\.path.description) == ["data.items[0].qty", "data.items[1].qty"])
        let items = try #require(json["data"]?["items"])
        let (_, partReport) = try LeniencyReport.collecting { try FleeceDecoder().decode([Item].self, from: items) }
        #expect(partReport.entries.map(\.path.description) == ["data.items[0].qty", "data.items[1].qty"])
        let (_, coreReport) = try LeniencyReport.collecting { try JSONCodableDecoder().decode([Item].self, from: items) }
        #expect(coreReport.entries.map(\.path.description) == ["data.items[0].qty", "data.items[1].qty"])
        // The whole document still records from its root.
        let (_, wholeReport) = try LeniencyReport.collecting {
            try FleeceDecoder().decode([String: [String: [Item]]].self, from: Data(Self.orderText.utf8))
        }
        #expect(wholeReport.entries.map(\.path.description) == ["data.items[0].qty", "data.items[1].qty"])
    }

    struct Money: JSONDecodable, DecodableByJSON, Equatable {
        let amount: Double
        let tags: [String]
        static func decode(_ json: JSON) -> Decoded<Money> {
            curry(Money.init) <^> json <|~ "amount" <*> json <||~ "tags"
        }
    }

    struct Line: Decodable { let price: Money }
    struct Invoice: Decodable { let lines: [Line] }

    @Test("a DecodableByJSON value in a Codable model records from the root, under either decoder",
          arguments: ["FleeceDecoder", "JSONDecoder"])
    func aFunctionalValueInACodableModelRecordsFromTheRoot(decoder: String) throws {
        let data = Data(#"{"lines": [{"price": {"amount": 1, "tags": []}}, {"price": {"amount": "2.5", "tags": ["a", 1]}}]}"#.utf8)
        let (invoice, report) = try LeniencyReport.collecting {
            decoder == "FleeceDecoder" ? try FleeceDecoder().decode(Invoice.self, from: data) : try JSONDecoder().decode(Invoice.self, from: data)
        }
        #expect(invoice.lines.map(\.price) == [Money(amount: 1, tags: []), Money(amount: 2.5, tags: ["a"])])
        #expect(report.entries.map(\.path.description) == ["lines[1].price.amount", "lines[1].price.tags[1]"])
        #expect(report.entries.map(\.action) == [.convertedValue, .skippedElement])
    }

    enum Resource: JSONDecodable, DecodableByJSON, Equatable {
        case patient(String)
        static func decode(_ json: JSON) -> Decoded<Resource> {
            json.decode(discriminator: "resourceType", .case("Patient") { patient in (patient <| "id").map(Resource.patient) })
        }
    }

    struct Bundle: Decodable { @FailableDecodableArray var entry: [Resource] }

    /// Found by an outside tester writing a FHIR client: the entry for a skipped element that
    /// a functional model refused said its path twice (`entry[0].resourceType: entry[0].resourceType: …`).
    @Test("a functional model's failure in a Codable lossy array names its path once",
          arguments: ["FleeceDecoder", "JSONDecoder"])
    func aSkippedFunctionalElementNamesItsPathOnce(decoder: String) throws {
        let data = Data(#"{"entry": [{"resourceType": "Basic", "id": "b"}, {"resourceType": "Patient", "id": "p"}]}"#.utf8)
        let (bundle, report) = try LeniencyReport.collecting {
            decoder == "FleeceDecoder" ? try FleeceDecoder().decode(Bundle.self, from: data) : try JSONDecoder().decode(Bundle.self, from: data)
        }
        #expect(bundle.entry == [.patient("p")])
        let position = decoder == "FleeceDecoder" ? " at line 1, column 29" : ""
        #expect(report.entries.map(\.description)
                == [#"entry[0]: skipped element: entry[0].resourceType: expected one of "Patient", found string "Basic""# + position])
    }
}
