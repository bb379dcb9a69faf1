/// What one encode call shares: the tree being built, the options' settings and the user info. Kept with
/// its tree and top-level encoder for the options' next call (see
/// ``CodableEncodingOptions/takeEncoder(userInfo:)``), which sets its own `userInfo`.
final class EncodingContext {
    let tree: EncodingTree
    /// The options' settings, not the options themselves: the options keep this context (with
    /// their spare encoder), so holding them here would be a reference cycle.
    let settings: EncodingSettings
    // Memory safety: `userInfo` is set by the call that took this context from the options'
    // lock, before any encoder reads it, and read by that call's encoders on its thread alone:
    // the missing exclusivity check (each `unsafe` on it) loses nothing.
    @exclusivity(unchecked) var userInfo: [CodingUserInfoKey: Any]
    let escapingSlashes: Bool
    /// Whether a key's text depends on the key alone (not on a custom strategy's coding path),
    /// so that the tree may remember it for the key.
    let remembersKeys: Bool
    /// Set when a value nested too deep was refused, so that the call fails even if a model's
    /// `encode(to:)` caught the error and went on.
    // Memory safety: as `userInfo`, touched by one call on one thread.
    @exclusivity(unchecked) var refusedNesting = false

    init(settings: EncodingSettings, userInfo: [CodingUserInfoKey: Any], tree: EncodingTree) {
        self.tree = tree
        self.settings = settings
        unsafe self.userInfo = userInfo
        self.escapingSlashes = settings.layout.escapingSlashes
        if case .custom = settings.keyStrategy { remembersKeys = false } else { remembersKeys = true }
    }

    /// The route of `type`, from the tree's cache or the settings' shared routes.
    @inline(__always)
    func route(for type: Any.Type) -> EncodingRoute {
        tree.route(for: type, settings: settings)
    }
}

/// The `Encoder` a model's `encode(to:)` is given: it records the value the model encodes (a
/// container or a scalar) as a node of the tree.
///
/// It follows `JSONEncoder`'s own encoder closely, because models can observe it: its coding
/// path is its owner's path and its key (so a value inside a nested container does not see the
/// nested container's key, as with `JSONEncoder`), and a value encoded without a key (through a
/// single-value container) is encoded by the same encoder. Not `final`: `superEncoder()` gives
/// a subclass that writes its value back when it goes away.
class TreeEncoder: Encoder {
    final let context: EncodingContext
    final let tree: EncodingTree
    // Memory safety: every `unsafe` on `owner`, `key`, `value`, `spare` (and on the tree's `nodes`)
    // in this file and in the containers acknowledges the `@exclusivity(unchecked)` below.
    // `@exclusivity(unchecked)`: one encode call runs on one thread and never holds an access
    // to these across a call that could reach them again; the runtime's checks were 7% of the
    // encoding's instructions.
    @exclusivity(unchecked) final var owner: TreeEncoder?
    @exclusivity(unchecked) final var key: EncodingPathKey
    /// The value encoded so far, or -1.
    @exclusivity(unchecked) final var value: Int32 = -1
    /// An encoder done with, kept to encode the next nested value without allocating.
    @exclusivity(unchecked) final var spare: TreeEncoder?
    /// How many encoders own this one: the containers its value sits in, at least.
    @exclusivity(unchecked) final var depth: Int32

    init(context: EncodingContext, owner: TreeEncoder?, key: EncodingPathKey) {
        self.context = context
        self.tree = context.tree
        unsafe self.owner = owner
        unsafe self.key = key
        unsafe self.depth = owner.map { unsafe $0.depth &+ 1 } ?? 0
    }

