// Memory safety, for every `unsafe` in this container: it reads its decoder's `entries` at the
// object's entry index (from the decoder's document) and passes key bytes lent for the lookup call;
// see `DocumentDecoder.entries`.
/// A keyed container over one object of the document: its members are reached through the
/// object's entry, and keys are matched as `JSONDecoder` matches them (first member wins, after
/// the key strategy).
// Memory safety: `@safe` because `unmanagedState` is alive whenever the container is used (see
// `keeper`).
@safe struct DocumentKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// Holds the state, except while the container's box is in its decoder's box cache, whose
    /// slot holds the state instead (see `KeyedContainerBoxes`): the box of
    /// `KeyedDecodingContainer` copies the container on every member decoded, and a strong
    /// reference in it cost a retain and a release each time (callgrind, social-feed: ~18,500
    /// a pass). A box leaves the cache only after the cache gave its container this reference,
    /// if anyone else still holds the box: written into the box (`KeyedContainerBoxes.hold`),
    /// which is why it is the first stored property (checked, `KeyedContainerBoxes.areReusable`).
    let keeper: KeyedContainerState?
    /// The state, read without a retain: alive while the container is used, as `keeper` says.
    let unmanagedState: Unmanaged<KeyedContainerState>

    /// Where the container is, behind one reference: the decoder may point a box no one holds
    /// any more at another object (see `KeyedContainerBoxes`).
    var state: KeyedContainerState { unsafe unmanagedState.takeUnretainedValue() }

    var decoder: DocumentDecoder { state.decoder }

    /// Runs `body` with the state, neither retained nor released.
    @inline(__always)
    private func withState<R>(_ body: (KeyedContainerState) throws -> R) rethrows -> R {
        // Memory safety: the state is alive while the container is used (see `keeper`).
        try unsafe unmanagedState._withUnsafeGuaranteedRef(body)
    }

    /// Runs `body` with the decoder, neither retained nor released (see
    /// `KeyedContainerState.unmanagedDecoder`).
    @inline(__always)
    private func withDecoder<R>(_ body: (DocumentDecoder) throws -> R) rethrows -> R {
        // Memory safety: the decoder is alive while the state is used (see
        // `KeyedContainerState`), and the state while the container is (see `keeper`).
        try withState { state in try unsafe state.unmanagedDecoder._withUnsafeGuaranteedRef(body) }
    }
    /// The object's entry.
    var object: Int { withState { unsafe $0.object } }
    /// The entry of the first member's key; member `m`'s key is at `firstKey + 2m`, its value next.
    var firstKey: Int { withState { unsafe $0.firstKey } }
    var memberCount: Int { withState { unsafe $0.memberCount } }
    /// The container's path: `depth` components of the decoder's path, then `suffix`. Kept apart
    /// rather than as a `ContainerPath`, because every member decoded makes a `ValueLocation`
    /// of them (see there why those keep them apart too).
    var depth: Int { withState { unsafe $0.depth } }
    /// The keys of a nested container past the decoder's path, if any.
    var suffix: PathSuffix? { withState { unsafe $0.suffix } }
    /// With a `.custom` key strategy, each member's key as the closure converted it.
    var customKeys: [String]? { withState { $0.customKeys } }

    /// A container over `state`, which `keeper` holds, or (nil) the slot of the decoder's box
    /// cache that the container's box goes into at once.
    init(state: KeyedContainerState, keeper: KeyedContainerState?) {
        self.keeper = keeper
        unsafe self.unmanagedState = Unmanaged.passUnretained(state)
    }

    var codingPath: [any CodingKey] { decoder.codingPath(at: ValueLocation(depth: depth, suffix: suffix)) }

    /// The container's path, for the containers nested in it.
    private var path: ContainerPath { suffix.map(ContainerPath.nested) ?? ContainerPath(depth: depth) }

    /// The model keys present, once each, in document order (`JSONDecoder` gives them in
    /// dictionary order, which is no order).
    var allKeys: [Key] {
        let count = memberCount
        // An enum's payload object has one member, and small objects are compared pairwise: the
        // `Set` cost ~1,000 instructions an object (its allocation and hashing), more than the rest.
        // One member makes one array, not an empty one reserved first (each array of `Key`, a
        // type known at run time only, costs a metadata lookup besides its allocation).
        if count == 1 {
            let name = customKeys?[0] ?? decoder.convertedKey(ofMember: 0, firstKey: firstKey)
            guard let key = Key(stringValue: name) else { return [] }
            return [key]
        }
        var keys: [Key] = []
        keys.reserveCapacity(count)
        guard count > 8 else {
            var names: [String] = []
            names.reserveCapacity(count)
            for member in 0..<count {
                let name = customKeys?[member] ?? decoder.convertedKey(ofMember: member, firstKey: firstKey)
                guard !names.contains(name) else { continue }
                names.append(name)
                if let key = Key(stringValue: name) { keys.append(key) }
            }
            return keys
        }
        var seen = Set<String>(minimumCapacity: count)
        for member in 0..<count {
            let name = customKeys?[member] ?? decoder.convertedKey(ofMember: member, firstKey: firstKey)
            guard seen.insert(name).inserted, let key = Key(stringValue: name) else { continue }
            keys.append(key)
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { valueEntry(forKey: key) != nil }

    /// The value entry for `key`, or nil when the object has no such member.
    @inline(__always)
    func valueEntry(forKey key: Key) -> Int? { valueEntry(forKey: key, in: decoder) }

    /// The value entry for `key`, or nil, looked up with the container's `decoder`: by the name
    /// the state keeps for it, when it keeps names (see `KeyNameTable`), else by `stringValue`.
    @inline(__always)
    private func valueEntry(forKey key: Key, in decoder: DocumentDecoder) -> Int? {
        withState { state in
            if let kept = unsafe state.keptName(of: key) {
                return unsafe exactMember(named: kept.name, bits: kept.bits, in: decoder, state: state)
            }
            if let kept = unsafe state.keptSnakeCaseName(of: key) {
                return unsafe decoder.firstMember(
                    snakeCaseConvertingTo: kept.name, nameHash: kept.hash, firstKey: firstKey, count: memberCount, scan: state)
            }
            return valueEntry(forAnyKey: key, in: decoder)
        }
    }

    /// The value entry of the first member whose key has the bytes `name` (and, when known, the
    /// filter `bits`), matched exactly.
    @inline(__always)
    private func exactMember(named name: UnsafeBufferPointer<UInt8>, bits: UInt64?, in decoder: DocumentDecoder,
                             state: KeyedContainerState) -> Int? {
        // Small objects (most) are scanned from the member after the one found last, large ones
        // from there around to it when their keys are distinct.
        guard memberCount > DocumentDecoder.hintedLookupThreshold else {
            return unsafe decoder.firstMember(named: name, bits: bits, firstKey: firstKey, count: memberCount, scan: state)
        }
        return unsafe decoder.hintedMember(named: name, firstKey: firstKey, count: memberCount, hint: state)
    }

    /// The value entry for `key`, of any key type, by its `stringValue`.
    @inline(__always)
    private func valueEntry(forAnyKey key: some CodingKey, in decoder: DocumentDecoder) -> Int? {
        var name = key.stringValue
        switch decoder.keyMatching {
        case .exact:
            return withState { state in name.withUTF8 { unsafe exactMember(named: $0, bits: nil, in: decoder, state: state) } }
        case .snakeCase:
            return withState { state in
                name.withUTF8 {
                    unsafe decoder.firstMember(snakeCaseConvertingTo: $0, nameHash: SnakeCaseKeys.foldedHash($0),
                                               firstKey: firstKey, count: memberCount, scan: state)
                }
            }
        case .custom:
            guard let member = customKeys?.firstIndex(of: name) else { return nil }
            return firstKey &+ 2 &* member &+ 1
        }
    }

    @inline(__always)
    func requireValue(forKey key: Key) throws -> Int { try requireValue(forKey: key, in: decoder) }

    @inline(__always)
    private func requireValue(forKey key: Key, in decoder: DocumentDecoder) throws -> Int {
        guard let value = valueEntry(forKey: key, in: decoder) else {
            throw decoder.keyNotFound(key, inObject: object, containerPath: codingPath)
        }
        return value
    }

    /// The location of the member whose key is `step`: a key lent for the call (see `PathStep`),
    /// of which no copy is made unless someone asks for the path.
    @inline(__always)
    func location(_ step: PathStep) -> ValueLocation {
        ValueLocation(depth: depth, suffix: suffix, key: step)
    }

    // MARK: Scalars

    @inline(__always)
    private func scalar<T>(_ type: T.Type, forKey key: Key, _ convert: (DocumentDecoder, Int) throws(ScalarFailure) -> T) throws -> T {
        try withDecoder { decoder in
            let value = try requireValue(forKey: key, in: decoder)
            do throws(ScalarFailure) {
                return try convert(decoder, value)
            } catch {
                throw withLentKey(key) { decoder.error(error, decoding: type, value: value, at: location($0)) }
            }
        }
    }

    @inline(__always)
    private func scalarIfPresent<T>(_ type: T.Type, forKey key: Key, _ convert: (DocumentDecoder, Int) throws(ScalarFailure) -> T) throws -> T? {
        try withDecoder { decoder in
            guard let value = valueEntry(forKey: key, in: decoder), !decoder.isNull(value) else { return nil }
            do throws(ScalarFailure) {
                return try convert(decoder, value)
            } catch {
                throw withLentKey(key) { decoder.error(error, decoding: type, value: value, at: location($0)) }
            }
        }
    }

    func decodeNil(forKey key: Key) throws -> Bool { decoder.isNull(try requireValue(forKey: key)) }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.bool(v) } }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.string(v) } }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.floatingPoint(v, as: type) } }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.floatingPoint(v, as: type) } }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try scalarIfPresent(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.bool(v) } }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try scalarIfPresent(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.string(v) } }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try scalarIfPresent(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.floatingPoint(v, as: type) } }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try scalarIfPresent(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.floatingPoint(v, as: type) } }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try scalarIfPresent(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try scalarIfPresent(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try scalarIfPresent(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try scalarIfPresent(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try scalarIfPresent(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try scalarIfPresent(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try scalarIfPresent(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try scalarIfPresent(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try scalarIfPresent(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try scalarIfPresent(type, forKey: key) { decoder, v throws(ScalarFailure) in try decoder.integer(v, as: type) } }

    // MARK: Nested values

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try withDecoder { decoder in
            try unwrap(type, value: try requireValue(forKey: key, in: decoder), forKey: key, in: decoder)
        }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try withDecoder { decoder in
            guard let value = valueEntry(forKey: key, in: decoder), !decoder.isNull(value) else { return nil }
            return try unwrap(type, value: value, forKey: key, in: decoder)
        }
    }

    /// Decodes the nested value at entry `value`, the member `key`, with `key` as its path's last
    /// step: kept by value when it is a one-byte key (see `PathStep.byValue`), else lent.
    /// Always inlined, and not through `withLentKey`, whose closures cost ~3% of a decode.
    /// Transparent, so that a debug build, which inlines nothing else, makes no frame of it at
    /// every level of a model (416 bytes); the lent key's call apart, so that its locals are
    /// not in that of every call (see `DocumentDecoder.unwrap(_:value:at:)`).
    @_transparent
    private func unwrap<T: Decodable>(_ type: T.Type, value: Int, forKey key: Key, in decoder: DocumentDecoder) throws -> T {
        if let step = PathStep.byValue(key) { return try decoder.unwrap(type, value: value, at: location(step)) }
        return try unwrapLendingKey(type, value: value, forKey: key, in: decoder)
    }

    @inline(__always)
    private func unwrapLendingKey<T: Decodable>(_ type: T.Type, value: Int, forKey key: Key, in decoder: DocumentDecoder) throws -> T {
        // Memory safety: the lent address is used by the nested decode only (see `PathStep`).
        try unsafe withUnsafePointer(to: key) { try unsafe decoder.unwrap(type, value: value, at: location(.lent($0))) }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let value = try requireValue(forKey: key)
        return try decoder.keyedContainer(keyedBy: type, value: value, path: path.appending(.key(key)))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let value = try requireValue(forKey: key)
        return try decoder.unkeyedContainer(value: value, path: path.appending(.key(key)))
    }

    func superDecoder() throws -> any Decoder { decoder(forKey: TextCodingKey.super) }

    func superDecoder(forKey key: Key) throws -> any Decoder { decoder(forKey: key) }

    /// A decoder of its own for the member `key`; an absent member decodes as null, as with `JSONDecoder`.
    private func decoder(forKey key: some CodingKey) -> DocumentDecoder {
        let value = withDecoder { valueEntry(forAnyKey: key, in: $0) } ?? DocumentDecoder.absentMember(of: object)
        return withLentKey(key) { decoder.detached(value: value, at: location($0)) }
    }
}

/// Where a `DocumentKeyedContainer` is: its decoder, object and path.
///
/// The object is variable only for `KeyedContainerBoxes`, which repoints the state of a box no
/// one else holds, so no container reads it meanwhile. The decoder is held strongly (`owner`)
/// except while the state's box is in the decoder's own cache: the decoder holds the cache, so
/// a strong reference back would keep both alive forever. The cache gives a state its `owner`
/// back whenever its box leaves the cache while someone else still holds it.
// Memory safety: `@safe` because the `@exclusivity(unchecked)` fields are written only by
// `reset(object:)`, called when no container over this state exists outside the decoder's box
// cache (`isKnownUniquelyReferenced` on the box), so no read overlaps a write, and by
// `own`/`disown`, from the cache, one decode at a time, and (`nextMember`, `keysBefore`,
// `largeObjectKeys`, `memberIndex`) by a key lookup, which runs start to end on the one thread
// decoding, with no other access in between; `object` is an entry of the decoder's document, so
// the `entries` read is in bounds. `unmanagedDecoder` is alive whenever a container
// reads it: `owner` holds it, or the state is in the cache of that very decoder, whose boxes are
// handed out only while a scope holds the decoder, and which gives `owner` back to every state
// whose box is still held by someone when the scope ends or the box leaves the cache.
@safe final class KeyedContainerState {
    /// The decoder, retained, unless the state is in the decoder's box cache.
    @exclusivity(unchecked) private var owner: DocumentDecoder?
    /// The decoder, for the members decoded: lent with `_withUnsafeGuaranteedRef`, reading it costs
    /// no retain and release (a strong `let` of this class was retained on every read through
    /// the state; callgrind, social-feed: 31,000 retains a pass).
    let unmanagedDecoder: Unmanaged<DocumentDecoder>
    /// How many components of the decoder's path come first in the container's path.
    @exclusivity(unchecked) private(set) var depth: Int
    /// The keys of a nested container past the decoder's path (nil in the usual case). In the
    /// state itself: behind a reference of their own (with `customKeys`), a nested container
    /// allocated one object more. Variable, as `depth` is, so that a nested container's box can
    /// be handed out again (see `reset(object:path:)`).
    @exclusivity(unchecked) private(set) var suffix: PathSuffix?
    /// With a `.custom` key strategy, each member's key as the closure converted it.
    let customKeys: [String]?
    @exclusivity(unchecked) private(set) var object: Int
    @exclusivity(unchecked) private(set) var firstKey: Int
    @exclusivity(unchecked) private(set) var memberCount: Int
    /// Where the next lookup starts: the member after the one found last (see
    /// `DocumentDecoder.firstMember(named:bits:firstKey:count:scan:)`, and for large objects
    /// `hintedMember(named:firstKey:count:hint:)`, where it wraps around to 0).
    @exclusivity(unchecked) var nextMember = 0
    /// Two bits per key among the members before `nextMember` (see `DocumentDecoder.keyBits`):
    /// a key with either bit clear is not among them. Small objects only.
    @exclusivity(unchecked) var keysBefore: UInt64 = 0
    /// Under `convertFromSnakeCase`, the converted keys among the members before `nextMember`
    /// (see `DocumentDecoder.firstMember(snakeCaseConvertingTo:firstKey:count:scan:convert:)`),
    /// for objects of any size.
    @exclusivity(unchecked) var convertedKeysBefore = ConvertedKeyFilter()
    /// Whether the object's keys are all different, and whether they are indexed, once a lookup
    /// has missed the next member: large objects only (see
    /// `DocumentDecoder.hintedMember(named:firstKey:count:hint:)`).
    @exclusivity(unchecked) var largeObjectKeys = LargeObjectKeys.unknown
    /// The object's keys, when `largeObjectKeys` says they are indexed (see `MemberIndex`): kept
    /// from object to object, so that a state handed out again builds in the same slots.
    @exclusivity(unchecked) var memberIndex = MemberIndex()
    /// The names of the key type's keys, by byte (see `KeyNameTable`), turned on when the
    /// state's box goes into the decoder's cache, where the state outlives its object and meets
    /// the same keys again (a state made for one object would pay for its table and not use it).
    /// A state's key type never changes: a box is handed out again for the same key type only.
    @exclusivity(unchecked) var keyNames = KeyNameTable()

    /// The decoder (retained by the caller for its use).
    var decoder: DocumentDecoder { unsafe unmanagedDecoder.takeUnretainedValue() }

    init(decoder: DocumentDecoder, object: Int, path: ContainerPath) {
        unsafe self.owner = decoder
        unsafe self.unmanagedDecoder = Unmanaged.passUnretained(decoder)
        unsafe self.object = object
        let entry = unsafe decoder.entries[object]
        unsafe self.firstKey = entry.firstChild
        unsafe self.memberCount = entry.childCount
        unsafe self.depth = path.depth
        unsafe suffix = path.suffix
        var customKeys: [String]?
        if case .custom(let convert) = decoder.options.keyStrategy {
            let containerPath = decoder.codingPath(at: path.location())
            customKeys = (0..<entry.childCount).map { member in
                let key = decoder.stringValue(ofEntry: entry.firstChild &+ 2 &* member)
                return convert(containerPath + [TextCodingKey(key)]).stringValue
            }
        }
        self.customKeys = customKeys
    }

    /// Whether the state may be pointed at another object and path: its keys are not the ones a
    /// closure converted for this object.
    var isRepointable: Bool { customKeys == nil }

    /// Where the state's box is kept in the decoder's cache: the length of its path.
    var boxDepth: Int { unsafe suffix.map { $0.depth &+ $0.count } ?? depth }

    /// Lets go of the decoder: the state's box is going into the decoder's cache.
    func disown() { unsafe owner = nil }

    /// Holds the decoder again: the state's box leaves the cache while someone still holds it.
    func own() { unsafe owner = decoder }

    /// Points the state at another object of the same decoder, at the same depth.
    @inline(__always)
    func reset(object: Int, path: ContainerPath) {
        switch path {
        case .decoder(let depth):
            unsafe self.depth = Int(depth)
            // Most boxes are at the decoder's own path, as they were: no store of a reference.
            if unsafe suffix != nil { unsafe suffix = nil }
        case .nested(let suffix):
            unsafe self.depth = suffix.depth
            unsafe self.suffix = suffix
        }
        let entry = unsafe decoder.entries[object]
        unsafe self.object = object
        unsafe self.firstKey = entry.firstChild
        unsafe self.memberCount = entry.childCount
        unsafe self.nextMember = 0
        unsafe self.keysBefore = 0
        unsafe self.convertedKeysBefore = ConvertedKeyFilter()
        unsafe self.largeObjectKeys = .unknown
    }
}
