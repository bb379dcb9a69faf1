import Testing
import Fleece

/// The standard types' decoding: the value, and the exact error for every wrong input.
@Suite("Standard types")
struct StandardTypesTests {
    /// `T` decoded from the JSON text `text`.
    func decode<T: JSONDecodable>(_ text: String, as type: T.Type = T.self) throws -> Decoded<T> {
        T.decode(try JSON(parsing: text))
    }

    /// The one-line description of the failure of decoding `text` as `T`.
    func failure<T: JSONDecodable>(_ text: String, as type: T.Type) throws -> String {
        try #require(decode(text, as: T.self).error).description
    }

    @Test("String: only a JSON string")
    func string() throws {
        #expect(try decode(#""Ada \u00e9""#).value == "Ada é")
        #expect(try decode(#""""#).value == "")
        #expect(try failure("12", as: String.self) == "expected String, found number 12 at line 1, column 1")
        #expect(try failure("true", as: String.self) == "expected String, found bool true")
        #expect(try failure("null", as: String.self) == "expected String, found null")
        #expect(try failure(#"["a"]"#, as: String.self) == #"expected String, found array ["a"] at line 1, column 1"#)
    }

    @Test("Bool: only true and false")
    func bool() throws {
        #expect(try decode("true").value == true)
        #expect(try decode("false").value == false)
        #expect(try failure("1", as: Bool.self) == "expected Bool, found number 1 at line 1, column 1")
        #expect(try failure(#""true""#, as: Bool.self) == #"expected Bool, found string "true""#)
        #expect(try failure("null", as: Bool.self) == "expected Bool, found null")
    }

    @Test("signed integers: exact, at their limits and one past them")
    func signed() throws {
        try checkLimits(Int8.self, min: "-128", max: "127", below: "-129", above: "128")
        try checkLimits(Int16.self, min: "-32768", max: "32767", below: "-32769", above: "32768")
        try checkLimits(Int32.self, min: "-2147483648", max: "2147483647", below: "-2147483649", above: "2147483648")
        try checkLimits(Int64.self, min: "-9223372036854775808", max: "9223372036854775807",
                        below: "-9223372036854777856", above: "9223372036854775808")
        try checkLimits(Int.self, min: "-9223372036854775808", max: "9223372036854775807",
                        below: "-9223372036854777856", above: "9223372036854775808")
        // Exact: -2^63 - 1 does not round to -2^63 on the way.
        let belowMinimum = try decode("-9223372036854775809", as: Int64.self)
        #expect(belowMinimum.error != nil)
    }

    @Test("unsigned integers: exact, at their limits and one past them")
    func unsigned() throws {
        try checkLimits(UInt8.self, min: "0", max: "255", below: "-1", above: "256")
        try checkLimits(UInt16.self, min: "0", max: "65535", below: "-1", above: "65536")
        try checkLimits(UInt32.self, min: "0", max: "4294967295", below: "-1", above: "4294967296")
        try checkLimits(UInt64.self, min: "0", max: "18446744073709551615", below: "-1", above: "18446744073709551616")
        try checkLimits(UInt.self, min: "0", max: "18446744073709551615", below: "-1", above: "18446744073709551616")
    }

