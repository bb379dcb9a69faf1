/// The text of the document around the records' array of an `.array(at:)` stream, written as
/// the stream reads it: each object on the path, each of its members off the path as sent
/// (copied as its bytes are checked, since the stream's buffer does not keep them), and the
/// records' array as `[]`. Members go in whole, so that the text is always a valid beginning
/// that the containers still open close (see `JSONStream.envelope`).
///
/// It holds no more than the stream's size limit for one record: past it, nothing is kept, and
/// the stream reads on as before.
struct EnvelopeText: Sendable {
    /// False for the other formats, and once the text grew past the limit.
    private(set) var isKept: Bool
    /// Whole members and the openings of the objects on the path.
    private(set) var text: [UInt8] = []
    /// The key of the member being read, as sent (quoted, escapes kept).
    private var key: [UInt8] = []
    /// The bytes of the member's value read so far, when it is off the path.
    private var value: [UInt8] = []
    /// The most bytes kept: the stream's size limit for one record.
    private let limit: Int

    init(keeping: Bool, limit: Int) {
        isKept = keeping
        self.limit = limit
    }

    /// The key of an object on the path was read.
    mutating func setKey(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard isKept else { return }
        // Memory safety: `bytes` is lent for the call and copied.
        key.removeAll(keepingCapacity: true)
        unsafe key.append(contentsOf: bytes)
    }

    /// An object on the path opens: at the top, or as the value of the key just read.
    mutating func openObject(atTop: Bool) {
        guard isKept else { return }
        if !atTop { beginMember() }
        text.append(UInt8(ascii: "{"))
        checkSize()
    }

    /// The records' array opens, as the value of the key just read: written empty.
    mutating func openRecords() {
        guard isKept else { return }
        beginMember()
        text.append(UInt8(ascii: "["))
        text.append(UInt8(ascii: "]"))
        checkSize()
    }

    /// An object on the path closes.
    mutating func closeObject() {
        guard isKept else { return }
        text.append(UInt8(ascii: "}"))
        checkSize()
    }

    /// A value off the path starts.
    mutating func startValue() {
        value.removeAll(keepingCapacity: true)
    }

    /// More bytes of the value off the path, just checked.
    mutating func appendToValue(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard isKept else { return }
        // Memory safety: `bytes` is lent for the call and copied.
        unsafe value.append(contentsOf: bytes)
        checkSize()
    }

    /// The value off the path ended: its member goes in whole.
    mutating func endValue() {
        guard isKept else { return }
        beginMember()
        text.append(contentsOf: value)
        value.removeAll(keepingCapacity: true)
        checkSize()
    }

    /// A `,` unless the member is its object's first, then the key and `:`. The key is then in
    /// the text, and no longer counted apart from it.
    private mutating func beginMember() {
        if text.last != UInt8(ascii: "{") { text.append(UInt8(ascii: ",")) }
        text.append(contentsOf: key)
        text.append(UInt8(ascii: ":"))
        key.removeAll(keepingCapacity: true)
    }

    /// Past `limit` bytes, nothing is kept.
    private mutating func checkSize() {
        guard text.count + key.count + value.count > limit else { return }
        isKept = false
        text = []
        key = []
        value = []
    }
}
