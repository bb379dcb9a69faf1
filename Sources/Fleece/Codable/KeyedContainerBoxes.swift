/// The boxes of the keyed containers a decoder made, kept to be handed out again.
///
/// `KeyedDecodingContainer.init` is generic over the container type and not inlinable: each call
/// asks the runtime for the metadata of its box class (`_KeyedDecodingContainerBox<Container>`,
/// a hash-table lookup of ~470 instructions) and allocates the box. That was 5% of decoding the
/// social-feed corpus (2,536 containers a pass; callgrind). A decoder makes its containers over
/// a `KeyedContainerState`, a reference the box holds and this cache can repoint; when the
/// code that asked for a container is done with it, no one but this cache holds its box, and
/// the next container of the same key type at the same depth is that box, pointed at the new
/// object: no metadata, no allocation.
///
/// The sets are small (four boxes, in 64 sets by key type and depth): a model's containers
/// repeat in the same few shapes. Four, not two: the set of a key type depends on where its
/// metadata was loaded, so from run to run three of a model's key types and depths now and then
/// shared a set of two, and took turns evicting each other (callgrind, social-feed: 381 boxes
/// made a pass instead of 72, +1.5% instructions, in one build of the probe and not the next).
/// A box still held by someone (the container of a model still decoding, or one kept by an
/// `init(from:)`) is never reused: `isKnownUniquelyReferenced`.
/// Boxes are handed out only while a scope lends the index (`isCollecting`), and kept from one
/// scope to the next, so that a decoder going from record to record of a stream (JSON Lines)
/// reuses its boxes too. Collecting starts after `collectAfter` containers, so that decoding a
/// small document allocates nothing for it.
///
/// The states of kept boxes do not retain the decoder (see `KeyedContainerState`), nor their
/// containers the state (the slot does; see `DocumentKeyedContainer.keeper`): a box that leaves
/// the cache (evicted, or at the end of a scope) while someone still holds it gets both
/// references back first (`hold`).
// Memory safety: `@safe` because the only unsafe operations, the casts between a
// `KeyedDecodingContainer` and its box reference and the write of a kept container's `keeper`
// (`hold`), are used only when `areReusable` proved them exact on this runtime.
@safe struct KeyedContainerBoxes {
    // Memory safety: `@safe` because `unmanagedBox`, `unmanagedState` and `unmanagedMaker` are
    // always the references `box`, `state` and `maker` of the same slot hold strongly (set
    // together in `keep`, cleared together by `Slot()`), so they are alive whenever they are read.
    @safe fileprivate struct Slot {
        var keyType: ObjectIdentifier?
        var depth = 0
        var box: AnyObject?
        var state: KeyedContainerState?
        /// The `KeyedContainerMaker<Key>` of the box's key type.
        var maker: AnyObject?
        /// `box`, `state` and `maker` again, for `reuse` to use without a retain and release of
        /// each (the strong references above keep them alive while the slot holds them).
        var unmanagedBox: Unmanaged<AnyObject>?
        var unmanagedState: Unmanaged<KeyedContainerState>?
        var unmanagedMaker: Unmanaged<AnyObject>?
    }

    static let collectAfter = 8
    /// At most 6: `touchedSets` has a bit for each of the 2^setBits sets.
    private static let setBits = 6
    private static let ways = 4

    /// The slots, allocated when the first box is kept (`slotStorage` owns them); nil before.
    /// Through a pointer rather than an array: each access to an array's element for
    /// `isKnownUniquelyReferenced` checked the array's own uniqueness first (a call) and its
    /// bounds, on every container handed out (callgrind: ~30 instructions a container).
    private var slots: UnsafeMutablePointer<Slot>?
    private var slotStorage: SlotStorage?
    /// The sets whose boxes were handed out or kept since the scope began, one bit each, for
    /// `endScope()`: only a box handed out in the scope can be held by someone when it ends (every
    /// other is the cache's alone, checked when its own scope ended). Every set that ever held a
    /// box, as this was before, made each scope's end walk the sets of every model type the
    /// decoder had met: one `FleeceDecoder` for many types, or the engine new decoders share,
    /// paid ~1,950 instructions a small document for it (callgrind, `decode-probe event-log
    /// fleece-mixed`: the event log's records after four other corpora; by the clock, `ratios`
    /// had it at 5.2× `JSONDecoder`, against 6.0× with an engine of its own).
    private var touchedSets: UInt64 = 0
    private var made = 0
    /// Whether boxes are handed out and kept: within a scope that lent the index, when the boxes
    /// can be.
    private(set) var isCollecting = false
    /// `areReusable`, read once when the cache is made: a stream's decoder starts a scope per
    /// record, and reading the static each time was a `swift_once` call (~20 instructions a record;
    /// callgrind, event-log stream).
    private let boxesAreReusable = Self.areReusable

