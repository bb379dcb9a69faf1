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
