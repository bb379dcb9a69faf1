import Foundation
import FleeceFoundation
import Testing

/// Found by an outside tester: under `JSONDecoder`, a lenient wrapper's entry for a number that
/// does not fit its type printed Foundation's internal error,
/// `v[3]: skipped element: numberIsNotRepresentableInSwift(parsed: "3.5")`.
@Suite struct JSONDecoderNumberInReportTests {
    enum Zero: DefaultValueProvider { static var defaultValue: Int { 0 } }

    struct Model: Decodable {
        @FailableDecodableArray var list: [Int]
        @FailableDecodableDictionary var counts: [String: UInt8]
        @FailableDecodable var single: Int?
        @Default<Zero> var count: Int
    }

    @Test func isSaidAsFleeceDecoderSaysIt() throws {
        let text = #"{"list": [1, 3.5], "counts": {"a": 1, "b": 300}, "single": 2.5, "count": -0.5}"#
        let (model, report) = try LeniencyReport.collecting {
            try JSONDecoder().decode(Model.self, from: Data(text.utf8))
        }
        #expect(model.list == [1] && model.counts == ["a": 1] && model.single == nil && model.count == 0)
        #expect(report.entries.map(\.description) == [
            "list[1]: skipped element: The number 3.5 does not fit in Int.",
            "counts.b: skipped element: The number 300 does not fit in UInt8.",
            "single: replaced with nil: The number 2.5 does not fit in Int.",
            "count: used default: The number -0.5 does not fit in Int.",
        ])
        // Kept underneath, as it was thrown.
        let underlying = (report.entries.first?.error as? DecodingError)?.context?.underlyingError
        #expect(underlying.map { "\($0)" } == #"numberIsNotRepresentableInSwift(parsed: "3.5")"#)
    }

    struct Contact: Decodable { var id: Int; var name: String }

    struct Export: Decodable {
        @FailableDecodableArray var contacts: [Contact]
        @FailableDecodable var owner: Contact?
        @Convertible var rank: Int?
    }

    /// Found by an outside tester: a number deep in a model was said not to fit the model
    /// (`does not fit in Contact`), and `@Convertible`'s did not name its type. Foundation's
    /// error does not say which field: the entry says so, and names the model.
    @Test func aNumberInAModelIsSaidToFitNoFieldOfIt() throws {
        let text = #"{"contacts": [{"id": 12345678901234567890, "name": "Dee"}, {"id": 1, "name": "Ok"}], "owner": {"id": 1.5, "name": "X"}, "rank": 1.5}"#
        let (export, report) = try LeniencyReport.collecting {
            try JSONDecoder().decode(Export.self, from: Data(text.utf8))
        }
        #expect(export.contacts.map(\.name) == ["Ok"] && export.owner == nil && export.rank == nil)
        #expect(report.entries.map(\.description) == [
            "contacts[0]: skipped element: The number 12345678901234567890 does not fit the field of Contact that reads it (JSONDecoder does not say which).",
            "owner: replaced with nil: The number 1.5 does not fit the field of Contact that reads it (JSONDecoder does not say which).",
            "rank: replaced with nil: The number 1.5 does not fit in Int.",
        ])
    }
}
