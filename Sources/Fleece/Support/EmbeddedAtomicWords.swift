/// Eight 64-bit words, read and written atomically, kept inside the object that owns them as its
/// FIRST stored property: a document's own words and its lookup hints, with no allocation of
/// their own.
///
/// Why not `AtomicWords`: it allocates its words (`UnsafeMutablePointer.allocate`, which on Linux
/// goes through `posix_memalign`) and frees them with its owner. A document had two such (its
/// words and its hints), so every `JSON(parsing:)` paid two allocations and two frees, ~410
/// instructions of the ~9,300 of decoding a nine-field JSON Lines record with a `curry` chain
/// (callgrind, `decode-probe event-log 3 natural`).
///
/// How: the stored property gives the words their room, and they are reached only through their
/// address, `_getUnsafePointerToStoredProperties(owner)`: the standard library's address of an
/// object's first stored property (Swift lays a class's stored properties out in declaration
/// order after the object's header; swift-atomics' `ManagedAtomic` finds its storage the same
/// way). The owner never reads or writes the property as a property, so no exclusivity access
/// can overlap the atomic ones. `EmbeddedAtomicWordsTests` checks that the address is the
/// property's.
struct EmbeddedAtomicWords {
    /// The words' room; read as a property only by ``values``, for the layout test.
    private var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)

    /// How many words there are.
    static var count: Int { 8 }

    /// The address of the first word, for an `owner` whose first stored property is an
    /// `EmbeddedAtomicWords`. Valid while `owner` is alive; the owner's code uses it and keeps it
    /// nowhere (as `AtomicWords.subscript`'s views).
    @inline(__always)
    static func firstWord(of owner: AnyObject) -> UnsafeMutablePointer<UInt64> {
        // Memory safety: the object's first stored property is this struct (the owner's promise,
        // checked by the layout test), eight `UInt64`s in a row, alive as long as the object.
        unsafe _getUnsafePointerToStoredProperties(owner).assumingMemoryBound(to: UInt64.self)
    }

    /// The word at `index` (below ``count``) of `owner`'s embedded words.
    @inline(__always)
    static func word(_ index: Int, of owner: AnyObject) -> AtomicWord {
        // Memory safety: `index` is one of the owner's constants, below `count`.
        unsafe AtomicWord(address: firstWord(of: owner) + index)
    }

    /// The words, read as a property (not atomically): for the test that checks the layout.
    var values: [UInt64] {
        [words.0, words.1, words.2, words.3, words.4, words.5, words.6, words.7]
    }
}