    func checkLimits<T: FixedWidthInteger & JSONDecodable>(
        _ type: T.Type, min: String, max: String, below: String, above: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(try decode(min, as: T.self).value == T.min)
        #expect(try decode(max, as: T.self).value == T.max)
        #expect(try decode("1e2", as: T.self).value == 100)
        #expect(try decode("12.0", as: T.self).value == 12)
        let name = String(describing: T.self)
        // Which bound the number passed, since "expected Int, found number" alone reads like a
        // wrong kind of value.
        let belowWhy = T.isSigned ? "less than \(name).min" : "\(name) cannot be negative"
        #expect(try failure(below, as: T.self) == "expected \(name), found number \(below) (\(belowWhy)) at line 1, column 1")
        #expect(try failure(above, as: T.self) == "expected \(name), found number \(above) (more than \(name).max) at line 1, column 1")
        #expect(try failure("12.5", as: T.self) == "expected \(name), found number 12.5 (not a whole number) at line 1, column 1")
        #expect(try failure("1e400", as: T.self) == "expected \(name), found number 1e400 (more than \(name).max) at line 1, column 1")
        #expect(try failure("-1.0000000000000000000001", as: T.self)
                == "expected \(name), found number -1.0000000000000000000001 (not a whole number) at line 1, column 1")
        #expect(try failure(#""12""#, as: T.self) == "expected \(name), found string \"12\"")
        #expect(try failure("null", as: T.self) == "expected \(name), found null")
        #expect(try failure("[1]", as: T.self) == "expected \(name), found array [1] at line 1, column 1")
    }

    @Test("128-bit integers: exact, at their limits and one past them")
    func wide() throws {
        try checkLimits(Int128.self, min: "-170141183460469231731687303715884105728",
                        max: "170141183460469231731687303715884105727",
                        below: "-170141183460469231731687303715884105729",
                        above: "170141183460469231731687303715884105728")
        try checkLimits(UInt128.self, min: "0", max: "340282366920938463463374607431768211455",
                        below: "-1", above: "340282366920938463463374607431768211456")
        #expect(try decode("-42", as: Int128.self).value == -42)
        #expect(try decode("42", as: UInt128.self).value == 42)
        #expect(try failure("-1", as: UInt128.self) == "expected UInt128, found number -1 (UInt128 cannot be negative) at line 1, column 1")
        #expect(try failure("0.5", as: Int128.self) == "expected Int128, found number 0.5 (not a whole number) at line 1, column 1")
    }

    @Test("Double and Float: the nearest value; too large is an error, not infinity")
    func floatingPoint() throws {
        #expect(try decode("12.5").value == 12.5 as Double)
        #expect(try decode("-0").value == -0.0 as Double)
        #expect(try decode("1e308").value == 1e308 as Double)
        #expect(try decode("7").value == 7 as Double)
        #expect(try failure("1e400", as: Double.self) == "expected Double, found number 1e400 (beyond Double's range) at line 1, column 1")
        #expect(try failure(#""12.2""#, as: Double.self) == #"expected Double, found string "12.2""#)
        #expect(try failure("null", as: Double.self) == "expected Double, found null")
        #expect(try decode("0.1").value == 0.1 as Float)
        #expect(try decode("3.4e38").value == 3.4e38 as Float)
        #expect(try failure("1e39", as: Float.self) == "expected Float, found number 1e39 (beyond Float's range) at line 1, column 1")
        #expect(try failure("false", as: Float.self) == "expected Float, found bool false")
    }

    @Test("Double and Float: a number too close to zero is an error, not 0; zero however written is 0")
    func floatingPointUnderflow() throws {
        #expect(try failure("1e-400", as: Double.self) == "expected Double, found number 1e-400 (too close to 0 for Double) at line 1, column 1")
        #expect(try failure("-1e-50", as: Float.self) == "expected Float, found number -1e-50 (too close to 0 for Float) at line 1, column 1")
        #expect(try decode("1e-50").value == 1e-50 as Double)
        #expect(try decode("4.9406564584124654e-324").value == Double.leastNonzeroMagnitude)
        for zero in ["0", "-0", "0.000", "0e7", "-0.0e-999", "0E+2"] {
            #expect(try decode(zero).value == 0 as Double, "\(zero)")
            #expect(try decode(zero).value == 0 as Float, "\(zero)")
        }
        // The fast paths (a member, an array of scalars) keep the same rule.
        let json = try JSON(parsing: #"{"tiny": 1e-400, "zero": 0.0, "list": [1, 1e-400]}"#)
        #expect(try json.need("zero", as: Double.self) == 0)
        #expect(throws: DecodeError.self) { try json.need("tiny", as: Double.self) }
        let list: Decoded<[Double]> = json <|| "list"
        #expect(list.error?.description == "list[1]: expected Double, found number 1e-400 (too close to 0 for Double) at line 1, column 43")
    }

    @Test("JSON: any value, as it is")
    func json() throws {
        #expect(try decode("null", as: JSON.self).value == .null)
        #expect(try decode(#"{"a":[1]}"#, as: JSON.self).value == ["a": [1]])
    }

    @Test("Array: every element, or every failing element listed")
    func array() throws {
        #expect(try decode("[1, 2, 3]").value == [1, 2, 3])
        #expect(try decode("[]").value == [Int]())
        #expect(try decode("[[1], []]").value == [[1], []] as [[Int]])
        #expect(try failure(#"{"a": 1}"#, as: [Int].self) == #"expected [Int], found object {"a":1} at line 1, column 1"#)
        #expect(try failure("null", as: [Int].self) == "expected [Int], found null")
        // Standard types inside are named as Swift writes them too, not `[Array<Int>]`.
        #expect(try failure(#"{"a": 1}"#, as: [[Int]].self) == #"expected [[Int]], found object {"a":1} at line 1, column 1"#)
        #expect(try failure("1", as: [Int?].self) == "expected [Int?], found number 1 at line 1, column 1")
        #expect(try failure("1", as: [[String: [Int?]]?].self) == "expected [[String: [Int?]]?], found number 1 at line 1, column 1")
        #expect(try failure(#"[1, "2", 3, 4.5]"#, as: [Int].self) == """
            [1]: expected Int, found string "2" at line 1, column 5
            [3]: expected Int, found number 4.5 (not a whole number) at line 1, column 13
            """)
    }

    @Test("Dictionary: every member, the last of duplicate keys, or every failing member listed")
    func dictionary() throws {
        #expect(try decode(#"{"a": 1, "b": 2}"#).value == ["a": 1, "b": 2])
        #expect(try decode(#"{"a": 1, "a": 2}"#).value == ["a": 2])
        #expect(try decode("{}").value == [String: Int]())
        #expect(try failure(#"{"a": "x", "b": 2, "c d": true}"#, as: [String: Int].self) == """
            a: expected Int, found string "x" at line 1, column 7
            ["c d"]: expected Int, found bool true at line 1, column 27
            """)
        #expect(try failure("[]", as: [String: Int].self) == "expected [String: Int], found array [] at line 1, column 1")
        #expect(try failure("[]", as: [String: [Int]].self) == "expected [String: [Int]], found array [] at line 1, column 1")
    }

    @Test("Optional: null is nil, anything else must decode")
    func optional() throws {
        #expect(try decode("null", as: Int?.self).value == .some(nil))
        #expect(try decode("3", as: Int?.self).value == 3)
        #expect(try decode("[1, null]").value == [1, nil] as [Int?])
        #expect(try failure(#""3""#, as: Int?.self) == #"expected Int, found string "3""#)
    }

    enum Size: String, JSONDecodable, CaseIterable { case small, large }
    enum Level: Int, JSONDecodable, CaseIterable { case low = 1, high = 9 }
    enum Code: String, JSONDecodable { case ok = "OK" }

    @Test("enums by raw value; an unknown value is named with the known ones")
    func rawRepresentable() throws {
        #expect(try decode(#""large""#).value == Size.large)
        #expect(try decode("9").value == Level.high)
        #expect(try decode(#""OK""#).value == Code.ok)
        #expect(try failure(#"["small", "huge"]"#, as: [Size].self)
            == #"[1]: expected one of "small", "large", found string "huge" at line 1, column 11"#)
        #expect(try failure("[5]", as: [Level].self) == "[0]: expected one of 1, 9, found number 5 at line 1, column 2")
        #expect(try failure(#""ko""#, as: Code.self) == #"expected Code, found string "ko""#)
        #expect(try failure("1", as: Size.self) == "expected String, found number 1 at line 1, column 1")
    }
}
