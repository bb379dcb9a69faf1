/// The engine of the Codable decoders: a `Decoder` that walks the parsed document's index.
///
/// One instance serves a whole `decode` call, as `JSONDecoder`'s own implementation does: when a
/// container decodes a nested value it points this decoder at the value's entry, pushes the key
/// onto the coding path, runs `T(from: self)` and restores both. So decoding allocates no decoder
/// per value, no `JSON` tree, no dictionary per object; containers are small structs over the
/// entries of one object or array. `superDecoder()` is the exception: it gets its own instance,
/// since the caller may keep it while the parent goes on.
// Memory safety: `@safe` because `entries` and `bytes` always point into live storage (see
// `entries` below for where and why), and every index into them is an entry or an offset the
// parser recorded for this very document, so in bounds.
@safe package final class DocumentDecoder {
    /// Keeps the document's index and text alive while this decoder exists.
    /// A `var` only for ``RecordDecoder``, which points a decoder no one else holds at the next record.
    @exclusivity(unchecked) var document: JSONDocument
    /// The document's index and text, read on every step of decoding without bounds checks or
    /// retains. Where these point, and why that storage is alive (guaranteed by the language, not
    /// by how arrays happen to work):
    ///
    /// - while a `decodeTopLevel` runs (all of decoding, in practice): into the document's arrays,
    ///   as `withUnsafeBufferPointer` hands them to the closure that does the whole decode;
    /// - after it, in a decoder the caller's code kept (a `Decoder` or `superDecoder()` stored away
    ///   by an `init(from:)`): into a copy this decoder owns and frees in `deinit`, made when the
    ///   scope ends (see ``withIndex(_:)``);
    /// - otherwise (a decoder never used for a decode): empty.
    @exclusivity(unchecked) private(set) var entries: UnsafeBufferPointer<Entry>
    @exclusivity(unchecked) private(set) var bytes: UnsafeBufferPointer<UInt8>
    /// The copy of the index and text that ``entries`` and ``bytes`` point into once the scope
    /// that lent the document's own has ended, or nil.
    private var ownedIndex: (entries: UnsafeMutableBufferPointer<Entry>, bytes: UnsafeMutableBufferPointer<UInt8>)?
    /// The decoders `superDecoder()` made during the scope, which share its pointers and so need
    /// the same care when it ends. Usually none. Without dynamic exclusivity checks, as the state
    /// below (they cost ~75 instructions per decode call, in `endScope`; callgrind, event-log).
    @exclusivity(unchecked) private var detachedDecoders: [DocumentDecoder] = []
    /// How many `detachedDecoders` make the next one prune the list of those no one holds any
    /// more (see `pruneDetachedDecoders`): a model that calls `superDecoder()` for each of
    /// 10,000 records kept 10,000 decoders to the decode's end.
    @exclusivity(unchecked) private var detachedPruneThreshold = 16
    /// While the scope lasts, the decoder whose route cache a decoder `superDecoder()` made uses
    /// (the top-level one): each new detached decoder began with the stored routes only, so it
    /// worked out the routes of the base class's types again and copied the whole cache to
    /// insert them (~30,000 instructions a `superDecoder()` call). Nil otherwise. Not retained:
    /// a strong reference made the top-level decoder look kept at the scope's end, and every
    /// decoder then copied the whole document (`adoptOwnedIndex`). `Unmanaged`, not
    /// `unowned(unsafe)`: read for every route, that made a strong reference each time (a retain
    /// and a release, of nil for every decoder but these; callgrind, social-feed).
    @exclusivity(unchecked) private var routeSource: Unmanaged<DocumentDecoder>?
    let options: CodableDecodingOptions
    /// `options.keyStrategy` without its payload, for the per-lookup switch.
    let keyMatching: KeyMatching
    package let userInfo: [CodingUserInfoKey: Any]
    /// `SmallUTF8String.layoutIsKnown`, read once per decoder: read per string, the global's
    /// `swift_once` check was a call on every string decoded (callgrind, flickr-places: 1,100 a pass).
    let smallStringLayoutIsKnown = SmallUTF8String.layoutIsKnown

    // The mutable state is only touched by this decoder's own calls, one at a time (decoding is
    // sequential), so the dynamic exclusivity checks that class properties get are switched off.

    // Memory safety: every `unsafe` on a reference to an `@exclusivity(unchecked)` property of this
    // decoder (here and in its extensions) acknowledges the missing dynamic exclusivity check.
    // Sound because the decoder is used by one decode call on one thread, and no access to these
    // properties is held across a call that could reach them again (each is read or written in one
    // expression, or restored after the nested decode returns).
    /// The value being decoded: an entry index, or (negative) an absent member; see ``absentMember(of:)``.
    @exclusivity(unchecked) var value: Int
    /// The entry this decode started at: the document's root, a stream record's, or the value
    /// of a `JSON` handed to the decoder (a part of a larger document). A leniency report names
    /// the values below it from the document's root (see `currentRecordPath`).
    @exclusivity(unchecked) var topEntry: Int
    /// The coding path of `value`, outermost first (see `PathStep`).
    @exclusivity(unchecked) var steps = PathStack()
    /// The components the `.owned` steps stand for: the path a detached decoder starts from, and
    /// a nested container's keys while a member of it decodes.
    @exclusivity(unchecked) var ownedComponents: [CodingPathComponent]
    /// How each type met so far is decoded.
    @exclusivity(unchecked) var routeCache: TypeRouteCache
    /// The boxes of keyed containers no one may hold any more, handed out again while a scope
    /// lends the index (see `KeyedContainerBoxes`).
    @exclusivity(unchecked) var keyedBoxes = KeyedContainerBoxes()
    /// The JSON spellings of the model's keys under `convertFromSnakeCase` (see
    /// `SnakeCaseSpellings`), kept for the decoder's life: a response's next object spells them alike.
    @exclusivity(unchecked) var snakeCaseSpellings = SnakeCaseSpellings()
    /// The type a failure message named last, and its name: a caught failure repeats for every
    /// value of a field (`(try? c.decode(Int.self)) ?? …`), and `_typeName` makes a new string
    /// each time (~600 instructions).
    @exclusivity(unchecked) var lastNamedType: (type: ObjectIdentifier, name: String)?
    /// The key a `keyNotFound` message described last, and its description (see
    /// `cachedDescription(of:)`).
    @exclusivity(unchecked) var lastDescribedKey: (type: ObjectIdentifier, stringValue: String, intValue: Int?, description: String)?
    /// Where the last failure this decoder described was (its message names this position): a
    /// stream skipping a record reports it there, not at the record's start.
    @exclusivity(unchecked) var lastFailurePosition: JSONPosition?
    /// The coding path and description of the last error a model's `init(from:)` threw about a
    /// value outside the one it decoded, which `placingModelError` left without a position: the
    /// models around it leave it so too (see `rememberUnplaced(_:)`). Forgotten when a reused
    /// decoder starts another decode (`RecordDecoder.takeDecoder`).
    @exclusivity(unchecked) var unplacedModelError: (path: [String], description: String)?

    /// The value of a member absent from `object`: `superDecoder(forKey:)` decodes it as null, as
    /// `JSONDecoder` does, and its position is the object's.
    static func absentMember(of object: Int) -> Int { -2 - object }

    /// The object an absent member was looked for in.
    static func objectOfAbsentMember(_ value: Int) -> Int? { value <= -2 ? -2 - value : nil }

    enum KeyMatching {
        case exact, snakeCase, custom
    }

    package init(document: JSONDocument, value: Int, path: [CodingPathComponent] = [],
                 options: CodableDecodingOptions, userInfo: [CodingUserInfoKey: Any]) {
        unsafe self.document = document
        // Empty until a scope lends the document's storage: see `entries`.
        unsafe self.entries = unsafe UnsafeBufferPointer(start: nil, count: 0)
        unsafe self.bytes = unsafe UnsafeBufferPointer(start: nil, count: 0)
        self.options = options
        self.userInfo = userInfo
        unsafe self.value = value
        unsafe self.topEntry = value
        unsafe self.ownedComponents = path
        unsafe self.steps = PathStack(path.indices.map(PathStep.owned))
        unsafe self.routeCache = options.routes.load()
        switch options.keyStrategy {
        case .useDefaultKeys: keyMatching = .exact
        case .convertFromSnakeCase: keyMatching = .snakeCase
        case .custom: keyMatching = .custom
        }
    }

    deinit {
        // Memory safety: `ownedIndex` was allocated by `adoptOwnedIndex` for this decoder alone.
        if let ownedIndex = unsafe ownedIndex {
            unsafe ownedIndex.entries.deallocate()
            unsafe ownedIndex.bytes.deallocate()
        }
    }

    /// A decoder for `value`, whose path is that of `location`, that shares this one's document,
    /// options and (for the rest of the scope) index pointers: for `superDecoder`.
    func detached(value: Int, at location: ValueLocation) -> DocumentDecoder {
        // Memory safety: the new decoder shares this one's pointers only while the scope that lent
        // them lasts: it is listed in `detachedDecoders`, and `endScope` gives it a copy of its own
        // if it is kept beyond; after the scope it gets its copy at once. A decoder reused is one
        // of this scope's list, so it shares them already.
        if unsafe ownedIndex == nil, let reused = reusableDetachedDecoder() {
            // Memory safety: the reused decoder's own `@exclusivity(unchecked)` state, see
            // `value`; it is not decoding (no one holds it), and `appendPathComponents` reads
            // only this decoder's.
            unsafe reused.value = value
            unsafe reused.topEntry = topEntry
            unsafe reused.ownedComponents.removeAll(keepingCapacity: true)
            unsafe appendPathComponents(at: location, to: &reused.ownedComponents)
            unsafe reused.steps.truncate(to: 0)
            for index in unsafe reused.ownedComponents.indices { unsafe reused.steps.push(.owned(index)) }
            return reused
        }
        let decoder = unsafe DocumentDecoder(document: document, value: value, path: pathComponents(at: location),
                                             options: options, userInfo: userInfo)
        unsafe decoder.topEntry = topEntry
        if unsafe ownedIndex != nil {
            // After the scope, from a kept decoder: this one may outlive it, so it owns a copy too,
            // and the routes this one has found.
            unsafe decoder.routeCache = routeCache
            decoder.adoptOwnedIndex()
        } else {
            unsafe decoder.entries = unsafe entries
            unsafe decoder.bytes = unsafe bytes
            unsafe decoder.routeSource = unsafe routeSource ?? Unmanaged.passUnretained(self)
            unsafe decoder.keyedBoxes.startScope()
            unsafe detachedDecoders.append(decoder)
            if unsafe detachedDecoders.count >= detachedPruneThreshold { pruneDetachedDecoders() }
        }
        return decoder
    }

    /// The decoder `superDecoder()` made last in this scope, when no one holds it any more (its
    /// decode is over: the usual `try super.init(from: container.superDecoder())`), so that a model
    /// that calls it for every record does not make and free a decoder each time (~2,900
    /// instructions a call, and its keyed containers' boxes were never handed out again;
    /// callgrind, a `superDecoder()` per record: 52.8M instructions a pass before).
    private func reusableDetachedDecoder() -> DocumentDecoder? {
        // Memory safety: the decoder's own `@exclusivity(unchecked)` list; the nested calls reach
        // only the listed decoder's own state (a decoder lists the ones it made, never its maker).
        let last = unsafe detachedDecoders.count &- 1
        guard last >= 0 else { return nil }
        // A container it made that someone keeps holds it again first (its box leaves the
        // cache), so that the check below sees it.
        unsafe detachedDecoders[last].keyedBoxes.endScope()
        defer { unsafe detachedDecoders[last].keyedBoxes.startScope() }
        guard unsafe isKnownUniquelyReferenced(&detachedDecoders[last]) else { return nil }
        let decoder = unsafe detachedDecoders[last]
        // Made in this very scope, over this document (the list is emptied when a scope ends;
        // checked, not assumed, as the reused decoder keeps the pointers it was made with).
        guard unsafe decoder.ownedIndex == nil, unsafe decoder.document === document,
              unsafe decoder.entries.baseAddress == entries.baseAddress else { return nil }
        return decoder
    }

    /// Ends the scope of the detached decoders no one holds any more (only the list does: their
    /// decode is over) and lets them go; the next prune waits until the list doubles.
    private func pruneDetachedDecoders() {
        // Memory safety: the decoder's own `@exclusivity(unchecked)` list, taken out of it for the
        // loop, so no access to it overlaps the nested `endScope` calls.
        var list = unsafe detachedDecoders
        unsafe detachedDecoders = []
        var kept: [DocumentDecoder] = []
        for index in list.indices {
            if isKnownUniquelyReferenced(&list[index]) {
                Self.endScope(&list[index])
            } else {
                kept.append(list[index])
            }
        }
        list = []
        unsafe detachedDecoders = kept
        unsafe detachedPruneThreshold = max(16, kept.count &* 2)
    }

    /// How many decoders `superDecoder()` made are listed, for tests.
    var detachedDecoderCount: Int { unsafe detachedDecoders.count }

    /// Remembers `context`'s error as one no model is to place, in the decoder at the top of a
    /// `superDecoder()` scope when there is one, whose catches all see it: a model decoded through
    /// a detached decoder throws out through its maker's models.
    func rememberUnplaced(_ context: DecodingError.Context) {
        let fingerprint = (context.codingPath.map(\.stringValue), context.debugDescription)
        // Memory safety: `routeSource`, as in `cachedRoute(for:compute:)`.
        if let source = unsafe routeSource {
            unsafe source._withUnsafeGuaranteedRef { unsafe $0.unplacedModelError = fingerprint }
        } else {
            unsafe unplacedModelError = fingerprint
        }
    }

    /// Whether `context`'s error is the one ``rememberUnplaced(_:)`` remembered last.
    func wasLeftUnplaced(_ context: DecodingError.Context) -> Bool {
        // Memory safety: `routeSource`, as in `cachedRoute(for:compute:)`.
        let remembered = unsafe routeSource.map { unsafe $0._withUnsafeGuaranteedRef { unsafe $0.unplacedModelError } }
            ?? unplacedModelError
        guard let remembered else { return false }
        return remembered.description == context.debugDescription
            && remembered.path.elementsEqual(context.codingPath.lazy.map(\.stringValue))
    }

    /// The route of `type`, from the route cache this decoder uses (its own, or while a scope
    /// lasts, that of the decoder that made it), worked out with `compute` when not there.
    @inline(__always)
    func cachedRoute(for type: Any.Type, compute: (Any.Type) -> TypeRoute) -> TypeRoute {
        // Memory safety: `routeSource` is set only while the scope that made this decoder lasts,
        // when the top-level decoder is alive (it is decoding, on this thread) and no route lookup
        // is running in it; a decoder that outlives the scope copies its routes and clears it
        // there (`adoptOwnedIndex`, which the scope's end calls for every decoder kept), and one
        // that does not is freed.
        if let source = unsafe routeSource {
            return unsafe source._withUnsafeGuaranteedRef { unsafe $0.routeCache.route(for: type, compute: compute) }
        }
        return unsafe routeCache.route(for: type, compute: compute)
    }

    /// Runs `body` with ``entries`` and ``bytes`` pointing into the document's own storage,
    /// lent by `withUnsafeBufferPointer` for exactly the duration of the call. When it ends, this
    /// decoder and the ones `superDecoder()` made are either referenced by nobody else (and go
    /// away with the caller's reference) or were kept by the code being decoded: those switch to
    /// a copy of their own, so that a kept decoder stays usable and never reads freed memory.
    ///
    /// `decoder` is `inout` so that `isKnownUniquelyReferenced` can tell the two cases apart.
    static func withIndex<R>(_ decoder: inout DocumentDecoder, _ body: (DocumentDecoder) throws -> R) rethrows -> R {
        // Memory safety: the lent pointers are stored in the decoder only for this scope;
        // `endScope` moves every decoder that outlives it (kept by the code being decoded) to a
        // copy of its own before the closures return, so no decoder reads them afterwards.
        let document = unsafe decoder.document
        return try unsafe document.entries.withUnsafeBufferPointer { entries in
            try unsafe document.bytes.withUnsafeBufferPointer { bytes in
                unsafe decoder.entries = unsafe entries
                unsafe decoder.bytes = unsafe bytes
                unsafe decoder.keyedBoxes.startScope()
                defer { endScope(&decoder) }
                return try body(decoder)
            }
        }
    }

    /// Points ``entries`` and ``bytes`` at the document's storage that the caller lends for a
    /// scope it ends with ``endScope(_:)`` before the storage is taken back: `withIndex` inlined
    /// into a stream's record decode (see `RecordDecoder.decode(_:record:)`).
    func lend(_ entries: UnsafeBufferPointer<Entry>, _ bytes: UnsafeBufferPointer<UInt8>) {
        // Memory safety: stored for the caller's scope only, as in `withIndex`.
        unsafe self.entries = unsafe entries
        unsafe self.bytes = unsafe bytes
        unsafe keyedBoxes.startScope()
    }

    /// Decodes the value this decoder is at, at the root of its path, while the index is lent.
    /// Inlined into `RecordLease.decode`, its one caller: a call and a frame fewer per record.
    @inline(__always)
    func decodeLentValue<T: Decodable>(_ type: T.Type) throws -> T {
        // Memory safety: the decoder's `@exclusivity(unchecked)` state is used by this decode alone.
        try unsafe unwrap(type, value: value, at: ValueLocation(depth: 0))
    }

    /// Called as the lent pointers expire; see ``withIndex(_:_:)``.
    static func endScope(_ decoder: inout DocumentDecoder) {
        // Before the check: a kept container's box leaves the cache, its state holding the
        // decoder again, which the check then sees.
        decoder.endBoxScopes()
        if !isKnownUniquelyReferenced(&decoder) {
            // Kept beyond the scope: it, and every decoder it made, switch to copies.
            decoder.adoptOwnedIndex()
            return
        }
        // Going away, but a decoder it made may have been kept (by the list and someone else).
        guard unsafe !decoder.detachedDecoders.isEmpty else { return }
        // The access to an element spans the nested call, which reaches only that decoder's own
        // list (a decoder lists the ones it made, never its maker), so no access overlaps.
        for position in unsafe decoder.detachedDecoders.indices { unsafe endScope(&decoder.detachedDecoders[position]) }
        unsafe decoder.detachedDecoders = []
    }

    /// Ends the scope of the box caches of this decoder and of the decoders it made.
    private func endBoxScopes() {
        // Memory safety: the decoder's own `@exclusivity(unchecked)` state, see `value`; each
        // nested call reaches only that decoder's own list (a decoder lists the ones it made).
        unsafe keyedBoxes.endScope()
        for detached in unsafe detachedDecoders { detached.endBoxScopes() }
    }

    /// Points ``entries`` and ``bytes`` into a copy of the document's index and text that this
    /// decoder owns (once; later calls keep it).
    private func adoptOwnedIndex() {
        // Memory safety: allocates exactly the document's counts and initializes all of them from
        // the document; freed once, in `deinit`.
        guard unsafe ownedIndex == nil else { return }
        // Outliving the scope: the routes it used become its own, and its maker is let go.
        if let source = unsafe routeSource {
            unsafe routeCache = unsafe source.takeUnretainedValue().routeCache
            unsafe routeSource = nil
        }
        let ownedEntries = unsafe UnsafeMutableBufferPointer<Entry>.allocate(capacity: document.entries.count)
        _ = unsafe ownedEntries.initialize(from: document.entries)
        let ownedBytes = unsafe UnsafeMutableBufferPointer<UInt8>.allocate(capacity: document.bytes.count)
        _ = unsafe ownedBytes.initialize(from: document.bytes)
        unsafe ownedIndex = unsafe (ownedEntries, ownedBytes)
        unsafe entries = UnsafeBufferPointer(ownedEntries)
        unsafe bytes = UnsafeBufferPointer(ownedBytes)
        for detached in unsafe detachedDecoders { detached.adoptOwnedIndex() }
    }

    /// Decodes the whole value this decoder was made for.
    package static func decodeTopLevel<T: Decodable>(_ type: T.Type, with decoder: consuming DocumentDecoder) throws -> T {
        // Memory safety: the decode runs inside `withIndex`, whose pointers are valid for the
        // closure; the decoder's `@exclusivity(unchecked)` state is used by this decode alone.
        var decoder = decoder
        return try withIndex(&decoder) { decoder in
            defer { unsafe decoder.options.routes.store(decoder.routeCache) }
            return try unsafe decoder.unwrap(type, value: decoder.value, at: ValueLocation(depth: decoder.steps.count))
        }
    }
}

