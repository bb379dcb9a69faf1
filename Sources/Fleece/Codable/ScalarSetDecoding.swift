/// The sets of scalars models hold most (`Set<String>` of tags, `Set<Int>` of ids), decoded by
/// code made for the element, as arrays of scalars are. The standard library's `Set.init(from:)`
/// goes through an unkeyed container and inserts each element through code unspecialized for it
/// (the hashing and the set's metadata looked up at run time): about 1,600 instructions an
/// element of `Set<String>`.
///
/// Same values and errors as `JSONDecoder`: a value that is not an array fails as
/// `unkeyedContainer()` fails, an element at `[i]`; the set is grown from empty as
/// `Set.init(from:)` grows it, and keeps the first of equal elements as it does.
enum ScalarSetElement {
    case string, int

    /// The element of `type` when it is `Set<String>` or `Set<Int>`: two identity comparisons,
    /// no conformance asked of the runtime.
    init?(_ type: Any.Type) {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(Set<String>.self): self = .string
        case ObjectIdentifier(Set<Int>.self): self = .int
        default: return nil
        }
    }
}

extension DocumentDecoder {
    /// The set `T` is, which `route` found to be `Set<element>`.
    func decodeScalarSet<T>(_ element: ScalarSetElement, as type: T.Type, array: Int) throws -> T {
        // Each cast is from a type to itself (`identityCast` asserts it): `element` was found from `T`.
        switch element {
        case .string: identityCast(try scalarSet(array) { v throws(ScalarFailure) in try string(v) }, to: T.self)
        case .int: identityCast(try scalarSet(array) { v throws(ScalarFailure) in try integer(v, as: Int.self) }, to: T.self)
        }
    }

    /// The elements of the array entry `array` (which the decoder is at), each converted by
    /// `convert`, inserted into a set in order.
    @inline(__always)
    private func scalarSet<E: Hashable>(_ array: Int, _ convert: (Int) throws(ScalarFailure) -> E) throws -> Set<E> {
        // Memory safety: reads the array's own entry, which this document's parser recorded.
        let entry = unsafe entries[array]
        var set = Set<E>()
        try forEachScalar(first: entry.firstChild, count: entry.childCount, convert) { set.insert($0) }
        return set
    }
}
