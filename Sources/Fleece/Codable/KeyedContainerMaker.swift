/// Makes the `KeyedDecodingContainer` of one coding-key type without looking anything up.
///
/// In `container(keyedBy:)`, generic over the model's `Key`, making a
/// `KeyedDecodingContainer(DocumentKeyedContainer<Key>(…))` asked the runtime for the metadata of
/// `DocumentKeyedContainer<Key>` and for its conformance, on every container: about 620
/// instructions of hash-table lookups. A maker is made once per key type (kept as its route, so
/// also from one call to the next): its closure was formed where the container type was known,
/// and carries that type's metadata and conformance with it (callgrind, event-log: 1,455.7M ->
/// 1,428.3M instructions per pass of 100,000 records). The standard library's box around the
/// container still looks up its own metadata, inside `KeyedDecodingContainer.init`.
// `@unchecked Sendable`: immutable, and the closure captures only type metadata.
final class KeyedContainerMaker<Key: CodingKey>: @unchecked Sendable {
    let make: (DocumentDecoder, Int, ContainerPath) -> KeyedDecodingContainer<Key>

    init<Container: DocumentKeyedContaining>(_ type: Container.Type) where Container.Key == Key {
        make = { decoder, object, path in KeyedDecodingContainer(Container(decoder: decoder, object: object, path: path)) }
    }
}

/// A keyed container the decoder makes over an object (`DocumentKeyedContainer<Key>`).
protocol DocumentKeyedContaining: KeyedDecodingContainerProtocol {
    init(decoder: DocumentDecoder, object: Int, path: ContainerPath)
}

extension DocumentKeyedContainer: DocumentKeyedContaining {}

extension DocumentDecoder {
    /// A `KeyedDecodingContainer<Key>` over the object `object`, whose coding path is `path`.
    @inline(__always)
    func keyedDecodingContainer<Key: CodingKey>(keyedBy type: Key.Type, object: Int, path: ContainerPath) -> KeyedDecodingContainer<Key> {
        // Memory safety: the route of a type is `.keyedContainerMaker` only as made here, for
        // that very type (the cache compares type identities), so the maker is a
        // `KeyedContainerMaker<Key>` and the unchecked downcast is sound.
        let route = unsafe routeCache.route(for: type) { _ in
            .keyedContainerMaker(KeyedContainerMaker<Key>(DocumentKeyedContainer<Key>.self))
        }
        guard case .keyedContainerMaker(let maker) = route else {
            // `Key` was first met as a value to decode: its route is that one.
            return KeyedDecodingContainer(DocumentKeyedContainer(decoder: self, object: object, path: path))
        }
        return unsafe unsafeDowncast(maker, to: KeyedContainerMaker<Key>.self).make(self, object, path)
    }
}
