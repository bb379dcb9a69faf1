/// `[E]`, decoded element by element into storage allocated once at the right size, instead of
/// through the standard library's generic `append` loop. Same values and errors: a value that is
/// not an array fails as `unkeyedContainer()` fails, an element at `[i]`.
protocol ArrayDecodable {
    /// The elements of the array entry `array`, which the decoder is at.
    static func decodeElements(from decoder: DocumentDecoder, array: Int) throws -> Self
    /// The element type when it is a scalar the engine converts itself.
    static var scalarElement: ScalarType? { get }
}

extension Array: ArrayDecodable where Element: Decodable {
    static var scalarElement: ScalarType? { ScalarType(Element.self) }

    static func decodeElements(from decoder: DocumentDecoder, array: Int) throws -> Self {
        // Memory safety: the closure initializes elements `0..<n` in order and sets
        // `initializedCount` to the number initialized, also when an element throws, as
        // `unsafeUninitializedCapacity` asks.
        let entry = unsafe decoder.entries[array]
        let first = entry.firstChild
        let depth = unsafe decoder.steps.count
        // Not through `unsafeUninitializedCapacity` when empty: that writes the count of the one
        // empty-array storage every thread shares, a data race (ThreadSanitizer reports it).
        guard entry.childCount > 0 else { return [] }
        // Not reserved and appended (as `scalars` does): in this unspecialised code, that looks
        // up `Array<Element>`'s metadata instead of `ContiguousArray<Element>`'s, at the same
        // cost, and appends through unspecialised calls (callgrind, catalog: 0.9% more
        // instructions). The storage class's metadata is looked up on every array either way:
        // `Element` is known only at run time here.
        return try unsafe Array(unsafeUninitializedCapacity: entry.childCount) { buffer, initializedCount in
            for index in 0..<buffer.count {
                let element = try decoder.unwrap(Element.self, value: first &+ index, at: ValueLocation(depth: depth, key: .index(index)))
                // Moved, not copied: a copy of a model with many strings costs a retain each.
                unsafe buffer.initializeElement(at: index, to: consume element)
                initializedCount = index &+ 1
            }
        }
    }
}

extension DocumentDecoder {
    /// The array `T` is, which `route` found to be the `Array` type `A`.
    ///
    /// Transparent: a frame of its own in a debug build at every level of a model otherwise
    /// (see `unwrap(_:value:at:)`).
    @_transparent
    func decodeElements<A: ArrayDecodable, T>(of arrayType: A.Type, as type: T.Type, array: Int) throws -> T {
        // From a type to itself: `A` was found from `T.self`.
        identityCast(try A.decodeElements(from: self, array: array), to: T.self)
    }
}

