/// The key a value is encoded at, as the encoder keeps it for the coding path: a key of a trivial
/// type of at most eight bytes (every `CodingKeys` enum, an array index) as its type and its
/// bytes, any other key boxed.
///
/// Why not `(any CodingKey)?`: such an existential is copied into the sub-encoder for each
/// member and destroyed twice, each time through the key type's value witnesses, which was a
/// twentieth of encoding a catalog. The path is asked for rarely (an error, a custom key
/// strategy, a model that looks), so the key is made back into `any CodingKey` only then.
struct EncodingPathKey {
    /// The type of a key kept as bytes.
    private let type: (any CodingKey.Type)?
    /// The key's bytes, when `type` is set.
    private let bits: UInt64
    /// Any other key.
    private let box: Box?

    /// A key that is not trivial or is larger than eight bytes.
    private final class Box {
        let key: any CodingKey
        init(_ key: any CodingKey) { self.key = key }
    }

    private init(type: (any CodingKey.Type)?, bits: UInt64, box: Box?) {
        self.type = type
        self.bits = bits
        self.box = box
    }

    /// No key: the value of a single-value container, or the top level.
    static var none: EncodingPathKey { EncodingPathKey(type: nil, bits: 0, box: nil) }

    /// `key`, kept as its bytes when its type allows it.
    // Memory safety: a trivial (`_isPOD`) key retains nothing, so its bytes are all of it. A key
    // of one byte, or of eight aligned to eight, is reinterpreted as the integer of its size and
    // alignment (`unsafeBitCast` checks the sizes); any other is read in place for its `size`
    // bytes only, `size` at most eight (checked first), with unaligned loads.
    @inline(__always)
    init<Key: CodingKey>(_ key: Key) {
        let size = MemoryLayout<Key>.size
        guard _isPOD(Key.self), size <= 8, MemoryLayout<Key>.alignment <= 8 else {
            self.init(type: nil, bits: 0, box: Box(key))
            return
        }
        // Read as an integer of the key's size (every `CodingKeys` enum is one byte or none, an
        // index eight): storing the key into a word through `storeBytes(of:as:)`, in the
        // unspecialized code the containers run, cost a generic copy and a call to the standard
        // library per member, and a closure over the key's address a generic call.
        // `bits` holds byte `i` of the key at bit `8 * i` (see `key(of:)`).
        if size == 1 {
            self.init(type: Key.self, bits: UInt64(unsafe unsafeBitCast(key, to: UInt8.self)), box: nil)
            return
        }
        if size == 8, MemoryLayout<Key>.alignment == 8 {
            self.init(type: Key.self, bits: UInt64(littleEndian: unsafe unsafeBitCast(key, to: UInt64.self)), box: nil)
            return
        }
        let bits: UInt64 = unsafe withUnsafePointer(to: key) { pointer in
            let raw = unsafe UnsafeRawPointer(pointer)
            switch size {
            case 0: return 0
            case 1: return unsafe UInt64(raw.load(as: UInt8.self))
            case 2: return unsafe UInt64(UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self)))
            case 4: return unsafe UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            case 8: return unsafe UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            default:
                var bits: UInt64 = 0
                for index in 0..<size { bits |= unsafe UInt64(raw.load(fromByteOffset: index, as: UInt8.self)) &<< UInt64(index &* 8) }
                return bits
            }
        }
        self.init(type: Key.self, bits: bits, box: nil)
    }

    /// The key's type and bytes when it is kept as bytes: equal for equal keys of a type.
    @inline(__always)
    var trivialIdentity: (type: ObjectIdentifier, bits: UInt64)? {
        guard let type else { return nil }
        return (ObjectIdentifier(type), bits)
    }

    /// Whether there is no key.
    @inline(__always)
    var isNone: Bool { type == nil && box == nil }

    /// The key, or nil for none.
    var codingKey: (any CodingKey)? {
        if let box { return box.key }
        guard let type else { return nil }
        return key(of: type)
    }

    // Memory safety: `bits` holds the bytes of a value of `type`, a trivial type that fits them
    // (see `init`), byte `i` at bit `8 * i`, so loading one from its little-endian form makes
    // that value again.
    private func key<Key: CodingKey>(of type: Key.Type) -> any CodingKey {
        unsafe withUnsafeBytes(of: bits.littleEndian) { unsafe $0.load(as: Key.self) }
    }
}
