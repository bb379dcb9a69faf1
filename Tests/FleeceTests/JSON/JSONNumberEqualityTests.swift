import Testing
@testable import Fleece

/// `JSON.Number` equality is exact for any exponent the text spells, however many digits it has.
@Suite("JSON.Number equality")
struct JSONNumberEqualityTests {
    func number(_ text: String) throws -> JSON.Number {
        guard case .number(let number) = try JSON(parsing: text) else { throw CancellationError() }
        return number
    }

    @Test("exponents beyond any integer type are compared exactly")
    func hugeExponents() throws {
        #expect(try number("1e99999999999999999999") != number("1e99999999999999999998"))
        #expect(try number("1e9223372036854775807") == number("10e9223372036854775806"))
        #expect(try number("1e99999999999999999999") == number("0.1e100000000000000000000"))
        #expect(try number("1e-99999999999999999999") != number("1e-99999999999999999998"))
        #expect(try number("1e-99999999999999999999") == number("100e-100000000000000000001"))
        #expect(try number("123.45e99999999999999999999999999") == number("12345e99999999999999999999999997"))
        #expect(try number("-1e99999999999999999999") != number("1e99999999999999999999"))
        #expect(try number("1e+00000000000000000000000012") == number("1000000000000"))
    }

    @Test("the offset from the digits carries across the boundary of the fast path")
    func aroundTheBoundary() throws {
        // 10^18 - 1 + 1 and 10^18: one value, one canonical form, whichever path computes it.
        #expect(try number("1e999999999999999999") == number("10e999999999999999998"))
        #expect(try number("0.001e1000000000000000002") == number("1e999999999999999999"))
        #expect(try number("1e1000000000000000000") == number("0.01e1000000000000000002"))
        #expect(try number("10e-1000000000000000000") == number("1e-999999999999999999"))
        #expect(try number("1e-1000000000000000000") != number("1e-999999999999999999"))
    }

    @Test("equal numbers hash alike, huge exponents included")
    func hashing() throws {
        let pairs = [("1e9223372036854775807", "10e9223372036854775806"),
                     ("1e99999999999999999999", "0.1e100000000000000000000"),
                     ("1e-1000000000000000000", "0.1e-999999999999999999"),
                     ("1.0", "10e-1")]
        for (left, right) in pairs {
            #expect(try number(left).hashValue == number(right).hashValue, "\(left) vs \(right)")
        }
        let distinct: Set<JSON.Number> = try [number("1e99999999999999999999"), number("1e99999999999999999998"),
                                                number("1e99999999999999999999")]
        #expect(distinct.count == 2)
    }

    @Test("ordinary spellings still compare by value")
    func ordinary() throws {
        #expect(try number("1") == number("1.0"))
        #expect(try number("1") == number("10e-1"))
        #expect(try number("0") == number("-0.0e5"))
        #expect(try number("0.1") != number("0.10000000000000001"))
        #expect(try number("120") == number("1.2e2"))
        #expect(try number("120") != number("1.2e3"))
    }
}