    final var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        if let key = unsafe key.codingKey { path.append(key) }
        var encoder = self
        while let owner = unsafe encoder.owner, let key = unsafe owner.key.codingKey {
            path.append(key)
            encoder = owner
        }
        return path.reversed()
    }

    final var userInfo: [CodingUserInfoKey: Any] { unsafe context.userInfo }

    final func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        // The same object again when one was asked for (or encoded) here before; Foundation
        // stops the program for a keyed container over another value, Fleece starts afresh.
        if unsafe value < 0 || tree.nodes[Int(value)].kind != .object { unsafe value = tree.container(.object) }
        return unsafe keyedContainer(keyedBy: type, object: value, nestedPath: [])
    }

    final func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if unsafe value >= 0 && tree.nodes[Int(value)].kind == .run { unsafe tree.expandRun(value) }
        if unsafe value < 0 || tree.nodes[Int(value)].kind != .array { unsafe value = tree.container(.array) }
        return unsafe TreeUnkeyedContainer(encoder: self, array: value, nestedPath: [])
    }

    final func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// The value encoded here, handed over: the encoder is empty again.
    @inline(__always)
    final func takeValue() -> Int32? {
        defer { unsafe value = -1 }
        return unsafe value >= 0 ? value : nil
    }

    /// Runs `body` with the encoder for a value at `key`: this one when there is no key (a
    /// single-value container's value), otherwise a sub-encoder, reused between values.
    ///
    /// - Throws: ``TooDeeplyNested`` for a value inside as many containers as the writer
    ///   refuses, before it is encoded: a value nested without end (a `JSON` parsed with a raised
    ///   depth limit, a recursive model) fails here instead of overflowing the stack.
    @inline(__always)
    final func withSubEncoder<R>(for key: EncodingPathKey, _ body: (TreeEncoder) throws -> R) throws -> R {
        guard !key.isNone else { return try body(self) }
        guard unsafe depth &+ 1 < EncodingTree.maximumDepth else { throw refuseNesting() }
        var sub: TreeEncoder
        if let spare = unsafe spare {
            unsafe self.spare = nil
            sub = spare
            unsafe sub.key = key
            unsafe sub.owner = self
            unsafe sub.depth = depth &+ 1
        } else {
            sub = TreeEncoder(context: context, owner: self, key: key)
        }
        defer {
            if unsafe spare == nil, isKnownUniquelyReferenced(&sub) {
                unsafe sub.key = .none
                unsafe sub.owner = nil
                unsafe sub.value = -1
                unsafe spare = sub
            }
        }
        return try body(sub)
    }

    @inline(never)
    final func refuseNesting() -> TooDeeplyNested {
        unsafe context.refusedNesting = true
        return TooDeeplyNested()
    }

    // MARK: Values

    @inline(__always)
    final func wrapString(_ string: String) -> Int32 {
        tree.string(string, escapingSlashes: context.escapingSlashes)
    }

    @inline(__always)
    final func wrapInteger<T: FixedWidthInteger>(_ integer: T) -> Int32 {
        tree.scalar { JSONText.appendInteger(integer, to: &$0) }
    }

    @inline(__always)
    final func wrapBool(_ flag: Bool) -> Int32 {
        tree.scalar { $0.append(ascii: flag ? "true" : "false") }
    }

    @inline(__always)
    final func wrapNull() -> Int32 {
        tree.scalar { $0.append(ascii: "null") }
    }

    /// A `Double` as `JSONEncoder` writes it; infinity and NaN as the strategy's strings, or an
    /// error at this encoder's path plus `key`.
    @inline(__always)
    final func wrapDouble(_ double: Double, for key: EncodingPathKey) throws -> Int32 {
        try wrapDouble(double, for: key, strings: context.settings.nonConformingFloats)
    }

    /// `strings` is read only for infinity and NaN: read for every number, the copy of the
    /// optional strategy (a retain and release of each of its three strings) was 10% of
    /// encoding GeoJSON (callgrind, geo).
    @inline(__always)
    final func wrapDouble(_ double: Double, for key: EncodingPathKey, strings: @autoclosure () -> NonConformingFloatStrings?) throws -> Int32 {
        guard double.isFinite else { return try nonConforming(double, for: key, strings: strings()) }
        return tree.scalar { JSONText.appendDouble(double, to: &$0) }
    }

    @inline(__always)
    final func wrapFloat(_ float: Float, for key: EncodingPathKey) throws -> Int32 {
        guard float.isFinite else { return try nonConforming(float, for: key, strings: context.settings.nonConformingFloats) }
        return tree.scalar { JSONText.appendFloat(float, to: &$0) }
    }

    @inline(never)
    private final func nonConforming<T: BinaryFloatingPoint>(
        _ float: T, for key: EncodingPathKey, strings: NonConformingFloatStrings?
    ) throws -> Int32 {
        if let strings {
            if float == T.infinity { return wrapString(strings.positiveInfinity) }
            if float == -T.infinity { return wrapString(strings.negativeInfinity) }
            return wrapString(strings.nan)
        }
        let path = codingPath + (key.codingKey.map { [$0] } ?? [])
        throw EncodingError.invalidValue(float, EncodingError.Context(
            codingPath: path, debugDescription: "Unable to encode \(T.self).\(float) directly in JSON."))
    }

    /// Any value, encoded at this encoder's path plus `key`; nil when it encoded nothing.
    final func wrap<T: Encodable>(_ value: T, for key: EncodingPathKey) throws -> Int32? {
        switch context.route(for: T.self) {
        case .scalar(let scalar):
            return try wrapScalar(scalar, value, for: key)
        case .optionalScalar(let scalar):
            return try wrapOptionalScalar(scalar, value, for: key)
        case .scalarArray(let scalar):
            // At the array's own encoder, as `Array.encode(to:)` is: an element's error path is
            // the array's path and the element's index.
            return try withSubEncoder(for: key) { try $0.wrapScalarArray(scalar, value) }
        case .json:
            // A cast from a type to itself: the route was found from `T.self`.
            return try withSubEncoder(for: key) { try $0.wrapJSON(identityCast(value, to: JSON.self)) }
        case .special:
            guard let specialTypes = context.settings.specialTypes else { break }
            return try specialTypes.encode(value, with: SpecialValueTarget(encoder: self, key: key)).node
        case .stringKeyedDictionary(let dictionary):
            let converting = !context.settings.keyStrategy.isDefault
            let object = tree.container(.object)
            if converting {
                // JSONEncoder's own loop: members at this encoder's path, without the key.
                try dictionary.encodeMembers(of: value, into: object, encoder: self, convertingKeys: true)
            } else {
                try withSubEncoder(for: key) { sub in
                    try dictionary.encodeMembers(of: value, into: object, encoder: sub, convertingKeys: false)
                }
            }
            return object
        case .general, .keyedContainerMaker:
            break
        }
        return try withSubEncoder(for: key) { sub in
            try value.encode(to: sub)
            return sub.takeValue()
        }
    }

    /// An array of a scalar type, which `route` found `T` to be: the elements as
    /// `Array.encode(to:)` writes them through an unkeyed container.
    private final func wrapScalarArray<T>(_ scalar: ScalarType, _ value: T) throws -> Int32 {
        // Each cast is from a type to itself, as in `wrapScalar`.
        switch scalar {
        case .string: return try wrapStrings(identityCast(value, to: [String].self))
        case .bool: return try wrapBools(identityCast(value, to: [Bool].self))
        case .double: return try wrapDoubles(identityCast(value, to: [Double].self))
        case .float: return try wrapFloats(identityCast(value, to: [Float].self))
        case .int: return try wrapIntegers(scalar, identityCast(value, to: [Int].self))
        case .int8: return try wrapIntegers(scalar, identityCast(value, to: [Int8].self))
        case .int16: return try wrapIntegers(scalar, identityCast(value, to: [Int16].self))
        case .int32: return try wrapIntegers(scalar, identityCast(value, to: [Int32].self))
        case .int64: return try wrapIntegers(scalar, identityCast(value, to: [Int64].self))
        case .uint: return try wrapIntegers(scalar, identityCast(value, to: [UInt].self))
        case .uint8: return try wrapIntegers(scalar, identityCast(value, to: [UInt8].self))
        case .uint16: return try wrapIntegers(scalar, identityCast(value, to: [UInt16].self))
        case .uint32: return try wrapIntegers(scalar, identityCast(value, to: [UInt32].self))
        case .uint64: return try wrapIntegers(scalar, identityCast(value, to: [UInt64].self))
        case .int128: return try wrapIntegers(scalar, identityCast(value, to: [Int128].self))
        case .uint128: return try wrapIntegers(scalar, identityCast(value, to: [UInt128].self))
        }
    }

    // Arrays of scalars that cannot fail, as one run each (see `EncodingTree.run(count:_:)`); an
    // empty one as an empty container. Each type's loop is a function of its own: inlined into
    // the switch above, they made it so large that the compiler called `Array.append` out of
    // line (catalog, 18,080 mostly short arrays a pass: +1.1%).

    @inline(never)
    private final func wrapIntegers<S: FixedWidthInteger>(_ scalar: ScalarType, _ elements: [S]) throws -> Int32 {
        guard !elements.isEmpty else { return try wrapElements(scalar, elements) }
        return run(of: elements) { JSONText.appendInteger($0, to: &$1) }
    }

    @inline(never)
    private final func wrapBools(_ elements: [Bool]) throws -> Int32 {
        guard !elements.isEmpty else { return try wrapElements(.bool, elements) }
        return run(of: elements) { $1.append(ascii: $0 ? "true" : "false") }
    }

    @inline(never)
    private final func wrapStrings(_ elements: [String]) throws -> Int32 {
        guard !elements.isEmpty else { return try wrapElements(.string, elements) }
        let escapingSlashes = context.escapingSlashes
        return run(of: elements) { JSONText.appendString($0, escapingSlashes: escapingSlashes, to: &$1) }
    }

    /// Infinity and NaN are written as the strategy's strings, or fail at their index: an array
    /// with one is written element by element.
    @inline(never)
    private final func wrapDoubles(_ elements: [Double]) throws -> Int32 {
        guard !elements.isEmpty, elements.allSatisfy(\.isFinite) else { return try wrapElements(.double, elements) }
        return run(of: elements) { JSONText.appendDouble($0, to: &$1) }
    }

    @inline(never)
    private final func wrapFloats(_ elements: [Float]) throws -> Int32 {
        guard !elements.isEmpty, elements.allSatisfy(\.isFinite) else { return try wrapElements(.float, elements) }
        return run(of: elements) { JSONText.appendFloat($0, to: &$1) }
    }

    /// The run of `elements`, each written by `appendElement`, separated by commas; put in each
    /// caller, so that each type's loop calls its writer directly.
    @inline(__always)
    private final func run<S>(of elements: [S], _ appendElement: (S, inout TextBuffer) -> Void) -> Int32 {
        tree.run(count: elements.count) { text in
            for index in elements.indices {
                if index > 0 { text.append(UInt8(ascii: ",")) }
                appendElement(elements[index], &text)
            }
        }
    }

    @inline(__always)
    private final func wrapElements<S>(_ scalar: ScalarType, _ elements: [S]) throws -> Int32 {
        let array = tree.container(.array)
        for index in elements.indices {
            tree.append(try wrapScalar(scalar, elements[index], for: EncodingPathKey(IndexCodingKey(index))), to: array)
        }
        return array
    }

    /// A value of an optional scalar type, which `route` found `T` to be: `null` for nil, else
    /// the scalar.
    private final func wrapOptionalScalar<T>(_ scalar: ScalarType, _ value: T, for key: EncodingPathKey) throws -> Int32 {
        // Each cast is from a type to itself, as in `wrapScalar`.
        switch scalar {
        case .string: return try wrapOptional(scalar, identityCast(value, to: String?.self), for: key)
        case .bool: return try wrapOptional(scalar, identityCast(value, to: Bool?.self), for: key)
        case .double: return try wrapOptional(scalar, identityCast(value, to: Double?.self), for: key)
        case .float: return try wrapOptional(scalar, identityCast(value, to: Float?.self), for: key)
        case .int: return try wrapOptional(scalar, identityCast(value, to: Int?.self), for: key)
        case .int8: return try wrapOptional(scalar, identityCast(value, to: Int8?.self), for: key)
        case .int16: return try wrapOptional(scalar, identityCast(value, to: Int16?.self), for: key)
        case .int32: return try wrapOptional(scalar, identityCast(value, to: Int32?.self), for: key)
        case .int64: return try wrapOptional(scalar, identityCast(value, to: Int64?.self), for: key)
        case .uint: return try wrapOptional(scalar, identityCast(value, to: UInt?.self), for: key)
        case .uint8: return try wrapOptional(scalar, identityCast(value, to: UInt8?.self), for: key)
        case .uint16: return try wrapOptional(scalar, identityCast(value, to: UInt16?.self), for: key)
        case .uint32: return try wrapOptional(scalar, identityCast(value, to: UInt32?.self), for: key)
        case .uint64: return try wrapOptional(scalar, identityCast(value, to: UInt64?.self), for: key)
        case .int128: return try wrapOptional(scalar, identityCast(value, to: Int128?.self), for: key)
        case .uint128: return try wrapOptional(scalar, identityCast(value, to: UInt128?.self), for: key)
        }
    }

    @inline(__always)
    private final func wrapOptional<S>(_ scalar: ScalarType, _ value: S?, for key: EncodingPathKey) throws -> Int32 {
        guard let value else { return wrapNull() }
        return try wrapScalar(scalar, value, for: key)
    }

    /// A value of a scalar type, which `route` found `T` to be.
    private final func wrapScalar<T>(_ scalar: ScalarType, _ value: T, for key: EncodingPathKey) throws -> Int32 {
        // Each cast is from a type to itself: `scalar` was found from `T.self` (`identityCast`
        // asserts that in debug builds).
        switch scalar {
        case .string: return wrapString(identityCast(value, to: String.self))
        case .bool: return wrapBool(identityCast(value, to: Bool.self))
        case .double: return try wrapDouble(identityCast(value, to: Double.self), for: key)
        case .float: return try wrapFloat(identityCast(value, to: Float.self), for: key)
        case .int: return wrapInteger(identityCast(value, to: Int.self))
        case .int8: return wrapInteger(identityCast(value, to: Int8.self))
        case .int16: return wrapInteger(identityCast(value, to: Int16.self))
        case .int32: return wrapInteger(identityCast(value, to: Int32.self))
        case .int64: return wrapInteger(identityCast(value, to: Int64.self))
        case .uint: return wrapInteger(identityCast(value, to: UInt.self))
        case .uint8: return wrapInteger(identityCast(value, to: UInt8.self))
        case .uint16: return wrapInteger(identityCast(value, to: UInt16.self))
        case .uint32: return wrapInteger(identityCast(value, to: UInt32.self))
        case .uint64: return wrapInteger(identityCast(value, to: UInt64.self))
        case .int128: return wrapInteger(identityCast(value, to: Int128.self))
        case .uint128: return wrapInteger(identityCast(value, to: UInt128.self))
        }
    }
}

