// Memory safety, for every `unsafe` in this file: `text` is a number's text lent by the caller for
// the call, read at indices checked against its count (or at offsets found by scanning it); nothing
// keeps it.
extension DecimalLayout {
    /// The exact integer value, or nil when the value has a fractional part or
    /// is outside `T`'s range.
    ///
    /// Runs in time linear in the text's length: the digit loops stop at the
    /// first overflow, which comes within about `T.bitWidth / 3` digits.
    func integer<T: FixedWidthInteger>(in text: UnsafeBufferPointer<UInt8>, as type: T.Type) -> T? {
        guard hasDigits else { return nil }
        guard let nonzeroDigits else { return 0 }
        // Trailing zeros are not in `nonzeroDigits`; the value is an integer
        // exactly when its last nonzero digit's place is 10^0 or above.
        let trailingZeros = decimalExponent(ofDigitAt: nonzeroDigits.upperBound)
        guard trailingZeros >= 0, let ten = T.Magnitude(exactly: 10) else { return nil }

        var magnitude: T.Magnitude = 0
        for offset in nonzeroDigits {
            let digit = unsafe text[offset] &- UInt8(ascii: "0")
            guard digit < 10 else { continue }  // the decimal point
            let (tens, overflow) = magnitude.multipliedReportingOverflow(by: ten)
            guard !overflow, let digitValue = T.Magnitude(exactly: digit) else { return nil }
            let (sum, carry) = tens.addingReportingOverflow(digitValue)
            guard !carry else { return nil }
            magnitude = sum
        }
        var remaining = trailingZeros
        while remaining > 0 {
            let (tens, overflow) = magnitude.multipliedReportingOverflow(by: ten)
            guard !overflow else { return nil }
            magnitude = tens
            remaining &-= 1
        }

        guard isNegative else { return T(exactly: magnitude) }
        // `T.min.magnitude` is one more than `T.max` for signed types and 0 for
        // unsigned ones, where only zero (handled above) may carry a minus sign.
        guard magnitude <= T.min.magnitude else { return nil }
        // Two's complement negation of a magnitude no larger than |T.min|.
        return T(truncatingIfNeeded: 0 &- magnitude)
    }
}
