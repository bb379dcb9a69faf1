/// One step of the coding path the decoder is at, as it keeps it while decoding: what it takes to
/// make the step's `CodingKey` once someone asks for the path (an error, `codingPath`).
///
/// Every nested value decoded pushes a step and pops it after. Kept as `CodingPathComponent`s,
/// each push copied the model's key into an `any CodingKey` through its value witnesses and each
/// pop destroyed it, with the array's uniqueness checks around both: about 5% of decoding the
/// social-feed corpus (callgrind). A step is a few plain words instead: the address of the key,
/// lent by the container call that decodes the member for exactly as long as that call runs,
/// or an array index.
// Memory safety: `@safe` because a `.lentKey` address is read (by `DocumentDecoder.codingKey(of:)`)
// only while the call that lent it runs: such a step is made inside `withUnsafePointer(to: key)`
// (see `DocumentKeyedContainer.withLocation`), travels in the `ValueLocation` of that call's
// nested decode, and is pushed on the decoder's path by `withNested`, which pops it before
// returning. A path is only ever read up to its current count, so a container or location kept
// beyond that never reaches a step whose key is gone.
@safe enum PathStep {
    /// A model's key of type `type`, at `address` for as long as the member is decoded.
    case lentKey(UnsafeRawPointer, any CodingKey.Type)
    /// A model's key of type `type` that is plain data of one byte or none (an enum of coding
    /// keys, the common case), kept by value: its byte, 0 for a key of no bytes.
    case byteKey(UInt8, any CodingKey.Type)
    /// An element of an unkeyed container.
    case index(Int)
    /// A component the decoder owns (`DocumentDecoder.ownedComponents`, at this position): the
    /// path a `superDecoder()` starts from, the keys of a nested container.
    case owned(Int)
}

/// The steps of the decoder's coding path, outermost first, in storage of its own: pushed and
/// popped for every nested value, so without the uniqueness checks of an array.
// Memory safety: `@safe` because `storage` is owned here alone (~Copyable: one owner, freed once
// in `deinit`), holds `capacity` steps of which the first `count` are initialized, and every
// read is of a position below `count`. Steps are trivial values: nothing to deinitialize.
@safe struct PathStack: ~Copyable {
    private var storage: UnsafeMutablePointer<PathStep>?
    private var capacity = 0
    /// How many steps the path has: the depth of the value the decoder is at.
    private(set) var count = 0

    init() {}

    /// A path of `steps`.
    init(_ steps: [PathStep]) {
        for step in steps { push(step) }
    }

    deinit { unsafe storage?.deallocate() }

    @inline(__always)
    mutating func push(_ step: PathStep) {
        // Memory safety: after `grow()`, `count < capacity`, so the position is allocated.
        if count == capacity { grow() }
        unsafe (storage.unsafelyUnwrapped + count).initialize(to: step)
        count &+= 1
    }

    @inline(__always)
    mutating func pop() {
        if count > 0 { count &-= 1 }
    }

    /// Keeps the first `depth` steps (all of them when there are fewer).
    mutating func truncate(to depth: Int) {
        count = min(max(depth, 0), count)
    }

    /// The first `depth` steps (all of them when there are fewer), for `body`.
    func withSteps<R>(upTo depth: Int, _ body: (UnsafeBufferPointer<PathStep>) throws -> R) rethrows -> R {
        // Memory safety: the first `count` steps are initialized, and the buffer lives for the call.
        try unsafe body(UnsafeBufferPointer(start: storage, count: min(max(depth, 0), count)))
    }

    /// All the steps, as an array.
    var all: [PathStep] { unsafe withSteps(upTo: count) { unsafe Array($0) } }

    /// Replaces the steps with `steps`.
    mutating func replace(with steps: [PathStep]) {
        count = 0
        for step in steps { push(step) }
    }

