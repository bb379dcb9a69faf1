/// The hostile shapes, each at a size: JSON text built in code, deterministic, no files.
public enum HostileInputs {
    /// `[[[…]]]`, `depth` arrays deep (parsed with the depth limit raised to `depth`).
    public static func nesting(depth: Int) -> [UInt8] {
        Array(repeating: UInt8(ascii: "["), count: depth) + Array(repeating: UInt8(ascii: "]"), count: depth)
    }

    /// One string of `units` escape runs, every kind of escape (a surrogate pair included).
    public static func escapes(units: Int) -> [UInt8] {
        let unit = Array(#"\n\"\\\/\t\u00e9\uD83D\uDE00"#.utf8)
        var text: [UInt8] = [UInt8(ascii: "\"")]
        text.reserveCapacity(unit.count * units + 2)
        for _ in 0..<units { text += unit }
        return text + [UInt8(ascii: "\"")]
    }

    /// A number of `digits` digits, in three spellings: all integer digits, a fraction after
    /// `0.` with leading zeros, and an exponent of that many digits.
    public enum NumberShape: String, CaseIterable, Sendable {
        case integer, fraction, exponent
    }

    public static func number(_ shape: NumberShape, digits: Int) -> [UInt8] {
        let body = (0..<digits).map { UInt8(ascii: "1") + UInt8($0 % 9) }
        switch shape {
        case .integer: return body
        case .fraction: return Array("0.".utf8) + Array(repeating: UInt8(ascii: "0"), count: digits / 2) + body[..<(digits / 2)]
        case .exponent: return Array("1e".utf8) + body
        }
    }

    /// The keys of `members`: distinct, short, all looked up.
    public static func keys(_ members: Int) -> [String] {
        (0..<members).map { "k\($0)" }
    }

    /// `{"k0": 0, "k1": 1, …}`.
    public static func object(members: Int) -> [UInt8] {
        objectText(members: members) { #""k\#($0)":\#($0)"# }
    }

    /// `{"a": 0, "a": 1, …}`: one key, `members` times.
    public static func duplicates(members: Int) -> [UInt8] {
        objectText(members: members) { #""a":\#($0 % 10)"# }
    }

    /// `{"\u006b0": 0, …}`: keys written with an escape, which the Codable engine's lookups
    /// compare by unescaping (no fast hints for such objects).
    public static func escapedKeys(members: Int) -> [UInt8] {
        objectText(members: members) { #""\u006b\#($0)":\#($0)"# }
    }

    /// An object of `members` members, each written by `member`.
    private static func objectText(members: Int, _ member: (Int) -> String) -> [UInt8] {
        var text: [UInt8] = [UInt8(ascii: "{")]
        for index in 0..<members {
            if index > 0 { text.append(UInt8(ascii: ",")) }
            text += Array(member(index).utf8)
        }
        return text + [UInt8(ascii: "}")]
    }

    /// `[1,2,…]`: `count` one-digit numbers.
    public static func smallValues(count: Int) -> [UInt8] {
        var text = [UInt8](repeating: UInt8(ascii: ","), count: 2 * count + 1)
        text[0] = UInt8(ascii: "[")
        for index in 0..<count { text[2 * index + 1] = UInt8(ascii: "1") + UInt8(index % 9) }
        text[2 * count] = UInt8(ascii: "]")
        return text
    }

    /// `{"names": [{"name": 7}, …]}`: `count` elements that all fail to decode as a model with a
    /// `String` name, so lenient decoding records `count` entries, each with a path and a position.
    public static func badElementsInAnObject(count: Int) -> [UInt8] {
        var text = Array(#"{"names":["#.utf8)
        for index in 0..<count {
            if index > 0 { text.append(UInt8(ascii: ",")) }
            text += Array(#"{"name":7}"#.utf8)
        }
        return text + Array("]}".utf8)
    }
}
