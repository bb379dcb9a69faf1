/// 128-bit approximations of 5^q for the Eisel–Lemire algorithm. The table
/// itself is generated into `PowersOfFive+Table.swift` by
/// `Scripts/generate-powers-of-five.py`, which explains how each entry is rounded.
enum PowersOfFive {
    /// The top 128 bits of `significand × 5^q` (with 5^q normalized to
    /// [2^127, 2^128)), computed from the table's high word alone unless the
    /// bits below `precisionMask` could still change: a second multiplication
    /// by the low word settles them.
    ///
    /// `significand` must be normalized (top bit set) and `q` within
    /// `smallestExponent...largestExponent`.
    @inline(__always)
    static func product(
        _ significand: UInt64, timesPowerOfFive q: Int, precisionMask: UInt64
    ) -> (high: UInt64, low: UInt64) {
        let index = 2 &* (q &- smallestExponent)
        var (high, low) = significand.multipliedFullWidth(by: words[index])
        if high & precisionMask == precisionMask {
            let lowWordProduct = significand.multipliedFullWidth(by: words[index &+ 1])
            let carry: Bool
            (low, carry) = low.addingReportingOverflow(lowWordProduct.high)
            // The full product is below 2^128 · 2^64, so `high` < 2^64 - 1 here.
            if carry { high &+= 1 }
        }
        return (high, low)
    }
}
