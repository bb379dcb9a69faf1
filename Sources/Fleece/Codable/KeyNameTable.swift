/// The names of a coding-key type's keys, kept by the state of a box the decoder's cache keeps,
/// so that a key looked up again costs a table read instead of `stringValue`.
///
/// Each member a model decodes asks its key for `stringValue` (through the protocol's witness:
/// for `CodingKeys`, a switch that makes the name) and then for the name's two filter bits
/// (`DocumentDecoder.keyBits`): ~60 instructions a member, about 5% of decoding Flickr's places
/// (callgrind). A key type of one byte that is plain data (every `CodingKeys` enum without
/// payloads, up to 256 cases) is told apart by that byte, so its names are kept by byte, once
/// each: the byte, then the name's bytes and bits. (A one-case enum has no bytes: its one name
/// is kept as byte 0.) Other key types (`String`-backed structs,
/// enums with payloads) ask `stringValue` every time.
///
/// This assumes what `JSONDecoder` relies on too: a key's `stringValue` depends on the key alone.
// Memory safety: `@safe` because the table keeps its own invariants: `infos` holds
// `infoCapacity` initialized entries and `bytes` `byteCapacity` bytes of which `byteCount` are
// written; an entry's `count` is -1 (unknown) or its name's length, its name being at `offset`
// below `byteCount`. Both buffers are allocated here and freed once (`deinit`; the table is
// noncopyable). A name lent by `name(ofTag:)` points into `bytes`, which moves only in `add`,
// and a lookup uses it before anything else can call `add` on the same table.
@safe struct KeyNameTable: ~Copyable {
    private struct Info {
        var offset: Int32
        /// The name's length, or -1 while unknown.
        var count: Int32
        var bits: UInt64
    }

    private var infos: UnsafeMutablePointer<Info>?
    private var infoCapacity = 0
    private var bytes: UnsafeMutablePointer<UInt8>?
    private var byteCount = 0
    private var byteCapacity = 0

    init() {
        unsafe infos = nil
        unsafe bytes = nil
    }

    deinit {
        unsafe infos?.deallocate()
        unsafe bytes?.deallocate()
    }

    /// Whether keys of type `Key` are told apart by their one byte: plain data of one byte, or
    /// of none (an enum of one case).
    @inline(__always)
    static func keeps<Key: CodingKey>(_ type: Key.Type) -> Bool {
        MemoryLayout<Key>.size <= 1 && _isPOD(Key.self)
    }

    /// The byte of `key`, whose type `keeps`: 0 for a type of no bytes.
    @inline(__always)
    static func tag<Key: CodingKey>(of key: Key) -> Int {
        // Memory safety: `keeps(Key.self)` said the key is one byte of plain data, which is all
        // the cast reads.
        guard MemoryLayout<Key>.size == 1 else { return 0 }
        return Int(unsafe unsafeBitCast(key, to: UInt8.self))
    }

    /// The name and bits kept for the key whose byte is `tag`, or nil when none is yet.
    @inline(__always)
    func name(ofTag tag: Int) -> (name: UnsafeBufferPointer<UInt8>, bits: UInt64)? {
        // Memory safety: `tag` is checked against the capacity before the read, and a known
        // entry's name lies within the written bytes (see the type's invariants).
        guard tag < infoCapacity, let infos = unsafe infos, let bytes = unsafe bytes else { return nil }
        let info = unsafe infos[tag]
        guard info.count >= 0 else { return nil }
        return unsafe (UnsafeBufferPointer(start: bytes + Int(info.offset), count: Int(info.count)), info.bits)
    }

    /// Keeps `name` (and its `bits`) for the byte `tag` (at most 255).
    mutating func add(_ name: UnsafeBufferPointer<UInt8>, bits: UInt64, tag: Int) {
        // Memory safety: each buffer grows (a new allocation, the old contents copied, the old one
        // freed) before anything is written past its capacity; `name` is lent by the caller and
        // not inside `bytes` (it is a key's own `stringValue`).
        guard tag >= 0, tag < 256, name.count < Int(Int32.max) / 2 else { return }
        if tag >= infoCapacity {
            let capacity = min(256, max(16, (tag &+ 1) &* 2))
            let grown = UnsafeMutablePointer<Info>.allocate(capacity: capacity)
            if let old = unsafe infos { unsafe grown.initialize(from: old, count: infoCapacity) }
            unsafe (grown + infoCapacity).initialize(repeating: Info(offset: 0, count: -1, bits: 0), count: capacity &- infoCapacity)
            unsafe infos?.deallocate()
            unsafe infos = grown
            infoCapacity = capacity
        }
        let needed = byteCount &+ name.count
        if unsafe needed > byteCapacity || bytes == nil {
            let capacity = max(128, needed &* 2)
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            if let old = unsafe bytes { unsafe grown.initialize(from: old, count: byteCount) }
            unsafe bytes?.deallocate()
            unsafe bytes = grown
            byteCapacity = capacity
        }
        guard let infos = unsafe infos, let bytes = unsafe bytes else { return }
        if let source = name.baseAddress { unsafe (bytes + byteCount).initialize(from: source, count: name.count) }
        unsafe infos[tag] = Info(offset: Int32(truncatingIfNeeded: byteCount), count: Int32(truncatingIfNeeded: name.count), bits: bits)
        byteCount = needed
    }
}

extension KeyedContainerState {
    /// The UTF-8 name of `key` and its filter bits (`DocumentDecoder.keyBits`) from the state's
    /// table, asked of the key and kept the first time; nil when the state keeps no table, `key`
    /// is not of the container's key type `ContainerKey` (whose names the table holds), or that
    /// type is not told apart by one byte: then the caller asks `stringValue`.
    ///
    /// The name is lent until the table's next `add`, which only this method makes: the caller
    /// uses it for one lookup, and a lookup asks no key for its name.
    @inline(__always)
    func keptName<K: CodingKey, ContainerKey: CodingKey>(of key: K, as _: ContainerKey.Type)
        -> (name: UnsafeBufferPointer<UInt8>, bits: UInt64)? {
        // Memory safety: the `@exclusivity(unchecked)` table is this state's, used by one lookup
        // at a time; what it lends is as said above.
        guard unsafe keepsKeyNames, K.self == ContainerKey.self, KeyNameTable.keeps(K.self) else { return nil }
        let tag = KeyNameTable.tag(of: key)
        if let kept = unsafe keyNames.name(ofTag: tag) { return unsafe kept }
        return unsafe keepName(of: key, tag: tag)
    }

    /// `keptName(of:as:)` for a key whose name the table does not have yet: asks for it, keeps
    /// it, and returns it from the table.
    @inline(never)
    private func keepName<K: CodingKey>(of key: K, tag: Int) -> (name: UnsafeBufferPointer<UInt8>, bits: UInt64)? {
        // Memory safety: the name added is lent by its string for the call, and copied.
        var name = key.stringValue
        name.withUTF8 { utf8 in
            unsafe keyNames.add(utf8, bits: DocumentDecoder.keyBits(utf8), tag: tag)
        }
        return unsafe keyNames.name(ofTag: tag)
    }
}
