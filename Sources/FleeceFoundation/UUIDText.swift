#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `UUID(uuidString:)` for the form it reads, `E621E1F8-C36C-495A-93FC-0C247A3E6E5F` (either
/// case), by a table-free hex decode: Foundation's parser took ~9,400 instructions a UUID here,
/// most of a record's decode for models keyed by UUIDs. Anything else is nil; the caller then
/// decodes the value as `UUID`'s own `init(from:)` does, with its errors.
enum UUIDText {
    /// The UUID `text` spells, or nil.
    static func uuid(from text: String) -> UUID? {
        var text = text
        return text.withUTF8 { bytes -> UUID? in
            guard bytes.count == 36, bytes[8] == UInt8(ascii: "-"), bytes[13] == UInt8(ascii: "-"),
                  bytes[18] == UInt8(ascii: "-"), bytes[23] == UInt8(ascii: "-")
            else { return nil }
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var at = 0
            let ok = withUnsafeMutableBytes(of: &value) { output -> Bool in
                for index in 0 ..< 16 {
                    if at == 8 || at == 13 || at == 18 || at == 23 { at += 1 }
                    guard let high = nibble(bytes[at]), let low = nibble(bytes[at + 1]) else { return false }
                    output[index] = high << 4 | low
                    at += 2
                }
                return true
            }
            return ok ? UUID(uuid: value) : nil
        }
    }

    /// The value of a hexadecimal digit, or nil.
    @inline(__always)
    static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a") ... UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A") ... UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }
}
