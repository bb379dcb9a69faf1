/// The names of a coding-key type's keys, kept by the state of a box the decoder's cache keeps,
/// so that a key looked up again costs a table read instead of `stringValue`.
///
/// Each member a model decodes asked its key for `stringValue` (through the protocol's witness:
/// for `CodingKeys`, a switch that makes the name) and then for the name's two filter bits
/// (`DocumentDecoder.keyBits`): ~60 instructions a member, 6% of decoding Flickr's places
/// (callgrind). An enum key type of one byte of plain data (every `CodingKeys` enum without
/// payloads, up to 256 cases) is told apart by that byte, so its names are kept by byte, each
/// asked once, with their bits; a one-case enum has no bytes, and its one name is kept as byte 0.
/// Other key types (structs, even of one byte: see `EnumKeyType`; enums of more than one byte)
/// ask `stringValue` every time. Under
/// `convertFromSnakeCase` a name is kept with the hash its lookups take instead of its bits
/// (`SnakeCaseKeys.foldedHash`, a pass over the name: ~110 instructions a lookup, 5% of decoding
/// GitHub's events).
///
/// This assumes that a key's `stringValue` depends on the key alone, as every synthesized and
/// hand-written `CodingKeys` does: a key type whose names changed from call to call would have
/// its first ones kept.
// Memory safety: `@safe` because the table keeps its own invariants: `infos` holds
// `infoCapacity` initialized entries, each either unknown (`start` nil) or a name of `count` bytes
// at `start`, allocated here for it. Everything is allocated here and freed once (`deinit`; the
// table is noncopyable), and a name, once kept, neither moves nor changes, so a name lent by
// `name(ofTag:)` is valid while the table lives.
@safe struct KeyNameTable: ~Copyable {
    @unsafe private struct Info {
        /// The name's bytes, or nil while unknown.
        var start: UnsafeMutablePointer<UInt8>?
        var count: Int
        var bits: UInt64
    }

    private var infos: UnsafeMutablePointer<Info>?
    private var infoCapacity = 0
    /// The size of the key type, 0 or 1, once the table is on for exact keys (`turnOn`); -1
    /// otherwise.
    private var keySize = -1
    /// The same, once the table is on for `convertFromSnakeCase`, whose lookups take each name's
    /// `SnakeCaseKeys.foldedHash` instead of its filter bits. Apart from `keySize`, so that exact
    /// lookups ask nothing more than they did (a test of the strategy cost them 0.3% to 0.6% of
    /// a decode).
    private var snakeCaseKeySize = -1

    init() {
        unsafe infos = nil
    }

    deinit {
        guard let infos = unsafe infos else { return }
        for index in 0..<infoCapacity { unsafe infos[index].start?.deallocate() }
        unsafe infos.deallocate()
    }

    /// Whether the table keeps names for exact lookups: its key type is told apart by its byte.
    @inline(__always)
    var isOn: Bool { keySize >= 0 }

    /// Whether the table keeps names for lookups under `convertFromSnakeCase`.
    @inline(__always)
    var isOnForSnakeCase: Bool { snakeCaseKeySize >= 0 }

    /// Starts keeping names, if keys of type `Key` are told apart by their byte: an enum of plain
    /// data of one byte, or of none (of one case, whose one name is kept as byte 0). Each is kept
    /// with the hash its lookups take: `SnakeCaseKeys.foldedHash` for `convertFromSnakeCase`
    /// (`forSnakeCase`), else its filter bits. A table keeps names for one kind of lookup only,
    /// the first it is turned on for (a state's decoder, so its strategy, never changes).
    mutating func turnOn<Key: CodingKey>(for _: Key.Type, forSnakeCase: Bool) {
        guard MemoryLayout<Key>.size <= 1, _isPOD(Key.self), keySize < 0, snakeCaseKeySize < 0,
              EnumKeyType.isEnum(Key.self) else { return }
        if forSnakeCase { snakeCaseKeySize = MemoryLayout<Key>.size } else { keySize = MemoryLayout<Key>.size }
    }

    /// The byte of `key`, of the key type the table was turned on for exact lookups; 256 (never
    /// below the capacity) when it is not on for them, so that `name(ofTag:)` answers nil
    /// without a test of its own.
    @inline(__always)
    func exactTag<Key: CodingKey>(of key: Key) -> Int {
        // Memory safety: as `tag(of:size:)`.
        if keySize == 1 { return Int(unsafe unsafeBitCast(key, to: UInt8.self)) }
        return keySize == 0 ? 0 : 256
    }

    /// The byte of `key`, of the key type the table was turned on for snake-case lookups.
    @inline(__always)
    func snakeCaseTag<Key: CodingKey>(of key: Key) -> Int { Self.tag(of: key, size: snakeCaseKeySize) }

