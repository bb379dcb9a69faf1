import Foundation
import FleeceFoundation
import Testing

/// Arrays of numbers and booleans are converted into a temporary buffer (on the stack when
/// small, on the heap when large) and then copied into the array; arrays of strings are appended
/// to storage reserved at the right size. Both must give `JSONDecoder`'s values, and its error at the failing element's index,
/// wherever that element is.
@Suite("FleeceDecoder ≡ JSONDecoder: arrays of scalars")
struct ScalarArrayDifferentialTests {
    /// `count` numbers, `0, 1, 2, …`, as JSON.
    static func numbers(_ count: Int) -> String {
        "[" + (0..<count).map(String.init).joined(separator: ",") + "]"
    }

    @Test("small and large arrays of every kind", arguments: [1, 2, 17, 300, 5_000])
    func values(count: Int) throws {
        let text = Self.numbers(count)
        expectSameDecoding([Int].self, text)
        expectSameDecoding([Int16].self, text)
        expectSameDecoding([UInt64].self, text)
        expectSameDecoding([Double].self, text)
        expectSameDecoding([Float].self, text)
        expectSameDecoding([[Int]].self, "[\(text), [], \(text)]")
        let bools = "[" + (0..<count).map { $0 % 3 == 0 ? "true" : "false" }.joined(separator: ",") + "]"
        expectSameDecoding([Bool].self, bools)
        // Checked exactly too, not only against JSONDecoder.
        #expect(try FleeceDecoder().decode([Int].self, from: Data(text.utf8)) == Array(0..<count))
    }

    @Test("a bad element fails at its own index, first, middle or last", arguments: [0, 150, 299])
    func failures(at index: Int) throws {
        var elements = (0..<300).map(String.init)
        elements[index] = #""x""#
        let text = "[" + elements.joined(separator: ",") + "]"
        expectSameDecoding([Int].self, text)
        expectSameDecoding([Double].self, text)
        expectSameDecoding([Bool].self, text)
        elements[index] = "300"
        expectSameDecoding([UInt8].self, "[" + elements.joined(separator: ",") + "]")
        do {
            _ = try FleeceDecoder().decode([Int].self, from: Data(text.utf8))
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(let type, let context) {
            #expect(type is Int.Type)
            #expect(context.codingPath.map(\.stringValue) == ["Index \(index)"])
        }
    }

    @Test("arrays of strings, escaped or not, and a bad string at its own index", arguments: [1, 2, 17, 300])
    func strings(count: Int) throws {
        let words = (0..<count).map { $0 % 4 == 0 ? "w\\u00e9\\n\($0)" : "word \($0)" }
        let text = "[" + words.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        expectSameDecoding([String].self, text)
        expectSameDecoding([[String]].self, "[\(text), [], \(text)]")
        let decoded = try FleeceDecoder().decode([String].self, from: Data(text.utf8))
        #expect(decoded.count == count)
        #expect(decoded.first == "wé\n0")
        var bad = words.map { "\"\($0)\"" }
        bad[count / 2] = "12"
        let badText = "[" + bad.joined(separator: ",") + "]"
        expectSameDecoding([String].self, badText)
        do {
            _ = try FleeceDecoder().decode([String].self, from: Data(badText.utf8))
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(let type, let context) {
            #expect(type is String.Type)
            #expect(context.codingPath.map(\.stringValue) == ["Index \(count / 2)"])
        }
    }
}
