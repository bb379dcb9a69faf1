/// A growing byte buffer whose appends test only the room left: an encoding tree writes each
/// scalar's text to one (``EncodingTree/text``).
///
/// Why not `[UInt8]`: `Array.append(contentsOf:)` checks uniqueness, goes through the
/// sequence-copying machinery and calls `memcpy`, about 100 instructions for a key or a number
/// of a few bytes, and it was 4% to 10% of encoding the benchmark corpora (callgrind,
/// `encode-probe`). Here, an append is a test, a copy and an add.
///
/// Noncopyable, so that its one owner frees the storage (`deinit`) and no copy can outlive it.
// Memory safety: `@safe` because every write is at `count ..< count + n` after `reserve(n)` made
// room for it, `count <= capacity` always, and reads (`withBytes`, the trailing `.0` test) stay
// below `count`.
@safe package struct TextBuffer: ~Copyable, JSONTextOutput {
    private var base: UnsafeMutablePointer<UInt8>
    /// Bytes written.
    package private(set) var count = 0
    /// Bytes the storage holds room for.
    package private(set) var capacity: Int

    package init(capacity: Int) {
        self.capacity = max(capacity, 16)
        unsafe base = .allocate(capacity: self.capacity)
    }

    deinit { unsafe base.deallocate() }

    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        reserve(1)
        unsafe base[count] = byte
        count &+= 1
    }

    @inline(__always)
    package mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let from = bytes.baseAddress else { return }
        let length = bytes.count
        reserve(length)
        unsafe (base + count).initialize(from: from, count: length)
        count &+= length
    }

    /// Appends `string`'s UTF-8 as it is (no quotes, no escapes).
    package mutating func append(utf8Of string: String) {
        var string = string
        // Memory safety: the UTF-8 buffer is lent for the call.
        string.withUTF8 { unsafe append(bytes: $0) }
    }

    /// Writes the digits straight into the room past `count`, reserved first (a `Double`'s text
    /// takes 24 bytes at most, `-2.2250738585072014e-308`).
    package mutating func appendNumberDescription(of value: some TextOutputStreamable) {
        reserve(RoomStream.reserved)
        var stream = unsafe RoomStream(UnsafeMutableBufferPointer(start: base + count, count: capacity &- count))
        value.write(to: &stream)
        let written: Int
        if let spilled = stream.spilled {
            written = spilled.count
            unsafe spilled.withUnsafeBufferPointer { unsafe append(bytes: $0) }
        } else {
            written = stream.count
            count &+= written
        }
        if written > 2, unsafe base[count &- 2] == UInt8(ascii: "."), unsafe base[count &- 1] == UInt8(ascii: "0") {
            removeLast(2)
        }
    }

    /// Drops the last `k` bytes written (at most `count`).
    @inline(__always)
    package mutating func removeLast(_ k: Int) {
        count &-= min(max(k, 0), count)
    }

    /// Empties the buffer, keeping its storage.
    package mutating func removeAll() { count = 0 }

    /// Calls `body` with the bytes written, lent for the call.
    @inline(__always)
    package func withBytes<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        try unsafe body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Room for `more` bytes past `count`.
    @inline(__always)
    private mutating func reserve(_ more: Int) {
        if capacity &- count < more { grow(toHold: more) }
    }

    @inline(never)
    private mutating func grow(toHold more: Int) {
        let newCapacity = max(capacity &* 2, count &+ more)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        unsafe grown.moveInitialize(from: base, count: count)
        unsafe base.deallocate()
        unsafe base = grown
        capacity = newCapacity
    }
}

/// A text stream into the room of a `TextBuffer`: the floating-point types write their digits to
/// it as bytes, through `_writeASCII`, without making a `String`. Text longer than the room (none
/// that a float writes) goes on in an array, which the buffer then appends.
// Memory safety: `@safe` because the stream writes `room` only below its count (checked before
// each copy), and the buffer that lends the room keeps it, unchanged, for the stream's life.
@safe private struct RoomStream: TextOutputStream {
    static var reserved: Int { 32 }
    private let room: UnsafeMutableBufferPointer<UInt8>
    /// Bytes written into `room`.
    private(set) var count = 0
    /// All the text, once it outgrew `room`.
    private(set) var spilled: [UInt8]?

    init(_ room: UnsafeMutableBufferPointer<UInt8>) {
        unsafe self.room = room
    }

    mutating func write(_ string: String) {
        var string = string
        // Memory safety: the UTF-8 buffer is lent for the call.
        string.withUTF8 { unsafe _writeASCII($0) }
    }

    // Memory safety: the standard library lends `bytes` for the call; it is copied.
    mutating func _writeASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
        if spilled == nil, unsafe bytes.count <= room.count &- count, let from = bytes.baseAddress, let to = unsafe room.baseAddress {
            unsafe (to + count).initialize(from: from, count: bytes.count)
            count &+= bytes.count
            return
        }
        var all = unsafe spilled ?? Array(UnsafeBufferPointer(rebasing: room[..<count]))
        unsafe all.append(contentsOf: bytes)
        spilled = all
    }
}
