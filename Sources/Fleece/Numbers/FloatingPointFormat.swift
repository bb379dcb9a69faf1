/// The constants of an IEEE 754 binary format that decimal-to-binary
/// conversion needs. `Binary64` describes `Double`, `Binary32` `Float`.
protocol FloatingPointFormat {
    associatedtype Value: BinaryFloatingPoint & LosslessStringConvertible

    /// Stored significand bits, without the implicit leading one.
    static var explicitSignificandBits: Int { get }
    /// The exponent bias, negated (-1023 for Double).
    static var minimumExponent: Int { get }
    /// The biased exponent of infinity (all exponent bits set).
    static var infiniteExponent: Int { get }

    /// Below 10^this, any significand under 2^64 rounds to zero.
    static var smallestPowerOfTen: Int { get }
    /// Above 10^this, any nonzero significand rounds to infinity.
    static var largestPowerOfTen: Int { get }
    /// The powers of ten for which `significand × 10^q` (significand under
    /// 2^64) can fall exactly halfway between two neighbouring values.
    static var exactHalfwayPowersOfTen: ClosedRange<Int> { get }

    /// Significands up to this and powers of ten up to 10^`largestExactPowerOfTen`
    /// are exact in `Value`, so one multiplication or division rounds correctly.
    static var largestExactSignificand: UInt64 { get }
    static var largestExactPowerOfTen: Int { get }
    /// 10^`exponent` for `exponent` in `0...largestExactPowerOfTen`.
    static func exactPowerOfTen(_ exponent: Int) -> Value

    /// Decimal numbers whose leading digit's place is outside this range are
    /// ±0 (below) or ±infinity (above) whatever their digits.
    static var leadingDigitExponents: ClosedRange<Int> { get }

    /// The value with these bits (sign bit clear) and the given sign.
    static func value(bits: UInt64, isNegative: Bool) -> Value
}

/// IEEE 754 binary64, Swift's `Double`.
enum Binary64: FloatingPointFormat {
    typealias Value = Double

    static var explicitSignificandBits: Int { 52 }
    static var minimumExponent: Int { -1023 }
    static var infiniteExponent: Int { 0x7FF }
    static var smallestPowerOfTen: Int { -342 }
    static var largestPowerOfTen: Int { 308 }
    static var exactHalfwayPowersOfTen: ClosedRange<Int> { -4...23 }
    static var largestExactSignificand: UInt64 { 1 << 53 }
    static var largestExactPowerOfTen: Int { 22 }
    // Largest finite 1.8e308; half the smallest subnormal is 2.5e-324.
    static var leadingDigitExponents: ClosedRange<Int> { -325...309 }

    @inline(__always)
    static func exactPowerOfTen(_ exponent: Int) -> Double {
        // A switch compiles to a constant table without any lazy initialization.
        switch exponent {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
    }

    @inline(__always)
    static func value(bits: UInt64, isNegative: Bool) -> Double {
        Double(bitPattern: isNegative ? bits | 1 << 63 : bits)
    }
}

/// IEEE 754 binary32, Swift's `Float`.
enum Binary32: FloatingPointFormat {
    typealias Value = Float

    static var explicitSignificandBits: Int { 23 }
    static var minimumExponent: Int { -127 }
    static var infiniteExponent: Int { 0xFF }
    static var smallestPowerOfTen: Int { -64 }
    static var largestPowerOfTen: Int { 38 }
    static var exactHalfwayPowersOfTen: ClosedRange<Int> { -17...10 }
    static var largestExactSignificand: UInt64 { 1 << 24 }
    static var largestExactPowerOfTen: Int { 10 }
    // Largest finite 3.4e38; half the smallest subnormal is 7.0e-46.
    static var leadingDigitExponents: ClosedRange<Int> { -46...39 }

    @inline(__always)
    static func exactPowerOfTen(_ exponent: Int) -> Float {
        // 10^0...10^10 are exact in Float too, so converting loses nothing.
        Float(Binary64.exactPowerOfTen(exponent))
    }

    @inline(__always)
    static func value(bits: UInt64, isNegative: Bool) -> Float {
        let bits = UInt32(truncatingIfNeeded: bits)
        return Float(bitPattern: isNegative ? bits | 1 << 31 : bits)
    }
}
