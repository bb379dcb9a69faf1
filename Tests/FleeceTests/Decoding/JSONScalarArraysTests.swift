import Foundation
import Testing
import Fleece

/// `[Double]`, `[Int]`, `[Int64]`, `[String]` and `[Bool]` are decoded straight from the document
/// (JSON+ScalarArrays.swift). Each test checks the values against `decodeEach` with the element's
/// own `decode`, which takes the general path, and the errors against it and written out.
@Suite("Scalar arrays")
struct JSONScalarArraysTests {
    struct Shape: JSONDecodable, Equatable {
        let name: String
        let rings: [[[Double]]]
        static func decode(_ json: JSON) -> Decoded<Shape> {
            curry(Shape.init) <^> json <| "name" <*> json <|| "rings"
        }
    }

    /// Decoded as `[T]` (the fast path) and element by element (the general path).
    func both<T: JSONDecodable>(_ text: String, as type: T.Type) throws -> (fast: Decoded<[T]>, general: Decoded<[T]>) {
        let json = try JSON(parsing: text)
        return ([T].decode(json), json.decodeEach(T.decode))
    }

    func values<T: JSONDecodable & Equatable>(_ text: String, as type: T.Type) throws -> [T] {
        let (fast, general) = try both(text, as: T.self)
        #expect(try fast.get() == general.get())
        return try fast.get()
    }

    func failure<T: JSONDecodable>(_ text: String, as type: T.Type) throws -> String {
        let (fast, general) = try both(text, as: T.self)
        let error = try #require(fast.error)
        #expect(error == general.error)
        return error.description
    }

    @Test("Double: the nearest value, bit for bit, as JSONSerialization reads it")
    func doubles() throws {
        let text = "[0, -0, 0.1, -2.5e-3, 1e308, 4.9e-324, 2.2250738585072014e-308, 9007199254740993, -79.94268052199984, 43.42289517218277, 12, 1E2]"
        let decoded = try values(text, as: Double.self)
        // JSONSerialization reads `-0` as the integer 0: compared to the sign's bit here.
        #expect(decoded[1].bitPattern == (-0.0).bitPattern)
        let foundation = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any])
        #expect(decoded.count == foundation.count)
        for (value, expected) in zip(decoded, foundation) {
            let number = try #require(expected as? NSNumber)
            #expect(value == number.doubleValue && (value.bitPattern == number.doubleValue.bitPattern || value == 0),
                    "\(value) vs \(number)")
        }
        #expect(try values("[]", as: Double.self) == [])
    }

    @Test("Double: too large, a string or null fails at its index; every failure listed")
    func doubleFailures() throws {
        #expect(try failure(#"[1.5, 1e400, "2", null]"#, as: Double.self) == """
            [1]: expected Double, found number 1e400 (beyond Double's range) at line 1, column 7
            [2]: expected Double, found string "2" at line 1, column 14
            [3]: expected Double, found null at line 1, column 19
            """)
    }

    @Test("Int and Int64: exact; 1e2 and 12.0 are integers, 12.5 and out of range are not")
    func integers() throws {
        #expect(try values("[0, -1, 1e2, 12.0, 9223372036854775807, -9223372036854775808]", as: Int.self)
                == [0, -1, 100, 12, .max, .min])
        #expect(try values("[7, -9223372036854775808, 1234567890123456789]", as: Int64.self)
                == [7, .min, 1_234_567_890_123_456_789])
        #expect(try failure("[1, 12.5, 9223372036854775808]", as: Int.self) == """
            [1]: expected Int, found number 12.5 (not a whole number) at line 1, column 5
            [2]: expected Int, found number 9223372036854775808 (more than Int.max) at line 1, column 11
            """)
        #expect(try failure(#"[true, 2]"#, as: Int64.self) == "[0]: expected Int64, found bool true at line 1, column 2")
    }

    @Test("String: unescaped; a number is not a string")
    func strings() throws {
        #expect(try values(#"["", "a", "caf\u00e9", "line\nbreak", "😀 long enough to leave the small form"]"#, as: String.self)
                == ["", "a", "café", "line\nbreak", "😀 long enough to leave the small form"])
        #expect(try failure(#"["a", 1, "b"]"#, as: String.self) == "[1]: expected String, found number 1 at line 1, column 7")
    }

    @Test("Bool: only true and false")
    func bools() throws {
        #expect(try values("[true, false, true]", as: Bool.self) == [true, false, true])
        #expect(try failure("[true, 1, null]", as: Bool.self) == """
            [1]: expected Bool, found number 1 at line 1, column 8
            [2]: expected Bool, found null at line 1, column 11
            """)
    }

    @Test("not an array: the same error as element by element")
    func notAnArray() throws {
        #expect(try failure(#"{"a": 1}"#, as: Double.self) == #"expected [Double], found object {"a":1} at line 1, column 1"#)
    }

    @Test("arrays of arrays through <||: values, and a failing element's whole path")
    func nested() throws {
        let good = try JSON(parsing: #"{"name": "p", "rings": [[[1.5, -2], [3e1, 4.25]], [], [[]]]}"#)
        #expect(try Shape.decode(good).get() == Shape(name: "p", rings: [[[1.5, -2], [30, 4.25]], [], [[]]]))
        let bad = try JSON(parsing: #"{"name": "p", "rings": [[[1.5, -2]], [[3, "x"], [1e999]]]}"#)
        #expect(try #require(Shape.decode(bad).error).description == """
            rings[1][0][1]: expected Double, found string "x" at line 1, column 43
            rings[1][1][0]: expected Double, found number 1e999 (beyond Double's range) at line 1, column 50
            """)
    }
}
