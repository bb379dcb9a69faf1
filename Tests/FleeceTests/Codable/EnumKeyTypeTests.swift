@testable import Fleece
import Testing

/// The key types whose names the coders keep: enums, told from their metadata; never a struct,
/// however small (its name may read more than its bytes).
@Suite("Enum key types told from their metadata")
struct EnumKeyTypeTests {
    enum OneCase: CodingKey { case only }
    enum Keys: String, CodingKey { case a, b, c }
    enum IntKeys: Int, CodingKey { case x = 1, y = 2 }
    enum Payload: CodingKey {
        case key(Bool)
        var stringValue: String { "k" }
        init?(stringValue: String) { nil }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }
    struct ByteKey: CodingKey {
        let byte: UInt8
        var stringValue: String { "\(byte)" }
        init?(stringValue: String) { nil }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }
    struct Empty {}
    final class Object {}

    @Test("enums, with payloads or without, are enums", arguments: [
        OneCase.self, Keys.self, IntKeys.self, Payload.self,
    ] as [Any.Type])
    func enums(type: Any.Type) {
        #expect(EnumKeyType.isEnum(type), "\(type)")
    }

    @Test("structs, optionals, classes and tuples are not", arguments: [
        ByteKey.self, Empty.self, Int.self, UInt8.self, Keys?.self, Object.self, (Int, Int).self, String.self,
    ] as [Any.Type])
    func others(type: Any.Type) {
        #expect(!EnumKeyType.isEnum(type), "\(type)")
    }
}
