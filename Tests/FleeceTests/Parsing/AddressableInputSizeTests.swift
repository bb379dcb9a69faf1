import Fleece
import Testing

/// The index stores offsets in 32 bits; on 32-bit targets `Int` is the tighter bound.
@Suite("Addressable input size")
struct AddressableInputSizeTests {
    @Test("4 GiB - 1 on 64-bit targets, Int.max on 32-bit ones, never a trap")
    func fitsInt() throws {
        #if _pointerBitWidth(_64)
        #expect(JSONParsingOptions.addressableInputSize == 4_294_967_295)
        #else
        #expect(JSONParsingOptions.addressableInputSize == Int.max)
        #endif
        #expect(JSONParsingOptions().maximumInputSize == JSONParsingOptions.addressableInputSize)
        // The default options parse: reading the limit does not trap.
        #expect(try JSON(parsing: "[1]", options: JSONParsingOptions()) == [1])
    }
}
