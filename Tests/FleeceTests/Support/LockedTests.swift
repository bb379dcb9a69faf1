@testable import Fleece
import Testing

/// The lock under contention: no lost update, and (under `--sanitize=thread`) no race reported.
@Suite("Locked")
struct LockedTests {
    @Test("increments from many tasks at once are all counted")
    func contendedIncrements() async {
        let counter = Locked(0)
        let tasks = 8, increments = 20_000
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    for _ in 0..<increments { counter.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.withLock { $0 } == tasks * increments)
    }

    @Test("a value filled once under contention is the one every task reads")
    func fillOnce() async {
        let cache = Locked<[Int: String]>([:])
        await withTaskGroup(of: String.self) { group in
            for task in 0..<8 {
                group.addTask {
                    cache.withLock { table in
                        if let stored = table[1] { return stored }
                        table[1] = "task \(task)"
                        return table[1] ?? ""
                    }
                }
            }
            var seen: Set<String> = []
            for await value in group { seen.insert(value) }
            #expect(seen.count == 1)
            #expect(seen.first == cache.withLock { $0[1] })
        }
    }

    @Test("a throwing body releases the lock")
    func throwingBodyUnlocks() {
        struct Failure: Error {}
        let value = Locked(1)
        #expect(throws: Failure.self) { try value.withLock { _ in throw Failure() } }
        #expect(value.withLock { $0 } == 1)
    }
}
