extension JSON: Hashable {
    /// Values are equal when they are the same JSON: objects with the same members in any order
    /// (the last of duplicate keys counts), arrays with equal elements in order, numbers with the
    /// same value however written.
    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.object(let left), .object(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.number(let left), .number(let right)): left == right
        case (.bool(let left), .bool(let right)): left == right
        case (.null, .null): true
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .object(let object): hasher.combine(0); hasher.combine(object)
        case .array(let array): hasher.combine(1); hasher.combine(array)
        case .string(let string): hasher.combine(2); hasher.combine(string)
        case .number(let number): hasher.combine(3); hasher.combine(number)
        case .bool(let bool): hasher.combine(4); hasher.combine(bool)
        case .null: hasher.combine(5)
        }
    }
}

extension JSON.Object: Hashable {
    /// The positions of the members that lookup by key can reach: the last of each key.
    private var effectiveMembers: [Int] {
        indices.filter { memberIndex(forKey: key(at: $0)) == $0 }
    }

    /// Equal when both have the same keys with equal values, in any order (the last of duplicate
    /// keys counts, as lookup does).
    public static func == (lhs: JSON.Object, rhs: JSON.Object) -> Bool {
        if lhs.document === rhs.document, lhs.entryIndex == rhs.entryIndex { return true }
        let members = lhs.effectiveMembers
        guard members.count == rhs.effectiveMembers.count else { return false }
        return members.allSatisfy { member in rhs[lhs.key(at: member)] == lhs.value(at: member) }
    }

    public func hash(into hasher: inout Hasher) {
        // Order-independent: a sum of the members' own hashes.
        var sum = 0
        let members = effectiveMembers
        for member in members {
            var memberHasher = Hasher()
            memberHasher.combine(key(at: member))
            memberHasher.combine(value(at: member))
            sum &+= memberHasher.finalize()
        }
        hasher.combine(members.count)
        hasher.combine(sum)
    }
}

extension JSON.Array: Hashable {
    /// Equal when both have equal elements in the same order.
    public static func == (lhs: JSON.Array, rhs: JSON.Array) -> Bool {
        if lhs.document === rhs.document, lhs.entryIndex == rhs.entryIndex { return true }
        return lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension JSON.Number: Hashable {
    /// Equal when the values are equal, exactly: `1 == 1.0 == 10e-1`, `0 == -0`,
    /// `0.1 != 0.10000000000000001` (unlike their `Double`s).
    public static func == (lhs: JSON.Number, rhs: JSON.Number) -> Bool {
        lhs.withText { left in
            rhs.withText { right in
                let a = DecimalShape(left), b = DecimalShape(right)
                return a.isNegative == b.isNegative && a.pointPosition == b.pointPosition
                    && a.digits(in: left).elementsEqual(b.digits(in: right))
            }
        }
    }

    public func hash(into hasher: inout Hasher) {
        withText { text in
            let shape = DecimalShape(text)
            hasher.combine(shape.isNegative)
            hasher.combine(shape.pointPosition)
            for digit in shape.digits(in: text) { hasher.combine(digit) }
        }
    }
}

/// A number's value as sign, significant digits and the position of the decimal point, so that
/// spellings of the same value compare equal: the value is 0.d₁d₂d₃… × 10^pointPosition.
struct DecimalShape {
    var isNegative = false
    /// Where the significant digits start and end in the text (a '.' may lie between).
    var firstDigit = 0
    var endOfDigits = 0
    var pointPosition = 0

    init(_ text: UnsafeBufferPointer<UInt8>) {
        var index = 0
        if index < text.count, text[index] == UInt8(ascii: "-") { isNegative = true; index += 1 }
        var integerDigits = 0
        var leadingZeros = 0
        var seenNonZero = false
        var lastNonZero = -1
        var firstNonZero = -1
        var inFraction = false
        while index < text.count {
            let byte = text[index]
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
        // The exponent, saturated far beyond any value a Double or Decimal could hold.
        var exponent = 0
        if index < text.count, text[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var negativeExponent = false
            if index < text.count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
                negativeExponent = text[index] == UInt8(ascii: "-")
                index += 1
            }
            while index < text.count, text[index] &- UInt8(ascii: "0") < 10 {
                if exponent < 1 << 50 { exponent = exponent * 10 + Int(text[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            if negativeExponent { exponent = -exponent }
        }
        guard seenNonZero else {
            // Zero, however written and whatever its sign.
            isNegative = false
            return
        }
        firstDigit = firstNonZero
        endOfDigits = lastNonZero + 1
        pointPosition = integerDigits - leadingZeros + exponent
    }

    /// The significant digits, skipping the decimal point.
    func digits(in text: UnsafeBufferPointer<UInt8>) -> some Sequence<UInt8> {
        text[firstDigit..<endOfDigits].lazy.filter { $0 != UInt8(ascii: ".") }
    }
}
