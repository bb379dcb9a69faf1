#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FleeceDecoder {
    /// The UTF-8 bytes of JSON text in any encoding RFC 4627 allows, found as `JSONDecoder` finds
    /// it: from a byte-order mark, or from where the zero bytes are in the first four (the first
    /// two characters of JSON text are ASCII). UTF-8 is passed on as is, its mark included (the
    /// parser skips it); other encodings are transcoded.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the text is not valid in its encoding.
    static func utf8Bytes(of data: Data) throws -> [UInt8] {
        // Read in place: this runs for every document, and JSON Lines documents are small.
        let head = data.withUnsafeBytes { raw -> (UInt8?, UInt8?, UInt8?, UInt8?) in
            func byte(_ index: Int) -> UInt8? { index < raw.count ? raw[index] : nil }
            return (byte(0), byte(1), byte(2), byte(3))
        }
        let encoding: String.Encoding
        let markLength: Int
        switch head {
        case (0, 0, 0xFE, 0xFF): (encoding, markLength) = (.utf32BigEndian, 4)
        case (0xFF, 0xFE, 0, 0): (encoding, markLength) = (.utf32LittleEndian, 4)
        case (0xFE, 0xFF, _, _): (encoding, markLength) = (.utf16BigEndian, 2)
        case (0xFF, 0xFE, _, _): (encoding, markLength) = (.utf16LittleEndian, 2)
        case let (0, 0, 0, .some(last)) where last != 0: (encoding, markLength) = (.utf32BigEndian, 0)
        case let (0, .some(second), 0, .some(fourth)) where second != 0 && fourth != 0: (encoding, markLength) = (.utf16BigEndian, 0)
        case let (.some(first), 0, 0, 0) where first != 0: (encoding, markLength) = (.utf32LittleEndian, 0)
        case let (.some(first), 0, .some(third), 0) where first != 0 && third != 0: (encoding, markLength) = (.utf16LittleEndian, 0)
        case let (0, .some(second), nil, nil) where second != 0: (encoding, markLength) = (.utf16BigEndian, 0)
        case let (.some(first), 0, nil, nil) where first != 0: (encoding, markLength) = (.utf16LittleEndian, 0)
        default: return copy(of: data)
        }
        guard let text = String(bytes: data.dropFirst(markLength), encoding: encoding) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: [], debugDescription: "The given data was not valid JSON: it is not valid \(encoding) text."))
        }
        return Array(text.utf8)
    }

    /// The bytes of `data` in an array, copied in one block (`Array(data)` goes byte by byte).
    private static func copy(of data: Data) -> [UInt8] {
        data.withUnsafeBytes { raw in [UInt8](raw) }
    }
}
