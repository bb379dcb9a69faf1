import Testing
import Fleece

@Suite("LeniencyReport")
struct LeniencyReportTests {
    struct Forgiven: Error, CustomStringConvertible {
        var description: String { "expected Double, found string \"n/a\"" }
    }

    @Test("collects what is recorded inside, and only inside")
    func collects() {
        LeniencyReport.record(.init(action: .usedDefault, path: [.key("outside")], position: nil, error: nil))
        #expect(!LeniencyReport.isCollecting)
        let (value, report) = LeniencyReport.collecting {
            #expect(LeniencyReport.isCollecting)
            LeniencyReport.record(.init(action: .skippedElement, path: [.key("products"), .index(2)],
                                        position: JSONPosition(offset: 40, line: 9, column: 17), error: Forgiven()))
            LeniencyReport.record(.init(action: .usedDefault, path: [.key("count")], position: nil, error: nil))
            return 42
        }
        #expect(value == 42)
        #expect(report.entries.map(\.description) == [
            "products[2]: skipped element: expected Double, found string \"n/a\" at line 9, column 17",
            "count: used default",
        ])
    }

    @Test("tasks started inside report too")
    func tasks() async {
        let (_, report) = await LeniencyReport.collecting {
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<10 {
                    group.addTask {
                        LeniencyReport.record(.init(action: .replacedWithNil, path: [.index(index)], position: nil, error: nil))
                    }
                }
            }
        }
        #expect(report.entries.count == 10)
        #expect(Set(report.entries.map(\.path)) == Set((0..<10).map { JSONPath([.index($0)]) }))
    }

    @Test("a collecting inside another reports to both")
    func nested() {
        let (inner, outer) = LeniencyReport.collecting {
            LeniencyReport.record(.init(action: .usedDefault, path: [.key("a")], position: nil, error: nil))
            let (_, inner) = LeniencyReport.collecting {
                LeniencyReport.record(.init(action: .usedDefault, path: [.key("b")], position: nil, error: nil))
            }
            LeniencyReport.record(.init(action: .usedDefault, path: [.key("c")], position: nil, error: nil))
            return inner
        }
        #expect(inner.entries.map(\.path.description) == ["b"])
        #expect(outer.entries.map(\.path.description) == ["a", "b", "c"])
    }

    @Test("a task that outlives its collecting records nothing more")
    func outlivingTask() async {
        let (gate, opening) = AsyncStream<Void>.makeStream()
        let (escaped, report) = await LeniencyReport.collecting {
            let task = Task {
                for await _ in gate { break }
                let wasCollecting = LeniencyReport.isCollecting
                LeniencyReport.record(.init(action: .usedDefault, path: [.key("late")], position: nil, error: nil))
                return wasCollecting
            }
            await Task.yield()
            return task
        }
        opening.yield()
        #expect(await escaped.value == false)
        #expect(report.isEmpty)
    }

    @Test("a limit keeps the first entries and counts the rest")
    func limit() async throws {
        let json = try JSON(parsing: #"{"counts": [1, "a", "b", 2, "c", "d", "e"]}"#)
        let (counts, report) = LeniencyReport.collecting(keepingAtMost: 2) { (json <||~ "counts") as Decoded<[Int]> }
        #expect(counts.value == [1, 2])
        #expect(report.entries.map(\.path.description) == ["counts[1]", "counts[2]"])
        #expect(report.omittedCount == 3 && !report.isEmpty)
        let (_, none) = LeniencyReport.collecting(keepingAtMost: 0) { (json <||~ "counts") as Decoded<[Int]> }
        #expect(none.entries.isEmpty && none.omittedCount == 5 && !none.isEmpty)
        let (_, everything) = LeniencyReport.collecting { (json <||~ "counts") as Decoded<[Int]> }
        #expect(everything.entries.count == 5 && everything.omittedCount == 0)
        // The async form, with tasks reporting at once.
        let (_, concurrent) = await LeniencyReport.collecting(keepingAtMost: 4) {
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<10 {
                    group.addTask {
                        LeniencyReport.record(.init(action: .replacedWithNil, path: [.index(index)], position: nil, error: nil))
                    }
                }
            }
        }
        #expect(concurrent.entries.count == 4 && concurrent.omittedCount == 6)
    }

    @Test("past every report's limit an entry is counted, not built; one that a report keeps is built once")
    func entriesPastTheLimitAreNotBuilt() {
        let built = BuildCounter()
        func entry(_ index: Int) -> LeniencyReport.Entry {
            built.count += 1
            return LeniencyReport.Entry(action: .skippedElement, path: [.index(index)], position: nil, error: nil)
        }
        let (inner, outer) = LeniencyReport.collecting(keepingAtMost: 5) {
            LeniencyReport.collecting(keepingAtMost: 2) {
                for index in 0..<10 { LeniencyReport.record(entry(index)) }
            }.report
        }
        #expect(inner.entries.map(\.path) == [[.index(0)], [.index(1)]] && inner.omittedCount == 8)
        #expect(outer.entries.count == 5 && outer.omittedCount == 5)
        #expect(built.count == 5)
        // Nobody collecting: nothing built.
        LeniencyReport.record(entry(10))
        #expect(built.count == 5)
    }
}

/// Counts the entries a test builds.
private final class BuildCounter: @unchecked Sendable {
    var count = 0
}

@Suite("LeniencyReport entries from the functional API")
struct LeniencyReportFunctionalTests {
    @Test("an error that names its path is not made to repeat it")
    func pathOnce() throws {
        let json = try JSON(parsing: #"{"products":[1,"x",3]}"#)
        let (products, report) = LeniencyReport.collecting { () -> Decoded<[Int]> in json <||~ "products" }
        #expect(products.value == [1, 3])
        #expect(report.entries.map(\.description) == [
            #"products[1]: skipped element: expected Int, found string "x" at line 1, column 16"#,
        ])
    }
}
