/// Makes the `KeyedEncodingContainer` of one coding-key type without looking anything up.
///
/// In `container(keyedBy:)`, generic over the model's `Key`, making a
/// `KeyedEncodingContainer(TreeKeyedContainer<Key>(…))` asked the runtime for the metadata of
/// `TreeKeyedContainer<Key>` and for its conformance on every container (~320 instructions of
/// hash-table lookups, a small record's 2.4%). A maker's closure was formed where the container
/// type was known, and carries that type's metadata and conformance with it (the decoder's
/// `KeyedContainerMaker` does the same). The standard library's box around the container still
/// looks up its own metadata, inside `KeyedEncodingContainer.init`.
///
/// One maker per key type, kept for the life of the process (as the runtime keeps the metadata
/// it stands for): an encoding tree's routes then refer to it unretained, so that a route stays
/// a trivial value, copied out of the cache on every encoded value without a retain and a
/// release (held strongly there, they cost geo's encode 1%).
// `@unchecked Sendable`: immutable, and the closure captures only type metadata.
final class KeyedEncodingContainerMaker<Key: CodingKey>: @unchecked Sendable {
    /// The container over the object `object`, encoded by `encoder`, under the keys `nestedPath`.
    let make: (_ encoder: TreeEncoder, _ object: Int32, _ nestedPath: [any CodingKey]) -> KeyedEncodingContainer<Key>

    private init<Container: TreeKeyedContaining>(_ type: Container.Type) where Container.Key == Key {
        make = { encoder, object, nestedPath in
            KeyedEncodingContainer(Container(encoder: encoder, object: object, nestedPath: nestedPath))
        }
    }

    /// The maker of `Key`'s containers, made the first time a process asks.
    static func shared() -> Unmanaged<AnyObject> {
        let maker = KeyedEncodingContainerMakers.all.withLock { makers in
            if let known = makers[ObjectIdentifier(Key.self)] { return known }
            let made = KeyedEncodingContainerMaker(TreeKeyedContainer<Key>.self)
            makers[ObjectIdentifier(Key.self)] = made
            return made
        }
        // Memory safety: the maker is held by `KeyedEncodingContainerMakers.all` for the process.
        return unsafe Unmanaged.passUnretained(maker)
    }
}

/// Every maker made, by key type: what keeps them alive.
private enum KeyedEncodingContainerMakers {
    static let all = Locked<[ObjectIdentifier: AnyObject & Sendable]>([:])
}

/// A keyed container the encoder makes over an object node (`TreeKeyedContainer<Key>`).
protocol TreeKeyedContaining: KeyedEncodingContainerProtocol {
    init(encoder: TreeEncoder, object: Int32, nestedPath: [any CodingKey])
}

extension TreeKeyedContainer: TreeKeyedContaining {}

extension TreeEncoder {
    /// A `KeyedEncodingContainer<Key>` over the object node `object`, its keys under `nestedPath`.
    @inline(__always)
    final func keyedContainer<Key: CodingKey>(keyedBy type: Key.Type, object: Int32, nestedPath: [any CodingKey]) -> KeyedEncodingContainer<Key> {
        let route = tree.route(for: type) { _ in unsafe .keyedContainerMaker(KeyedEncodingContainerMaker<Key>.shared()) }
        guard case .keyedContainerMaker(let maker) = route else {
            // `Key` was first met as a value to encode: its route is that one.
            return KeyedEncodingContainer(TreeKeyedContainer<Key>(encoder: self, object: object, nestedPath: nestedPath))
        }
        // Memory safety: a route is `.keyedContainerMaker` only as made just above, for that
        // very type (the cache compares type identities), so the maker is a
        // `KeyedEncodingContainerMaker<Key>` and the unchecked downcast is sound; the makers
        // live as long as the process (`shared()`).
        return unsafe maker._withUnsafeGuaranteedRef {
            unsafe unsafeDowncast($0, to: KeyedEncodingContainerMaker<Key>.self).make(self, object, nestedPath)
        }
    }
}
