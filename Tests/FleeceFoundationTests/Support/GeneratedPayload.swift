import Foundation

/// A value to encode, as a seeded generator builds it, that encodes itself through every part
/// of the `Encoder` API: concrete and generic `encode` calls, `encodeIfPresent`, nested
/// containers, `superEncoder`, Foundation's special types, dictionaries and typed arrays.
indirect enum Payload: Encodable, @unchecked Sendable {
    case object([(key: String, value: Payload)])
    case array([Payload])
    case string(String)
    case int(Int), int8(Int8), int16(Int16), int32(Int32), int64(Int64)
    case uint(UInt), uint8(UInt8), uint16(UInt16), uint32(UInt32), uint64(UInt64)
    case double(Double), float(Float)
    case bool(Bool)
    case null
    case optional(Payload?)
    case decimal(Decimal), date(Date), data(Data), url(URL)
    case dictionary([String: Payload])
    case intDictionary([Int: Payload])
    case doubles([Double]), floats([Float]), ints([Int]), strings([String])
    /// Members written through `nestedContainer(keyedBy:forKey:)` (or `nestedContainer(keyedBy:)` in an array).
    case nestedObject([(key: String, value: Payload)])
    /// Elements written through `nestedUnkeyedContainer`.
    case nestedArray([Payload])
    /// A value written through `superEncoder(forKey:)` / `superEncoder()`.
    case viaSuperEncoder(Payload)
    /// A value that encodes nothing (an empty object in its container).
    case nothing
    /// A value written through a single-value container holding a generic value.
    case wrapped(Payload)

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members), .nestedObject(let members):
            var container = encoder.container(keyedBy: PlainKey.self)
            try Self.encode(members, into: &container)
        case .array(let elements), .nestedArray(let elements):
            var container = encoder.unkeyedContainer()
            try Self.encode(elements, into: &container)
        case .nothing:
            break
        case .wrapped(let inner):
            var container = encoder.singleValueContainer()
            try container.encode(inner)
        case .viaSuperEncoder(let inner):
            try inner.encode(to: encoder)
        default:
            var container = encoder.singleValueContainer()
            try encodeScalar(into: &container)
        }
    }

    private func encodeScalar(into container: inout any SingleValueEncodingContainer) throws {
        switch self {
        case .string(let v): try container.encode(v)
        case .int(let v): try container.encode(v)
        case .int8(let v): try container.encode(v)
        case .int16(let v): try container.encode(v)
        case .int32(let v): try container.encode(v)
        case .int64(let v): try container.encode(v)
        case .uint(let v): try container.encode(v)
        case .uint8(let v): try container.encode(v)
        case .uint16(let v): try container.encode(v)
        case .uint32(let v): try container.encode(v)
        case .uint64(let v): try container.encode(v)
        case .double(let v): try container.encode(v)
        case .float(let v): try container.encode(v)
        case .bool(let v): try container.encode(v)
        case .null: try container.encodeNil()
        case .optional(let v): try container.encode(v)
        case .decimal(let v): try container.encode(v)
        case .date(let v): try container.encode(v)
        case .data(let v): try container.encode(v)
        case .url(let v): try container.encode(v)
        case .dictionary(let v): try container.encode(v)
        case .intDictionary(let v): try container.encode(v)
        case .doubles(let v): try container.encode(v)
        case .floats(let v): try container.encode(v)
        case .ints(let v): try container.encode(v)
        case .strings(let v): try container.encode(v)
        default: try container.encode(self)
        }
    }

    static func encode(_ members: [(key: String, value: Payload)], into container: inout KeyedEncodingContainer<PlainKey>) throws {
        for (name, value) in members {
            let key = PlainKey(stringValue: name)
            switch value {
            // The concrete overloads, as synthesized conformances call them.
            case .string(let v): try container.encode(v, forKey: key)
            case .int(let v): try container.encode(v, forKey: key)
            case .int8(let v): try container.encode(v, forKey: key)
            case .uint64(let v): try container.encode(v, forKey: key)
            case .double(let v): try container.encode(v, forKey: key)
            case .float(let v): try container.encode(v, forKey: key)
            case .bool(let v): try container.encode(v, forKey: key)
            case .null: try container.encodeNil(forKey: key)
            case .optional(let v): try container.encodeIfPresent(v, forKey: key)
            case .date(let v): try container.encode(v, forKey: key)
            case .nestedObject(let inner):
                var nested = container.nestedContainer(keyedBy: PlainKey.self, forKey: key)
                try encode(inner, into: &nested)
            case .nestedArray(let inner):
                var nested = container.nestedUnkeyedContainer(forKey: key)
                try encode(inner, into: &nested)
            case .viaSuperEncoder(let inner):
                try inner.encode(to: name == "super" ? container.superEncoder() : container.superEncoder(forKey: key))
            default: try container.encode(value, forKey: key)
            }
        }
    }

    static func encode(_ elements: [Payload], into container: inout any UnkeyedEncodingContainer) throws {
        for value in elements {
            switch value {
            case .string(let v): try container.encode(v)
            case .int(let v): try container.encode(v)
            case .int16(let v): try container.encode(v)
            case .uint32(let v): try container.encode(v)
            case .double(let v): try container.encode(v)
            case .float(let v): try container.encode(v)
            case .bool(let v): try container.encode(v)
            case .null: try container.encodeNil()
            case .nestedObject(let inner):
                var nested = container.nestedContainer(keyedBy: PlainKey.self)
                try encode(inner, into: &nested)
            case .nestedArray(let inner):
                var nested = container.nestedUnkeyedContainer()
                try encode(inner, into: &nested)
            case .viaSuperEncoder(let inner):
                try inner.encode(to: container.superEncoder())
            default: try container.encode(value)
            }
        }
    }
}

