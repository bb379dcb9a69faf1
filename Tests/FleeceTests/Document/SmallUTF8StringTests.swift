import Testing
@testable import Fleece

/// `SmallUTF8String` writes the standard library's inline string form directly; every string it
/// makes must be the string `String(decoding:as:)` makes from the same bytes, bit for bit, and
/// behave as one.
@Suite("Small strings written directly")
struct SmallUTF8StringTests {
    /// Valid UTF-8 of exactly `count` bytes: ASCII, or with a sequence of `width` bytes (2, 3
    /// or 4) at `position` when it fits.
    static func sample(count: Int, width: Int, position: Int) -> [UInt8] {
        var bytes = (0 ..< count).map { UInt8(ascii: "A") &+ UInt8($0 % 26) }
        guard width > 1, position + width <= count else { return bytes }
        let sequence: [UInt8] = switch width {
        case 2: [0xC3, 0xA9]  // é
        case 3: [0xE2, 0x82, 0xAC]  // €
        default: [0xF0, 0x9F, 0x98, 0x80]  // 😀
        }
        bytes.replaceSubrange(position ..< position + width, with: sequence)
        return bytes
    }

    #if _pointerBitWidth(_64) && _endian(little)
    @Test("the layout check passes on 64-bit little-endian platforms")
    func layoutIsKnownHere() {
        #expect(SmallUTF8String.layoutIsKnown)
    }
    #endif

    @Test("every length 0...15, ASCII and not, gives the standard library's string", arguments: 0 ... 15)
    func everyLength(count: Int) {
        for width in 1 ... 4 {
            for position in 0 ... max(0, count - width) {
                let bytes = Self.sample(count: count, width: width, position: position)
                let isASCII = bytes.allSatisfy { $0 < 0x80 }
                let expected = String(decoding: bytes, as: UTF8.self)
                let made = bytes.withUnsafeBufferPointer { SmallUTF8String.make($0, isASCII: isASCII) }
                guard SmallUTF8String.layoutIsKnown else {
                    #expect(made == nil)
                    continue
                }
                guard let made else {
                    Issue.record("no small string for \(bytes)")
                    return
                }
                #expect(unsafeBitCast(made, to: (UInt64, UInt64).self) == unsafeBitCast(expected, to: (UInt64, UInt64).self))
                #expect(made == expected)
                #expect(made.hashValue == expected.hashValue)
                #expect(Array(made.utf8) == bytes)
                #expect(made.count == expected.count)
                #expect(Array(made.utf16) == Array(expected.utf16))
                #expect(made.unicodeScalars.map(\.value) == expected.unicodeScalars.map(\.value))
                var grown = made
                grown += "-and a tail long enough to leave the small form"
                #expect(grown == expected + "-and a tail long enough to leave the small form")
            }
        }
    }

    @Test("more than fifteen bytes is left to the public path")
    func longerIsNil() {
        let bytes = Array("sixteen bytes!!!".utf8)
        #expect(bytes.count == 16)
        #expect(bytes.withUnsafeBufferPointer { SmallUTF8String.make($0, isASCII: true) } == nil)
    }

    @Test("strings and keys of a parsed document, plain and escaped, of every length up to 20")
    func throughTheDocument() throws {
        for count in 0 ... 20 {
            for width in 1 ... 4 {
                let bytes = Self.sample(count: count, width: width, position: count / 3)
                let expected = String(decoding: bytes, as: UTF8.self)
                // The same text with its first character escaped, when it is ASCII.
                let escaped = bytes.first.map { $0 < 0x80 } == true
                    ? "\\u00" + String(bytes[0], radix: 16) + String(decoding: bytes.dropFirst(), as: UTF8.self)
                    : expected
                let json = try JSON(parsing: "{\"" + expected + "\": \"" + expected + "\", \"e\": \"" + escaped + "\"}")
                guard case .object(let object) = json else {
                    Issue.record("not an object")
                    return
                }
                #expect(object.key(at: 0) == expected)
                #expect(object.value(at: 0) == .string(expected))
                #expect(object.value(at: 1) == .string(expected))  // the escaped spelling, member "e"
                #expect(object.count == 2 && object.key(at: 1) == "e")
                if case .string(let read) = object.value(at: 1) {
                    #expect(Array(read.utf8) == bytes)
                    #expect(read.hashValue == expected.hashValue)
                }
            }
        }
    }
}
