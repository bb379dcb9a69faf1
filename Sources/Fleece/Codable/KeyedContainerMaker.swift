/// Makes the `KeyedDecodingContainer` of one coding-key type without looking anything up.
///
/// In `container(keyedBy:)`, generic over the model's `Key`, making a
/// `KeyedDecodingContainer(DocumentKeyedContainer<Key>(…))` asked the runtime for the metadata of
/// `DocumentKeyedContainer<Key>` and for its conformance, on every container: about 620
/// instructions of hash-table lookups. A maker is made once per key type (kept as its route, so
/// also from one call to the next): its closure was formed where the container type was known,
/// and carries that type's metadata and conformance with it (callgrind, event-log: 1,455.7M ->
/// 1,428.3M instructions per pass of 100,000 records). The standard library's box around the
/// container still looks up its own metadata, inside `KeyedDecodingContainer.init`: that is why
/// a decoder reuses the boxes nobody holds any more (see `KeyedContainerBoxes`).
// `@unchecked Sendable`: immutable, and the closure captures only type metadata.
// Memory safety: `@safe` because `container`, the one closure that takes an unmanaged box, is
// called only by `keyedDecodingContainer(keyedBy:object:path:)` with a box its cache slot holds.
@safe final class KeyedContainerMaker<Key: CodingKey>: @unchecked Sendable {
    /// The container over a state, held by the container (`keeper`) or (nil) by the box cache.
    let make: (_ state: KeyedContainerState, _ keeper: KeyedContainerState?) -> KeyedDecodingContainer<Key>
    /// The container whose box is `box`, lent by the box cache's slot (see `KeyedContainerBoxes`):
    /// the container retains it.
    let container: (_ box: Unmanaged<AnyObject>) -> KeyedDecodingContainer<Key>

    init<Container: DocumentKeyedContaining>(_ type: Container.Type) where Container.Key == Key {
        make = { state, keeper in KeyedDecodingContainer(Container(state: state, keeper: keeper)) }
        unsafe container = Self.boxCast(to: KeyedDecodingContainer<Key>.self)
    }

    /// A cast from a box to its container, generic over the container type so that the closure
    /// carries that type's metadata: written with `KeyedDecodingContainer<Key>` in a function
    /// generic over `Key`, the cast asked the runtime for it on every call (~420 instructions).
    /// From the unmanaged reference, so that the container made is the box's one retain: cast
    /// from a strong one, the box was retained for the call, retained again by the copy the
    /// cast makes, and released (perf, flickr-places).
    private static func boxCast<Container>(to type: Container.Type) -> (Unmanaged<AnyObject>) -> Container {
        // Memory safety: called only with boxes of `KeyedDecodingContainer<Key>`s, the type this
        // maker is made for, when `KeyedContainerBoxes.areReusable` proved the cast exact (a
        // container is one reference to its box, which `Unmanaged` is too); the box is alive,
        // held by its slot, and the cast's copy is the container's own reference to it.
        { box in unsafe unsafeBitCast(box, to: Container.self) }
    }
}

/// A keyed container the decoder makes over an object (`DocumentKeyedContainer<Key>`).
protocol DocumentKeyedContaining: KeyedDecodingContainerProtocol {
    init(state: KeyedContainerState, keeper: KeyedContainerState?)
}

extension DocumentKeyedContainer: DocumentKeyedContaining {}

extension DocumentDecoder {
    /// A `KeyedDecodingContainer<Key>` over the object `object`, whose coding path is `path`:
    /// a box of this decoder's that nobody holds any more, pointed at `object`, when there is one.
    @inline(__always)
    func keyedDecodingContainer<Key: CodingKey>(keyedBy type: Key.Type, object: Int, path: ContainerPath) -> KeyedDecodingContainer<Key> {
        // Memory safety: a box is kept, and so handed out again, only for `Key` (the cache
        // compares the key type's identity), with the `KeyedContainerMaker<Key>` that made it,
        // and only while `KeyedContainerBoxes.areReusable`
        // has proved that a `KeyedDecodingContainer` is exactly one reference to its box: the
        // casts between the two are then exact.
        let keyType = ObjectIdentifier(type)
        // Nested containers too (`nestedContainer(keyedBy:forKey:)`, an enum's payload): the
        // state is pointed at the path as well as the object.
        let boxDepth = path.boxDepth
        if let (box, maker) = unsafe keyedBoxes.reuse(keyType, depth: boxDepth, object: object, path: path) {
            // The box and the maker are lent by the cache's slot, which holds them (see `reuse`).
            return unsafe maker._withUnsafeGuaranteedRef { maker in
                unsafe unsafeDowncast(maker, to: KeyedContainerMaker<Key>.self).container(box)
            }
        }
        // Memory safety: the route of a type is `.keyedContainerMaker` only as made here, for
        // that very type (the cache compares type identities), so the maker is a
        // `KeyedContainerMaker<Key>` and the unchecked downcast is sound.
        let state = KeyedContainerState(decoder: self, object: object, path: path)
        let route = cachedRoute(for: type) { _ in
            .keyedContainerMaker(KeyedContainerMaker<Key>(DocumentKeyedContainer<Key>.self))
        }
        guard case .keyedContainerMaker(let maker) = route else {
            // `Key` was first met as a value to decode: its route is that one.
            return KeyedDecodingContainer(DocumentKeyedContainer(state: state, keeper: state))
        }
        let make = unsafe unsafeDowncast(maker, to: KeyedContainerMaker<Key>.self).make
        // Counted first, cast only then: the cast, written here, looks up the container type's
        // metadata (a record of JSON Lines, with a container or two, never keeps one).
        guard state.isRepointable, unsafe keyedBoxes.wantsBox() else {
            return make(state, state)
        }
        // Kept at once, its state held by the cache's slot (see `DocumentKeyedContainer.keeper`).
        let container = make(state, nil)
        // Not for custom keys, which the container converts up front.
        switch keyMatching {
        case .exact: unsafe state.keyNames.turnOn(for: Key.self, forSnakeCase: false)
        case .snakeCase: unsafe state.keyNames.turnOn(for: Key.self, forSnakeCase: true)
        case .custom: break
        }
        unsafe keyedBoxes.keep(unsafeBitCast(container, to: AnyObject.self), state: state, keyType: keyType, maker: maker)
        return container
    }
}
