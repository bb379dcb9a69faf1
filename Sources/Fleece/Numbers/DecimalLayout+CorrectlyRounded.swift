// Memory safety, for every `unsafe` in this file: `text` is a number's text lent by the caller for
// the call, read at indices checked against its count (or at offsets found by scanning it); nothing
// keeps it.
extension DecimalLayout {
    /// Deciding the rounding of a Double never needs more than 768 significant
    /// digits: every point halfway between two Doubles (or Floats) has fewer.
    /// Keeping this many digits and replacing the rest by one nonzero digit
    /// therefore rounds exactly like the full text, and bounds the work.
    static let decisiveDigits = 800

    /// The nearest value, correctly rounded, computed by the standard library's
    /// parser (itself correctly rounded) on a short equivalent of the text:
    /// sign, at most `decisiveDigits` digits plus a sticky digit, and a small
    /// exponent. Numbers far outside the format's range become ±infinity or ±0
    /// before any text is built. Linear in the text's length; allocates.
    func correctlyRounded<F: FloatingPointFormat>(in text: UnsafeBufferPointer<UInt8>, as format: F.Type) -> F.Value {
        let zero: F.Value = isNegative ? -0.0 : 0.0
        guard hasDigits, let nonzeroDigits else { return zero }
        // The value lies in [10^leading, 10^(leading + 1)).
        let leading = decimalExponent(ofDigitAt: nonzeroDigits.lowerBound)
        if leading > F.leadingDigitExponents.upperBound {
            return isNegative ? -F.Value.infinity : F.Value.infinity
        }
        if leading < F.leadingDigitExponents.lowerBound {
            return zero
        }

        // "-0.ddd…de<leading + 1>" has the same value as the text.
        var shortText: [UInt8] = []
        shortText.reserveCapacity(Self.decisiveDigits &+ 16)
        if isNegative { shortText.append(UInt8(ascii: "-")) }
        shortText.append(UInt8(ascii: "0"))
        shortText.append(UInt8(ascii: "."))
        var keptDigits = 0
        var offset = nonzeroDigits.lowerBound
        while offset <= nonzeroDigits.upperBound, keptDigits < Self.decisiveDigits {
            let byte = unsafe text[offset]
            offset &+= 1
            guard byte != UInt8(ascii: ".") else { continue }
            shortText.append(byte)
            keptDigits &+= 1
        }
        // Digits remain, and the last of them is nonzero: a sticky digit keeps
        // the short value strictly between the same halfway points.
        if offset <= nonzeroDigits.upperBound {
            shortText.append(UInt8(ascii: "1"))
        }
        shortText.append(UInt8(ascii: "e"))
        shortText.append(contentsOf: String(leading &+ 1).utf8)
        // The standard library parses every text built here; NaN would only
        // show a bug in this function.
        return F.Value(String(decoding: shortText, as: UTF8.self)) ?? F.Value.nan
    }
}
