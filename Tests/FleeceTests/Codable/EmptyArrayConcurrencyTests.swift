import Fleece
import Testing

/// Empty arrays decoded on many threads at once. `Array(unsafeUninitializedCapacity: 0)` hands
/// out the one shared empty-array storage and then writes its count, so decoding empty arrays
/// through it on two threads at once was a data race that ThreadSanitizer (in CI) reports.
@Suite("Empty arrays decoded concurrently")
struct EmptyArrayConcurrencyTests {
    struct Model: Decodable, Equatable, Sendable {
        var ints: [Int]
        var strings: [String]
        var nested: [[Double]]
        var records: [Record]
        struct Record: Decodable, Equatable, Sendable { var id: Int }
    }

    @Test("each task gets the empty arrays, and no task writes storage another reads")
    func emptyArraysFromManyTasks() async throws {
        let text = #"{"ints": [], "strings": [], "nested": [[], []], "records": []}"#
        let expected = Model(ints: [], strings: [], nested: [[], []], records: [])
        try await withThrowingTaskGroup(of: Model.self) { group in
            for _ in 0..<200 {
                group.addTask { try JSONCodableDecoder().decode(Model.self, from: text) }
            }
            for try await model in group {
                #expect(model == expected)
            }
        }
    }
}
