import Fleece
import Testing

@testable import FleeceModelGenerator

/// Merging many shapes at once (`Shape.merging`, `ShapeFold`) gives what folding them pair by
/// pair gives, in time linear in their size: found by an outside complexity auditor, 16,000
/// sparse records (a key of their own each, beside a shared `id`) took 24 s, quadratic.
@Suite struct BatchMergingTests {
    /// A deterministic generator of small JSON values with keys from a small pool, so that
    /// objects share some keys and not others, beside nulls, scalars, text and nesting.
    struct Values {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }

        mutating func value(depth: Int) -> JSON {
            switch next(depth > 2 ? 6 : 9) {
            case 0: return .null
            case 1: return .bool(next(2) == 0)
            case 2: return .number(JSON.Number(next(3)))
            case 3: return .string(next(2) == 0 ? "\(next(5))" : "text")
            case 4: return .number(JSON.Number(next(100)))
            case 5: return .string("2026-12-0\(1 + next(8))T10:00:00Z")
            case 6, 7:
                var object: [(String, JSON)] = []
                for key in ["a", "b", "c", "d", "e"] where next(3) > 0 { object.append((key, value(depth: depth + 1))) }
                return .object(JSON.Object(object))
            default:
                return .array(JSON.Array((0..<next(4)).map { _ in value(depth: depth + 1) }))
            }
        }
    }

    @Test func theBatchMergeIsThePairwiseFold() {
        var values = Values(state: 7)
        for round in 0..<300 {
            let shapes = (0..<(3 + values.next(12))).map { _ in Shape(observing: values.value(depth: 0)) }
            let pairwise = shapes.reduce(Shape(kind: .nothing)) { $0.merged(with: $1) }
            #expect(Shape.merging(shapes) == pairwise, "round \(round)")
            var fold = ShapeFold()
            for shape in shapes { fold.add(shape) }
            #expect(fold.result() == pairwise, "round \(round)")
        }
    }

    @Test func sparseRecordsGiveEveryKeyOptionalInTheOrderTheyFirstAppear() throws {
        let count = 10_000
        let text = "[" + (0..<count).map { #"{"id": 1, "f\#($0)": 1}"# }.joined(separator: ",") + "]"
        let plan = ModelGenerator(style: .codable).plan(for: [try JSON(parsing: text)])
        let element = try #require(plan.declarations.first { $0.name == "ResponseElement" })
        #expect(element.fields.count == count + 1)
        #expect(element.fields.first?.key == "id")
        #expect(element.fields.first?.type == .int)
        #expect(element.fields.last?.key == "f\(count - 1)")
        #expect(element.fields.dropFirst().allSatisfy { $0.type == .optional(.int) })
    }
}
