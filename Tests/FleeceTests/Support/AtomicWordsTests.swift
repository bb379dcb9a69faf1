@_spi(FleeceAtomics) @testable import Fleece
import Testing

/// The module's atomic words: each operation's result, and no lost update under contention (and,
/// under `--sanitize=thread`, no race reported: the builtins are instrumented).
@Suite("AtomicWords")
struct AtomicWordsTests {
    @Test("words start at 0 and are independent of each other")
    func startAtZero() {
        let words = AtomicWords(count: 3)
        words[1].store(7, ordering: .releasing)
        #expect(words[0].load(ordering: .relaxed) == 0)
        #expect(words[1].load(ordering: .acquiring) == 7)
        #expect(words[2].load(ordering: .relaxed) == 0)
    }

    @Test("exchange returns what the word held and stores the new value")
    func exchange() {
        let words = AtomicWords(count: 1)
        words[0].store(UInt64.max, ordering: .relaxed)
        #expect(words[0].exchange(5, ordering: .acquiringAndReleasing) == UInt64.max)
        #expect(words[0].exchange(0, ordering: .acquiring) == 5)
        #expect(words[0].load(ordering: .relaxed) == 0)
    }

    @Test("compare-and-exchange stores only over the expected value, and says what was there")
    func compareExchange() {
        let words = AtomicWords(count: 1)
        let first = words[0].compareExchange(expected: 0, desired: 42, ordering: .acquiringAndReleasing)
        #expect(first.exchanged && first.original == 0)
        let second = words[0].compareExchange(expected: 0, desired: 9, ordering: .releasing)
        #expect(!second.exchanged && second.original == 42)
        #expect(words[0].load(ordering: .relaxed) == 42)
    }

    @Test("bitwise or sets bits and returns the word before")
    func bitwiseOr() {
        let words = AtomicWords(count: 1)
        words[0].store(0b1000, ordering: .relaxed)
        #expect(words[0].bitwiseOr(0b0001, ordering: .acquiringAndReleasing) == 0b1000)
        #expect(words[0].bitwiseOr(0b0001, ordering: .acquiringAndReleasing) == 0b1001)
        #expect(words[0].load(ordering: .relaxed) == 0b1001)
    }

    /// An owner of words, as the module's are owned (a document, a decoder, a lock).
    final class Owner: Sendable {
        let words = AtomicWords(count: 1)
    }

    @Test("increments by weak compare-and-exchange from many tasks at once are all counted")
    func contendedIncrements() async {
        let owner = Owner()
        let tasks = 8, increments = 20_000
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    let word = owner.words[0]
                    for _ in 0..<increments {
                        var seen = word.load(ordering: .relaxed)
                        while true {
                            let attempt = word.weakCompareExchange(expected: seen, desired: seen + 1, ordering: .acquiringAndReleasing)
                            if attempt.exchanged { break }
                            seen = attempt.original
                        }
                    }
                }
            }
        }
        #expect(owner.words[0].load(ordering: .acquiring) == UInt64(tasks * increments))
    }
}
