import Synchronization

/// The parsed form of one JSON text: the input bytes and the flat index of its values.
///
/// Immutable once shared, and shared by every `JSON` view taken from it, so views are cheap to
/// copy and safe to send across tasks. Values built in code (literals) get a document too, written
/// from the values; such a document has no source text, so errors about it carry no position.
///
/// `@unchecked Sendable` because of one exception to immutability: a stream's record document
/// that nothing but the stream references any more is filled again with the next record
/// (`refill(with:options:origin:)`, in `RecordDocuments.swift`), checked with
/// `isKnownUniquelyReferenced`, so no other owner, on any thread, can see it change. The stored
/// properties are set nowhere else.
@usableFromInline
package final class JSONDocument: @unchecked Sendable {
    // The setters are internal only for `refill`; no dynamic exclusivity checks, since a document
    // is only written while uniquely referenced (and read on every step of decoding otherwise).
    // Memory safety: so every `unsafe` on a reference to `bytes`, `entries`, `rootIndex` or
    // `origin` (here and in every file that reads a document) acknowledges that missing check.
    // Sound because the only writer, `refill`, runs when nothing else can hold the document, so
    // no read overlaps a write.

    /// The input, kept so strings and numbers can be converted only when asked for.
    @usableFromInline @exclusivity(unchecked) package internal(set) var bytes: [UInt8]
    /// Every value of the document; see `Entry`.
    @usableFromInline @exclusivity(unchecked) var entries: [Entry]
    /// The index of the root value in `entries`.
    @exclusivity(unchecked) var rootIndex: Int
    /// The root entries of the records of a stream's batch (`JSONStream.nextBatch`), whose
    /// document holds many records, each a root of its own (`rootIndex` is the first); empty
    /// for every other document.
    @exclusivity(unchecked) var recordRoots: [Int] = []
    /// False for documents written from values built in code: their offsets are not positions in
    /// anything the caller gave us, so errors omit them.
    package let hasSourceText: Bool
    /// Where the text sits in a larger stream, for a record of `JSONStream`: positions and paths
    /// of this document are then those of the stream. Nil for a document parsed on its own.
    @exclusivity(unchecked) package internal(set) var origin: RecordOrigin?
    /// Lookup tables for large objects and the line table for positions, made on first use:
    /// most documents (every JSON Lines record, most Codable decodes) never need them.
    private let lazyCaches = AtomicLazyReference<Locked<DocumentCaches>>()
    /// `SmallUTF8String.layoutIsKnown`, read once per document rather than once per string (the
    /// lazily made static costs a call at each read).
    @usableFromInline let smallStringLayoutIsKnown = SmallUTF8String.layoutIsKnown

    /// Where the functional API's last key lookups matched, per object (`ObjectLookupHints`).
    package let lookupHints = ObjectLookupHints()

    /// Whether the caches were ever made: a document whose caches describe its text cannot be
    /// filled with another text.
    var hasCaches: Bool { cachesUsed.load(ordering: .relaxed) }

    /// Set by the first use of the caches. Asked by a stream before it fills the document with
    /// another record: cheaper to ask than `lazyCaches` (whose `load()` is not inlined, ~550
    /// instructions).
    private let cachesUsed = Atomic<Bool>(false)

    /// The long keys' strings (`KeyStringTable`), made on first use: the bits of a retained
    /// `Locked<KeyStringTable>`, 0 before the first use, `keyStringsStopped` once they are not
    /// worth keeping. An atomic word rather than `AtomicLazyReference`, whose `load()` is a call
    /// of about 550 instructions: this is read at every long key.
    private let keyStringsBits = Atomic<UInt>(0)
    /// `keyStringsBits` of a document that stopped keeping its long keys' strings (no object
    /// is at address 1).
    private static var keyStringsStopped: UInt { 1 }

    /// The caches, made by the first caller that needs them (if two race, one's is kept).
    var caches: Locked<DocumentCaches> {
        cachesUsed.store(true, ordering: .relaxed)
        return lazyCaches.load() ?? lazyCaches.storeIfNil(Locked(DocumentCaches()))
    }

    init(bytes: [UInt8], entries: [Entry], rootIndex: Int, hasSourceText: Bool, origin: RecordOrigin? = nil) {
        unsafe self.bytes = bytes
        unsafe self.entries = entries
        unsafe self.rootIndex = rootIndex
        self.hasSourceText = hasSourceText
        unsafe self.origin = origin
    }

    deinit {
        // Memory safety: nonzero bits are those of the table this document retained when it
        // kept it (`keyStrings`), released once, here, when nothing can read it any more.
        let bits = keyStringsBits.load(ordering: .acquiring)
        if bits != Self.keyStringsStopped, let pointer = unsafe UnsafeRawPointer(bitPattern: bits) {
            unsafe Unmanaged<Locked<KeyStringTable>>.fromOpaque(pointer).release()
        }
        // The index array, for the next small text's parse (`SpareEntries`).
        unsafe SpareEntries.keep(&entries)
    }

    /// The long keys' strings, made by the first reader that needs them (if two race, one's is
    /// kept, the other's released); nil once the document stopped keeping them.
    var keyStrings: Locked<KeyStringTable>? {
        // Memory safety: bits other than 0 and `keyStringsStopped` are a table this document
        // holds retained until its `deinit` or `stopKeepingKeyStrings(_:)`, which replaces them
        // once, with `keyStringsStopped`, before releasing it. A reader that loaded the bits
        // before that takes its own strong reference here, so the table lives while it is used;
        // the document's reference is released only by the one caller whose exchange succeeded.
        // A table that lost the race to be kept was retained only by its maker, who releases it
        // here, once.
        let bits = keyStringsBits.load(ordering: .acquiring)
        if bits == Self.keyStringsStopped { return nil }
        if let pointer = unsafe UnsafeRawPointer(bitPattern: bits) {
            return unsafe Unmanaged<Locked<KeyStringTable>>.fromOpaque(pointer).takeUnretainedValue()
        }
        let made = Locked(KeyStringTable())
        let madeBits = UInt(bitPattern: unsafe Unmanaged.passRetained(made).toOpaque())
        let (exchanged, original) = keyStringsBits.compareExchange(
            expected: 0, desired: madeBits, ordering: .acquiringAndReleasing)
        if exchanged { return made }
        unsafe Unmanaged.passUnretained(made).release()
        if original == Self.keyStringsStopped { return nil }
        guard let pointer = unsafe UnsafeRawPointer(bitPattern: original) else { return made }
        return unsafe Unmanaged<Locked<KeyStringTable>>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Stops keeping long keys' strings: `table` (which the caller holds) is let go, and later
    /// keys are made as any string.
    func stopKeepingKeyStrings(_ table: Locked<KeyStringTable>) {
        // Memory safety: the exchange succeeds for one caller only, the one that replaces the
        // bits of the table this document retained; that caller releases the document's
        // reference, once (the caller's own keeps the table alive until it returns).
        let bits = UInt(bitPattern: unsafe Unmanaged.passUnretained(table).toOpaque())
        let (exchanged, _) = keyStringsBits.compareExchange(
            expected: bits, desired: Self.keyStringsStopped, ordering: .acquiringAndReleasing)
        if exchanged { unsafe Unmanaged.passUnretained(table).release() }
    }

    /// The root value.
    package var root: JSON { unsafe value(at: rootIndex) }

    /// The value of the entry at `index`, as the public enum.
    ///
    /// Inlinable, like the iterators and accessors that call it: a walk over a document (in
    /// another module) then builds each value where it switches on it, without a call and an
    /// outlined copy of the enum per value.
    @inlinable
    package func value(at index: Int) -> JSON {
        let entry = unsafe entries[index]
        switch entry.kind {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(JSON.Number(document: self, entryIndex: index))
        case .string: return .string(string(at: index))
        case .array: return .array(JSON.Array(document: self, entryIndex: index))
        case .object: return .object(JSON.Object(document: self, entryIndex: index))
        }
    }

    /// The byte offset of the value at `index` in the input, or nil when there is no input text.
    package func sourceOffset(ofEntry index: Int) -> Int? {
        unsafe hasSourceText ? Int(entries[index].offset) : nil
    }
}

/// State a document computes on first use, behind its lock.
struct DocumentCaches {
    /// Hashed key tables of large objects, by the object's entry index.
    var objectIndexes: [Int: ObjectKeyTable] = [:]
    /// Line starts and character counts, for turning offsets into lines and columns.
    var lineTable: LineTable? = nil
}