/// Where a value sits: below the first `depth` components of the decoder's path, then the
/// `suffix` of a nested container (usually none), then `key` (nil for the value the decoder
/// itself is at, as a single-value container sees it).
///
/// Not a `ContainerPath` and a key, although that says the same (a suffix's `depth` is the
/// location's): a location is made for every value decoded, and one made with a depth alone has a
/// suffix the compiler knows is nil, so copying it retains nothing. Held as a `ContainerPath`,
/// every copy tests for a suffix to retain, which cost 4% more instructions on the geo corpus and
/// 2.6% on catalog (callgrind, FleeceDecoder).
package struct ValueLocation {
    var depth: Int
    var suffix: PathSuffix? = nil
    var key: PathStep? = nil
}

/// The keys a nested container adds to the path of the decoder that made it (the path of
/// `nestedContainer(keyedBy:forKey:)` is its parent's plus the key), after the first `depth`
/// components of the decoder's path. A class, so that the containers of the usual case, which
/// have none, copy nothing; a list, each suffix its parent's plus one component, so that a
/// nested container allocates one object for its path, not an object and an array.
final class PathSuffix {
    let depth: Int
    /// The suffix this one extends by `last`; nil when `last` is its only component.
    let parent: PathSuffix?
    let last: CodingPathComponent
    /// How many components the suffix has.
    let count: Int

