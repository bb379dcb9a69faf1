// Memory safety, for every `unsafe` in this file: `text` is a number's text lent by the caller for
// the call, read at indices checked against its count (or at offsets found by scanning it); nothing
// keeps it.
/// Reads the exponent part (`e`, `E`, optional sign, digits) of a number's text.
enum DecimalExponent {
    /// Magnitudes stop growing here: any exponent this large already means
    /// overflow, underflow, or an out-of-range integer, and stopping keeps every
    /// later sum far from Int's limits.
    static let saturation = 1 << 56

    /// The exponent whose marker is at `index` (the value is 0 when `index` is
    /// not at an `e` or `E`), with its magnitude saturated at `saturation`.
    @inline(__always)
    static func parse(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        var index = index
        let count = text.count
        guard index < count, unsafe text[index] | 0x20 == UInt8(ascii: "e") else { return 0 }
        index &+= 1
        var isNegative = false
        if index < count {
            if unsafe text[index] == UInt8(ascii: "-") {
                isNegative = true
                index &+= 1
            } else if unsafe text[index] == UInt8(ascii: "+") {
                index &+= 1
            }
        }
        var magnitude = 0
        while index < count {
            let digit = unsafe text[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            // Below 2^56, times 10 plus 9 stays below 2^60: no overflow.
            if magnitude < saturation {
                magnitude = magnitude &* 10 &+ Int(digit)
            }
            index &+= 1
        }
        return isNegative ? 0 &- magnitude : magnitude
    }
}