    /// Whether a `KeyedDecodingContainer` is one reference to its box (a `_KeyedDecodingContainerBox`),
    /// so that it may be cast to that reference and back, and whether the box holds its container
    /// right after the object's header (`containerOffset`), with the container's `keeper` first,
    /// so that `hold` may write it: true of every Swift release so far, and checked once at run
    /// time so that a runtime where it is not simply never reuses a box.
    static let areReusable: Bool = {
        // Memory safety: the cast is made only when the sizes say the container is one word, which
        // is then its only stored property, the box reference (a class reference, as the name of
        // the object's class confirms); the box is alive for the loads (`withExtendedLifetime`),
        // which read two words of the container it holds, of the probe's size.
        guard MemoryLayout<KeyedDecodingContainer<TextCodingKey>>.size == MemoryLayout<AnyObject>.size,
              MemoryLayout<KeyedDecodingContainer<TextCodingKey>>.alignment == MemoryLayout<AnyObject>.alignment,
              MemoryLayout<DocumentKeyedContainer<TextCodingKey>>.size == MemoryLayout<ProbeContainer<TextCodingKey>>.size,
              MemoryLayout<DocumentKeyedContainer<TextCodingKey>>.alignment == MemoryLayout<ProbeContainer<TextCodingKey>>.alignment,
              MemoryLayout<DocumentKeyedContainer<TextCodingKey>>.offset(of: \.keeper) == 0,
              MemoryLayout<ProbeContainer<TextCodingKey>>.offset(of: \.keeper) == 0
        else { return false }
        let marker = ProbeMarker()
        let container = KeyedDecodingContainer(ProbeContainer<TextCodingKey>(keeper: marker, word: ProbeContainer<TextCodingKey>.word))
        return withExtendedLifetime(container) {
            let box = unsafe unsafeBitCast(container, to: AnyObject.self)
            // `_typeName`, not `String(reflecting:)`: the same name, without the debug-printing and
            // conformance lookups that cost ~4.6M instructions on the first decode of a process.
            guard _typeName(type(of: box), qualified: true).hasPrefix("Swift._KeyedDecodingContainerBox<") else { return false }
            let address = unsafe UnsafeRawPointer(Unmanaged.passUnretained(box).toOpaque()) + containerOffset
            return unsafe address.load(as: UInt.self) == UInt(bitPattern: ObjectIdentifier(marker))
                && address.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self) == ProbeContainer<TextCodingKey>.word
        }
    }()

    /// Where a box holds its container: after the object's header of two words (checked,
    /// `areReusable`).
    private static var containerOffset: Int { 2 &* MemoryLayout<Int>.size }

    /// A kept box leaves the cache while someone else still holds it: its state holds the
    /// decoder again, and its container the state (see `DocumentKeyedContainer.keeper`).
    private static func hold(_ box: AnyObject, state: KeyedContainerState) {
        state.own()
        // Memory safety: only boxes of `DocumentKeyedContainer`s are kept, and `areReusable`
        // proved that a box holds its container at `containerOffset` with `keeper` first, so
        // the pointer is to that stored property, of that type. The box is alive (the caller's
        // slot holds it), and no access to its container spans this write: the box's methods
        // work on a copy of it (and the container never reads `keeper`, which is there to own).
        let address = unsafe Unmanaged.passUnretained(box).toOpaque() + containerOffset
        unsafe address.assumingMemoryBound(to: KeyedContainerState?.self).pointee = state
    }

    /// A scope lent the index: boxes may be handed out and kept.
    mutating func startScope() {
        isCollecting = boxesAreReusable
    }

    /// The scope ends: no box is handed out until the next, and a kept box someone still holds
    /// (a container kept by the decoded code) leaves the cache, its state holding the decoder again.
    mutating func endScope() {
        isCollecting = false
        var sets = touchedSets
        touchedSets = 0
        while sets != 0 {
            let first = sets.trailingZeroBitCount &* Self.ways
            sets &= sets &- 1
            guard let slots = unsafe slots else { break }
            for way in first ..< first &+ Self.ways where unsafe slots[way].box != nil && !isKnownUniquelyReferenced(&slots[way].box) {
                if let box = unsafe slots[way].box, let state = unsafe slots[way].state { Self.hold(box, state: state) }
                unsafe slots[way] = Slot()
            }
        }
    }

    /// Marks the set whose first slot is `first` as touched in this scope (see `touchedSets`).
    @inline(__always)
    private mutating func touch(_ first: Int) {
        touchedSets |= 1 &<< UInt64(truncatingIfNeeded: first / Self.ways)
    }

    @inline(__always)
    private static func set(_ keyType: ObjectIdentifier, _ depth: Int) -> Int {
        let hash = (UInt(bitPattern: keyType) ^ UInt(bitPattern: depth)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: hash >> UInt(UInt.bitWidth - setBits)) &* ways
    }

    /// A kept box of `keyType`'s containers at `depth` (the length of their path) that no one
    /// else holds, pointed at `object` and `path`; nil when there is none. The box and the maker
    /// are lent: the slot holds them, and the caller uses them before the cache changes again (a
    /// retain and a release of each, and of the state, per container fewer; the container made
    /// of the box retains it once).
    @inline(__always)
    mutating func reuse(_ keyType: ObjectIdentifier, depth: Int, object: Int, path: ContainerPath)
        -> (box: Unmanaged<AnyObject>, maker: Unmanaged<AnyObject>)? {
        // Memory safety: the unmanaged references are those of the slot's own `box`, `state` and
        // `maker`, which the slot holds strongly, so they are alive for the call.
        guard isCollecting, let slots = unsafe slots else { return nil }
        let first = Self.set(keyType, depth)
        for way in first ..< first &+ Self.ways where unsafe slots[way].keyType == keyType && slots[way].depth == depth {
            if unsafe isKnownUniquelyReferenced(&slots[way].box), let state = unsafe slots[way].unmanagedState,
               let box = unsafe slots[way].unmanagedBox, let maker = unsafe slots[way].unmanagedMaker {
                unsafe state._withUnsafeGuaranteedRef { $0.reset(object: object, path: path) }
                touch(first)
                return unsafe (box, maker)
            }
        }
        return nil
    }

    /// Whether to keep the box of a container just made (then passed to `keep`): while
    /// collecting, once `collectAfter` containers were made.
    @inline(__always)
    mutating func wantsBox() -> Bool {
        guard isCollecting else { return false }
        if unsafe slots != nil { return true }
        made &+= 1
        return made >= Self.collectAfter
    }

    /// Keeps the box of a container just made, most recently used first in its set.
    mutating func keep(_ box: AnyObject, state: KeyedContainerState, keyType: ObjectIdentifier, maker: AnyObject) {
        if unsafe self.slots == nil {
            let storage = SlotStorage(count: Self.ways << Self.setBits)
            slotStorage = storage
            unsafe self.slots = storage.slots
        }
        let slots = unsafe self.slots.unsafelyUnwrapped
        let first = Self.set(keyType, state.boxDepth)
        touch(first)
        // The box evicted, if someone still holds it, needs its container to hold its state again.
        let last = first &+ Self.ways &- 1
        if unsafe slots[last].box != nil && !isKnownUniquelyReferenced(&slots[last].box),
           let box = unsafe slots[last].box, let state = unsafe slots[last].state {
            Self.hold(box, state: state)
        }
        unsafe slots[last] = Slot()
        for way in stride(from: last, to: first, by: -1) { unsafe swap(&slots[way], &slots[way &- 1]) }
        state.disown()
        unsafe slots[first] = unsafe Slot(keyType: keyType, depth: state.boxDepth, box: box, state: state, maker: maker,
                                   unmanagedBox: Unmanaged.passUnretained(box), unmanagedState: Unmanaged.passUnretained(state),
                                   unmanagedMaker: Unmanaged.passUnretained(maker))
    }
}

