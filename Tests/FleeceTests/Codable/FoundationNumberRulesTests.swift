@testable import Fleece
import Testing

@Suite("Foundation's number rules")
struct FoundationNumberRulesTests {
    @Test("what JSONDecoder takes as a true zero", arguments: [
        ("0", true), ("-0", true), ("0.0", true), ("0.0e5", true), ("0e-5", true), ("0.000", true), ("-0.0000E1", true),
        ("0e5", false), ("-0.0e5", false), ("1e-400", false), ("0.0001e-400", false), ("0.00000e0", true), ("0.000e5", false),
    ])
    func trueZero(text: String, expected: Bool) {
        #expect(Array(text.utf8).withUnsafeBufferPointer(FoundationZeroScan.isZero) == expected)
    }
}
