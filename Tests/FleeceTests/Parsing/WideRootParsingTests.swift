@testable import Fleece
import Testing

/// A root array or object of scalars has its children moved to the index while it is still open
/// (so a wide one is not held twice at its close), and moved back when a nested container opens.
/// Either way it must parse to exactly what the same text parses to one level down, inside an
/// array that is open around it (`ChildrenMovedEarlyTests` compares both with a parse that
/// collects children only at the close).
@Suite("Wide root containers")
struct WideRootParsingTests {
    /// Around and well past the point where the parser's scratch stack is full.
    static let widths = [
        Parser.scratchEntries - 1, Parser.scratchEntries, Parser.scratchEntries + 1,
        2 * Parser.scratchEntries + 1, 5_000,
    ]

    enum Shape: String, CaseIterable, CustomTestStringConvertible {
        case scalars, nestedAtStart, nestedInMiddle, nestedAtEnd, emptyNestedInMiddle, nestedEverywhere
        var testDescription: String { rawValue }

        /// The members' values: numbers, strings and literals, with the nested containers of the
        /// shape at their places.
        func values(_ width: Int) -> [String] {
            var values = (0..<width).map { index in
                switch index % 4 {
                case 0: "\(index)"
                case 1: #""s\#(index)""#
                case 2: index % 8 == 2 ? "true" : "null"
                default: "-\(index).5"
                }
            }
            let nested = #"{"a":[1,[2,{}],"x"],"b":{"c":false}}"#
            switch self {
            case .scalars: break
            case .nestedAtStart: values[0] = nested
            case .nestedInMiddle: values[width / 2] = nested
            case .nestedAtEnd: values[width - 1] = nested
            case .emptyNestedInMiddle: values[width / 2] = "[]"
            case .nestedEverywhere:
                for index in stride(from: 0, to: width, by: 7) { values[index] = index % 2 == 0 ? nested : "[\(index)]" }
            }
            return values
        }

        func array(_ width: Int) -> String { "[" + values(width).joined(separator: ",") + "]" }

        func object(_ width: Int) -> String {
            "{" + values(width).enumerated().map { #""k\#($0.offset)":\#($0.element)"# }.joined(separator: ",") + "}"
        }
    }

    @Test("a wide root array parses as it does nested", arguments: Shape.allCases, widths)
    func wideArray(shape: Shape, width: Int) throws {
        let text = shape.array(width)
        let root = try JSON(parsing: text)
        let nested = try Self.onlyElement(of: JSON(parsing: "[" + text + "]"))
        guard case .array(let array) = root, case .array(let nestedArray) = nested else {
            Issue.record("not arrays")
            return
        }
        #expect(array.count == width)
        #expect(nestedArray.count == width)
        #expect(root == nested)
        #expect(root.text() == text)
        #expect(nested.text() == text)
        #expect(array.map { $0.text() } == shape.values(width))
    }

    @Test("a wide root object parses as it does nested", arguments: Shape.allCases, widths)
    func wideObject(shape: Shape, width: Int) throws {
        let text = shape.object(width)
        let root = try JSON(parsing: text)
        let nested = try Self.onlyElement(of: JSON(parsing: "[" + text + "]"))
        guard case .object(let object) = root, case .object(let nestedObject) = nested else {
            Issue.record("not objects")
            return
        }
        #expect(object.count == width)
        #expect(nestedObject.count == width)
        #expect(root == nested)
        #expect(root.text() == text)
        #expect(object.map { $0.key } == (0..<width).map { "k\($0)" })
        #expect(object.map { $0.value.text() } == shape.values(width))
        #expect(object["k\(width - 1)"]?.text() == shape.values(width)[width - 1])
    }

    @Test("a wide root array of one scalar kind parses whole", arguments: [100_000])
    func denseZeros(width: Int) throws {
        let text = "[" + Array(repeating: "0", count: width).joined(separator: ",") + "]"
        guard case .array(let array) = try JSON(parsing: text) else {
            Issue.record("not an array")
            return
        }
        #expect(array.count == width)
        #expect(array[width - 1] == 0)
        #expect(JSON.array(array).text() == text)
    }

    @Test("a wide root that turns out malformed still throws the syntax error")
    func malformedAfterFlush() {
        let values = Array(repeating: "1", count: 3 * Parser.scratchEntries).joined(separator: ",")
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: "[" + values + ",]") }
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: "[" + values + ",[2,}") }
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: "[" + values) }
    }

    static func onlyElement(of value: JSON) -> JSON {
        guard case .array(let array) = value, array.count == 1 else { return .null }
        return array[0]
    }
}