/// The storage of `KeyedContainerBoxes`' slots: `count` of them, initialized, released with it.
// Memory safety: `@safe` because `slots` is allocated and initialized here and freed only in
// `deinit`; the cache that holds this storage reads it at indices below `count`.
@safe private final class SlotStorage {
    let slots: UnsafeMutablePointer<KeyedContainerBoxes.Slot>
    let count: Int

    init(count: Int) {
        unsafe slots = .allocate(capacity: count)
        unsafe slots.initialize(repeating: KeyedContainerBoxes.Slot(), count: count)
        self.count = count
    }

    deinit {
        unsafe slots.deinitialize(count: count)
        unsafe slots.deallocate()
    }
}

/// The object a `ProbeContainer` holds.
private final class ProbeMarker {}

/// The container of the layout check in `KeyedContainerBoxes/areReusable`: never read, and of
/// the layout of `DocumentKeyedContainer` (a reference, then a word).
private struct ProbeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    static var word: UInt { 0x5EED_F1EE_CE0B_0C5A }
    let keeper: AnyObject?
    let word: UInt
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }
    func contains(_ key: Key) -> Bool { false }
    func decodeNil(forKey key: Key) throws -> Bool { true }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: ""))
    }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(ProbeContainer<NestedKey>(keeper: nil, word: 0))
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: ""))
    }
    func superDecoder() throws -> any Decoder {
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: ""))
    }
    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: ""))
    }
}