    init(depth: Int, parent: PathSuffix?, last: CodingPathComponent) {
        self.depth = depth
        self.parent = parent
        self.last = last
        count = (parent?.count ?? 0) &+ 1
    }

    /// Calls `body` with each component, outermost first.
    func forEachComponent(_ body: (CodingPathComponent) -> Void) {
        parent?.forEachComponent(body)
        body(last)
    }
}

/// Where a container is in the coding path: one word, so that an unkeyed container (three words
/// with it) fits in the inline buffer of `any UnkeyedDecodingContainer`, and making one allocates
/// no box.
enum ContainerPath {
    /// A container the decoder made for its own value: the first `depth` components of the
    /// decoder's path. The depth is at most the document's nesting, and so below 2^32 as every
    /// count in a document is (`Entry` keeps them in 32 bits).
    case decoder(depth: UInt32)
    /// A container nested in another one, whose path goes on past the decoder's.
    case nested(PathSuffix)

    /// The path of a container the decoder makes at `depth` components of its path.
    init(depth: Int) { self = .decoder(depth: UInt32(truncatingIfNeeded: depth)) }

    /// The length of the path: where a keyed container's box is kept (`KeyedContainerBoxes`).
    @inline(__always)
    var boxDepth: Int {
        switch self {
        case .decoder(let depth): Int(depth)
        case .nested(let suffix): suffix.depth &+ suffix.count
        }
    }

