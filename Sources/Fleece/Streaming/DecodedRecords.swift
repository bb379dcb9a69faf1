/// The values of a batch of records (see `RecordBatch`), decoded ahead and waiting to be handed
/// out, and the error that stopped the decode: what the Codable async forms keep between calls.
///
/// A batch is decoded in one scope that lends its document's index once (not once per record,
/// two atomic retains and releases each), up to the first record that does not decode; with
/// `.throw` the values before it are handed out first, then its error, and the decode goes on
/// after it when asked for more. Each record still decodes as if alone: the decoder is pointed
/// at its root with an empty path, its scope ends after it (so a decoder or container the code
/// decoded kept is left to it, as `decode(_:record:)` leaves it), and errors read the same.
@usableFromInline
package struct DecodedRecords<Element> {
    @usableFromInline package var batch = RecordBatch()
    /// The values decoded ahead, in order.
    @usableFromInline package let values = DecodedValues<Element>(capacity: JSONStream.batchRecords)
    /// The error of the record after `values`, thrown once they are out.
    @usableFromInline package var error: (any Error)?
    /// Whether `values`, `error` or `batch` may hold anything: false between batches, so that
    /// the iterator's loop (which a source of single bytes runs per byte) tests one flag.
    @usableFromInline package var isActive = false

    @inlinable package init() {}
}

/// A queue of at most `capacity` values, moved in and out of storage of its own: an array's
/// `reverse()` and `popLast()` (or `take()` of optionals) copied or destroyed each value once
/// more, retaining and releasing its strings (~150 instructions an event-log record; callgrind).
/// Its storage is allocated when the first value comes.
// Memory safety: `@safe` because `storage` holds `capacity` elements' room (or none, before the
// first `append`), of which exactly `head ..< tail` are initialized: `append` initializes at
// `tail < capacity`, `popFirst` moves out at `head < tail`, and `deinit` deinitializes the rest.
@safe @usableFromInline
package final class DecodedValues<Element> {
    // Without dynamic exclusivity checks (each access was a runtime call, ~100 instructions a
    // record): only the iterator that owns the queue touches it, one call at a time, and no
    // access spans another.
    @usableFromInline @exclusivity(unchecked) var storage: UnsafeMutablePointer<Element>?
    @usableFromInline let capacity: Int
    @usableFromInline @exclusivity(unchecked) var head = 0
    @usableFromInline @exclusivity(unchecked) var tail = 0

    @usableFromInline init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    deinit {
        // Memory safety: see the type.
        if let storage = unsafe storage {
            unsafe (storage + head).deinitialize(count: tail &- head)
            unsafe storage.deallocate()
        }
    }

    /// Whether another value fits.
    @inlinable var hasRoom: Bool { unsafe tail < capacity }

    /// Adds `value` at the end; the caller checked `hasRoom`.
    @inlinable func append(_ value: consuming Element) {
        // Memory safety: see the type; a full queue drops the value rather than write past it.
        let end = unsafe tail
        guard end < capacity else { return }
        let base = unsafe storage ?? {
            let allocated = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
            unsafe storage = allocated
            return unsafe allocated
        }()
        unsafe (base + end).initialize(to: value)
        unsafe tail = end &+ 1
    }

    /// The first value, moved out; nil when there is none.
    @inlinable func popFirst() -> Element? {
        // Memory safety: see the type.
        let first = unsafe head
        let end = unsafe tail
        guard first < end, let storage = unsafe storage else { return nil }
        let value = unsafe (storage + first).move()
        if first &+ 1 == end {
            unsafe head = 0
            unsafe tail = 0
        } else {
            unsafe head = first &+ 1
        }
        return value
    }
}
