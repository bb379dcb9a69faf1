extension JSON: Hashable {
    /// Values are equal when they are the same JSON: objects with the same members in any order
    /// (the last of duplicate keys counts), arrays with equal elements in order, numbers with the
    /// same value however written.
    ///
    /// Compares without recursion (a list of pairs still to compare), so values nested as deep
    /// as the parser was allowed to go compare in constant stack space.
    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        var pending: [(JSON, JSON)] = [(lhs, rhs)]
        while let (left, right) = pending.popLast() {
            switch (left, right) {
            case (.object(let left), .object(let right)):
                if left.document === right.document, left.entryIndex == right.entryIndex { continue }
                let members = left.effectiveMembers
                guard members.count == right.effectiveMembers.count else { return false }
                for member in members {
                    guard let other = right[left.key(at: member)] else { return false }
                    pending.append((left.value(at: member), other))
                }
            case (.array(let left), .array(let right)):
                if left.document === right.document, left.entryIndex == right.entryIndex { continue }
                guard left.count == right.count else { return false }
                for index in left.indices { pending.append((left[index], right[index])) }
            case (.string(let left), .string(let right)): guard left == right else { return false }
            case (.number(let left), .number(let right)): guard left == right else { return false }
            case (.bool(let left), .bool(let right)): guard left == right else { return false }
            case (.null, .null): continue
            default: return false
            }
        }
        return true
    }

    /// Hashes the value consistently with `==` (member order does not count), without recursion.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// A hash of the value computed bottom-up without recursion: a scalar's from its kind and
    /// value, an array's from its elements' digests in order, an object's from the sum of its
    /// members' (key, digest) hashes, so that member order does not matter, as for `==`.
    var digest: Int {
        /// A container whose children are being hashed.
        enum Pending {
            case array(JSON.Array, next: Int, hasher: Hasher)
            case object(JSON.Object, members: [Int], next: Int, sum: Int)
        }
        var stack: [Pending] = []
        var current = self
        var result: Int
        descending: while true {
            switch current {
            case .array(let array):
                var hasher = Hasher()
                hasher.combine(1)
                hasher.combine(array.count)
                if array.isEmpty {
                    result = hasher.finalize()
                } else {
                    stack.append(.array(array, next: 0, hasher: hasher))
                    current = array[0]
                    continue descending
                }
            case .object(let object):
                let members = object.effectiveMembers
                if members.isEmpty {
                    result = Self.objectDigest(count: 0, sum: 0)
                } else {
                    stack.append(.object(object, members: members, next: 0, sum: 0))
                    current = object.value(at: members[0])
                    continue descending
                }
            default:
                result = current.scalarDigest
            }
            // Climbing: hand the finished value's digest to its container.
            while let top = stack.popLast() {
                switch top {
                case .array(let array, let next, var hasher):
                    hasher.combine(result)
                    if next + 1 < array.count {
                        stack.append(.array(array, next: next + 1, hasher: hasher))
                        current = array[next + 1]
                        continue descending
                    }
                    result = hasher.finalize()
                case .object(let object, let members, let next, let sum):
                    var memberHasher = Hasher()
                    memberHasher.combine(object.key(at: members[next]))
                    memberHasher.combine(result)
                    let total = sum &+ memberHasher.finalize()
                    if next + 1 < members.count {
                        stack.append(.object(object, members: members, next: next + 1, sum: total))
                        current = object.value(at: members[next + 1])
                        continue descending
                    }
                    result = Self.objectDigest(count: members.count, sum: total)
                }
            }
            return result
        }
    }

    private static func objectDigest(count: Int, sum: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(0)
        hasher.combine(count)
        hasher.combine(sum)
        return hasher.finalize()
    }

    private var scalarDigest: Int {
        var hasher = Hasher()
        switch self {
        case .string(let string): hasher.combine(2); hasher.combine(string)
        case .number(let number): hasher.combine(3); hasher.combine(number)
        case .bool(let bool): hasher.combine(4); hasher.combine(bool)
        case .null: hasher.combine(5)
        case .object, .array: break
        }
        return hasher.finalize()
    }
}

extension JSON.Object: Hashable {
    /// The positions of the members that lookup by key can reach: the last of each key.
    var effectiveMembers: [Int] {
        // One member is always reachable: no lookup (deep one-member chains stay linear).
        if count < 2 { return Swift.Array(indices) }
        return indices.filter { memberIndex(forKey: key(at: $0)) == $0 }
    }

    /// Equal when both have the same keys with equal values, in any order (the last of duplicate
    /// keys counts, as lookup does).
    public static func == (lhs: JSON.Object, rhs: JSON.Object) -> Bool {
        JSON.object(lhs) == JSON.object(rhs)
    }