    /// How many components of the decoder's path come first.
    var depth: Int {
        switch self {
        case .decoder(let depth): Int(depth)
        case .nested(let suffix): suffix.depth
        }
    }

    /// The keys that follow them, for a nested container.
    var suffix: PathSuffix? {
        if case .nested(let suffix) = self { return suffix }
        return nil
    }

    /// The place of the container itself (`key` nil), or of its member or element `key`.
    func location(_ key: PathStep? = nil) -> ValueLocation {
        switch self {
        case .decoder(let depth): ValueLocation(depth: Int(depth), key: key)
        case .nested(let suffix): ValueLocation(depth: suffix.depth, suffix: suffix, key: key)
        }
    }

    /// The path of a container nested in this one at `component`.
    func appending(_ component: CodingPathComponent) -> ContainerPath {
        switch self {
        case .decoder(let depth): .nested(PathSuffix(depth: Int(depth), parent: nil, last: component))
        case .nested(let suffix): .nested(PathSuffix(depth: suffix.depth, parent: suffix, last: component))
        }
    }
}

extension DocumentDecoder {
    // Memory safety, for every `unsafe` in this extension: `value` indices are entries of this
    // decoder's document (negative ones, absent members, are never used as indices), so `entries`
    // reads are in bounds; `value` and `steps` are `@exclusivity(unchecked)` and saved, changed and
    // restored around `body` one statement at a time, by the one decode in progress (see
    // `DocumentDecoder.value`).
    /// The kind of a value; the absent value is null.
    @inline(__always)
    func kind(_ value: Int) -> Entry.Kind {
        unsafe value < 0 ? .null : entries[value].kind
    }