extension TreeEncoder: SingleValueEncodingContainer {
    final func encodeNil() throws { unsafe value = wrapNull() }
    final func encode(_ value: Bool) throws { unsafe self.value = wrapBool(value) }
    final func encode(_ value: String) throws { unsafe self.value = wrapString(value) }
    final func encode(_ value: Double) throws { unsafe self.value = try wrapDouble(value, for: .none) }
    final func encode(_ value: Float) throws { unsafe self.value = try wrapFloat(value, for: .none) }
    final func encode(_ value: Int) throws { unsafe self.value = wrapInteger(value) }
    final func encode(_ value: Int8) throws { unsafe self.value = wrapInteger(value) }
    final func encode(_ value: Int16) throws { unsafe self.value = wrapInteger(value) }
    final func encode(_ value: Int32) throws { unsafe self.value = wrapInteger(value) }
    final func encode(_ value: Int64) throws { unsafe self.value = wrapInteger(value) }
    final func encode(_ value: UInt) throws { unsafe self.value = wrapInteger(value) }
    final func encode(_ value: UInt8) throws { unsafe self.value = wrapInteger(value) }
    final func encode(_ value: UInt16) throws { unsafe self.value = wrapInteger(value) }
    final func encode(_ value: UInt32) throws { unsafe self.value = wrapInteger(value) }
    final func encode(_ value: UInt64) throws { unsafe self.value = wrapInteger(value) }
    // Without these the standard library's defaults throw "has not implemented support".
    final func encode(_ value: Int128) throws { unsafe self.value = wrapInteger(value) }
    final func encode(_ value: UInt128) throws { unsafe self.value = wrapInteger(value) }
    final func encode<T: Encodable>(_ value: T) throws {
        // A value that encodes nothing is an empty object here, even at the top level (an
        // `Optional` of it, a wrapper), as `JSONEncoder` writes it.
        unsafe self.value = try wrap(value, for: .none) ?? tree.emptyObject()
    }
}

/// The encoder `superEncoder()` gives: when it goes away, its value (an empty object if it
/// encoded nothing) is put in the container it came from, as `JSONEncoder`'s does.
final class TreeReferencingEncoder: TreeEncoder {
    enum Reference {
        case array(Int32, index: Int)
        case object(Int32, key: String)
    }

    let reference: Reference

    init(_ encoder: TreeEncoder, key: some CodingKey, reference: Reference) {
        self.reference = reference
        super.init(context: encoder.context, owner: encoder, key: EncodingPathKey(key))
    }

    deinit {
        let node = unsafe value >= 0 ? value : tree.emptyObject()
        switch reference {
        case .array(let array, let index): tree.insert(node, at: index, in: array)
        case .object(let object, let key): tree.setMember(key, to: node, in: object)
        }
    }
}
