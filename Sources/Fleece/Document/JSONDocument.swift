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
    /// The document's atomic words: `cachesUsed`, `cachesBits`, `keyStringsBits`, `lineTableBits`,
    /// then the four slots of `lookupHints`. The FIRST stored property, so that they are found at
    /// the object's first stored property's address (see `EmbeddedAtomicWords`); never read or
    /// written as a property.
    private var atomics = EmbeddedAtomicWords<(UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)>(
        (0, 0, 0, 0, 0, 0, 0, 0))

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
    /// True for a document read in JSON5's grammar, whose malformed values are malformed JSON5
    /// (see `DocumentDecoder.malformedValue`).
    let isJSON5: Bool
    /// For a document read in JSON5's grammar, whose bytes are the text rewritten as JSON: where
    /// its values are in the text as read, for their lines and columns. Nil for every other.
    let json5Source: JSON5SourceMap?
    /// Where the text sits in a larger stream, for a record of `JSONStream`: positions and paths
    /// of this document are then those of the stream. Nil for a document parsed on its own.
    @exclusivity(unchecked) package internal(set) var origin: RecordOrigin?
    /// Where the record's lines after its first are in the stream, when they are not next to
    /// each other there (a server-sent event's data of several `data:` lines; see
    /// `RecordOrigin.LaterLine`). Nil for every other document.
    @exclusivity(unchecked) package internal(set) var laterLines: [RecordOrigin.LaterLine]?
    /// Lookup tables for large objects, made on first use (most documents, every JSON Lines
    /// record, most Codable decodes, never need them): the bits of a retained
    /// `Locked<DocumentCaches>`, 0 before. Once stored, it stays until `deinit`.
    private var cachesBits: AtomicWord { AtomicWord.embedded(1, in: self) }
    /// `SmallUTF8String.layoutIsKnown`, read once per document rather than once per string (the
    /// lazily made static costs a call at each read).
    @usableFromInline let smallStringLayoutIsKnown = SmallUTF8String.layoutIsKnown

    /// Where the functional API's last key lookups matched, per object: a view of words 4 to 7.
    var lookupHints: ObjectLookupHints {
        // Memory safety: words 4 ..< 8 of the embedded words, which live as long as the document
        // the caller holds while it uses the view.
        unsafe ObjectLookupHints(firstSlot: AtomicWord.embedded(4, in: self).address)
    }

    /// The embedded words read as a property, for the test that checks their layout.
    var embeddedWordValues: [UInt64] { atomics.values }

    /// Whether the caches were ever made: a document whose caches describe its text cannot be
    /// filled with another text.
    var hasCaches: Bool { cachesUsed.load(ordering: .relaxed) != 0 }

    /// 1 once the caches (or the line table) were first used. Asked by a stream before it fills
    /// the document with another record: cheaper to ask than whether `cachesBits` or
    /// `lineTableBits` are set (two loads).
    private var cachesUsed: AtomicWord { AtomicWord.embedded(0, in: self) }

    /// The long keys' strings (`KeyStringTable`), made on first use: the bits of a retained
    /// `Locked<KeyStringTable>`, 0 before the first use, with `keyStringsStopped` set once they
    /// are not worth keeping. Read at every long key (once through `AtomicLazyReference`, whose
    /// `load()` was a call of about 550 instructions). The table, once stored here, stays until
    /// `deinit` (stopping only empties it), so that a reader can use it without retaining it.
    private var keyStringsBits: AtomicWord { AtomicWord.embedded(2, in: self) }
    /// The bit of `keyStringsBits` set when the document stopped keeping its long keys' strings
    /// (an object's address is a multiple of 16).
    private static var keyStringsStopped: UInt64 { 1 }

    /// The line table (see ``position(atOffset:)``), made by the first position asked for: the
    /// bits of a retained `LineTable`, 0 before. Its own atomic word rather than a field of the
    /// locked caches, whose lock (with the `AtomicLazyReference` they were once behind) cost ~750
    /// instructions a position, which every caught decoding failure pays (its message names its
    /// line and column: `(try? c.decode(Int.self)) ?? …`). Once stored, it stays until `deinit`.
    private var lineTableBits: AtomicWord { AtomicWord.embedded(3, in: self) }

    /// The caches, made by the first caller that needs them (if two race, one's is kept).
    var caches: Locked<DocumentCaches> {
        cachesUsed.store(1, ordering: .relaxed)
        var bits = cachesBits.load(ordering: .acquiring)
        if bits == 0 { bits = keep(Locked(DocumentCaches()), in: cachesBits) }
        // Memory safety: nonzero bits are caches this document holds retained until its `deinit`;
        // the caller gets a reference of its own.
        return unsafe Unmanaged<Locked<DocumentCaches>>.fromOpaque(Self.pointer(bits)).takeUnretainedValue()
    }

    /// The object a word's nonzero `bits` hold (without the stopped bit of `keyStringsBits`).
    @inline(__always)
    private static func pointer(_ bits: UInt64) -> UnsafeRawPointer {
        // Memory safety: called with the bits of an object this document retained and stored.
        unsafe UnsafeRawPointer(bitPattern: UInt(truncatingIfNeeded: bits & ~keyStringsStopped)).unsafelyUnwrapped
    }

    /// Releases the object `word` holds, if any (for `deinit`).
    @inline(__always)
    private static func releaseObject(of word: AtomicWord) {
        let bits = word.load(ordering: .acquiring)
        // Memory safety: nonzero bits (without the stopped bit) are an object this document
        // retained when it stored it, released once, here, when nothing can read it any more.
        if bits & ~keyStringsStopped != 0 { unsafe Unmanaged<AnyObject>.fromOpaque(pointer(bits)).release() }
    }

    /// Keeps a new table of long keys' strings unless another reader kept one first; returns
    /// the bits stored. Out of line: `withKeyStrings` is inlined where long keys are read.
    @inline(never)
    private func keepKeyStrings() -> UInt64 {
        keep(Locked(KeyStringTable()), in: keyStringsBits)
    }

    /// Stores `made`, retained, in `word` unless another caller stored an object first; returns
    /// the bits stored (and releases `made` if they are not its).
    private func keep(_ made: AnyObject, in word: AtomicWord) -> UInt64 {
        let madeBits = UInt64(UInt(bitPattern: unsafe Unmanaged.passRetained(made).toOpaque()))
        let (exchanged, original) = word.compareExchange(expected: 0, desired: madeBits, ordering: .acquiringAndReleasing)
        if exchanged { return madeBits }
        // Memory safety: retained just above, for the exchange that did not happen.
        unsafe Unmanaged.passUnretained(made).release()
        return original
    }

    init(bytes: [UInt8], entries: [Entry], rootIndex: Int, hasSourceText: Bool, isJSON5: Bool = false,
         json5Source: JSON5SourceMap? = nil, origin: RecordOrigin? = nil) {
        unsafe self.bytes = bytes
        unsafe self.entries = entries
        unsafe self.rootIndex = rootIndex
        self.hasSourceText = hasSourceText
        self.isJSON5 = isJSON5
        self.json5Source = json5Source
        unsafe self.origin = origin
    }

    deinit {
        // The objects this document kept: the long keys' strings, the line table, the caches.
        Self.releaseObject(of: keyStringsBits)
        Self.releaseObject(of: lineTableBits)
        Self.releaseObject(of: cachesBits)
        // The index array, for the next small text's parse (`SpareEntries`).
        unsafe SpareEntries.keep(&entries)
    }

    /// Runs `body` with the long keys' strings (made by the first reader that needs them; if
    /// two race, one's is kept, the other's released), or returns nil, without running it, once
    /// the document stopped keeping them.
    ///
    /// The table is lent, not retained: a retain and a release per long key were a third of the
    /// cost of reading one (`decode-probe social-feed read`).
    @inline(__always)
    func withKeyStrings<Result>(_ body: (Locked<KeyStringTable>) -> Result) -> Result? {
        var bits = keyStringsBits.load(ordering: .acquiring)
        if bits == 0 { bits = keepKeyStrings() }
        guard bits & Self.keyStringsStopped == 0 else { return nil }
        // Memory safety: bits other than 0 and the stopped bit are a table this document holds
        // retained until its `deinit` (nothing else releases it), and the caller holds the
        // document for the call.
        return unsafe Unmanaged<Locked<KeyStringTable>>.fromOpaque(Self.pointer(bits))._withUnsafeGuaranteedRef(body)
    }

    /// Runs `body` with the line table of the source text (the text as read, for a JSON5
    /// document), made by the first caller that needs it (if two race, one's is kept, the other's
    /// released). The table is lent: the document holds it until `deinit`.
    func withLineTable<Result>(_ body: (LineTable) -> Result) -> Result {
        var bits = lineTableBits.load(ordering: .acquiring)
        if bits == 0 {
            // The table describes this text: a stream may not refill the document with another.
            cachesUsed.store(1, ordering: .relaxed)
            // A JSON5 document's positions are in the text as read, not in its JSON copy.
            let text = unsafe json5Source?.text ?? bytes
            bits = keep(unsafe text.withUnsafeBufferPointer(LineTable.init), in: lineTableBits)
        }
        // Memory safety: nonzero bits are a table this document holds retained until its
        // `deinit`, and the caller holds the document for the call.
        return unsafe Unmanaged<LineTable>.fromOpaque(Self.pointer(bits))._withUnsafeGuaranteedRef(body)
    }

    /// True while long keys' strings are kept: a table was made and not stopped (for tests).
    var isKeepingKeyStrings: Bool {
        let bits = keyStringsBits.load(ordering: .acquiring)
        return bits != 0 && bits & Self.keyStringsStopped == 0
    }

    /// Stops keeping long keys' strings: later keys are made as any string, and `table` (this
    /// document's) lets its strings go. The table itself stays until `deinit`, for the readers
    /// that may be using it.
    func stopKeepingKeyStrings(_ table: Locked<KeyStringTable>) {
        let original = keyStringsBits.bitwiseOr(Self.keyStringsStopped, ordering: .acquiringAndReleasing)
        if original & Self.keyStringsStopped == 0 { table.withLock { $0 = KeyStringTable() } }
    }

    /// The root value.
    @usableFromInline package var root: JSON { unsafe value(at: rootIndex) }

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
}