    @inline(__always)
    func isNull(_ value: Int) -> Bool { kind(value) == .null }

    /// The coding path of the value at `location`, as `CodingKey`s.
    func codingPath(at location: ValueLocation) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        keys.reserveCapacity(location.depth + (location.suffix?.count ?? 0) + 1)
        unsafe steps.withSteps(upTo: location.depth) { steps in
            for unsafe step in unsafe steps { keys.append(codingKey(of: step)) }
        }
        location.suffix?.forEachComponent { keys.append($0.codingKey) }
        if let key = location.key { keys.append(codingKey(of: key)) }
        return keys
    }

    /// The path components of the value at `location`, owned (for a path kept beyond the call).
    func pathComponents(at location: ValueLocation) -> [CodingPathComponent] {
        var components: [CodingPathComponent] = []
        appendPathComponents(at: location, to: &components)
        return components
    }

    /// Appends the path components of the value at `location` to `components`.
    func appendPathComponents(at location: ValueLocation, to components: inout [CodingPathComponent]) {
        // Room for all of them at once: grown by appends, a path of four took three allocations.
        components.reserveCapacity(components.count &+ location.depth &+ (location.suffix?.count ?? 0)
            &+ (location.key == nil ? 0 : 1))
        unsafe steps.withSteps(upTo: location.depth) { steps in
            for unsafe step in unsafe steps { components.append(component(of: step)) }
        }
        location.suffix?.forEachComponent { components.append($0) }
        if let key = location.key { components.append(component(of: key)) }
    }

    /// Runs `body` with this decoder pointed at `value`, whose path is `location`, and restores
    /// the decoder afterwards, also when `body` throws.
    ///
    /// Transparent, not just `@inline(__always)`: a debug build inlines only transparent
    /// functions, and otherwise ran this as a frame of its own (400 bytes) twice per level of
    /// a model (see `unwrap(_:value:at:)`). Optimised, it is inlined either way.
    @_transparent
    func withNested<R>(value: Int, at location: ValueLocation, _ body: () throws -> R) rethrows -> R {
        let savedValue = unsafe self.value
        defer { unsafe self.value = savedValue }
        unsafe self.value = value
        if unsafe location.suffix == nil && location.depth == steps.count {
            // The usual case: the container is the innermost one, so its path is ours.
            guard let key = location.key else { return try body() }
            unsafe steps.push(key)
            defer { unsafe steps.pop() }
            return try body()
        }
        return try withPath(of: location, body)
    }

    /// `withNested` for a nested container's own keys, or a container used after a deeper one
    /// began: the path becomes the location's for the call.
    @inline(never)
    private func withPath<R>(of location: ValueLocation, _ body: () throws -> R) rethrows -> R {
        let savedSteps = unsafe steps.all
        let savedOwnedCount = unsafe ownedComponents.count
        defer {
            unsafe steps.replace(with: savedSteps)
            unsafe ownedComponents.removeSubrange(savedOwnedCount...)
        }
        unsafe steps.truncate(to: location.depth)
        location.suffix?.forEachComponent { component in
            unsafe ownedComponents.append(component)
            unsafe steps.push(.owned(ownedComponents.count &- 1))
        }
        if let key = location.key { unsafe steps.push(key) }
        return try body()
    }

    /// Decodes any `Decodable` from `value`: the standard library's scalars directly, the front
    /// end's special types through its hook, `[String: T]` member by member, anything else with
    /// `type.init(from: self)`.
    ///
    /// Each nesting route's work is in an `@inline(__always)` function of its own, not in the
    /// cases: in a debug build (where those are not inlined) a frame holds the locals of every
    /// case, and this one is on the stack twice per level of a model. It was 1,152 bytes, a
    /// sixth of the 6,960 a level of `struct Nest { var c: [Nest]? }` took, so that a debug
    /// build overflowed a 512 KiB thread (Apple's secondary threads) at 73 levels, 146 of
    /// JSON, well inside the depth limit; now 496. Optimised, they are inlined back.
    package func unwrap<T: Decodable>(_ type: T.Type, value: Int, at location: ValueLocation) throws -> T {
        switch route(for: type) {
        case .scalar(let scalar):
            return try decodeScalar(scalar, as: type, value: value, at: location)
        case .optionalScalar(let scalar):
            return try decodeOptionalScalar(scalar, as: type, value: value, at: location)
        case .special:
            return try decodeSpecial(type, value: value, at: location)
        case .stringKeyedDictionary(let dictionaryType):
            return try unwrapMembers(of: dictionaryType, as: type, value: value, at: location)
        case .scalarSet(let element):
            return try unwrapScalarSet(element, as: type, value: value, at: location)
        case .scalarDictionary(let scalar):
            return try unwrapScalarDictionary(scalar, as: type, value: value, at: location)
        case .array(let arrayType):
            return try unwrapElements(of: arrayType, as: type, value: value, at: location)
        case .scalarArray(let scalar):
            return try unwrapScalarArray(scalar, as: type, value: value, at: location)
        case .general:
            break
        case .keyedContainerMaker:
            // A coding-key type decoded as a value: `init(from:)` below, unless the front end
            // decodes it (no scalar, array or dictionary type is a coding key).
            if case .special = computeRoute(for: type) { return try decodeSpecial(type, value: value, at: location) }
        }
        return try unwrapGeneral(type, value: value, at: location)
    }

    // The five routes into a container below share their shape (check the kind, then decode
    // nested): one function taking the decode as a closure would be a frame of its own again in
    // a debug build, with the closure's context in `unwrap`'s.
    @inline(__always)
    private func unwrapMembers<T>(of dictionaryType: any StringKeyedDictionaryDecodable.Type, as type: T.Type, value: Int, at location: ValueLocation) throws -> T {
        try requireKind(.object, of: value, at: location)
        return try withNested(value: value, at: location) { try decodeMembers(of: dictionaryType, as: type, object: value) }
    }

    @inline(__always)
    private func unwrapScalarSet<T>(_ element: ScalarSetElement, as type: T.Type, value: Int, at location: ValueLocation) throws -> T {
        try requireKind(.array, of: value, at: location)
        return try withNested(value: value, at: location) { try decodeScalarSet(element, as: type, array: value) }
    }

    @inline(__always)
    private func unwrapScalarDictionary<T>(_ scalar: ScalarType, as type: T.Type, value: Int, at location: ValueLocation) throws -> T {
        try requireKind(.object, of: value, at: location)
        return try withNested(value: value, at: location) { try decodeScalarDictionary(scalar, as: type, object: value) }
    }

    @inline(__always)
    private func unwrapElements<T>(of arrayType: any ArrayDecodable.Type, as type: T.Type, value: Int, at location: ValueLocation) throws -> T {
        try requireKind(.array, of: value, at: location)
        return try withNested(value: value, at: location) { try decodeElements(of: arrayType, as: type, array: value) }
    }

    @inline(__always)
    private func unwrapScalarArray<T>(_ scalar: ScalarType, as type: T.Type, value: Int, at location: ValueLocation) throws -> T {
        try requireKind(.array, of: value, at: location)
        return try withNested(value: value, at: location) { try decodeScalarArray(scalar, as: type, array: value) }
    }

    /// `type.init(from: self)`, for `unwrap`'s general route.
    @inline(__always)
    private func unwrapGeneral<T: Decodable>(_ type: T.Type, value: Int, at location: ValueLocation) throws -> T {
        // `type`, not `T`: for `decode(Employee.self as Person.Type, …)` that is the subclass,
        // whose own `init(from:)` must run, as with `JSONDecoder`.
        do {
            return try withNested(value: value, at: location) { try type.init(from: self) }
        } catch {
            // Not `catch let error as DecodingError`: the cast belongs to the call, which is
            // made only when something was thrown.
            throw placingModelError(error, decoding: value, at: location)
        }
    }

    /// A type of the front end's special types (the route is `.special` only when there are
    /// some). Out of line, and returning `T` rather than `T?`, so that the other routes neither
    /// copy the optional existential nor need `Optional<T>`: both look metadata up at run time,
    /// on every call of `unwrap`.
    @inline(never)
    private func decodeSpecial<T: Decodable>(_ type: T.Type, value: Int, at location: ValueLocation) throws -> T {
        guard let specialTypes = options.specialTypes else {
            do {
                return try withNested(value: value, at: location) { try T(from: self) }
            } catch {
                throw placingModelError(error, decoding: value, at: location)
            }
        }
        do {
            return try specialTypes.decode(type, from: CodableValue(decoder: self, entry: value, location: location))
        } catch {
            // A type's own `init(from:)` the front end calls (`UUID`'s) says no position: given
            // the value's, as for any model, at the top level and in an array too.
            throw placingModelError(error, decoding: value, at: location)
        }
    }

    /// Fails as `container(keyedBy:)` (for `.object`) or `unkeyedContainer()` (for `.array`)
    /// fails when `value` is not of `kind`.
    @inline(__always)
    func requireKind(_ kind: Entry.Kind, of value: Int, at location: ValueLocation) throws {
        let found = self.kind(value)
        guard found != kind else { return }
        let containerType: Any.Type = kind == .object ? [String: Any].self : [Any].self
        if found == .null {
            throw valueNotFound(containerType, value: value, at: location,
                                what: kind == .object ? "Cannot get keyed decoding container" : "Cannot get unkeyed decoding container")
        }
        throw typeMismatch(containerType, value: value, at: location)
    }
}
