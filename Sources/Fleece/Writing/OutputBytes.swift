/// An array's uninitialized capacity written by address: each write checked against the
/// capacity (a write that does not fit sets ``overflowed`` and is dropped), without the
/// uniqueness and growth checks of `Array.append`, which cost more than the bytes themselves
/// when the pieces are a few bytes long.
// Memory safety: `@safe` because every write is checked against `capacity`, the size of the
// buffer its maker lends for the whole write (the capacity of the array being filled), and the
// word-wide copies read and write 32 bytes only where both buffers have them. An empty buffer
// gets capacity 0, so its stand-in address is never written.
@safe struct OutputBytes {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// Bytes written.
    private(set) var count = 0
    /// True once a write did not fit: the text is then incomplete.
    private(set) var overflowed = false

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        if let address = buffer.baseAddress {
            unsafe base = unsafe address
            capacity = buffer.count
        } else {
            unsafe base = .allocate(capacity: 1)
            unsafe base.deallocate()
            capacity = 0
        }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        guard count < capacity else {
            overflowed = true
            return
        }
        unsafe base[count] = byte
        count &+= 1
    }

    /// Appends `source[start..<start + length]`: short pieces word by word (reading and writing
    /// past their end, which the next piece overwrites, where both buffers allow it).
    @inline(__always)
    mutating func append(_ source: UnsafeBufferPointer<UInt8>, from start: Int, count length: Int) {
        guard let from = source.baseAddress, length > 0 else { return }
        if unsafe copyPiece(from: from, sourceCount: source.count, start: start, count: length, to: base, written: count, capacity: capacity) {
            count &+= length
        } else {
            overflowed = true
        }
    }

    /// Appends `spaces` spaces: eight at a time (the last word may write spaces past the end,
    /// which the next piece overwrites) where the capacity allows, instead of a call to `memset`
    /// for the few bytes of an indentation.
    @inline(__always)
    mutating func appendSpaces(_ spaces: Int) {
        guard spaces > 0 else { return }
        guard count &+ spaces &+ 8 <= capacity else { return appendSpacesNearTheEnd(spaces) }
        let to = unsafe UnsafeMutableRawPointer(base + count)
        var offset = 0
        repeat {
            unsafe to.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: offset, as: UInt64.self)
            offset &+= 8
        } while offset < spaces
        count &+= spaces
    }

    private mutating func appendSpacesNearTheEnd(_ spaces: Int) {
        guard count &+ spaces <= capacity else {
            overflowed = true
            return
        }
        unsafe (base + count).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count &+= spaces
    }

    /// Appends the first `length` (at most 8) bytes of `word`, first byte in the lowest bits:
    /// one store where the capacity allows eight bytes (the ones past `length` are overwritten
    /// by the next piece).
    @inline(__always)
    mutating func append(word: UInt64, count length: Int) {
        guard count &+ 8 <= capacity else {
            for index in 0..<length { append(UInt8(truncatingIfNeeded: word &>> UInt64(index &* 8))) }
            return
        }
        unsafe UnsafeMutableRawPointer(base + count).storeBytes(of: word.littleEndian, as: UInt64.self)
        count &+= length
    }

    /// Appends the UTF-8 text `source[start..<start + length]` quoted and escaped as
    /// `JSONText.appendString` escapes it: copied as it stands when nothing in it needs an escape.
    @inline(__always)
    mutating func appendQuoted(_ source: UnsafeBufferPointer<UInt8>, from start: Int, count length: Int, escapingSlashes: Bool) {
        let piece = unsafe UnsafeBufferPointer(rebasing: source[start..<start &+ length])
        guard unsafe JSONText.firstEscape(in: piece, escapingSlashes: escapingSlashes) == length else {
            var escaped: [UInt8] = []
            unsafe JSONText.appendString(utf8: piece, escapingSlashes: escapingSlashes, to: &escaped)
            unsafe escaped.withUnsafeBufferPointer { unsafe append($0, from: 0, count: $0.count) }
            return
        }
        append(UInt8(ascii: "\""))
        unsafe append(source, from: start, count: length)
        append(UInt8(ascii: "\""))
    }
}

/// Copies `count` bytes at `source + start` to `output + written`, short pieces word by word
/// (reading and writing past their end, which the next piece overwrites, where both buffers
/// allow it). Returns false, writing nothing, when they do not fit `capacity`.
// Memory safety: the word copies read and write 32 bytes only where `sourceCount` and
// `capacity` say both buffers have them; the long copy only when the piece fits.
@inline(__always)
func copyPiece(from source: UnsafePointer<UInt8>, sourceCount: Int, start: Int, count: Int,
               to output: UnsafeMutablePointer<UInt8>, written: Int, capacity: Int) -> Bool {
    if count <= 32, start &+ 32 <= sourceCount, written &+ 32 <= capacity {
        let from = unsafe UnsafeRawPointer(source + start), to = unsafe UnsafeMutableRawPointer(output + written)
        var offset = 0
        repeat {
            unsafe to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
            offset &+= 8
        } while offset < count
        return true
    }
    guard written &+ count <= capacity else { return false }
    unsafe UnsafeMutableRawPointer(output + written).copyMemory(from: source + start, byteCount: count)
    return true
}
