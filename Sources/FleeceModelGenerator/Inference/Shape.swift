/// What every sample said about one place in the responses (a field, an array's elements, the
/// root): the kinds of value seen there, merged across all samples, and whether it was ever
/// null or absent.
///
/// Nothing is guessed from a single value: `40.00` is a number written with a fraction, so a
/// `Double`, whatever it equals; a number in one sample and numeric text in another is a value
/// that needs Fleece's lenient conversion.
// Hashable, so that the planner finds a struct planned before for the same shape by a hash: a
// search by `==` through every struct of the same name made a sample nested 511 deep take 8.5 s
// (cubic in the depth; found by an outside tester).
struct Shape: Hashable, Sendable {
    /// The kinds of non-null value seen.
    var kind: Kind
    /// A null was seen here.
    var sawNull: Bool = false
    /// The key was missing from at least one object that this field's siblings came from.
    var sawAbsent: Bool = false
    /// An empty container of the other kind was seen where the samples had arrays (`{}`) or
    /// objects (`[]`, as PHP writes an empty map): read as the empty value, or nil.
    var sawEmptyOfOtherKind: Bool = false

    /// Nullable or sometimes absent: a Swift optional.
    var isOptional: Bool { sawNull || sawAbsent || kind == .nothing }

    indirect enum Kind: Hashable, Sendable {
        /// No value seen (only nulls, or the elements of arrays that were always empty).
        case nothing
        case bool
        case number(NumberFacts)
        case string(StringFacts)
        /// A number in some samples and text in others, or a bool and its text: the value
        /// needs converting from text (`@Convertible`, `<|~`). What was seen of each, not a
        /// type: the type is chosen from all the samples at once (`ConvertibleFacts.scalar`).
        case convertible(ConvertibleFacts)
        case object(ObjectShape)
        /// An object used as a dictionary: its keys are data (ids, paths), its values alike.
        /// The shape is that of every value.
        case dictionary(ArrayShape)
        case array(ArrayShape)
        /// Values of kinds that no one Swift type holds: kept as JSON. The kinds seen, for the
        /// comment that says why.
        case mixed(SeenKinds)
    }
}

/// The kinds of value seen at a place that became JSON: what the samples disagreed on.
struct SeenKinds: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    static let bool = SeenKinds(rawValue: 1 << 0)
    static let number = SeenKinds(rawValue: 1 << 1)
    static let string = SeenKinds(rawValue: 1 << 2)
    static let object = SeenKinds(rawValue: 1 << 3)
    static let array = SeenKinds(rawValue: 1 << 4)
    /// A number no `Double` holds (`1e400`).
    static let hugeNumber = SeenKinds(rawValue: 1 << 5)
    /// Negative integers beside integers beyond `Int.max`: each fits 64 bits, but no one integer
    /// type holds both, and a `Double` would round the large ones.
    static let signedAndBeyondIntMax = SeenKinds(rawValue: 1 << 6)

    /// `numbers and strings`, `bools, numbers and objects`.
    var description: String {
        let names: [(SeenKinds, String)] = [
            (.bool, "bools"), (.number, "numbers"), (.string, "strings"), (.object, "objects"), (.array, "arrays"),
            (.hugeNumber, "numbers no Double holds (such as 1e400 or 1e-400)"),
            (.signedAndBeyondIntMax, "negative integers and integers beyond Int.max, which a Double would round"),
        ]
        // `1` beside `1e400` is JSON because of `1e400`: "numbers and numbers no Double holds"
        // would say it twice.
        let kinds = contains(.hugeNumber) || contains(.signedAndBeyondIntMax) ? subtracting(.number) : self
        let seen = names.filter { kinds.contains($0.0) }.map(\.1)
        guard let last = seen.last, seen.count > 1 else { return seen.first ?? "" }
        return seen.dropLast().joined(separator: ", ") + " and " + last
    }
}

/// The Swift scalar a value converts to.
enum Scalar: Hashable, Sendable {
    case int, uint64, double, bool
    /// Text, and numbers read as their text.
    case string
}

/// What the numbers seen at one place have in common.
struct NumberFacts: Hashable, Sendable {
    /// Every number was written as an integer (no fraction, no exponent).
    var allIntegers: Bool
    /// Every number fits `Int` (64 bits).
    var allFitInt: Bool
    /// Every number fits `UInt64`.
    var allFitUInt64: Bool
    /// Every number is an integer that fits `Int64` or `UInt64` (not necessarily the same one).
    var allFit64Bits: Bool
    /// Some number has more significant digits than a `Double` keeps (17): money, or
    /// coordinates, that a `Double` rounds (see ``ModelPlan/Remark/digitsBeyondDouble``).
    var someBeyondDoubleDigits = false
    /// Every number is 0 or 1: beside bools, a flag written both ways (`true`, `1`), which
    /// `@Convertible var flag: Bool` reads.
    var allZeroOrOne = false

    /// Integers that each fit 64 bits but no one type of them: negative ones beside ones beyond
    /// `Int.max` (a MySQL `BIGINT UNSIGNED` id with `-1` for none). A `Double` would round the
    /// large ones, so the place is JSON.
    var needTwoIntegerTypes: Bool { allFit64Bits && !allFitInt && !allFitUInt64 }

    /// The Swift type that holds every number seen, exactly when it can: an integer of 64 bits
    /// if they all fit, else `Double` (a beyond-64-bit integer keeps 15 to 17 significant digits).
    var scalar: Scalar {
        guard allIntegers else { return .double }
        if allFitInt { return .int }
        if allFitUInt64 { return .uint64 }
        return .double
    }

