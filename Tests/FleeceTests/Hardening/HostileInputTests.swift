import Fleece
import Testing

/// Hostile shapes at the public API: each gives a value or a clear error, never a trap. (How
/// their cost grows with size is the scaling benchmark's business: Benchmarks/Scripts/scaling.py.)
@Suite("Hostile input")
struct HostileInputTests {
    @Test("a million opening brackets stop at the depth limit, at the bracket that breaks it")
    func millionBrackets() {
        let text = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: text) }
        do {
            _ = try JSON(parsing: text)
        } catch {
            #expect(error.kind == .tooDeep(limit: 512))
            #expect(error.offset == 512 && error.line == 1 && error.column == 513)
        }
    }

    @Test("nesting at a raised limit parses, and the value can be read to the bottom")
    func raisedLimit() throws {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + "7" + String(repeating: "]", count: depth)
        var json = try JSON(parsing: text, options: JSONParsingOptions(maximumDepth: depth))
        var levels = 0
        while case .array(let array) = json, array.count == 1 {
            json = array[0]
            levels += 1
        }
        #expect(levels == depth)
        #expect(json == 7)
    }

    @Test("a negative or zero limit rejects every container and no scalar")
    func zeroAndNegativeLimits() throws {
        for limit in [0, -1, Int.min] {
            let options = JSONParsingOptions(maximumDepth: limit, maximumInputSize: 100)
            #expect(try JSON(parsing: "7", options: options) == 7)
            #expect(throws: JSONSyntaxError.self) { try JSON(parsing: "[]", options: options) }
        }
        let tiny = JSONParsingOptions(maximumInputSize: -5)
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: "1", options: tiny) }
    }

    @Test("numbers of 100,000 digits convert: to infinity, to zero, or to no integer at all")
    func hugeNumbers() throws {
        let digits = String(repeating: "9", count: 100_000)
        let zeros = String(repeating: "0", count: 100_000)
        let json = try JSON(parsing: "[\(digits), -\(digits), 0.\(zeros)1, 1e\(digits), 1e-\(digits), 1\(zeros), 1.\(zeros)]")
        guard case .array(let numbers) = json else { throw TestFailure("not an array") }
        let converted = numbers.map { value -> String in
            guard case .number(let number) = value else { return "not a number" }
            return "\(number.double) \(number.float) \(number.int64.map(String.init) ?? "-") \(number.uint64.map(String.init) ?? "-")"
        }
        #expect(converted == [
            "inf inf - -", "-inf -inf - -", "0.0 0.0 - -", "inf inf - -", "0.0 0.0 - -", "inf inf - -", "1.0 1.0 1 1",
        ])
        #expect(numbers[5] != numbers[0] && numbers[6] == 1)
        // Every number beyond Double, or too close to zero for it, is a failure, each cut short
        // and placed.
        #expect(json.decode(as: [Double].self).error?.summary(separator: "\n", limit: 10) == """
            [0]: expected Double, found number 999999999999999999999999999999999999999… (beyond Double's range) at line 1, column 2
            [1]: expected Double, found number -99999999999999999999999999999999999999… (beyond Double's range) at line 1, column 100004
            [2]: expected Double, found number 0.0000000000000000000000000000000000000… (too close to 0 for Double) at line 1, column 200007
            [3]: expected Double, found number 1e9999999999999999999999999999999999999… (beyond Double's range) at line 1, column 300012
            [4]: expected Double, found number 1e-999999999999999999999999999999999999… (too close to 0 for Double) at line 1, column 400016
            [5]: expected Double, found number 100000000000000000000000000000000000000… (beyond Double's range) at line 1, column 500021
            """)
    }

    @Test("an object of 100,000 copies of one key: the last wins, iteration shows all")
    func oneKeyManyTimes() throws {
        let members = (0..<100_000).map { #""a": \#($0)"# }.joined(separator: ",")
        let json = try JSON(parsing: "{\(members)}")
        guard case .object(let object) = json else { throw TestFailure("not an object") }
        #expect(object.count == 100_000)
        #expect(object["a"] == 99_999)
        #expect(json == ["a": 99_999])
        #expect(json.hashValue == (["a": 99_999] as JSON).hashValue)
        #expect(try json.decode(as: [String: Int].self).get() == ["a": 99_999])
    }
}
