/// What a Codable encoding builds before it is written: every value a node in one flat array,
/// scalars already as their JSON text and keys as their UTF-8 in one byte buffer.
///
/// Why a tree and not straight to the output: `Encoder` lets a model come back to a container
/// (a nested container asked for again, `superEncoder()` written when it goes away, a key
/// encoded twice replacing its value) and `.sortedKeys` orders members only once all are known.
/// Nodes in one array cost one allocation per encode call, where Foundation allocates a
/// dictionary per object and a string per value.
final class EncodingTree {
    /// One value: a scalar's text, or a container with its children linked by `next`.
    struct Node {
        /// `run`: a non-empty array of numbers, booleans or strings kept as the text of its
        /// elements separated by commas, `count` of them, without a node each (see
        /// ``EncodingTree/run(count:_:)``).
        enum Kind: UInt8 { case scalar, object, array, run }
        var kind: Kind
        /// Whether the object has an entry in `largeObjects`, and by which hash: only large
        /// objects touch that dictionary.
        var index = IndexKind.none
        /// Whether the member's key has no byte that could need an escape (`"`, `\`, `/`, a
        /// control character), found when the key was stored: the writer copies it as it is.
        var keyIsPlain = false
        /// Whether the scalar is a string with nothing to escape, kept without its quotes, which
        /// the writer adds (see ``EncodingTree/string(_:escapingSlashes:)``).
        var isBareString = false
        /// A member's key: a hash of its bytes, to tell keys apart before comparing them.
        var keyHash: UInt32 = 0
        /// The next child of the same container, or -1.
        var next: Int32 = -1
        /// A container's first and last child, or -1.
        var first: Int32 = -1
        var last: Int32 = -1
        /// A container's number of children.
        var count: Int32 = 0
        /// A scalar's JSON text in ``EncodingTree/text``.
        var start: Int = 0
        var length: Int = 0
        /// A member's key, raw UTF-8 (escaped when written), in ``EncodingTree/keyText``.
        var keyStart: Int = 0
        var keyLength: Int = 0
        /// An object's keys as a one-hash Bloom filter (a bit per key hash's top six bits): a
        /// key whose bit is clear is new, and most keys of a model are, so setting a member
        /// seldom looks at the others.
        var keyBloom: UInt64 = 0
    }

    /// The Bloom filter bit of a key hash.
    @inline(__always)
    private static func bloomBit(_ hash: UInt32) -> UInt64 { 1 &<< UInt64(hash &>> 26) }

    // Memory safety: every `unsafe` on a reference to `nodes`, `text`, `largeObjects` or the
    // writer's stacks `writeFrames` and `writeSortEntries` (here and
    // in the encoder's other files) acknowledges the missing dynamic exclusivity check. Sound
    // because one tree belongs to one encode call on one thread, and no access is held across a
    // call that could reach the same property again (the encoders call in, one statement at a
    // time).
    @exclusivity(unchecked) var nodes: [Node] = []
    /// Scalars' JSON text (see ``TextBuffer``, which appends it for less than `[UInt8]`).
    @exclusivity(unchecked) var text = TextBuffer(capacity: 1024)
    /// Members' keys, raw UTF-8. Kept between encode calls (up to ``keyTextLimit`` bytes), so
    /// that a key of a model's `CodingKeys`, remembered in `knownKeys`, is converted, hashed and
    /// copied once, not once per member written.
    @exclusivity(unchecked) var keyText: [UInt8] = []
    /// Keys of trivial `CodingKey` types met before, direct-mapped by type and bytes.
    @exclusivity(unchecked) private var knownKeys: [KnownKey] = []
    /// The bytes of the keys of this call's members, for the writer's first guess at the size.
    @exclusivity(unchecked) var memberKeyBytes = 0
    /// The elements of this call's runs, for the writer's first guess at the size (each is
    /// written on a line of its own when pretty).
    @exclusivity(unchecked) var runElements = 0
    private static let knownKeySlots = 256
    private static let keyTextLimit = 1 << 16
    /// The writer's stacks (see ``write(_:layout:to:)``), empty between calls, kept for their storage.
    @exclusivity(unchecked) var writeFrames: [WriteFrame] = []
    @exclusivity(unchecked) var writeSortEntries: [SortEntry] = []
    /// For objects grown large: their members by key hash, so that replacing a key stays cheap
    /// (see `EncodingTree+LargeObjects.swift`).
    @exclusivity(unchecked) var largeObjects: [Int32: MemberSlots] = [:]
    /// Members an object may have before it is given an index. Below it, the Bloom filter and a
    /// walk of the members are cheaper than keeping an index up to date (a model's object of 40
    /// members spent a quarter of its encoding time in the dictionary the index was then; with
    /// the flat slots of today, 60 members walked still cost less a member than 70 indexed).
    static let largeObjectThreshold: Int32 = 64

