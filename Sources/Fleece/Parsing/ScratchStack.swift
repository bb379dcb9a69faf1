/// A growable stack of plain values without the uniqueness checks and retains of `Array`, which
/// the parser would pay on every value otherwise.
///
/// It starts in storage the caller lends (the parser lends stack memory, so parsing a small
/// document, a JSON Lines record say, allocates nothing for its stacks) and moves to the heap
/// only when it outgrows it. The elements are plain data, so nothing needs deinitializing.
// Memory safety: `@safe` because the stack keeps its own invariant `0 <= count <= capacity` over
// `base` (lent storage that its maker keeps alive longer, or storage it allocated and frees
// once, being ~Copyable): every read and write below is within `0..<count` or at `count` after
// growing. The lending `init(in:)` takes an unsafe pointer, so its callers acknowledge it.
@safe struct ScratchStack<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int
    /// Whether `base` was allocated here (and must be freed here) rather than lent.
    private var ownsStorage = false

    /// A stack in `scratch`, which must outlive it; an empty `scratch` means the heap from the start.
    init(in scratch: UnsafeMutableBufferPointer<Element>) {
        // Memory safety: lent storage is the caller's to keep alive (its `unsafe` call sites say
        // why it does); otherwise the stack allocates its own and frees it in `deinit`. Every
        // `unsafe` access below is within `0..<capacity`: writes at `count` after `grow()` made
        // `count < capacity`, reads below `count`.
        if let lent = scratch.baseAddress, !scratch.isEmpty {
            unsafe base = unsafe lent
            capacity = scratch.count
        } else {
            capacity = 16
            unsafe base = .allocate(capacity: capacity)
            ownsStorage = true
        }
    }

    deinit {
        if ownsStorage { unsafe base.deallocate() }
    }

    var isEmpty: Bool { count == 0 }


    /// The top element, or nil when empty.
    var last: Element? { unsafe count == 0 ? nil : base[count &- 1] }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        unsafe (base + count).initialize(to: element)
        count &+= 1
    }

    /// Appends `element` if the storage has room for it, without growing; returns whether it did.
    @inline(__always)
    mutating func appendWithinCapacity(_ element: Element) -> Bool {
        guard count != capacity else { return false }
        unsafe (base + count).initialize(to: element)
        count &+= 1
        return true
    }

    /// Removes and returns the top element, or nil when empty.
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count &-= 1
        return unsafe base[count]
    }

    /// The elements from `start` to the top.
    func elements(from start: Int) -> UnsafeBufferPointer<Element> {
        unsafe UnsafeBufferPointer(start: base + start, count: count &- start)
    }

    /// Drops the elements from `start` to the top.
    mutating func removeAll(from start: Int) {
        count = start
    }

    /// Puts `elements` at `index` (at most `count`), under the elements from there to the top,
    /// keeping the order of both.
    mutating func insert(_ elements: UnsafeBufferPointer<Element>, at index: Int) {
        guard let source = elements.baseAddress, !elements.isEmpty, index >= 0, index <= count else { return }
        while count + elements.count > capacity { grow() }
        // Memory safety: after growing, `count + elements.count <= capacity`, so the shifted
        // elements and the inserted ones are all within the stack's storage; `moveInitialize`
        // allows the overlap of the shift, and `elements` is the caller's (not this stack's
        // storage), valid for this call.
        unsafe (base + index + elements.count).moveInitialize(from: base + index, count: count &- index)
        unsafe (base + index).initialize(from: source, count: elements.count)
        count &+= elements.count
    }

    @inline(never)
    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        unsafe newBase.initialize(from: base, count: count)
        if ownsStorage { unsafe base.deallocate() }
        unsafe base = unsafe newBase
        capacity = newCapacity
        ownsStorage = true
    }
}
