/// One index array kept from a document that went away, for the next small `JSON(parsing:)`
/// to fill instead of allocating its own.
///
/// A program that parses many small texts one after another (a message, a JSON Lines record,
/// a request body) made an index array for each, after counting the text's structural bytes to
/// size it, and freed it with the document: about 400 of the ~3,000 instructions of parsing a
/// 147-byte record (callgrind, event-log). A document's `deinit` now leaves its array here, and
/// the next parse of a small text takes it, emptied, growing it if it must.
///
/// Only small arrays are kept and only small texts take one: a large text is still given an
/// array of exactly the size it needs (a reused one would grow by doubling), and the memory
/// kept for speed stays under `keptCapacityLimit` entries. What the slot holds is never seen by
/// a document: an array is moved in when its document is gone and moved out before a parse
/// fills it, and a parse whose text fails just drops it.
enum SpareEntries {
    /// The slot; empty (capacity 0) when no array is kept or another parse has it.
    private static let slot = Locked<[Entry]>([])

    /// Texts up to this many bytes take the kept array; longer ones get an array sized for them.
    static let inputLimit = 4096
    /// Arrays of up to this many entries (32 KiB) are kept.
    static let keptCapacityLimit = 2048

    /// The kept array, or an empty one when there is none; for a text of `inputCount` bytes.
    static func take(forInputOf inputCount: Int) -> [Entry] {
        guard inputCount <= inputLimit else { return [] }
        return slot.withLock { kept in exchange(&kept, with: []) }
    }

    /// Keeps `entries` (leaving it empty) when it is small and the slot is empty.
    static func keep(_ entries: inout [Entry]) {
        let capacity = entries.capacity
        guard capacity > 0, capacity <= keptCapacityLimit else { return }
        let moved = exchange(&entries, with: [])
        slot.withLock { kept in
            if kept.capacity == 0 { kept = moved }
        }
    }
}