    init() {
        unsafe nodes.reserveCapacity(64)
    }

    /// The bytes its arrays hold room for.
    var storageSize: Int { unsafe nodes.capacity &* MemoryLayout<Node>.stride &+ text.capacity &+ keyText.capacity }

    /// Empties the tree, keeping its arrays' storage (and the keys met, unless they grew
    /// large), for another encode call.
    func removeAll() {
        unsafe nodes.removeAll(keepingCapacity: true)
        unsafe text.removeAll()
        unsafe memberKeyBytes = 0
        unsafe runElements = 0
        if unsafe !largeObjects.isEmpty { unsafe largeObjects = [:] }
        if unsafe keyText.count > Self.keyTextLimit {
            unsafe keyText.removeAll(keepingCapacity: true)
            unsafe knownKeys = []
        }
    }

    // MARK: Keys

    /// A member's key in ``keyText``, with its hash, and whether it has no byte that could need
    /// an escape (so that a key remembered for a `CodingKeys` case is checked once, not each time
    /// it is written).
    struct MemberKey {
        var start: Int
        var length: Int
        var hash: UInt32
        var plain = false
    }

    /// A key remembered for a trivial `CodingKey` value: its type and bytes, and its text.
    private struct KnownKey {
        var type: ObjectIdentifier?
        var bits: UInt64
        var key: MemberKey
    }

    /// `key` (as written, after the key strategy) copied into ``keyText``.
    @inline(__always)
    func storeKey(_ key: String) -> MemberKey {
        let start = unsafe keyText.count
        var key = key
        var hash: UInt32 = 0
        var plain = false
        key.withUTF8 { bytes in
            hash = unsafe Self.keyHash(bytes)
            plain = unsafe JSONText.firstEscape(in: bytes, escapingSlashes: true) == bytes.count
            unsafe keyText.append(contentsOf: bytes)
        }
        return unsafe MemberKey(start: start, length: keyText.count &- start, hash: hash, plain: plain)
    }