extension SeededGenerator {
    /// A random value of every kind, `depth` levels of containers at most.
    mutating func payload(depth: Int, nonFinite: Bool = false) -> Payload {
        let kind = Int.random(in: depth > 0 ? 0..<34 : 0..<22, using: &self)
        switch kind {
        case 0, 1: return .string(text())
        case 2: return .int(Int.random(in: .min ... .max, using: &self) >> Int.random(in: 0..<64, using: &self))
        case 3: return .int8(Int8.random(in: .min ... .max, using: &self))
        case 4: return .int16(Int16.random(in: .min ... .max, using: &self))
        case 5: return .int32(Int32.random(in: .min ... .max, using: &self))
        case 6: return .int64(pick([.min, .max, 0, -1, Int64.random(in: .min ... .max, using: &self)]))
        case 7: return .uint(UInt.random(in: 0 ... .max, using: &self) >> UInt.random(in: 0..<64, using: &self))
        case 8: return .uint8(UInt8.random(in: 0 ... .max, using: &self))
        case 9: return .uint16(UInt16.random(in: 0 ... .max, using: &self))
        case 10: return .uint32(UInt32.random(in: 0 ... .max, using: &self))
        case 11: return .uint64(pick([.max, 0, UInt64.random(in: 0 ... .max, using: &self)]))
        case 12, 13: return .double(double(nonFinite: nonFinite))
        case 14: return .float(float(nonFinite: nonFinite))
        case 15: return .bool(chance(50))
        case 16: return .null
        case 17: return .decimal(decimal())
        case 18: return .date(Date(timeIntervalSince1970: pick([0, 1_234_567_890.125, -1e9, Double(Int32.random(in: .min ... .max, using: &self)) / 8])))
        case 19: return .data(Data((0..<Int.random(in: 0...9, using: &self)).map { _ in UInt8.random(in: 0...255, using: &self) }))
        case 20: return .url(URL(string: pick(["https://example.com/a/b?c=d&e=%20", "file:///tmp/x", "relative/path", "mailto:a@b.c"]))!)
        case 21: return .optional(chance(50) ? nil : payload(depth: 0, nonFinite: nonFinite))
        case 22, 23, 24: return .object(members(depth: depth - 1, nonFinite: nonFinite))
        case 25, 26: return .array((0..<Int.random(in: 0...5, using: &self)).map { _ in payload(depth: depth - 1, nonFinite: nonFinite) })
        case 27: return .dictionary(Dictionary(members(depth: depth - 1, nonFinite: nonFinite), uniquingKeysWith: { a, _ in a }))
        case 28: return .intDictionary(Dictionary((0..<Int.random(in: 0...3, using: &self)).map { _ in (Int.random(in: -50...50, using: &self), payload(depth: depth - 1, nonFinite: nonFinite)) }, uniquingKeysWith: { a, _ in a }))
        case 29:
            switch Int.random(in: 0..<4, using: &self) {
            case 0: return .doubles((0..<Int.random(in: 0...6, using: &self)).map { _ in double(nonFinite: nonFinite) })
            case 1: return .floats((0..<Int.random(in: 0...6, using: &self)).map { _ in float(nonFinite: nonFinite) })
            case 2: return .ints((0..<Int.random(in: 0...6, using: &self)).map { _ in Int.random(in: -1000...1000, using: &self) })
            default: return .strings((0..<Int.random(in: 0...4, using: &self)).map { _ in text() })
            }
        case 30: return .nestedObject(members(depth: depth - 1, nonFinite: nonFinite))
        case 31: return .nestedArray((0..<Int.random(in: 0...4, using: &self)).map { _ in payload(depth: depth - 1, nonFinite: nonFinite) })
        case 32: return chance(50) ? .viaSuperEncoder(payload(depth: depth - 1, nonFinite: nonFinite)) : .nothing
        default: return .wrapped(payload(depth: depth - 1, nonFinite: nonFinite))
        }
    }