    func merged(with other: NumberFacts) -> NumberFacts {
        NumberFacts(
            allIntegers: allIntegers && other.allIntegers,
            allFitInt: allFitInt && other.allFitInt,
            allFitUInt64: allFitUInt64 && other.allFitUInt64,
            allFit64Bits: allFit64Bits && other.allFit64Bits,
            someBeyondDoubleDigits: someBeyondDoubleDigits || other.someBeyondDoubleDigits,
            allZeroOrOne: allZeroOrOne && other.allZeroOrOne
        )
    }
}

/// What the strings seen at one place have in common.
struct StringFacts: Hashable, Sendable {
    /// Every string is an ISO 8601 date and time as Foundation's `.iso8601` strategy reads it.
    var allDates: Bool
    /// Every string is such a date, some of them with fractional seconds, which `.iso8601`
    /// does not read on every Apple system: a `String`, with a remark saying why.
    var allDatesSomeFractional: Bool
    /// What every string converts to (as `Int("12")` does), as the numbers seen elsewhere would.
    var allConvertToInt: Bool
    var allConvertToUInt64: Bool
    var allConvertToDouble: Bool
    var allBoolText: Bool
    /// Some string is digits with a leading zero (`"007"`, `"02134"`): a code or an id whose
    /// text is the value, which a number would lose.
    var someLeadingZero: Bool
    /// Some string is a number with more significant digits than a `Double` keeps (17).
    var someBeyondDoubleDigits = false

    func merged(with other: StringFacts) -> StringFacts {
        StringFacts(
            allDates: allDates && other.allDates,
            allDatesSomeFractional: (allDates || allDatesSomeFractional) && (other.allDates || other.allDatesSomeFractional)
                && (allDatesSomeFractional || other.allDatesSomeFractional),
            allConvertToInt: allConvertToInt && other.allConvertToInt,
            allConvertToUInt64: allConvertToUInt64 && other.allConvertToUInt64,
            allConvertToDouble: allConvertToDouble && other.allConvertToDouble,
            allBoolText: allBoolText && other.allBoolText,
            someLeadingZero: someLeadingZero || other.someLeadingZero,
            someBeyondDoubleDigits: someBeyondDoubleDigits || other.someBeyondDoubleDigits
        )
    }
}

/// What was seen at a place that had both text and numbers (or text and bools): the facts of
/// each side, merged as samples come.
struct ConvertibleFacts: Hashable, Sendable {
    /// The numbers seen, if any.
    var numbers: NumberFacts?
    /// The strings seen, if any.
    var strings: StringFacts?
    /// Bools were seen.
    var sawBools = false

    /// The facts of a scalar kind (or of a convertible one, as they are); nil for any other.
    init?(_ kind: Shape.Kind) {
        switch kind {
        case .bool: self.init(numbers: nil, strings: nil, sawBools: true)
        case .number(let numbers): self.init(numbers: numbers, strings: nil)
        case .string(let strings): self.init(numbers: nil, strings: strings)
        case .convertible(let facts): self = facts
        default: return nil
        }
    }

    init(numbers: NumberFacts?, strings: StringFacts?, sawBools: Bool = false) {
        self.numbers = numbers
        self.strings = strings
        self.sawBools = sawBools
    }

    /// The kinds of value seen.
    var seen: SeenKinds {
        var seen: SeenKinds = sawBools ? .bool : []
        if numbers != nil { seen.insert(.number) }
        if strings != nil { seen.insert(.string) }
        return seen
    }

    /// What both saw.
    func merged(with other: ConvertibleFacts) -> ConvertibleFacts {
        func both<T>(_ a: T?, _ b: T?, _ merge: (T, T) -> T) -> T? {
            guard let a else { return b }
            guard let b else { return a }
            return merge(a, b)
        }
        return ConvertibleFacts(numbers: both(numbers, other.numbers) { $0.merged(with: $1) },
                                strings: both(strings, other.strings) { $0.merged(with: $1) },
                                sawBools: sawBools || other.sawBools)
    }

    /// The narrowest scalar that holds every number and that every text converts to: `Bool` for
    /// a flag written in any mix of bools, their text and the numbers 0 and 1; else `Int`, then
    /// `UInt64`, then `Double` (which holds any number a sample had); nil when none does (the
    /// value is kept as JSON). Text with a leading zero (`"02134"` beside `10001`) is a code whose
    /// text is the value: `String`, which takes a number as its text, where an `Int` would make
    /// `"007"` 7. More samples only take a scalar away (every fact but `sawBools` only turns
    /// false, and that one only rules out the numeric scalars), so the samples' order does not
    /// matter.
    var scalar: Scalar? {
        if numbers?.allZeroOrOne ?? true, strings?.allBoolText ?? true { return .bool }
        guard !sawBools, let numbers, let strings else { return nil }
        if strings.someLeadingZero { return .string }
        if numbers.allIntegers, numbers.allFitInt, strings.allConvertToInt { return .int }
        if numbers.allIntegers, numbers.allFitUInt64, strings.allConvertToUInt64 { return .uint64 }
        // Integers beyond `Int.max` that each fit 64 bits, beside text no `UInt64` holds (`"-1"`):
        // a `Double` would round them, as it would plain numbers (`needTwoIntegerTypes`).
        if numbers.allIntegers, numbers.allFit64Bits, !numbers.allFitInt { return nil }
        return strings.allConvertToDouble ? .double : nil
    }
}

/// The fields of the objects seen at one place, in the order their keys first appeared.
struct ObjectShape: Hashable, Sendable {
    var fields: [Field] = []

    struct Field: Hashable, Sendable {
        var key: String
        var shape: Shape
    }
}

/// The elements of the arrays seen at one place, merged into one shape.
struct ArrayShape: Hashable, Sendable {
    var element: Shape
}