    @inline(__always)
    private static func slot(_ type: ObjectIdentifier, _ bits: UInt64) -> Int {
        let mixed = (UInt64(UInt(bitPattern: type)) &>> 4 ^ bits) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed &>> 56) & (knownKeySlots &- 1)
    }

    /// The key remembered for the trivial `CodingKey` value of `type` with `bits`, or nil.
    @inline(__always)
    func knownKey(type: ObjectIdentifier, bits: UInt64) -> MemberKey? {
        guard unsafe !knownKeys.isEmpty else { return nil }
        let known = unsafe knownKeys[Self.slot(type, bits)]
        guard known.type == type, known.bits == bits else { return nil }
        return known.key
    }

    /// Remembers `key` as the text of the trivial `CodingKey` value of `type` with `bits`.
    func remember(_ key: MemberKey, type: ObjectIdentifier, bits: UInt64) {
        if unsafe knownKeys.isEmpty {
            unsafe knownKeys = Array(repeating: KnownKey(type: nil, bits: 0, key: MemberKey(start: 0, length: 0, hash: 0)), count: Self.knownKeySlots)
        }
        unsafe knownKeys[Self.slot(type, bits)] = KnownKey(type: type, bits: bits, key: key)
    }

    // MARK: Routes

    // Memory safety: `routes` is read and written by the tree's encode call alone, one
    // statement at a time, so the missing exclusivity check (each `unsafe` on it) loses nothing.
    /// Routes met by the encode calls of this tree: a value of a type met before costs no lock
    /// and no hashing (the options' shared routes are behind a lock). Kept with the tree between
    /// calls: a tree only ever serves the options that made it (see
    /// ``CodableEncodingOptions/takeEncoder(userInfo:)``), so its routes stay right, and a small
    /// document no longer pays for a new table and a locked lookup per type in every call.
    /// Probed, as the decoder's: direct-mapped on 32 slots, a model's types shared slots and
    /// evicted each other (`Double` and `Double?` in `[Double?]`, 1.6 locked lookups an element;
    /// social-feed and catalog, 430 and 500 misses a pass).
    @exclusivity(unchecked) private var routes = RouteCache<EncodingRoute>()

    /// The route of `type` under `settings`, the settings this tree belongs to.
    @inline(__always)
    func route(for type: Any.Type, settings: EncodingSettings) -> EncodingRoute {
        unsafe routes.route(for: type) { settings.route(for: $0) }
    }

    /// The route of `type`, made by `make` when the tree has none (a coding-key type's
    /// container maker, which no settings decide).
    @inline(__always)
    func route(for type: Any.Type, make: (Any.Type) -> EncodingRoute) -> EncodingRoute {
        unsafe routes.route(for: type, compute: make)
    }

    // MARK: Making values

    /// A scalar whose JSON text `write` appends to ``text``.
    @inline(__always)
    func scalar(_ write: (inout TextBuffer) -> Void) -> Int32 {
        let start = unsafe text.count
        unsafe write(&text)
        unsafe nodes.append(Node(kind: .scalar, start: start, length: text.count - start))
        return unsafe Int32(truncatingIfNeeded: nodes.count - 1)
    }

    /// A string: its text escaped as `JSONEncoder` writes it. One with nothing to escape (most
    /// are) is kept without its quotes, which the writer adds: one append to ``text``, not three.
    @inline(__always)
    func string(_ string: String, escapingSlashes: Bool) -> Int32 {
        // Memory safety: the UTF-8 buffer is lent to the closure for the call only; `text` is
        // this tree's (see `nodes`).
        let start = unsafe text.count
        let bare: Bool? = unsafe string.utf8.withContiguousStorageIfAvailable { bytes in
            let first = unsafe JSONText.firstEscape(in: bytes, escapingSlashes: escapingSlashes)
            if first == bytes.count {
                unsafe text.append(bytes: bytes)
                return true
            }
            unsafe JSONText.appendString(utf8: bytes, escapingSlashes: escapingSlashes, firstEscape: first, to: &text)
            return false
        }
        if bare == nil { unsafe JSONText.appendString(string, escapingSlashes: escapingSlashes, to: &text) }
        unsafe nodes.append(Node(kind: .scalar, isBareString: bare ?? false, start: start, length: text.count - start))
        return unsafe Int32(truncatingIfNeeded: nodes.count - 1)
    }

    /// A run: an array of `count` (at least one) elements whose JSON text, separated by
    /// commas, `write` appends to ``text``. An array of scalars costs its text alone, where a
    /// node an element took 72 bytes each (an array of a million `Int`s peaked at 109 MB, 72 MB
    /// in `JSONEncoder`; 40 MB as a run) and a writer's step each.
    @inline(__always)
    func run(count: Int, _ write: (inout TextBuffer) -> Void) -> Int32 {
        let start = unsafe text.count
        unsafe write(&text)
        unsafe runElements &+= count
        unsafe nodes.append(Node(kind: .run, count: Int32(truncatingIfNeeded: count), start: start, length: text.count - start))
        return unsafe Int32(truncatingIfNeeded: nodes.count - 1)
    }

    /// Turns the run `node` into an array with a scalar node for each element, in place, for a
    /// container asked for again where a run was encoded (`JSONEncoder` appends to it).
    func expandRun(_ node: Int32) {
        let run = unsafe nodes[Int(node)]
        // A member keeps its key and its place among its siblings.
        unsafe nodes[Int(node)].kind = .array
        unsafe nodes[Int(node)].first = -1
        unsafe nodes[Int(node)].last = -1
        unsafe nodes[Int(node)].count = 0
        unsafe nodes[Int(node)].start = 0
        unsafe nodes[Int(node)].length = 0
        let ranges = unsafe text.withBytes { text in unsafe Self.runElementRanges(in: text, start: run.start, length: run.length) }
        for range in ranges {
            unsafe nodes.append(Node(kind: .scalar, start: range.lowerBound, length: range.count))
            append(unsafe Int32(truncatingIfNeeded: nodes.count - 1), to: node)
        }
    }

    /// The elements of the run text at `start ..< start + length`: separated by commas outside
    /// strings.
    static func runElementRanges(in text: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var elementStart = start
        var index = start
        while index < start &+ length {
            let end = unsafe runElementEnd(in: text, from: index, end: start &+ length)
            ranges.append(elementStart..<end)
            index = end &+ 1
            elementStart = index
        }
        return ranges
    }

    /// Where the run element at `index` ends (at a comma, or at `end`): a string element runs to
    /// its closing quote, past any escaped one.
    @inline(__always)
    static func runElementEnd(in text: UnsafeBufferPointer<UInt8>, from index: Int, end: Int) -> Int {
        // Memory safety: every read is below `end`, which is within the tree's text.
        var index = index
        if index < end, unsafe text[index] == UInt8(ascii: "\"") {
            index &+= 1
            while index < end, unsafe text[index] != UInt8(ascii: "\"") {
                index &+= unsafe text[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            return min(index &+ 1, end)
        }
        while index < end, unsafe text[index] != UInt8(ascii: ",") { index &+= 1 }
        return index
    }

    /// An empty container.
    @inline(__always)
    func container(_ kind: Node.Kind) -> Int32 {
        unsafe nodes.append(Node(kind: kind))
        return unsafe Int32(truncatingIfNeeded: nodes.count - 1)
    }

    /// The empty object Foundation puts where a value encoded nothing.
    func emptyObject() -> Int32 { container(.object) }

    // MARK: Arrays

    /// Appends `child` to the array `array`.
    @inline(__always)
    func append(_ child: Int32, to array: Int32) {
        unsafe link(child, after: nodes[Int(array)].last, in: array)
    }

    /// Puts `child` at position `index` of the array (at the end when the array is shorter), as
    /// `superEncoder()` of an unkeyed container inserts its value when it is done.
    func insert(_ child: Int32, at index: Int, in array: Int32) {
        // At the end, as each element's `superEncoder()` is when it is done before the next one
        // starts: without the walk, 80,000 such elements took 8 s (the walk is quadratic).
        guard unsafe index < Int(nodes[Int(array)].count) else { return append(child, to: array) }
        guard index > 0 else {
            unsafe nodes[Int(child)].next = unsafe nodes[Int(array)].first
            unsafe nodes[Int(array)].first = child
            if unsafe nodes[Int(array)].last < 0 { unsafe nodes[Int(array)].last = child }
            unsafe nodes[Int(array)].count += 1
            return
        }
        var previous = unsafe nodes[Int(array)].first
        var position = 1
        while position < index, previous >= 0, unsafe nodes[Int(previous)].next >= 0 {
            previous = unsafe nodes[Int(previous)].next
            position += 1
        }
        guard previous >= 0 else { return append(child, to: array) }
        link(child, after: previous, in: array)
    }

    @inline(__always)
    private func link(_ child: Int32, after previous: Int32, in container: Int32) {
        let next = unsafe previous >= 0 ? nodes[Int(previous)].next : -1
        unsafe nodes[Int(child)].next = next
        if previous >= 0 { unsafe nodes[Int(previous)].next = child } else { unsafe nodes[Int(container)].first = child }
        if next < 0 { unsafe nodes[Int(container)].last = child }
        unsafe nodes[Int(container)].count += 1
    }

    // MARK: Objects

    /// Sets the member `key` of `object` to `child`: a new member at the end, or, when the key is
    /// there already, its value replaced where it stands (Foundation keeps one value per key).
    /// `checkDuplicates: false` when the key is known not to be there (a `[String: V]`'s keys,
    /// a key just looked up).
    @inline(__always)
    func setMember(_ key: String, to child: Int32, in object: Int32, checkDuplicates: Bool = true) {
        setMember(storeKey(key), to: child, in: object, checkDuplicates: checkDuplicates)
    }

    /// Sets the member `key` (in ``keyText``) of `object` to `child`, as above.
    @inline(__always)
    func setMember(_ key: MemberKey, to child: Int32, in object: Int32, checkDuplicates: Bool = true) {
        let hash = key.hash
        let bit = Self.bloomBit(hash)
        if checkDuplicates, unsafe nodes[Int(object)].keyBloom & bit != 0,
           let existing = member(hash: hash, start: key.start, length: key.length, in: object) {
            replaceValue(of: existing, with: child)
            return
        }
        unsafe nodes[Int(object)].keyBloom |= bit
        unsafe nodes[Int(child)].keyHash = hash
        unsafe nodes[Int(child)].keyStart = key.start
        unsafe nodes[Int(child)].keyLength = key.length
        unsafe nodes[Int(child)].keyIsPlain = key.plain
        unsafe memberKeyBytes &+= key.length
        unsafe link(child, after: nodes[Int(object)].last, in: object)
        // An indexed object's index is kept whole whatever the caller knew of the key: a nested
        // container added past the threshold was missed by later lookups, which made a second
        // member of its key. An object filled without checks (a `[String: V]`'s) is indexed,
        // from all its members, by the first checked member that comes after them.
        if unsafe nodes[Int(object)].index != .none || (checkDuplicates && nodes[Int(object)].count > Self.largeObjectThreshold) {
            indexIfLarge(object, adding: child, hash: hash)
        }
    }

    /// A hash of a key's UTF-8, eight bytes at a time (a byte at a time it was a tenth of
    /// setting a member), its top bits well mixed for the Bloom filter.
    @inline(__always)
    static func keyHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let count = bytes.count
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: count)
        guard let base = bytes.baseAddress else { return UInt32(truncatingIfNeeded: hash &>> 32) }
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var index = 0
        while index &+ 8 <= count {
            hash = unsafe (hash ^ UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) &* prime
            index &+= 8
        }
        if index < count {
            var word: UInt64 = 0
            if count >= 8 {
                // The last eight bytes, overlapping the words already taken.
                word = unsafe UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self)
            } else {
                for offset in index..<count { unsafe word |= UInt64(base[offset]) &<< UInt64(offset &* 8) }
            }
            hash = (hash ^ word) &* prime
        }
        hash = (hash ^ (hash &>> 32)) &* 0xD6E8_FEB8_6659_FD93
        hash ^= hash &>> 32
        return UInt32(truncatingIfNeeded: hash &>> 32)
    }

    /// The member of `object` whose key is `key`, or nil.
    func member(_ key: MemberKey, in object: Int32) -> Int32? {
        member(hash: key.hash, start: key.start, length: key.length, in: object)
    }

    private func member(hash: UInt32, start: Int, length: Int, in object: Int32) -> Int32? {
        guard unsafe nodes[Int(object)].keyBloom & Self.bloomBit(hash) != 0 else { return nil }
        let kind = unsafe nodes[Int(object)].index
        if kind != .none { return indexedMember(hash: hash, start: start, length: length, in: object, kind: kind) }
        var candidate = unsafe nodes[Int(object)].first
        while candidate >= 0 {
            if unsafe nodes[Int(candidate)].keyHash == hash, sameKey(candidate, start: start, length: length) { return candidate }
            candidate = unsafe nodes[Int(candidate)].next
        }
        return nil
    }

    @inline(__always)
    func sameKey(_ member: Int32, start: Int, length: Int) -> Bool {
        // Memory safety: both keys were appended to `keyText` (at `keyStart` and `start`, `length`
        // bytes each), and the buffer is lent to the closure only.
        let node = unsafe nodes[Int(member)]
        guard node.keyLength == length else { return false }
        if node.keyStart == start { return true }
        return unsafe keyText.withUnsafeBufferPointer { bytes in
            (0..<length).allSatisfy { unsafe bytes[node.keyStart + $0] == bytes[start + $0] }
        }
    }

    /// Gives the member node `member` the value of node `value`, keeping its key and place.
    func replaceValue(of member: Int32, with value: Int32) {
        let source = unsafe nodes[Int(value)]
        unsafe nodes[Int(member)].kind = source.kind
        unsafe nodes[Int(member)].first = source.first
        unsafe nodes[Int(member)].last = source.last
        unsafe nodes[Int(member)].count = source.count
        unsafe nodes[Int(member)].start = source.start
        unsafe nodes[Int(member)].length = source.length
        unsafe nodes[Int(member)].isBareString = source.isBareString
        unsafe nodes[Int(member)].keyBloom = source.keyBloom
        unsafe nodes[Int(member)].index = source.index
        if source.index != .none, let index = unsafe largeObjects.removeValue(forKey: value) { unsafe largeObjects[member] = index }
    }
}
