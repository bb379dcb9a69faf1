/// A growable stack of entries without the uniqueness checks and retains of `Array`, which the
/// parser pays on every value otherwise. Entries are plain data, so nothing needs deinitializing.
struct EntryStack: ~Copyable {
    private var base: UnsafeMutablePointer<Entry>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 4)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    @inline(__always)
    mutating func append(_ entry: Entry) {
        if count == capacity { grow() }
        (base + count).initialize(to: entry)
        count &+= 1
    }

    /// The entries from `start` to the top.
    func entries(from start: Int) -> UnsafeBufferPointer<Entry> {
        UnsafeBufferPointer(start: base + start, count: count - start)
    }

    /// Drops the entries from `start` to the top.
    mutating func removeAll(from start: Int) {
        count = start
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Entry>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
