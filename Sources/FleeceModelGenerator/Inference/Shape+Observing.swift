import Fleece

extension Shape {
    /// The shape of one value, as one sample shows it.
    init(observing value: JSON) {
        switch value {
        case .null:
            self.init(kind: .nothing, sawNull: true)
        case .bool:
            self.init(kind: .bool)
        case .number(let number):
            // A number no `Double` holds (`1e400`, `1e-400`) would fail the model made from its
            // own sample, in every style: kept as JSON.
            guard Double.decode(value).value != nil else {
                self.init(kind: .mixed(.hugeNumber))
                return
            }
            self.init(kind: .number(NumberFacts(observing: number)))
        case .string(let string):
            self.init(kind: .string(StringFacts(observing: string)))
        case .object(let object):
            var shape = ObjectShape()
            var index: [KeyBytes: Int] = [:]
            for (key, member) in object {
                // A repeated key is one field, holding every value it was given: the decoders
                // read the first (Codable) or the last (a lookup), so the type must hold both.
                if let earlier = index[KeyBytes(key)] {
                    shape.fields[earlier].shape = shape.fields[earlier].shape.merged(with: Shape(observing: member))
                } else {
                    index[KeyBytes(key)] = shape.fields.count
                    shape.fields.append(.init(key: key, shape: Shape(observing: member)))
                }
            }
            self.init(kind: shape.isDictionary ? .dictionary(ArrayShape(element: shape.valueShape)) : .object(shape))
        case .array(let array):
            var elements = ShapeFold()
            for item in array { elements.add(Shape(observing: item)) }
            self.init(kind: .array(ArrayShape(element: elements.result())))
        }
    }
}

extension NumberFacts {
    init(observing number: JSON.Number) {
        let integer = number.isWrittenAsInteger
        self.init(
            allIntegers: integer,
            allFitInt: integer && number.int64 != nil,
            allFitUInt64: integer && number.uint64 != nil,
            allFit64Bits: integer && (number.int64 != nil || number.uint64 != nil),
            // An integer beyond 64 bits is a `Double` too (see `scalar`).
            someBeyondDoubleDigits: number.int64 == nil && number.uint64 == nil && Self.significantDigits(number.text) > 17,
            allZeroOrOne: number.int64 == 0 || number.int64 == 1
        )
    }

    /// How many significant digits the number `text` has: those of its mantissa, without the
    /// sign, the point, leading zeros and trailing zeros (`0.0012500` has 3, `1e5` 1).
    static func significantDigits(_ text: some StringProtocol) -> Int {
        let mantissa = text.utf8.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
        let digits = mantissa.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard let first = digits.firstIndex(where: { $0 != UInt8(ascii: "0") }),
              let last = digits.lastIndex(where: { $0 != UInt8(ascii: "0") }) else { return 0 }
        return last - first + 1
    }
}

extension StringFacts {
    init(observing text: String) {
        // Most text is no number: Swift's own reading, which takes every text Fleece converts
        // to a number (and more), rules it out cheaply; asking Fleece of every string made
        // a 25 MB sample five times slower.
        let mayConvert = Double(text) != nil || Bool(text) != nil
        self.init(
            allDates: ISO8601Text.isDate(text),
            allDatesSomeFractional: ISO8601Text.isDateWithFractionalSeconds(text),
            allConvertToInt: mayConvert && Self.converts(text, to: Int.self),
            allConvertToUInt64: mayConvert && Self.converts(text, to: UInt64.self),
            allConvertToDouble: mayConvert && Self.converts(text, to: Double.self),
            allBoolText: mayConvert && Self.converts(text, to: Bool.self),
            someLeadingZero: Self.hasLeadingZero(text),
            someBeyondDoubleDigits: mayConvert && NumberFacts.significantDigits(text) > 17 && Self.converts(text, to: Double.self)
        )
    }

