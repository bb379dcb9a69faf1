extension Int {
    /// `self + other`, clamped to `Int.min...Int.max` instead of trapping.
    ///
    /// Decimal exponents are sums of an exponent the text spells out (any size)
    /// and digit counts (bounded by the text's length); clamping keeps them
    /// ordered correctly without an overflow check at every use.
    @inline(__always)
    func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }
}
