/// The Eisel–Lemire algorithm: the binary floating-point number nearest to
/// `significand × 10^q` for any significand below 2^64, from one (rarely two)
/// 64×64-bit multiplications by a table of powers of five.
///
/// Daniel Lemire, "Number Parsing at a Gigabyte per Second" (2021), with the
/// refinement of Noble Mushtak and Daniel Lemire, "Fast Number Parsing Without
/// Fallback" (2023): with the table in `PowersOfFive+Table.swift` the result is
/// always correctly rounded (ties to even), subnormals, overflow and underflow
/// included, so no error check is needed.
enum EiselLemire {
    /// The bits (sign clear) of the `F` value nearest to `significand × 10^q`.
    @inline(__always)
    static func bits<F: FloatingPointFormat>(significand: UInt64, exponent q: Int, format: F.Type) -> UInt64 {
        let (mantissa, biasedExponent) = round(significand, q, F.self)
        return mantissa | UInt64(truncatingIfNeeded: biasedExponent) &<< F.explicitSignificandBits
    }

    /// The stored significand (implicit bit removed) and biased exponent.
    @inline(__always)
    static func round<F: FloatingPointFormat>(
        _ significand: UInt64, _ q: Int, _ format: F.Type
    ) -> (mantissa: UInt64, biasedExponent: Int) {
        guard significand != 0, q >= F.smallestPowerOfTen else { return (0, 0) }
        guard q <= F.largestPowerOfTen else { return (0, F.infiniteExponent) }

        let explicitBits = F.explicitSignificandBits
        let leadingZeros = significand.leadingZeroBitCount
        // We need the implicit bit, the stored bits, one bit to round with, and
        // one more because the product may have a leading zero.
        let product = PowersOfFive.product(
            significand &<< leadingZeros, timesPowerOfFive: q,
            precisionMask: UInt64.max &>> (explicitBits &+ 3))
        let upperBit = Int(truncatingIfNeeded: product.high &>> 63)
        let shift = upperBit &+ 64 &- explicitBits &- 3
        // explicitBits + 2 bits: the value and a rounding bit.
        var mantissa = product.high &>> shift
        // floor(q · log2(10)) + 63 is the binary exponent of 10^q scaled like the
        // table (217706 / 2^16 approximates log2(10), exact over the table's range).
        var biasedExponent = ((217_706 &* q) &>> 16) &+ 63 &+ upperBit &- leadingZeros &- F.minimumExponent

        if biasedExponent <= 0 {
            // Subnormal, or zero: shift out the bits below the smallest exponent.
            let subnormalShift = 1 &- biasedExponent
            guard subnormalShift < 64 else { return (0, 0) }
            mantissa &>>= subnormalShift
            // Ties cannot occur this far from 10^0, so rounding half up is exact.
            mantissa &+= mantissa & 1
            mantissa &>>= 1
            // Rounding up may carry into the smallest normal exponent.
            biasedExponent = mantissa < 1 &<< explicitBits ? 0 : 1
            return (mantissa, biasedExponent)
        }

        // Exactly halfway: the dropped bits are all zero and the rounding bit is
        // set. Round to even by clearing the rounding bit when the mantissa is even.
        // Nearly never the case: the rare test (`low <= 1`) alone on the common path, the others
        // behind it (as one condition they were computed for every number, 15 instructions).
        if _slowPath(product.low <= 1) {
            if F.exactHalfwayPowersOfTen.contains(q), mantissa & 3 == 1, mantissa &<< shift == product.high {
                mantissa &= ~1
            }
        }
        mantissa &+= mantissa & 1
        mantissa &>>= 1
        if mantissa >= 2 &<< explicitBits {
            // Rounding carried into a new bit: 1.111…1 became 10.000…0.
            mantissa = 1 &<< explicitBits
            biasedExponent &+= 1
        }
        mantissa &= ~(1 &<< explicitBits)
        guard biasedExponent < F.infiniteExponent else { return (0, F.infiniteExponent) }
        return (mantissa, biasedExponent)
    }
}

extension EiselLemire {
    /// `bits(significand:exponent:format:)` for a `Double` that is surely normal: a significand of
    /// 2^53 to 10^19 and `q` from -19 to 0, so that the value lies between 10^-3 and 10^19. None
    /// of the range cases (zero, subnormal, infinity) can arise, so none is tested: the plain
    /// decimal's path (`PlainDecimal`) is this and the digits, nothing else.
    @inline(__always)
    static func normalDoubleBits(significand: UInt64, exponent q: Int) -> UInt64 {
        let leadingZeros = significand.leadingZeroBitCount
        let product = PowersOfFive.product(
            significand &<< leadingZeros, timesPowerOfFive: q, precisionMask: UInt64.max &>> 55)
        let upperBit = Int(truncatingIfNeeded: product.high &>> 63)
        let shift = upperBit &+ 9
        var mantissa = product.high &>> shift
        var biasedExponent = ((217_706 &* q) &>> 16) &+ 63 &+ 1023 &+ upperBit &- leadingZeros
        // Exactly halfway, as in `round`: the rare test alone on the common path.
        if _slowPath(product.low <= 1) {
            if q >= -4, mantissa & 3 == 1, mantissa &<< shift == product.high {
                mantissa &= ~1
            }
        }
        mantissa &+= mantissa & 1
        mantissa &>>= 1
        if mantissa >= 2 &<< 52 {
            mantissa = 1 &<< 52
            biasedExponent &+= 1
        }
        return (mantissa & ~(1 &<< 52)) | UInt64(truncatingIfNeeded: biasedExponent) &<< 52
    }
}