    /// Whether `text` is digits, after an optional `-`, that start with a zero followed by
    /// another digit: `"007"`, `"-01"`; not `"0"`, `"0.5"` or `"10"`.
    static func hasLeadingZero(_ text: String) -> Bool {
        var digits = text.utf8[...]
        if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
        guard digits.count > 1, digits.first == UInt8(ascii: "0") else { return false }
        return digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Whether the generated model converts `text` to `T`: asked of Fleece's own conversion
    /// (`ConvertibleText.value(_:as:)`, which `JSON.convert`, `<|~` and `@Convertible` share),
    /// not judged by a rule of this module's that could differ from it. `Double("0x1p3")`,
    /// `Double("0x10")` and `Double("1e-400")` are numbers, but the models refuse such text, so
    /// the field is JSON.
    private static func converts<T: LosslessStringConvertible>(_ text: String, to type: T.Type) -> Bool {
        ConvertibleText.value(text, as: T.self) != nil
    }
}

extension ObjectShape {
    /// Whether the object is a dictionary, not a record: its keys are data (every key a
    /// number, a path or a URL: `"138586341"`, `"/docs/a.html"`; two or more keys, each
    /// starting with a digit: npm's versions `"1.0.0"`, `"2.0.0-beta.1"`, a time series' dates
    /// `"2024-05-03"`; or every key an id of one shape: all UUIDs, all hexadecimal ids of one
    /// length, all ids of one prefix and length such as Stripe's `cus_NffrFeUfNV2Hib`; or its
    /// values are all text and a key is no name, `app.kubernetes.io/name`), or it has many
    /// members whose values are objects of one set of keys (sixteen notes of `{"bugType",
    /// "description"}`), or are scalars of one kind under codes (twenty-seven exchange rates
    /// under `"AED"`, `"AUD"`, …). Made a struct, such an object gives one property per id and
    /// fails on the next sample.
    var isDictionary: Bool {
        guard !fields.isEmpty else { return false }
        if fields.allSatisfy({ Self.keyIsData($0.key) }) || Self.keysAreIDs(fields.map(\.key)) { return true }
        // One key starting with a digit may be a field's (`"2x"`); versions and dates come many.
        if fields.count > 1, fields.allSatisfy({ $0.key.utf8.first.map(Self.isDigit) == true }) { return true }
        if fields.contains(where: { Self.keyIsNoName($0.key) }), valuesAreAllText { return true }
        if fields.count >= Self.manyMembers, fields.allSatisfy({ Self.keyIsCode($0.key) }), valuesAreOneScalar { return true }
        guard fields.count >= Self.manyMembers, case .object(let first) = fields[0].shape.kind else { return false }
        // The same keys in any order.
        let keys = Set(first.fields.map(\.key))
        return !keys.isEmpty && fields.allSatisfy { field in
            guard case .object(let object) = field.shape.kind else { return false }
            return object.fields.count == keys.count && object.fields.allSatisfy { keys.contains($0.key) }
        }
    }

    /// Whether every value is a bool, every one a number or every one text, never null.
    var valuesAreOneScalar: Bool {
        guard fields.allSatisfy({ !$0.shape.sawNull }) else { return false }
        switch valueShape.kind {
        case .bool, .number, .string: return true
        default: return false
        }
    }