    /// Hashes the object consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(JSON.object(self).digest)
    }
}

extension JSON.Array: Hashable {
    /// Equal when both have equal elements in the same order.
    public static func == (lhs: JSON.Array, rhs: JSON.Array) -> Bool {
        JSON.array(lhs) == JSON.array(rhs)
    }

    /// Hashes the array consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(JSON.array(self).digest)
    }
}

// Memory safety, for every `unsafe` in this extension and in `DecimalShape` and
// `DecimalPointPosition` below: the number's text is lent by `withText` for the closure, and the
// shape's indices (`firstDigit`, `endOfDigits`, the exponent's range) come from scanning that same
// text within its bounds; the lazy digit sequence is consumed inside the closure.
extension JSON.Number: Hashable {
    /// Equal when the values are equal, exactly: `1 == 1.0 == 10e-1`, `0 == -0`,
    /// `0.1 != 0.10000000000000001` (unlike their `Double`s), and for any exponent, however
    /// large: `1e99999999999999999999 != 1e99999999999999999998`,
    /// `1e9223372036854775807 == 10e9223372036854775806`.
    public static func == (lhs: JSON.Number, rhs: JSON.Number) -> Bool {
        unsafe lhs.withText { left in
            unsafe rhs.withText { right in
                let a = unsafe DecimalShape(left), b = unsafe DecimalShape(right)
                return unsafe a.isNegative == b.isNegative && a.pointPosition == b.pointPosition
                    && a.digits(in: left).elementsEqual(b.digits(in: right))
            }
        }
    }

    public func hash(into hasher: inout Hasher) {
        unsafe withText { text in
            let shape = unsafe DecimalShape(text)
            hasher.combine(shape.isNegative)
            hasher.combine(shape.pointPosition)
            for unsafe digit in unsafe shape.digits(in: text) { hasher.combine(digit) }
        }
    }
}

/// A number's value as sign, significant digits and the position of the decimal point, so that
/// spellings of the same value compare equal: the value is 0.d₁d₂d₃… × 10^pointPosition.
/// Also how FleeceFoundation reads a `Decimal` exactly (`ExactDecimalText`), hence `package`.
package struct DecimalShape {
    package var isNegative = false
    /// Where the significant digits start and end in the text (a '.' may lie between).
    var firstDigit = 0
    var endOfDigits = 0
    /// Exact for any exponent the text spells: see ``DecimalPointPosition``.
    package var pointPosition = DecimalPointPosition.small(0)

    /// The shape of decimal number text: JSON's, or converted text, which may start with `+`.
    package init(_ text: UnsafeBufferPointer<UInt8>) {
        var index = 0
        if index < text.count, unsafe text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
            isNegative = unsafe text[index] == UInt8(ascii: "-")
            index += 1
        }
        var integerDigits = 0
        var leadingZeros = 0
        var seenNonZero = false
        var lastNonZero = -1
        var firstNonZero = -1
        var inFraction = false
        while index < text.count {
            let byte = unsafe text[index]
            if byte == UInt8(ascii: ".") { inFraction = true; index += 1; continue }
            guard byte &- UInt8(ascii: "0") < 10 else { break }
            if !inFraction { integerDigits += 1 }
            if byte != UInt8(ascii: "0") {
                if !seenNonZero { firstNonZero = index; seenNonZero = true }
                lastNonZero = index
            } else if !seenNonZero {
                leadingZeros += 1
            }
            index += 1
        }
        // The exponent's digits, kept as text: it may be larger than any integer type.
        var negativeExponent = false
        var exponentDigits = index..<index
        if index < text.count, unsafe text[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < text.count, unsafe text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
                negativeExponent = unsafe text[index] == UInt8(ascii: "-")
                index += 1
            }
            while index < text.count, unsafe text[index] == UInt8(ascii: "0") { index += 1 }
            let start = index
            while index < text.count, unsafe text[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            exponentDigits = start..<index
        }
        guard seenNonZero else {
            // Zero, however written and whatever its sign.
            isNegative = false
            return
        }
        firstDigit = firstNonZero
        endOfDigits = lastNonZero + 1
        // integerDigits - leadingZeros is at most the text's length, far from overflowing.
        pointPosition = unsafe DecimalPointPosition(
            exponent: UnsafeBufferPointer(rebasing: text[exponentDigits]), negative: negativeExponent,
            plus: integerDigits - leadingZeros)
    }

    /// Whether the value is zero, however written: it has no significant digit.
    var isZero: Bool { firstDigit == endOfDigits }

    /// The significant digits, skipping the decimal point.
    // Memory safety: `@unsafe` because the sequence reads `text` lazily, so it must not outlive
    // the buffer; its callers consume it within the scope that lends `text`.
    @unsafe package func digits(in text: UnsafeBufferPointer<UInt8>) -> LazyFilterSequence<Slice<UnsafeBufferPointer<UInt8>>> {
        unsafe text[firstDigit..<endOfDigits].lazy.filter { $0 != UInt8(ascii: ".") }
    }
}

