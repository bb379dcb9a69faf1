@testable import Fleece
import Testing

/// The parser's stacks start in lent stack memory and move to the heap when they outgrow it;
/// nothing may be lost or reordered at that move.
@Suite("Scratch stacks")
struct ScratchStackTests {
    @Test("a stack in lent storage keeps every element when it grows onto the heap", arguments: [0, 1, 4, 5, 100])
    func growsOutOfLentStorage(count: Int) {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 4) { scratch in
            var stack = ScratchStack<Int>(in: scratch)
            for value in 0..<count { stack.append(value * 3) }
            #expect(stack.count == count)
            #expect(Array(stack.elements(from: 0)) == (0..<count).map { $0 * 3 })
            #expect(stack.last == (count > 0 ? (count - 1) * 3 : nil))
            stack.removeAll(from: count / 2)
            #expect(Array(stack.elements(from: 0)) == (0..<count / 2).map { $0 * 3 })
            #expect(stack.popLast() == (count / 2 > 0 ? (count / 2 - 1) * 3 : nil))
        }
    }

    @Test("elements inserted in the middle keep their order between the ones already there", arguments: [0, 1, 3, 10])
    func insert(count: Int) {
        for index in [0, count / 2, count] {
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 4) { scratch in
                var stack = ScratchStack<Int>(in: scratch)
                for value in 0..<count { stack.append(100 + value) }
                let inserted = [1, 2, 3]
                inserted.withUnsafeBufferPointer { stack.insert($0, at: index) }
                let kept: [Int] = (0..<count).map { 100 + $0 }
                var expected: [Int] = Array(kept[..<index])
                expected += inserted
                expected += kept[index...]
                #expect(Array(stack.elements(from: 0)) == expected, "at \(index)")
            }
        }
    }

    @Test("appending within capacity stops at a full stack without growing it")
    func appendWithinCapacity() {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2) { scratch in
            var stack = ScratchStack<Int>(in: scratch)
            let appended = [7, 8, 9].map { stack.appendWithinCapacity($0) }
            #expect(appended == [true, true, false])
            #expect(Array(stack.elements(from: 0)) == [7, 8])
        }
    }

    @Test("a stack given no storage starts on the heap")
    func emptyScratchUsesTheHeap() {
        var stack = ScratchStack<UInt8>(in: UnsafeMutableBufferPointer(start: nil, count: 0))
        for value in 0..<40 { stack.append(UInt8(value)) }
        #expect(Array(stack.elements(from: 38)) == [38, 39])
        #expect(stack.isEmpty == false)
    }

    @Test("arrays around the parser's scratch size parse whole", arguments: [
        Parser.scratchEntries - 1, Parser.scratchEntries, Parser.scratchEntries + 1, 5 * Parser.scratchEntries,
    ])
    func wideArrays(count: Int) throws {
        let text = "[" + (0..<count).map(String.init).joined(separator: ",") + "]"
        guard case .array(let array) = try JSON(parsing: text) else {
            Issue.record("not an array")
            return
        }
        #expect(array.count == count)
        #expect(array.map(Self.int) == (0..<count).map { Optional($0) })
    }

    @Test("nesting around the parser's scratch depth parses whole", arguments: [
        Parser.scratchContainers - 1, Parser.scratchContainers, Parser.scratchContainers + 1, 4 * Parser.scratchContainers,
    ])
    func deepNesting(depth: Int) throws {
        // Objects and arrays alternate, `depth` containers in all.
        var text = "7"
        for level in 0..<depth { text = level.isMultiple(of: 2) ? "[\(text)]" : #"{"a":\#(text)}"# }
        var value = try JSON(parsing: text)
        for level in (0..<depth).reversed() {
            switch value {
            case .array(let array) where level.isMultiple(of: 2) && array.count == 1: value = array[0]
            case .object(let object) where !level.isMultiple(of: 2) && object.count == 1: value = object["a"] ?? .null
            default:
                Issue.record("container \(level) is not the one written")
                return
            }
        }
        #expect(Self.int(value) == 7)
    }

    static func int(_ value: JSON) -> Int? {
        guard case .number(let number) = value else { return nil }
        return number.int
    }
}
