// Memory safety, for every `unsafe` in this file: `text` is a number's text lent by the caller for
// the call, read at indices checked against its count (or at offsets found by scanning it); nothing
// keeps it.
/// Where the significant digits of a number's text are, found in one pass
/// without reading them into a value: the input the exact (slow) paths need,
/// which must look at every digit however many there are.
///
/// In `-0.01250e3` the first nonzero digit is the `1` (place 10^-2), the last
/// is the `5` (place 10^-4), and the exponent is 3, so the value is
/// -125 × 10^(3 - 4).
struct DecimalLayout {
    var isNegative: Bool
    /// The offset just past the integer digits (where `.` or the exponent starts).
    var integerEnd: Int
    /// The offsets of the first and last nonzero digit; nil when the value is zero.
    var nonzeroDigits: ClosedRange<Int>?
    /// The exponent the text spells out, saturated (see `DecimalExponent`).
    var exponent: Int
    /// False for text without any integer digit, which the grammar rejects.
    var hasDigits: Bool

    init(scanning text: UnsafeBufferPointer<UInt8>) {
        let count = text.count
        var index = 0
        isNegative = unsafe count > 0 && text[0] == UInt8(ascii: "-")
        if isNegative { index = 1 }
        let integerStart = index
        var firstNonzero = -1
        var lastNonzero = -1

        func scanDigits() {
            while index < count {
                let digit = unsafe text[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return }
                if digit != 0 {
                    if firstNonzero < 0 { firstNonzero = index }
                    lastNonzero = index
                }
                index &+= 1
            }
        }

        scanDigits()
        integerEnd = index
        hasDigits = index > integerStart
        if index < count, unsafe text[index] == UInt8(ascii: ".") {
            index &+= 1
            scanDigits()
        }
        nonzeroDigits = firstNonzero < 0 ? nil : firstNonzero...lastNonzero
        exponent = unsafe DecimalExponent.parse(text, at: index)
    }

    /// The power of ten of the digit at `offset`, exponent included.
    func decimalExponent(ofDigitAt offset: Int) -> Int {
        // Integer digits count down to 10^0 just before `integerEnd`; fraction
        // digits start at 10^-1 just after the `.` at `integerEnd`.
        let place = offset < integerEnd ? integerEnd &- 1 &- offset : integerEnd &- offset
        return exponent.saturatingAdd(place)
    }
}