    private mutating func grow() {
        // Memory safety: moves the `count` initialized steps into the larger allocation and frees
        // the old one.
        let newCapacity = max(capacity &* 2, 16)
        let newStorage = UnsafeMutablePointer<PathStep>.allocate(capacity: newCapacity)
        if let storage = unsafe storage {
            unsafe newStorage.moveInitialize(from: storage, count: count)
            unsafe storage.deallocate()
        }
        unsafe storage = unsafe newStorage
        capacity = newCapacity
    }
}

extension DocumentDecoder {
    /// The `CodingKey` of a step of this decoder's path, or of a location's key.
    func codingKey(of step: PathStep) -> any CodingKey {
        switch step {
        case .lentKey(let address, let type): unsafe Self.key(of: type, at: address)
        case .byteKey(let byte, let type): Self.key(of: type, byte: byte)
        case .index(let index): IndexCodingKey(index)
        case .owned(let position): unsafe ownedComponents[position].codingKey
        }
    }

    /// The component a step stands for, owned: for a path kept beyond the step's lifetime.
    func component(of step: PathStep) -> CodingPathComponent {
        switch step {
        case .lentKey(let address, let type): unsafe .key(Self.key(of: type, at: address))
        case .byteKey(let byte, let type): .key(Self.key(of: type, byte: byte))
        case .index(let index): .index(index)
        case .owned(let position): unsafe ownedComponents[position]
        }
    }

    /// A copy of the key at `address`, of type `K`.
    private static func key<K: CodingKey>(of type: K.Type, at address: UnsafeRawPointer) -> any CodingKey {
        // Memory safety: `address` is a lent key of type `K` that is alive (see `PathStep`).
        unsafe address.assumingMemoryBound(to: K.self).pointee
    }

    /// The key of type `K` whose byte is `byte` (see `PathStep.byteKey`).
    private static func key<K: CodingKey>(of type: K.Type, byte: UInt8) -> any CodingKey {
        // Memory safety: `K` is plain data of at most one byte (checked by `PathStep.byValue`),
        // read from the byte it was taken from, which lives for the call.
        unsafe withUnsafePointer(to: byte) { unsafe UnsafeRawPointer($0).assumingMemoryBound(to: K.self).pointee }
    }
}

extension PathStep {
    /// The step of `key` kept by value, when its type is plain data of one byte or none (an enum
    /// of coding keys); nil for any other key, whose step is lent (`lent(_:)`).
    ///
    /// Why: the members decoded are decoded in unspecialized code (the standard library's box
    /// calls the container's generic methods), where lending a key's address through
    /// `withUnsafePointer(to:)` was a generic call with two closure thunks for every nested value
    /// decoded (0.75% of decoding twitter.json by the clock, `perf`).
    @inline(__always)
    static func byValue<K: CodingKey>(_ key: K) -> PathStep? {
        guard MemoryLayout<K>.size <= 1, _isPOD(K.self) else { return nil }
        let byte = MemoryLayout<K>.size == 1 ? unsafe unsafeBitCast(key, to: UInt8.self) : 0
        return .byteKey(byte, K.self)
    }

    /// The step of `key`, whose address `withUnsafePointer(to: key)` lent: used only within
    /// that call (see `PathStep`).
    @inline(__always)
    static func lent<K: CodingKey>(_ address: UnsafePointer<K>) -> PathStep {
        unsafe .lentKey(UnsafeRawPointer(address), K.self)
    }
}

/// The step of a key lent for the duration of `body`, for the paths taken once (errors, a
/// `superDecoder`). The members decoded call `withUnsafePointer` themselves: through this
/// generic wrapper and its closures, not inlined into their unspecialized code, it cost 3% of
/// decoding the social-feed corpus (callgrind).
func withLentKey<K: CodingKey, R, E: Error>(_ key: K, _ body: (PathStep) throws(E) -> R) throws(E) -> R {
    // Memory safety: the address is valid for the closure, which is all a lent step is used for
    // (see `PathStep`).
    // Typed throws, as `withUnsafePointer` has: through a `rethrows` wrapper, an error thrown by
    // `body` crashed the debug build on its way out.
    try unsafe withUnsafePointer(to: key) { (address) throws(E) -> R in try unsafe body(.lent(address)) }
}