    @inline(__always)
    private static func tag<Key: CodingKey>(of key: Key, size: Int) -> Int {
        // Memory safety: the key is `size` bytes of plain data (see `turnOn(for:forSnakeCase:)`),
        // of which the one byte is read when there is one.
        // (A bit cast, not `withUnsafePointer(to:)`: unspecialized, that was a generic call with
        // two closure thunks, ~40 instructions a lookup; callgrind, flickr-places.)
        guard size == 1 else { return 0 }
        return Int(unsafe unsafeBitCast(key, to: UInt8.self))
    }

    /// The name and bits kept for the key whose byte is `tag`, or nil when none is yet.
    @inline(__always)
    func name(ofTag tag: Int) -> (name: UnsafeBufferPointer<UInt8>, bits: UInt64)? {
        // Memory safety: `tag` is checked against the capacity before the read, and a known
        // entry's name is its `count` bytes at `start` (see the type's invariants).
        // (`infos` is allocated whenever the capacity is above 0.)
        guard tag < infoCapacity else { return nil }
        let info = unsafe infos.unsafelyUnwrapped[tag]
        guard let start = unsafe info.start else { return nil }
        return unsafe (UnsafeBufferPointer(start: start, count: info.count), info.bits)
    }

    /// Keeps a copy of `name` (and its `bits`) for the byte `tag` (at most 255), unless one is kept.
    mutating func add(_ name: UnsafeBufferPointer<UInt8>, bits: UInt64, tag: Int) {
        // Memory safety: the entries grow (a new allocation, the old entries moved, the old one
        // freed) before `tag` is written; the name is copied from `name`, lent by the caller, into
        // an allocation of its own (one byte at least, so that `start` is set for an empty name).
        guard tag >= 0, tag < 256 else { return }
        if tag >= infoCapacity {
            let capacity = min(256, max(16, (tag &+ 1) &* 2))
            let grown = UnsafeMutablePointer<Info>.allocate(capacity: capacity)
            if let old = unsafe infos { unsafe grown.moveInitialize(from: old, count: infoCapacity) }
            unsafe (grown + infoCapacity).initialize(repeating: Info(start: nil, count: 0, bits: 0), count: capacity &- infoCapacity)
            unsafe infos?.deallocate()
            unsafe infos = grown
            infoCapacity = capacity
        }
        guard let infos = unsafe infos, unsafe infos[tag].start == nil else { return }
        let start = UnsafeMutablePointer<UInt8>.allocate(capacity: max(name.count, 1))
        if let source = name.baseAddress { unsafe start.initialize(from: source, count: name.count) }
        unsafe infos[tag] = Info(start: start, count: name.count, bits: bits)
    }
}

extension KeyedContainerState {
    /// The UTF-8 name of `key` (of the container's key type) and its filter bits
    /// (`DocumentDecoder.keyBits`) from the state's table, asked of the key and kept the first
    /// time; nil when the table is off for exact lookups: the caller then asks `stringValue`.
    @inline(__always)
    func keptName<Key: CodingKey>(of key: Key) -> (name: UnsafeBufferPointer<UInt8>, bits: UInt64)? {
        // Memory safety: the `@exclusivity(unchecked)` table is this state's, used by one lookup
        // at a time; a kept name stays where it is while the state lives.
        // The name looked up first, whether the table is on after: a tag of a table that is off
        // for exact lookups finds nothing (see `exactTag(of:)`).
        let tag = unsafe keyNames.exactTag(of: key)
        if let kept = unsafe keyNames.name(ofTag: tag) { return unsafe kept }
        guard unsafe keyNames.isOn else { return nil }
        return unsafe keepName(of: key, tag: tag)
    }

    /// `keptName(of:)` for lookups under `convertFromSnakeCase`: the name and its
    /// `SnakeCaseKeys.foldedHash`.
    @inline(__always)
    func keptSnakeCaseName<Key: CodingKey>(of key: Key) -> (name: UnsafeBufferPointer<UInt8>, hash: UInt64)? {
        // Memory safety: as `keptName(of:)`.
        guard unsafe keyNames.isOnForSnakeCase else { return nil }
        let tag = unsafe keyNames.snakeCaseTag(of: key)
        guard let kept = unsafe keyNames.name(ofTag: tag) ?? keepName(of: key, tag: tag) else { return nil }
        return unsafe (kept.name, kept.bits)
    }

    /// `keptName(of:)` or `keptSnakeCaseName(of:)` for a key whose name the table does not have
    /// yet: asks for it, keeps it with the hash its lookups take, and returns it from the table.
    @inline(never)
    private func keepName<Key: CodingKey>(of key: Key, tag: Int) -> (name: UnsafeBufferPointer<UInt8>, bits: UInt64)? {
        // Memory safety: the name added is lent by its string for the call, and copied.
        var name = key.stringValue
        name.withUTF8 { utf8 in
            let bits = unsafe keyNames.isOnForSnakeCase ? SnakeCaseKeys.foldedHash(utf8) : DocumentDecoder.keyBits(utf8)
            unsafe keyNames.add(utf8, bits: bits, tag: tag)
        }
        return unsafe keyNames.name(ofTag: tag)
    }
}