    /// A code, not a name: a capital letter, then one to seven capitals and digits (a
    /// currency's `USD`, a country's `GB`, a ticker's `BTC`).
    static func keyIsCode(_ key: String) -> Bool {
        let bytes = key.utf8
        guard (2...8).contains(bytes.count), let first = bytes.first, isCapital(first) else { return false }
        return bytes.allSatisfy { isCapital($0) || isDigit($0) }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    static func isCapital(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

    /// Whether there are members and every value is text, never null: with a key that is no
    /// name, or under a key of such maps, labels and headers
    /// (`{"app.kubernetes.io/name": "web", "tier": "frontend"}`), whose keys differ from one
    /// response to the next.
    var valuesAreAllText: Bool {
        !fields.isEmpty && fields.allSatisfy { field in
            guard case .string = field.shape.kind else { return false }
            return !field.shape.sawNull
        }
    }

    /// A key no record field is named: with a `/` or a space, or a `.` not after a leading `@`
    /// or `$` (OData's `@odata.type` is a field). Kubernetes' `app.kubernetes.io/name`,
    /// `Display Name`.
    static func keyIsNoName(_ key: String) -> Bool {
        if key.contains("/") || key.contains(" ") { return true }
        guard let first = key.first, first != "@", first != "$" else { return false }
        return key.contains(".")
    }

    /// The keys whose objects of text are maps, whatever their keys: Kubernetes' `labels`,
    /// `annotations`, `matchLabels`, `nodeSelector`, a service's `selector` and a container's
    /// resource `limits` and `requests`, HTTP `headers`, Stripe's `metadata`, cloud resources'
    /// `tags`, an environment's `env`, and a package's `dependencies` of every kind, `scripts`,
    /// `engines` and npm's `dist-tags`.
    static let keysOfStringMaps: Set<String> = [
        "labels", "annotations", "matchLabels", "nodeSelector", "selector", "limits", "requests", "headers", "metadata",
        "tags", "env", "dependencies", "devDependencies", "peerDependencies", "optionalDependencies", "scripts",
        "engines", "dist-tags",
    ]

    /// The members an object needs before alike values make it a dictionary.
    static let manyMembers = 16

    /// The shape of every member's value, merged.
    var valueShape: Shape {
        Shape.merging(fields.map(\.shape))
    }

    /// A key that is data, not a name: digits (an id), or a path or URL.
    static func keyIsData(_ key: String) -> Bool {
        guard let first = key.utf8.first else { return false }
        if key.utf8.allSatisfy(isDigit) { return true }
        return first == UInt8(ascii: "/") || key.contains("://")
    }

    /// Whether the keys are ids of one shape: all UUIDs (`3fa85f64-5717-4562-b3fc-2c963f66afa6`),
    /// all hexadecimal ids of one length with a digit and a letter each (Mongo's
    /// `507f1f77bcf86cd799439011`, a commit's hash), or all ids of one prefix and length
    /// (Stripe's `cus_NffrFeUfNV2Hib`, `cus_Q3bX9aLmN0pQrS`). Kept narrow: a record's field
    /// names are words, and a word is not 8 hexadecimal digits with a digit among them; nor
    /// are snake_case names (`user_id`, `user_name`, `user_address1`, `user_firstName`) ids
    /// after a prefix: one of the ids must have a digit before a letter, as a word does not.
    static func keysAreIDs(_ keys: [String]) -> Bool {
        guard let first = keys.first, let shape = IDShape(first), keys.allSatisfy({ IDShape($0) == shape }) else { return false }
        if case .prefixed = shape { return keys.contains(where: IDShape.hasDigitBeforeLetter) }
        return true
    }

    /// The shape of an id-like key: a UUID, hexadecimal digits of a length, or a prefix, `_`
    /// and ASCII letters and digits of a length.
    enum IDShape: Equatable {
        case uuid
        case hex(length: Int)
        /// `cus_NffrFeUfNV2Hib`: the prefix (`cus`, or `cs_test` before the last `_`) and the
        /// length of the id after it, at least 8 letters and digits with a digit or a capital
        /// among them (`user_username` is no id).
        case prefixed(prefix: Substring, length: Int)

        init?(_ key: String) {
            let bytes = Array(key.utf8)
            func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
            func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
            func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
            func isHex(_ byte: UInt8) -> Bool {
                isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
            }
            let dashes = [8, 13, 18, 23]
            if bytes.count == 36, bytes.indices.allSatisfy({ dashes.contains($0) ? bytes[$0] == UInt8(ascii: "-") : isHex(bytes[$0]) }) {
                self = .uuid
                return
            }
            let hasDigit = bytes.contains(where: isDigit)
            let hasLetter = bytes.contains { !isDigit($0) }
            if bytes.count >= 8, bytes.allSatisfy(isHex), hasDigit, hasLetter {
                self = .hex(length: bytes.count)
                return
            }
            // A prefix of letters, digits and `_` that starts with a letter, then `_` and the id.
            guard let underscore = key.utf8.lastIndex(of: UInt8(ascii: "_")) else { return nil }
            let prefix = key.utf8[..<underscore], id = key.utf8[key.utf8.index(after: underscore)...]
            guard let start = prefix.first, isLetter(start),
                  prefix.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }),
                  id.count >= 8, id.allSatisfy({ isLetter($0) || isDigit($0) }),
                  id.contains(where: { isDigit($0) || isUpper($0) }) else { return nil }
            self = .prefixed(prefix: Substring(prefix), length: id.count)
        }

        /// Whether the key's id, after its prefix, has a digit followed by a letter
        /// (`NffrFeUfNV2Hib`), as an id of random letters and digits nearly always has and a
        /// name (`address1`, `firstName`) has not.
        static func hasDigitBeforeLetter(_ key: String) -> Bool {
            guard let id = key.utf8.split(separator: UInt8(ascii: "_")).last else { return false }
            var previousWasDigit = false
            for byte in id {
                let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                let isLetter = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                if previousWasDigit, isLetter { return true }
                previousWasDigit = isDigit
            }
            return false
        }
    }
}