extension DocumentDecoder {
    /// The array of scalars `T` is, which `route` found to be `[scalar]`, through code made for
    /// each element type: no generic call per element, no metadata looked up per array.
    func decodeScalarArray<T>(_ scalar: ScalarType, as type: T.Type, array: Int) throws -> T {
        // Each cast is from a type to itself (`identityCast` asserts it): `scalar` was found from `T`'s element.
        switch scalar {
        case .string: identityCast(try scalars(array) { v throws(ScalarFailure) in try string(v) }, to: T.self)
        case .bool: identityCast(try bitwiseScalars(array) { v throws(ScalarFailure) in try bool(v) }, to: T.self)
        case .double: identityCast(try bitwiseScalars(array) { v throws(ScalarFailure) in try floatingPoint(v, as: Double.self) }, to: T.self)
        case .float: identityCast(try bitwiseScalars(array) { v throws(ScalarFailure) in try floatingPoint(v, as: Float.self) }, to: T.self)
        case .int: identityCast(try bitwiseScalars(array) { v throws(ScalarFailure) in try integer(v, as: Int.self) }, to: T.self)
        case .int8: identityCast(try bitwiseScalars(array) { v throws(ScalarFailure) in try integer(v, as: Int8.self) }, to: T.self)
        case .int16: identityCast(try bitwiseScalars(array) { v throws(ScalarFailure) in try integer(v, as: Int16.self) }, to: T.self)
        case .int32: identityCast(try bitwiseScalars(array) { v throws(ScalarFailure) in try integer(v, as: Int32.self) }, to: T.self)
        case .int64: identityCast(try bitwiseScalars(array) { v throws(ScalarFailure) in try integer(v, as: Int64.self) }, to: T.self)
        case .uint: identityCast(try bitwiseScalars(array) { v throws(ScalarFailure) in try integer(v, as: UInt.self) }, to: T.self)
        case .uint8: identityCast(try bitwiseScalars(array) { v throws(ScalarFailure) in try integer(v, as: UInt8.self) }, to: T.self)
        case .uint16: identityCast(try bitwiseScalars(array) { v throws(ScalarFailure) in try integer(v, as: UInt16.self) }, to: T.self)
        case .uint32: identityCast(try bitwiseScalars(array) { v throws(ScalarFailure) in try integer(v, as: UInt32.self) }, to: T.self)
        case .uint64: identityCast(try bitwiseScalars(array) { v throws(ScalarFailure) in try integer(v, as: UInt64.self) }, to: T.self)
        case .int128: identityCast(try bitwiseScalars(array) { v throws(ScalarFailure) in try integer(v, as: Int128.self) }, to: T.self)
        case .uint128: identityCast(try bitwiseScalars(array) { v throws(ScalarFailure) in try integer(v, as: UInt128.self) }, to: T.self)
        }
    }

    /// The elements of the array entry `array` (which the decoder is at), each converted by `convert`.
    @inline(__always)
    private func scalars<E>(_ array: Int, _ convert: (Int) throws(ScalarFailure) -> E) throws -> [E] {
        // Memory safety: reads the array's own entry, which this document's parser recorded.
        let entry = unsafe entries[array]
        let first = entry.firstChild
        guard entry.childCount > 0 else { return [] }
        // Reserved, then appended (this code is made for `String`): `reserveCapacity` is emitted
        // into this module, so the storage class's metadata is cached here, where
        // `Array(unsafeUninitializedCapacity:)` allocates through the standard library's
        // unspecialised `_allocateBufferUninitialized`, which looks it up on every array.
        var elements: [E] = []
        elements.reserveCapacity(entry.childCount)
        try forEachScalar(first: first, count: entry.childCount, convert) { elements.append($0) }
        return elements
    }

    /// Converts the `count` elements from entry `first` on in order, handing each to `body`; a
    /// failure is reported at its element (`[i]`).
    @inline(__always)
    func forEachScalar<E>(first: Int, count: Int, _ convert: (Int) throws(ScalarFailure) -> E, _ body: (consuming E) -> Void) throws {
        for index in 0..<count {
            do throws(ScalarFailure) {
                body(try convert(first &+ index))
            } catch {
                throw unsafe self.error(error, decoding: E.self, value: first &+ index, at: ValueLocation(depth: steps.count, key: .index(index)))
            }
        }
    }

    /// `scalars` for numbers and bools, collected through `bitwiseElements` (no array
    /// storage metadata looked up at run time per array).
    @inline(__always)
    private func bitwiseScalars<E: BitwiseCopyable>(_ array: Int, _ convert: (Int) throws(ScalarFailure) -> E) throws -> [E] {
        // Memory safety: reads the array's own entry, which this document's parser recorded.
        let entry = unsafe entries[array]
        let first = entry.firstChild
        let elements = try bitwiseElements(count: entry.childCount) { index -> E? in
            do throws(ScalarFailure) {
                return try convert(first &+ index)
            } catch {
                throw unsafe self.error(error, decoding: E.self, value: first &+ index, at: ValueLocation(depth: steps.count, key: .index(index)))
            }
        }
        // Never nil: `convert` gives an element or throws.
        return elements ?? []
    }
}
