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
