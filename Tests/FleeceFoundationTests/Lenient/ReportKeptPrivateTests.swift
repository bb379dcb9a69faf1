import Foundation
import FleeceFoundation
import Testing

/// A library keeps what its own models forgive out of its callers' reports with
/// `LeniencyReport.withoutCollecting`.
@Suite("LeniencyReport.withoutCollecting: a library's forgiveness stays its own")
struct ReportKeptPrivateTests {
    struct Refund: Decodable {
        @Default<Zero> var amount: Int
        @FailableDecodable var original: Original?
    }

    struct Original: Decodable { var id: String }

    /// Computed, not stored: LeakSanitizer does not see a global `Data`'s storage as reachable.
    static var body: Data { Data(#"{"amount": "12", "original": {"id": 4111111111111111}}"#.utf8) }

    /// What an SDK's API does: decodes its own model, forgiving.
    static func sdkRefund() throws -> Refund {
        try LeniencyReport.withoutCollecting { try FleeceDecoder().decode(Refund.self, from: body) }
    }

    @Test("the caller's report gets nothing; the same decode outside it reports both fields")
    func callerSeesNothing() throws {
        let (refund, report) = try LeniencyReport.collecting { try Self.sdkRefund() }
        #expect(refund.amount == 0)
        #expect(refund.original == nil)
        #expect(report.isEmpty)
        let (_, open) = try LeniencyReport.collecting { try FleeceDecoder().decode(Refund.self, from: Self.body) }
        #expect(open.entries.map(\.path.description) == ["amount", "original"])
    }

    @Test("a report the library collects inside has its entries, and the caller's none")
    func libraryKeepsItsOwn() throws {
        let (inner, outer) = try LeniencyReport.collecting {
            try LeniencyReport.withoutCollecting {
                try LeniencyReport.collecting { try FleeceDecoder().decode(Refund.self, from: Self.body) }.report
            }
        }
        #expect(inner.entries.map(\.path.description) == ["amount", "original"])
        #expect(outer.isEmpty)
    }

    @Test("async: child tasks of the body report to no one")
    func asyncChildTasks() async throws {
        let (count, report) = try await LeniencyReport.collecting {
            try await LeniencyReport.withoutCollecting {
                try await withThrowingTaskGroup(of: Int.self) { group in
                    for _ in 0..<4 { group.addTask { try FleeceDecoder().decode(Refund.self, from: Self.body).amount } }
                    return try await group.reduce(0, +) + 4
                }
            }
        }
        #expect(count == 4)
        #expect(report.isEmpty)
    }
}

@Suite("LeniencyReport made in a test")
struct MadeReportTests {
    @Test("a report of entries made by hand reads as one collected")
    func madeByHand() {
        let report = LeniencyReport(entries: [
            .init(action: .usedDefault, path: JSONPath([.key("stock")]), position: nil, error: nil),
        ], omittedCount: 2)
        #expect(report.entries.map(\.description) == ["stock: used default"])
        #expect(report.omittedCount == 2)
        #expect(!report.isEmpty)
        #expect(LeniencyReport().isEmpty)
    }
}
