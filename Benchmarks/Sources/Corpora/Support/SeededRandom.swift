/// A small, fast pseudo-random generator (SplitMix64) with a fixed seed, so
/// every run on every machine generates byte-identical corpora.
///
/// It deliberately does not lean on the standard library's `random(in:using:)`:
/// that algorithm may change between Swift releases, and the corpora must not.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A uniformly distributed integer in `range` (multiply-high reduction).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        let offset = next().multipliedFullWidth(by: span).high
        return range.lowerBound + Int(offset)
    }

    /// A uniformly distributed value in `0 ..< 1` with 53 random bits.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// One element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(in: 0 ... elements.count - 1)]
    }

    /// `count` decimal digits, the first one never zero.
    mutating func digits(_ count: Int) -> String {
        var text = String(int(in: 1 ... 9))
        for _ in 1 ..< max(count, 1) {
            text.append(String(int(in: 0 ... 9)))
        }
        return text
    }

    /// `count` distinct ids in increasing order, each a random step after the last.
    mutating func increasingIds(_ count: Int, from start: Int, steps: ClosedRange<Int>) -> [Int] {
        var ids: [Int] = []
        var id = start
        for _ in 0 ..< count {
            ids.append(id)
            id += int(in: steps)
        }
        return ids
    }
}
