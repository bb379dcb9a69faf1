import Testing
@testable import Fleece

/// The encoding tree's text buffer: what it holds after appends that cross its growth, and the
/// JSON text writers writing to it as they write to an array.
@Suite("TextBuffer")
struct TextBufferTests {
    static func contents(_ buffer: borrowing TextBuffer) -> [UInt8] {
        buffer.withBytes { Array($0) }
    }

    @Test("appends across several growths keep every byte, in order")
    func growth() {
        var buffer = TextBuffer(capacity: 0)
        #expect(buffer.capacity == 16)
        var expected: [UInt8] = []
        for round in 0..<200 {
            let piece = (0..<(round % 23)).map { UInt8(truncatingIfNeeded: round &* 7 &+ $0) }
            piece.withUnsafeBufferPointer { buffer.append(bytes: $0) }
            buffer.append(UInt8(truncatingIfNeeded: round))
            expected += piece + [UInt8(truncatingIfNeeded: round)]
        }
        #expect(buffer.count == expected.count)
        #expect(buffer.count == 2_344)
        #expect(buffer.capacity >= buffer.count)
        #expect(Self.contents(buffer) == expected)
    }

    @Test("a piece larger than twice the capacity grows to fit it at once")
    func largePiece() {
        var buffer = TextBuffer(capacity: 16)
        let piece = [UInt8](repeating: 0x61, count: 100)
        piece.withUnsafeBufferPointer { buffer.append(bytes: $0) }
        #expect(buffer.capacity == 100)
        #expect(Self.contents(buffer) == piece)
    }

    @Test("removeLast and removeAll drop bytes; the storage is kept")
    func removing() {
        var buffer = TextBuffer(capacity: 32)
        buffer.append(ascii: "12.0")
        buffer.removeLast(2)
        #expect(Self.contents(buffer) == Array("12".utf8))
        buffer.removeLast(5)
        #expect(buffer.count == 0)
        buffer.append(ascii: "null")
        buffer.removeAll()
        #expect(buffer.count == 0)
        #expect(buffer.capacity == 32)
        buffer.append(ascii: "true")
        #expect(Self.contents(buffer) == Array("true".utf8))
    }

    @Test("JSON text writes the same bytes to a TextBuffer as to an array",
          arguments: [0.1, -65.613616999999977, 1e20, Double.leastNonzeroMagnitude, -0.0, 1.0, 123456789.125, -2.2250738585072014e-308])
    func sameTextAsArray(double: Double) {
        var array: [UInt8] = []
        var buffer = TextBuffer(capacity: 16)
        JSONText.appendDouble(double, to: &array)
        JSONText.appendDouble(double, to: &buffer)
        JSONText.appendFloat(Float(double), to: &array)
        JSONText.appendFloat(Float(double), to: &buffer)
        JSONText.appendInteger(Int64(double.rounded(.towardZero).clamped), to: &array)
        JSONText.appendInteger(Int64(double.rounded(.towardZero).clamped), to: &buffer)
        JSONText.appendString("a/\"b\"\n\u{1}", escapingSlashes: true, to: &array)
        JSONText.appendString("a/\"b\"\n\u{1}", escapingSlashes: true, to: &buffer)
        #expect(Self.contents(buffer) == array)
        var description = double.description
        if description.hasSuffix(".0") { description.removeLast(2) }
        #expect(String(decoding: array.prefix(description.utf8.count), as: UTF8.self) == description)
    }
}

private extension Double {
    /// Within `Int64`'s range, for the integer writes above.
    var clamped: Double { Swift.min(Swift.max(self, -9e18), 9e18) }
}
