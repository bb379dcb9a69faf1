/// A minimal arbitrary-precision natural number for checking the conversions'
/// tables and building exact decimal texts of binary fractions in tests.
/// Simple, not fast: little-endian 32-bit limbs without trailing zero limbs.
struct BigNatural: Comparable, CustomStringConvertible {
    private(set) var limbs: [UInt32]

    init(_ value: UInt64) {
        limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
        normalize()
    }

    /// `high · 2^64 + low`.
    init(high: UInt64, low: UInt64) {
        limbs = [low, high].flatMap { [UInt32(truncatingIfNeeded: $0), UInt32(truncatingIfNeeded: $0 >> 32)] }
        normalize()
    }

    static func power(_ base: UInt32, _ exponent: Int) -> BigNatural {
        var result = BigNatural(1)
        for _ in 0..<exponent { result.multiply(by: base) }
        return result
    }

    static func powerOfTwo(_ exponent: Int) -> BigNatural {
        var result = BigNatural(0)
        result.limbs = Array(repeating: 0, count: exponent / 32) + [1 << UInt32(exponent % 32)]
        return result
    }

    private mutating func normalize() {
        while limbs.last == 0 { limbs.removeLast() }
    }

    var bitWidth: Int {
        guard let top = limbs.last else { return 0 }
        return (limbs.count - 1) * 32 + (32 - top.leadingZeroBitCount)
    }

    mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * UInt64(factor) + carry
            limbs[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
        normalize()
    }

    static func * (left: BigNatural, right: BigNatural) -> BigNatural {
        var product = [UInt32](repeating: 0, count: left.limbs.count + right.limbs.count)
        for (i, a) in left.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, b) in right.limbs.enumerated() {
                let sum = UInt64(a) * UInt64(b) + UInt64(product[i + j]) + carry
                product[i + j] = UInt32(truncatingIfNeeded: sum)
                carry = sum >> 32
            }
            product[i + right.limbs.count] = UInt32(carry)
        }
        var result = BigNatural(0)
        result.limbs = product
        result.normalize()
        return result
    }

    static func + (left: BigNatural, right: BigNatural) -> BigNatural {
        var sum = [UInt32]()
        var carry: UInt64 = 0
        for index in 0..<max(left.limbs.count, right.limbs.count) {
            let total = UInt64(index < left.limbs.count ? left.limbs[index] : 0)
                + UInt64(index < right.limbs.count ? right.limbs[index] : 0) + carry
            sum.append(UInt32(truncatingIfNeeded: total))
            carry = total >> 32
        }
        sum.append(UInt32(carry))
        var result = BigNatural(0)
        result.limbs = sum
        result.normalize()
        return result
    }

    /// `self >> count`, or `self << -count` for negative counts.
    func shifted(right count: Int) -> BigNatural {
        var bits = (0..<bitWidth).map { limbs[$0 / 32] >> UInt32($0 % 32) & 1 }
        if count >= 0 {
            bits.removeFirst(min(count, bits.count))
        } else {
            bits.insert(contentsOf: Array(repeating: 0, count: -count), at: 0)
        }
        var result = BigNatural(0)
        result.limbs = Array(repeating: 0, count: (bits.count + 31) / 32)
        for (index, bit) in bits.enumerated() where bit == 1 {
            result.limbs[index / 32] |= 1 << UInt32(index % 32)
        }
        result.normalize()
        return result
    }

    /// The value's low 128 bits as two words.
    var words: (high: UInt64, low: UInt64) {
        let limb = { (index: Int) -> UInt64 in index < self.limbs.count ? UInt64(self.limbs[index]) : 0 }
        return (limb(3) << 32 | limb(2), limb(1) << 32 | limb(0))
    }

    static func < (left: BigNatural, right: BigNatural) -> Bool {
        if left.limbs.count != right.limbs.count { return left.limbs.count < right.limbs.count }
        for index in left.limbs.indices.reversed() where left.limbs[index] != right.limbs[index] {
            return left.limbs[index] < right.limbs[index]
        }
        return false
    }

    /// The decimal digits.
    var description: String {
        var remaining = limbs
        var chunks: [UInt32] = []  // base 10^9, least significant first
        while !remaining.isEmpty {
            var remainder: UInt64 = 0
            for index in remaining.indices.reversed() {
                let current = remainder << 32 | UInt64(remaining[index])
                remaining[index] = UInt32(current / 1_000_000_000)
                remainder = current % 1_000_000_000
            }
            chunks.append(UInt32(remainder))
            while remaining.last == 0 { remaining.removeLast() }
        }
        guard let most = chunks.last else { return "0" }
        return String(most) + chunks.dropLast().reversed().map { chunk in
            let digits = String(chunk)
            return String(repeating: "0", count: 9 - digits.count) + digits
        }.joined()
    }
}
