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
        // One visit to Data's storage, which copies UTF-8 in one block: each visit costs dynamic
        // exclusivity checks, and this runs for every document (JSON Lines records are small).
        let (utf8, transcoding) = data.withUnsafeBytes { raw -> ([UInt8]?, (encoding: String.Encoding, markLength: Int)?) in
            if let other = nonUTF8Encoding(of: raw) { return (nil, other) }
            return ([UInt8](raw), nil)
        }
        if let utf8 { return utf8 }
        guard let transcoding else { throw notValidText(in: .utf8) }
        return try utf8Bytes(transcoding: data, from: transcoding)
    }

    /// The UTF-8 bytes of `text`, JSON text in `transcoding`'s encoding after a byte-order mark of
    /// its length (as ``nonUTF8Encoding(of:)`` found them).
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the text is not valid in its encoding.
    static func utf8Bytes(
        transcoding text: some Collection<UInt8>, from transcoding: (encoding: String.Encoding, markLength: Int)
    ) throws -> [UInt8] {
        guard let decoded = String(bytes: text.dropFirst(transcoding.markLength), encoding: transcoding.encoding) else {
            throw notValidText(in: transcoding.encoding)
        }
        return Array(decoded.utf8)
    }

    /// The error for text that is not valid in `encoding`.
    private static func notValidText(in encoding: String.Encoding) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: [], debugDescription: "The given data was not valid JSON: it is not valid \(encoding) text."))
    }

    /// The UTF-16 or UTF-32 encoding of the text and the length of its byte-order mark, or nil for UTF-8.
    static func nonUTF8Encoding(of raw: UnsafeRawBufferPointer) -> (encoding: String.Encoding, markLength: Int)? {
        // Every other encoding has a zero among the first four bytes or starts with FE or FF: text
        // that does neither (nearly all) is UTF-8 after one load and two tests, not the switch
        // below (~80 instructions; callgrind, event-log records).
        if raw.count >= 4 {
            let first4 = UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self))
            // Nonzero exactly when one of the four bytes is zero (the borrow trick).
            let hasZeroByte = (first4 &- 0x0101_0101) & ~first4 & 0x8080_8080 != 0
            if !hasZeroByte && first4 & 0xFF < 0xFE { return nil }
        }
        return encodingByFirstBytes(of: raw)
    }

    /// ``nonUTF8Encoding(of:)`` worked out from the first four bytes, case by case.
    static func encodingByFirstBytes(of raw: UnsafeRawBufferPointer) -> (encoding: String.Encoding, markLength: Int)? {
        func byte(_ index: Int) -> UInt8? { index < raw.count ? raw[index] : nil }
        switch (byte(0), byte(1), byte(2), byte(3)) {
        case (0, 0, 0xFE, 0xFF): return (.utf32BigEndian, 4)
        // The UTF-32 little-endian mark is FF FE 00 00, but `JSONDecoder` looks for FE FF 00 00:
        // it reads FE FF 00 00 as that mark, and FF FE 00 00 as a UTF-16 mark followed by a NUL
        // (and then fails). A drop-in must read exactly what it reads, so the same bytes decide
        // here; text with the real mark fails in both decoders, alike.
        case (0xFE, 0xFF, 0, 0): return (.utf32LittleEndian, 4)
        case (0xFE, 0xFF, _, _): return (.utf16BigEndian, 2)
        case (0xFF, 0xFE, _, _): return (.utf16LittleEndian, 2)
        case let (0, 0, 0, .some(last)) where last != 0: return (.utf32BigEndian, 0)
        case let (0, .some(second), 0, .some(fourth)) where second != 0 && fourth != 0: return (.utf16BigEndian, 0)
        case let (.some(first), 0, 0, 0) where first != 0: return (.utf32LittleEndian, 0)
        case let (.some(first), 0, .some(third), 0) where first != 0 && third != 0: return (.utf16LittleEndian, 0)
        case let (0, .some(second), nil, nil) where second != 0: return (.utf16BigEndian, 0)
        case let (.some(first), 0, nil, nil) where first != 0: return (.utf16LittleEndian, 0)
        default: return nil
        }
    }
}