    mutating func members(depth: Int, nonFinite: Bool) -> [(key: String, value: Payload)] {
        (0..<Int.random(in: 0...6, using: &self)).map { _ in (key(), payload(depth: depth, nonFinite: nonFinite)) }
    }

    /// A key: camel case words, with capitals runs, digits, underscores and letters beyond ASCII.
    mutating func key() -> String {
        if chance(10) { return pick(["", "super", "_", "a/b", "with space", "ǅungla", "ÉtéÀ", "straßeName", "a\u{301}B", "\r\nX", "x\r\nYz"]) }
        let words = ["id", "name", "url", "URL", "ID", "Photo", "count", "a", "B", "x2", "_", "Über", "Name", "HTTPS", "html", "é"]
        return (0..<Int.random(in: 1...3, using: &self)).map { _ in pick(words) }.joined()
    }

    /// Text of any Unicode: ASCII, escapes, slashes, control characters, beyond the BMP.
    mutating func text() -> String {
        let pools: [ClosedRange<UInt32>] = [0x20...0x7E, 0x20...0x7E, 0x00...0x1F, 0x7F...0xFF, 0x100...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFD, 0x1F300...0x1F64F, 0x10000...0x10FFFF]
        var text = ""
        for _ in 0..<Int.random(in: 0...12, using: &self) {
            if chance(15) { text += pick(["/", "\"", "\\", "\u{2028}", "\u{7F}", "</script>", "\r\n", "é", "e\u{301}"]); continue }
            let pool = pick(pools)
            if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &self)) { text.unicodeScalars.append(scalar) }
        }
        return text
    }

    /// Any finite `Double` (and infinities and NaN when asked): random bits (subnormals
    /// included), integers, powers of ten near the switch to exponents, short decimals.
    mutating func double(nonFinite: Bool = false) -> Double {
        if nonFinite, chance(10) { return pick([.infinity, -.infinity, .nan]) }
        switch Int.random(in: 0..<8, using: &self) {
        case 0, 1:
            while true {
                let value = Double(bitPattern: next())
                if value.isFinite { return value }
            }
        case 2: return Double(Int64.random(in: -(1 << 54)...(1 << 54), using: &self))
        case 3: return pick([0, -0.0, 1, -1, 1e15, 1e16, 9007199254740992, 9007199254740992.0.nextUp, 1e-4, 1e-5, 0.1, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .leastNormalMagnitude, 123456789012345680000.0])
        case 4: return Double(Int.random(in: -100_000...100_000, using: &self)) / pick([10, 100, 1000, 7, 3])
        case 5: return pick([1.0, 10, 0.1]) * Double(sign: .plus, exponent: Int.random(in: -60...60, using: &self), significand: 1)
        case 6: return Double("\(Int.random(in: 1...99999, using: &self))e\(Int.random(in: -330...310, using: &self))") ?? 0
        default: return Double.random(in: -1e6...1e6, using: &self)
        }
    }

    mutating func float(nonFinite: Bool = false) -> Float {
        if nonFinite, chance(10) { return pick([.infinity, -.infinity, .nan]) }
        switch Int.random(in: 0..<4, using: &self) {
        case 0, 1:
            while true {
                let value = Float(bitPattern: UInt32(truncatingIfNeeded: next()))
                if value.isFinite { return value }
            }
        case 2: return pick([0, -0.0, 0.1, 16777216, Float(16777216).nextUp, 1e7, 1e-5, .leastNonzeroMagnitude, .greatestFiniteMagnitude])
        default: return Float(Int.random(in: -100_000...100_000, using: &self)) / pick([10, 100, 1000, 7])
        }
    }

    mutating func decimal() -> Decimal {
        if chance(5) { return pick([Decimal.nan, Decimal(0), Decimal.greatestFiniteMagnitude, Decimal.leastFiniteMagnitude]) }
        let digits = String((0..<Int.random(in: 1...30, using: &self)).map { _ in pick(Array("0123456789")) })
        let text = (chance(30) ? "-" : "") + digits + (chance(50) ? ".\(Int.random(in: 0...999, using: &self))" : "") + (chance(30) ? "e\(Int.random(in: -40...40, using: &self))" : "")
        return Decimal(string: text) ?? Decimal(Int.random(in: -1000...1000, using: &self))
    }
}
