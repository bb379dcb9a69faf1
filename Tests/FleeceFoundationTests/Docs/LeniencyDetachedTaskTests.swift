import Foundation
import FleeceFoundation
import Testing

// The detached task of Sources/Fleece/Fleece.docc/Leniency.md ("The report"), kept compiling and
// true: a `Task.detached` inherits no report (an outside tester's decode off the main actor
// reported nothing), and one collected inside it reports.
@Suite struct LeniencyDetachedTaskTests {
    struct Catalog: Decodable, Sendable {
        @FailableDecodableArray var products: [String]
    }

    let data = Data(#"{"products": ["a", 7, "c"]}"#.utf8)

    @Test func aDetachedTaskCollectsInsideItself() async throws {
        let data = self.data
        let (catalog, report) = try await Task.detached {
            try LeniencyReport.collecting { try FleeceDecoder().decode(Catalog.self, from: data) }
        }.value
        #expect(catalog.products == ["a", "c"])
        #expect(report.entries.map(\.description) == [#"products[1]: skipped element: Expected to decode String but found number 7 instead, at line 1, column 20."#])

        // Collected around it, the report sees nothing of what the detached task forgave.
        let (_, outside) = try await LeniencyReport.collecting {
            try await Task.detached { try FleeceDecoder().decode(Catalog.self, from: data) }.value
        }
        #expect(outside.isEmpty)
    }
}
