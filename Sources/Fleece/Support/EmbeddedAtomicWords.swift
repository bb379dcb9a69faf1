/// Room for atomic words inside the object that owns them, as its FIRST stored property: a
/// document's words and lookup hints, a lock's word, a decoder's engine slot, with no allocation
/// of their own. `Words` is a tuple of `UInt64`s, given as zeros: `EmbeddedAtomicWords((0, 0))`.
/// The owner reads and writes them through ``AtomicWord/embedded(_:in:)``.
///
/// Why not `AtomicWords`: it allocates its words (`UnsafeMutablePointer.allocate`, which on Linux
/// goes through `posix_memalign`) and frees them with its owner, ~200 instructions an owner. A
/// document had two such (its words and its hints): ~410 instructions of the ~9,300 of decoding
/// a nine-field JSON Lines record with a `curry` chain (callgrind, `decode-probe event-log 3
/// natural`), and a new `FleeceDecoder` two more (its lock's word and its engine slot).
///
/// How: the stored property gives the words their room, and they are reached only through their
/// address, `_getUnsafePointerToStoredProperties(owner)`: the standard library's address of an
/// object's first stored property (Swift lays a class's stored properties out in declaration
/// order after the object's header, and the first one, of a fixed layout, sits right after it,
/// in a generic class too; swift-atomics' `ManagedAtomic` finds its storage the same way). The
/// owner never reads or writes the property as a property, so no exclusivity access can overlap
/// the atomic ones. Each owner's tests check that the address is the property's (``values``).
@_spi(FleeceAtomics) public struct EmbeddedAtomicWords<Words: BitwiseCopyable> {
    /// The words' room; read as a property only by ``values``, for the layout tests.
    @usableFromInline var words: Words

    /// The words, each 0: `zeros` is a tuple of `UInt64` zeros.
    public init(_ zeros: Words) {
        words = zeros
    }

    /// The words, read as a property (not atomically): for the tests that check an owner's layout.
    public var values: [UInt64] {
        // Memory safety: the loads are of whole `UInt64`s within the tuple's bytes, lent for the call.
        unsafe withUnsafeBytes(of: words) { bytes in
            stride(from: 0, to: bytes.count, by: 8).map { unsafe bytes.load(fromByteOffset: $0, as: UInt64.self) }
        }
    }
}

extension AtomicWord {
    /// The word at `index` of the ``EmbeddedAtomicWords`` that are `owner`'s first stored
    /// property (`index` below their count). A view: the owner's code uses it while the owner
    /// is alive, and keeps it nowhere.
    @inlinable @inline(__always)
    public static func embedded(_ index: Int, in owner: AnyObject) -> AtomicWord {
        // Memory safety: the object's first stored property is its embedded words (the owner's
        // promise, checked by its layout test), `UInt64`s in a row, alive as long as the object;
        // `index` is one of the owner's constants, below their count.
        unsafe AtomicWord(address: _getUnsafePointerToStoredProperties(owner).assumingMemoryBound(to: UInt64.self) + index)
    }
}