/// The position of a number's decimal point, exactly, however many digits its exponent has:
/// the text `1e99999999999999999999` is valid JSON, and its value differs from
/// `1e99999999999999999998`'s. One canonical form per value, so `==` and `hash` agree.
package enum DecimalPointPosition: Hashable {
    /// A position within ±10^18: every exponent of practical use, computed with `Int64` (also
    /// on 32-bit targets).
    case small(Int64)
    /// A position of 10^18 or more in magnitude: its sign and decimal digits, most significant
    /// first, without leading zeros.
    case large(negative: Bool, magnitude: [UInt8])

    /// Positions below this in magnitude are `.small`; the sum of one and any `Int` offset a
    /// text can produce (at most its length) cannot overflow.
    private static let smallLimit: Int64 = 1_000_000_000_000_000_000

    /// The value `±exponent + offset`, where `exponent` is ASCII digits without leading zeros.
    init(exponent: UnsafeBufferPointer<UInt8>, negative: Bool, plus offset: Int) {
        if exponent.count <= 18 {
            var value: Int64 = 0
            for unsafe digit in unsafe exponent { value = value * 10 + Int64(digit &- UInt8(ascii: "0")) }
            self.init(canonical: negative ? Int64(offset) - value : Int64(offset) + value)
            return
        }
        // Arbitrary size: decimal digit arithmetic, least significant digit first.
        let exponentDigits = unsafe exponent.reversed().map { $0 &- UInt8(ascii: "0") }
        let offsetDigits = Self.digits(of: offset.magnitude)
        let (sumNegative, sum) = Self.add(negative, exponentDigits, offset < 0, offsetDigits)
        var magnitude = sum
        while magnitude.last == 0 { magnitude.removeLast() }
        if magnitude.count <= 18 {
            let value = magnitude.reversed().reduce(Int64(0)) { $0 * 10 + Int64($1) }
            self.init(canonical: sumNegative ? -value : value)
        } else {
            self = .large(negative: sumNegative, magnitude: magnitude.reversed().map { $0 + UInt8(ascii: "0") })
        }
    }

    /// `value` in canonical form (`.small` is used only below ``smallLimit``, and `value` is
    /// below 2 × 10^18 in magnitude, so its digits are easy to spell out).
    private init(canonical value: Int64) {
        if value.magnitude < UInt64(Self.smallLimit) {
            self = .small(value)
        } else {
            self = .large(negative: value < 0, magnitude: Array(String(value.magnitude).utf8))
        }
    }

    /// The decimal digits of `value`, least significant first.
    private static func digits(of value: UInt) -> [UInt8] {
        var digits: [UInt8] = []
        var rest = value
        repeat {
            digits.append(UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        return digits
    }

    /// The signed sum of two decimal magnitudes, least significant digit first.
    private static func add(_ leftNegative: Bool, _ left: [UInt8], _ rightNegative: Bool, _ right: [UInt8]) -> (Bool, [UInt8]) {
        if leftNegative == rightNegative {
            var sum: [UInt8] = []
            var carry: UInt8 = 0
            for position in 0..<max(left.count, right.count) {
                let digit = (position < left.count ? left[position] : 0) + (position < right.count ? right[position] : 0) + carry
                sum.append(digit % 10)
                carry = digit / 10
            }
            if carry > 0 { sum.append(carry) }
            return (leftNegative, sum)
        }
        // Opposite signs: the larger magnitude minus the smaller, with the larger's sign.
        let leftIsLarger = compare(left, right) >= 0
        let (larger, smaller) = leftIsLarger ? (left, right) : (right, left)
        var difference: [UInt8] = []
        var borrow: Int = 0
        for position in 0..<larger.count {
            var digit = Int(larger[position]) - (position < smaller.count ? Int(smaller[position]) : 0) - borrow
            borrow = digit < 0 ? 1 : 0
            if digit < 0 { digit += 10 }
            difference.append(UInt8(digit))
        }
        return (leftIsLarger ? leftNegative : rightNegative, difference)
    }

    /// The sign of `left - right`, for magnitudes least significant digit first (leading zeros allowed).
    private static func compare(_ left: [UInt8], _ right: [UInt8]) -> Int {
        for position in stride(from: max(left.count, right.count) - 1, through: 0, by: -1) {
            let a = position < left.count ? left[position] : 0
            let b = position < right.count ? right[position] : 0
            if a != b { return a < b ? -1 : 1 }
        }
        return 0
    }
}
