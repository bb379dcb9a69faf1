import Foundation
import FleeceFoundation
import Testing

// The detached task of Sources/Fleece/Fleece.docc/Leniency.md ("The report") in its `Decodable`
// form, with the article's `Offers`, kept compiling and true: a `Task.detached` inherits no report
// (an outside tester's decode off the main actor reported nothing), and one collected inside it
// reports. (The functional form is in FleeceTests' LeniencyArticleTests.)
@Suite struct LeniencyDetachedTaskTests {
    struct Offer: Codable {
        var name: String
        @Convertible var price: Double
        @Default<Zero> var stock: Int
    }

    struct Offers: Codable {
        @FailableDecodableArray var offers: [Offer]
    }

    let data = Data(#"{"offers": [{"name": "a", "price": "2.5"}, {"name": 7, "price": 1}]}"#.utf8)

    @Test func aDetachedTaskCollectsInsideItself() async throws {
        let data = self.data
        let (offers, report) = try await Task.detached {
            try LeniencyReport.collecting { try FleeceDecoder().decode(Offers.self, from: data) }
        }.value
        #expect(offers.offers.map(\.name) == ["a"])
        #expect(offers.offers.map(\.price) == [2.5])
        #expect(report.entries.map(\.description) == [
            #"offers[0].price: converted value: Expected to decode Double but found a string "2.5" instead, at line 1, column 36."#,
            #"offers[0].stock: used default at line 1, column 13"#,
            #"offers[1]: skipped element: offers[1].name: Expected to decode String but found number 7 instead, at line 1, column 53."#,
        ])

        // Collected around it, the report sees nothing of what the detached task forgave.
        let (_, outside) = try await LeniencyReport.collecting {
            try await Task.detached { try FleeceDecoder().decode(Offers.self, from: data) }.value
        }
        #expect(outside.isEmpty)
    }
}
