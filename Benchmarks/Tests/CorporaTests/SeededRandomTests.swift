import Testing
@testable import Corpora

@Suite struct SeededRandomTests {
    @Test func matchesTheSplitMix64ReferenceSequence() {
        // The published first outputs of SplitMix64 seeded with 0.
        var random = SeededRandom(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func staysInsideTheRequestedRange() {
        var random = SeededRandom(seed: 42)
        var seen = Set<Int>()
        for _ in 0 ..< 1_000 {
            let value = random.int(in: -2 ... 2)
            #expect((-2 ... 2).contains(value))
            seen.insert(value)
        }
        #expect(seen == [-2, -1, 0, 1, 2])
    }

    @Test func increasingIdsAreDistinctAndSorted() {
        var random = SeededRandom(seed: 7)
        let ids = random.increasingIds(50, from: 100, steps: 1 ... 3)
        #expect(ids.count == 50)
        #expect(ids.first == 100)
        #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 })
    }
}
