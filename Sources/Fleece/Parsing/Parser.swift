/// The strict RFC 8259 parser: one pass over the bytes, no recursion, output a flat index.
///
/// Values are recorded as `Entry`s. A container's direct children are collected on `pending`
/// while it is open and moved, contiguously, to `finished` when it closes; that is what makes the
/// n-th child of any container reachable in O(1). Nesting lives on an explicit stack bounded by
/// `maximumDepth`, so no input can overflow the call stack.
///
/// When `pending` is full and most of it is the innermost container's children, none of them a
/// container, they move to the end of `finished` then instead of when it closes, and the rest of
/// its children follow them there: a wide array or object of scalars, at any depth, then exists
/// once, not on `pending` (regrown, by copying, as it doubled) and in `finished` together. That
/// doubled the peak memory and time of parsing `{"data":[0,0,…]}`; `[0,0,…]` alone was handled
/// so before. They move back under the rest of its children on `pending` if a nested container
/// opens in it (before that container's children go to `finished` and would split them), and it
/// does not move children early again, since it holds a container then.
///
/// `finished` is written through a raw buffer: the parse runs inside the index array's
/// `append(addingCapacity:initializingWith:)`, so closing a container copies its children
/// without `Array.append`'s uniqueness check and count update per entry (two coordinates cost
/// as much to move that way as to parse). When the index is full at a close (a sampled estimate
/// fell short, or a reused array is too small), the parse leaves the closure at the closing
/// byte, the entries move to a larger array, and it resumes there (`resumingAtClose`).
// Memory safety: `@safe` because its interface is safe once made: `input` and the scratch
// buffers are lent by `parse(_:options:)`'s own `withUnsafeBufferPointer`/
// `withUnsafeTemporaryAllocation` scopes, which outlive the parser (it never leaves them), and
// every read of `input` is at a position checked against `input.count` first.
@safe struct Parser: ~Copyable {
    /// Ends where the value being parsed ends: the whole input, or in `parseLines` the current
    /// line (its start is the same, the batch's first byte, so offsets are the batch's).
    private var input: UnsafeBufferPointer<UInt8>
    /// How many bytes from `input`'s start may be loaded: `input.count`, or more when the caller
    /// lends a larger buffer around it (a stream's record inside its chunk). Only the short-string
    /// path loads past the end, and only to find a closing quote it then checks lies inside `input`:
    /// a record's last key or value (`"referrer":null}`) then takes it too, instead of the byte
    /// loop of `parseString` (~100 instructions a record; callgrind, event-log stream).
    private var readable: Int
    private let maximumDepth: Int
    /// The read position.
    private var position = 0
    /// Entries of the open containers' children, in order; the innermost container's are last.
    private var pending: ScratchStack<Entry>
    /// Entries whose container has closed, each container's children contiguous: the index
    /// array being written, lent by `parse()` for the length of each round (see above).
    private var finished: UnsafeMutableBufferPointer<Entry> = unsafe UnsafeMutableBufferPointer(start: nil, count: 0)
    /// How many entries of `finished` are written.
    private var finishedCount = 0
    /// The index array between rounds (`finished` lends its storage during one).
    private var storage: [Entry]
    /// The position holds the closing byte of a container that did not fit in `finished`; the
    /// value parsed before it is complete, and the next round closes the container.
    private var resumingAtClose = false
    /// How many of the innermost open container's children are already in `finished`, ahead of
    /// those on `pending`: its last entries (nothing is added to `finished` after them but the
    /// container's children, until it closes or a nested container opens in it).
    private var childrenMovedEarly = 0
    /// The open containers, innermost last.
    private var open: ScratchStack<OpenContainer>
    /// The index in the index array of `finished`'s first entry: 0, except for a line of
    /// `parseLines` after others, whose round lends only the capacity after their entries.
    private var finishedBase = 0
    /// Whether a wide container's children may move to `finished` before it closes (see above);
    /// false only in tests, for the index to compare with.
    private var movesChildrenEarly = true

    struct OpenContainer {
        var isObject: Bool
        var offset: UInt32
        /// Where this container's children start on `pending`.
        var firstPending: Int
    }

    /// Entries and open containers the stacks hold before they move to the heap: enough for a
    /// small document's containers and nesting. Each buffer stays within the 1,024 bytes that
    /// `withUnsafeTemporaryAllocation` always puts on the stack (larger ones may go to the heap,
    /// through an aligned allocation that costs more than the parse of a small record).
    static let scratchEntries = 1024 / MemoryLayout<Entry>.stride
    static let scratchContainers = 1024 / MemoryLayout<OpenContainer>.stride

    /// Parses `input` into an index, with the parser's stacks in scratch memory on the call stack.
    ///
    /// `storage` is an index array to fill, emptied first: a stream passes the one of its last
    /// record, whose capacity then saves both the allocation and the estimate of the entry count
    /// (which costs a pass over the input). Without capacity, the index is allocated at the estimate.
    /// - Throws: ``JSONSyntaxError``.
    ///
    /// `readableAfter` bytes after `input`'s end are readable memory too (lent with it, for the
    /// call), never parsed: see `readable`.
    ///
    /// `movesChildrenEarly: false` is for tests: the index of a parse that collects every
    /// container's children only at its close, which must be the same.
    static func parse(_ input: UnsafeBufferPointer<UInt8>, readableAfter: Int = 0, options: JSONParsingOptions,
                      reusing storage: consuming [Entry] = [], movesChildrenEarly: Bool = true) throws(JSONSyntaxError)
        -> (entries: [Entry], rootIndex: Int)
    {
        // Moved, not copied, into the parser: a second reference would make emptying it reallocate.
        var storage = storage
        // Memory safety: the scratch buffers exist for exactly the closures below, and the parser
        // made in them lives and parses inside them (a local of the innermost), so none of the
        // three pointers it holds outlives its storage; `input` is the caller's, lent for this
        // whole call.
        let result = unsafe withUnsafeTemporaryAllocation(of: Entry.self, capacity: scratchEntries) { entries in
            unsafe withUnsafeTemporaryAllocation(of: OpenContainer.self, capacity: scratchContainers) { containers in
                Result(catching: { () throws(JSONSyntaxError) -> (entries: [Entry], rootIndex: Int) in
                    // A local the parse works on in place: a `consuming` parse copied the parser
                    // (145 bytes, a `memcpy` call) into its own frame first, per document.
                    var parser = unsafe Parser(input: input, readableAfter: readableAfter, options: options,
                                               storage: exchange(&storage, with: []),
                                               pendingScratch: entries, openScratch: containers)
                    parser.movesChildrenEarly = movesChildrenEarly
                    do throws(JSONSyntaxError) { return try parser.parse() } catch { throw parser.namingOpenContainer(error) }
                })
            }
        }
        return try result.get()
    }

    /// Parses each of `lines` (ranges of `text`, in order, none of them blank) as a JSON text of
    /// its own, into one index: each line's entries, its root last, after those of the lines
    /// before; `roots` gets each root's index. Stops before the first line that does not parse,
    /// leaving the index as the lines before it made it: the caller parses that line alone, for
    /// its error. What a stream's JSON Lines batch is (see `JSONStream.nextBatch`): one parser,
    /// its scratch stacks and its index set up once for many small records, not once each.
    ///
    /// Entry offsets are positions in `text`; `readableAfter` bytes after it are readable, as in
    /// `parse(_:readableAfter:options:reusing:)`, and so are the bytes between a line and the end
    /// of `text`, never parsed either.
    /// `movesChildrenEarly` as in `parse(_:readableAfter:options:reusing:movesChildrenEarly:)`.
    static func parseLines(_ text: UnsafeBufferPointer<UInt8>, readableAfter: Int, lines: [Range<Int>],
                           options: JSONParsingOptions, reusing storage: consuming [Entry], roots: inout [Int],
                           movesChildrenEarly: Bool = true) -> [Entry] {
        var storage = storage
        // Memory safety: as in `parse(_:readableAfter:options:reusing:)`: the scratch buffers
        // exist for exactly the closures below, and the parser lives and parses inside them;
        // `text` is the caller's, lent for this whole call, and each line's input is a prefix of
        // it (its end checked against `text.count`).
        return unsafe withUnsafeTemporaryAllocation(of: Entry.self, capacity: scratchEntries) { entries in
            unsafe withUnsafeTemporaryAllocation(of: OpenContainer.self, capacity: scratchContainers) { containers in
                var parser = unsafe Parser(input: text, readableAfter: readableAfter, options: options,
                                           storage: exchange(&storage, with: []),
                                           pendingScratch: entries, openScratch: containers)
                parser.movesChildrenEarly = movesChildrenEarly
                var index = exchange(&parser.storage, with: [])
                var lines = LinesState(lines: lines)
                var carried: [Entry] = []
                while true {
                    do {
                        if try unsafe parser.parseLinesRound(of: text, into: &index, carrying: &carried, lines: &lines,
                                                             roots: &roots) {
                            break
                        }
                    } catch {
                        // Whatever the failed line left in the index goes; so does the parser,
                        // whose stacks it left mid-value.
                        index.removeLast(index.count &- lines.lineEntriesStart)
                        break
                    }
                    // As in `parse()`: a larger array, the lines so far and this one's entries
                    // copied in at its start (so the next round's `finishedBase` is 0).
                    let needed = index.count + parser.pending.count + 1
                    carried = exchange(&index, with: [])
                    index.reserveCapacity(max(needed, carried.capacity + carried.capacity / 2))
                }
                return index
            }
        }
    }

    /// Where `parseLines` is, between its rounds.
    struct LinesState {
        let lines: [Range<Int>]
        /// The line being parsed.
        var next = 0
        /// Whether that line's start was read (the position is in it).
        var started = false
        /// Whether its value is complete (only its root is left to move to the index).
        var valueDone = false
        /// Where its entries start in the index.
        var lineEntriesStart = 0
    }

    /// One round of `parseLines`: parses lines from `state.next` on into `entries`, whose
    /// capacity is lent as `finished` (after copying in `carried`, as `parseRound` does), each
    /// line's root moved to it as the line ends; returns true when every line is parsed, false
    /// when `finished` is full (the next round, in a larger array, goes on where this one was).
    private mutating func parseLinesRound(of text: UnsafeBufferPointer<UInt8>, into entries: inout [Entry],
                                          carrying carried: inout [Entry], lines state: inout LinesState,
                                          roots: inout [Int]) throws(JSONSyntaxError) -> Bool {
        var outcome: Result<Bool, JSONSyntaxError> = .success(true)
        finishedBase = entries.count
        // Memory safety: as in `parseRound`; each line's input is a prefix of `text`, the batch's
        // text lent by `parseLines`'s caller (its end checked against `text.count`), and the
        // byte-order mark test reads the line's first three bytes, within it.
        entries.append(addingCapacity: entries.capacity &- entries.count) { span in
            unsafe span.withUnsafeMutableBufferPointer { buffer, initialized in
                unsafe finished = unsafe buffer
                finishedCount = carried.count
                if !carried.isEmpty {
                    unsafe carried.withUnsafeBufferPointer { previous in
                        if let source = previous.baseAddress, let base = buffer.baseAddress {
                            unsafe base.initialize(from: source, count: previous.count)
                        }
                    }
                    carried = []
                }
                outcome = Result { () throws(JSONSyntaxError) -> Bool in
                    while state.next < state.lines.count {
                        if !state.started {
                            let line = state.lines[state.next]
                            guard line.lowerBound >= 0, line.lowerBound < line.upperBound, line.upperBound <= text.count else {
                                // Not a line of `text`: the batch ends before it.
                                throw makeError(.emptyInput, expected: "a JSON value")
                            }
                            unsafe input = unsafe UnsafeBufferPointer(rebasing: text[..<line.upperBound])
                            position = line.lowerBound
                            // A byte-order mark at the line's start, which a line parsed alone skips too.
                            if line.count >= 3, unsafe input[position] == 0xEF, unsafe input[position &+ 1] == 0xBB,
                               unsafe input[position &+ 2] == 0xBF {
                                position &+= 3
                            }
                            skipWhitespace()
                            if unsafe position == input.count {
                                throw makeError(.emptyInput, expected: "a JSON value")
                            }
                            state.started = true
                            state.lineEntriesStart = finishedBase &+ finishedCount
                        }
                        if !state.valueDone {
                            guard try parseValues() else { return false }
                            skipWhitespace()
                            if unsafe position != input.count {
                                throw makeError(.trailingContent, expected: "end of input after the JSON value")
                            }
                            state.valueDone = true
                        }
                        // The root, alone on `pending`, after the line's other entries.
                        guard unsafe finishedCount < finished.count, let base = unsafe finished.baseAddress else { return false }
                        guard let root = unsafe pending.elements(from: 0).first else {
                            // Never: a complete value leaves its root. Ends the batch rather than loop.
                            throw makeError(.unexpectedEndOfInput, expected: "a JSON value")
                        }
                        unsafe (base + finishedCount).initialize(to: root)
                        finishedCount &+= 1
                        pending.removeAll(from: 0)
                        roots.append(finishedBase &+ finishedCount &- 1)
                        state.started = false
                        state.valueDone = false
                        state.next &+= 1
                    }
                    return true
                }
                initialized = finishedCount
                unsafe finished = unsafe UnsafeMutableBufferPointer(start: nil, count: 0)
            }
        }
        return try outcome.get()
    }

    /// A parser whose stacks start in the scratch buffers, which must outlive it.
    init(input: UnsafeBufferPointer<UInt8>, readableAfter: Int = 0, options: JSONParsingOptions, storage: consuming [Entry] = [],
         pendingScratch: UnsafeMutableBufferPointer<Entry>, openScratch: UnsafeMutableBufferPointer<OpenContainer>) {
        // Memory safety: only stores the lent pointers (see `parse(_:options:)` for why they
        // outlive the parser); the estimate reads `input` within its bounds.
        unsafe self.input = unsafe input
        self.readable = input.count &+ max(readableAfter, 0)
        self.maximumDepth = max(options.maximumDepth, 0)
        if storage.capacity == 0 {
            unsafe storage.reserveCapacity(EntryCountEstimate.entries(in: input))
        } else {
            storage.removeAll(keepingCapacity: true)
        }
        self.storage = storage
        pending = unsafe ScratchStack(in: pendingScratch)
        open = unsafe ScratchStack(in: openScratch)
    }

    /// Parses the whole input and returns the index and the root's position in it.
    mutating func parse() throws(JSONSyntaxError) -> (entries: [Entry], rootIndex: Int) {
        // Memory safety, for every `unsafe` in the parser's methods below: they read `input` (lent
        // for the parser's whole life, see `parse(_:options:)`) only after checking
        // `position < input.count` (or, for a lead byte, after the caller read that same byte), and
        // `pending.elements(from:)` is copied into `finished` before the stack changes again (and
        // `finished` into `pending`, separate storage). `finished` is written below
        // `finishedCount`, kept at most its count (`closeContainer` and `recordOnFullStack` check
        // the room first), and read back only below it. The word loads are commented where they are.
        skipByteOrderMark()
        skipWhitespace()
        if unsafe position == input.count {
            throw makeError(.emptyInput, expected: "a JSON value")
        }
        var entries = exchange(&storage, with: [])
        var carried: [Entry] = []
        while try !parseRound(into: &entries, carrying: &carried) {
            // Full at a close: a larger array, which the next round starts by copying the entries
            // so far into (the old and the new one alive together once, as when an array grows),
            // grown by half, not doubled: the index is the parser's largest allocation.
            let needed = entries.count + pending.count + 1
            carried = exchange(&entries, with: [])
            entries.reserveCapacity(max(needed, carried.capacity + carried.capacity / 2))
        }
        skipWhitespace()
        if unsafe position != input.count {
            throw makeError(.trailingContent, expected: "end of input after the JSON value")
        }
        // What is left on `pending` is the root alone: appended as an element, not through
        // `append(contentsOf:)`, whose generic copy cost ~110 instructions per document, which
        // a stream's small records each pay (callgrind, event-log).
        for unsafe entry in unsafe pending.elements(from: 0) { entries.append(entry) }
        return (entries, entries.count - 1)
    }

    /// Parses on from the position into `entries` (empty), whose capacity is lent as `finished`,
    /// after copying in (and freeing) `carried`, the entries of the round before; returns true
    /// when the root value is complete, false when a close found `finished` full.
    private mutating func parseRound(into entries: inout [Entry], carrying carried: inout [Entry]) throws(JSONSyntaxError) -> Bool {
        var outcome: Result<Bool, JSONSyntaxError> = .success(true)
        // Entries already there (the lines before, in `parseLines`) stay; `finished` lends the
        // capacity after them. A carried index is copied into an empty array (base 0).
        finishedBase = entries.count
        // Memory safety: `finished` holds the span's buffer only within this closure (reset before
        // it returns); `carried` fits in it (the caller reserved more), and the initialized count
        // reported is `finishedCount`, every entry below which was written (a trivial type:
        // nothing to deinitialize on the error path either).
        entries.append(addingCapacity: entries.capacity &- entries.count) { span in
            unsafe span.withUnsafeMutableBufferPointer { buffer, initialized in
                unsafe finished = unsafe buffer
                finishedCount = carried.count
                // Usually nothing carried (every round of a small document): then neither a lend
                // nor an assignment, each a call on the empty array (retain or release).
                if !carried.isEmpty {
                    unsafe carried.withUnsafeBufferPointer { previous in
                        if let source = previous.baseAddress, let base = buffer.baseAddress {
                            unsafe base.initialize(from: source, count: previous.count)
                        }
                    }
                    carried = []
                }
                outcome = Result { () throws(JSONSyntaxError) -> Bool in try parseValues() }
                initialized = finishedCount
                unsafe finished = unsafe UnsafeMutableBufferPointer(start: nil, count: 0)
            }
        }
        return try outcome.get()
    }

    // MARK: - Structure

    /// Parses one value and everything nested in it, iteratively; returns true when it is
    /// complete, false when a container's children did not fit in `finished` (the position is
    /// then at its closing byte, and `resumingAtClose` set for the next call).
    private mutating func parseValues() throws(JSONSyntaxError) -> Bool {
        var inObject = open.last?.isObject ?? false
        nextValue: while true {
            // A value starts here, or whitespace before it: skipped by the switch, so that compact
            // text (after ',' in an array, after ':') makes no separate whitespace test per value.
            guard unsafe position < input.count else {
                throw makeError(.unexpectedEndOfInput, expected: "a JSON value")
            }
            switch unsafe input[position] {
            case UInt8(ascii: "\""):
                if !recordShortPlainString() { try parseString() }
            case UInt8(ascii: "{"):
                try openContainer(isObject: true)
                inObject = true
                skipWhitespace()
                if unsafe position < input.count, unsafe input[position] == UInt8(ascii: "}") {
                    position += 1
                    // No children: they fit.
                    _ = closeContainer()
                    inObject = open.last?.isObject ?? false
                } else {
                    try parseKeyAndColon(expected: "a string key or '}'")
                    skipOneSpaceBeforeValue()
                    continue nextValue
                }
            case UInt8(ascii: "["):
                try openContainer(isObject: false)
                inObject = false
                skipWhitespace()
                if unsafe position < input.count, unsafe input[position] == UInt8(ascii: "]") {
                    position += 1
                    // No children: they fit.
                    _ = closeContainer()
                    inObject = open.last?.isObject ?? false
                } else {
                    continue nextValue
                }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try parseNumber()
            case UInt8(ascii: "t"):
                if !recordTrue() { try parseLiteral("true", kind: .true) }
            case UInt8(ascii: "f"):
                if !recordFalse() { try parseLiteral("false", kind: .false) }
            case UInt8(ascii: "n"):
                if !recordNull() { try parseLiteral("null", kind: .null) }
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                skipWhitespaceRun()
                continue nextValue
            case UInt8(ascii: "]") where resumingAtClose, UInt8(ascii: "}") where resumingAtClose:
                // A new round, at the close that did not fit: the value before it is complete.
                resumingAtClose = false
            default:
                throw makeError(.unexpectedCharacter, expected: followsComma() ? "a JSON value after ','" : "a JSON value")
            }

            // A value is complete: continue or close the containers around it. The byte that
            // follows is tested for ',' and the closing bracket first, whitespace last: compact text
            // has none there (the root's trailing whitespace is `parse()`'s to skip).
            while true {
                if open.isEmpty { return true }
                guard unsafe position < input.count else {
                    throw makeError(.unexpectedEndOfInput, expected: Self.expectedAfterValue(inObject: inObject))
                }
                let byte = unsafe input[position]
                if byte == UInt8(ascii: ",") {
                    position += 1
                    if inObject {
                        skipWhitespace()
                        try parseKeyAndColon(expected: "a string key after ','")
                        skipOneSpaceBeforeValue()
                    }
                    continue nextValue
                }
                if byte == (inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    guard closeContainer() else {
                        resumingAtClose = true
                        return false
                    }
                    position &+= 1
                    inObject = open.last?.isObject ?? false
                    continue
                }
                guard Self.isWhitespace(byte) else {
                    throw makeError(.unexpectedCharacter, expected: Self.expectedAfterValue(inObject: inObject))
                }
                skipWhitespaceRun()
            }
        }
    }

    /// What may follow a value inside a container, for the error; made only when one is thrown
    /// (a `String` made on the hot path costs a release per value).
    static func expectedAfterValue(inObject: Bool) -> String {
        inObject ? "',' or '}' after an object member" : "',' or ']' after an array element"
    }

    /// Opens the container whose bracket is at the position. Inlined, with the error out of line:
    /// the call and the registers it saved for its error path were ~39 instructions a container,
    /// more than the work (an array of two coordinates costs about as much to open as to fill).
    @inline(__always)
    private mutating func openContainer(isObject: Bool) throws(JSONSyntaxError) {
        if open.count >= maximumDepth { throw tooDeepError() }
        if childrenMovedEarly > 0 { restoreChildrenMovedEarly() }
        open.append(OpenContainer(isObject: isObject, offset: UInt32(truncatingIfNeeded: position), firstPending: pending.count))
        position &+= 1
    }

    @inline(never)
    private func tooDeepError() -> JSONSyntaxError {
        makeError(.tooDeep(limit: maximumDepth), expected: "at most \(maximumDepth) nested arrays and objects")
    }

    /// Records a value as a child of the innermost open container.
    @inline(__always)
    private mutating func record(_ entry: Entry) {
        // One capacity check on the hot path, as `append` alone has; the rest only when full.
        if !pending.appendWithinCapacity(entry) { recordOnFullStack(entry) }
    }

    /// Records a value when `pending` is full: first moves the innermost container's children to
    /// `finished` when that empties most of it and they may go there (see the type's comment),
    /// and otherwise lets `pending` grow.
    @inline(never)
    private mutating func recordOnFullStack(_ entry: Entry) {
        if movesChildrenEarly, let container = open.last, container.firstPending <= pending.count / 2 {
            let children = unsafe pending.elements(from: container.firstPending)
            // Memory safety: `children` is read within its count, before `pending` changes.
            if unsafe finishedCount &+ children.count <= finished.count, unsafe !Self.holdsContainer(children) {
                unsafe appendToFinished(children)
                childrenMovedEarly &+= children.count
                pending.removeAll(from: container.firstPending)
            }
        }
        pending.append(entry)
    }

    /// Whether any of `entries` is an array or an object. Linear over a parse: the entries looked
    /// at move to `finished`, or `pending` doubles before the next look.
    @inline(__always)
    private static func holdsContainer(_ entries: UnsafeBufferPointer<Entry>) -> Bool {
        // Memory safety: reads within the buffer, lent for the call.
        // Without a branch per entry: a kind plus 3 reaches 8 only for an array (5) or object (6).
        var kinds: UInt32 = 0
        for unsafe entry in unsafe entries {
            kinds |= (entry.tag & Entry.Flags.kindMask) &+ 3
        }
        return kinds & 8 != 0
    }

    /// Moves the innermost container's children in `finished` back under those on `pending`,
    /// before a container nested in it opens, whose children go to `finished` and would split them.
    @inline(never)
    private mutating func restoreChildrenMovedEarly() {
        guard let container = open.last else { return }
        let moved = unsafe UnsafeBufferPointer(rebasing: finished[(finishedCount &- childrenMovedEarly)..<finishedCount])
        unsafe pending.insert(moved, at: container.firstPending)
        finishedCount &-= childrenMovedEarly
        childrenMovedEarly = 0
    }

    /// Appends `entries` (not `finished`'s own storage) to `finished`, which has room for them.
    @inline(__always)
    private mutating func appendToFinished(_ entries: UnsafeBufferPointer<Entry>) {
        guard let source = entries.baseAddress, let base = unsafe finished.baseAddress else { return }
        let target = unsafe base + finishedCount
        // Most containers are small (a few members, an empty list, two coordinates): copied
        // entry by entry without a call; larger ones by `memcpy`.
        if entries.count <= 4 {
            var index = 0
            while index < entries.count {
                unsafe (target + index).initialize(to: source[index])
                index &+= 1
            }
        } else {
            unsafe target.initialize(from: source, count: entries.count)
        }
        finishedCount &+= entries.count
    }

    /// Moves the innermost container's children to `finished` and records the container itself
    /// as a child of its parent; returns false, changing nothing, when they do not fit in
    /// `finished`.
    @inline(__always)
    private mutating func closeContainer() -> Bool {
        guard let container = open.last else { return true }
        let children = unsafe pending.elements(from: container.firstPending)
        guard unsafe finishedCount &+ children.count <= finished.count else { return false }
        _ = open.popLast()
        var firstChild = finishedBase &+ finishedCount
        var childEntries = children.count
        unsafe appendToFinished(children)
        pending.removeAll(from: container.firstPending)
        if childrenMovedEarly > 0 {
            // Its children moved early are `finished`'s last entries, just ahead of the ones
            // appended now.
            firstChild &-= childrenMovedEarly
            childEntries &+= childrenMovedEarly
            childrenMovedEarly = 0
        }
        let count = container.isObject ? childEntries / 2 : childEntries
        let kind: Entry.Kind = container.isObject ? .object : .array
        pending.append(Entry(
            offset: container.offset,
            tag: kind.rawValue,
            payload: UInt64(truncatingIfNeeded: firstChild) << 32 | UInt64(truncatingIfNeeded: count)))
        return true
    }

    /// Parses `"key"` and the `:` after it, leaving the position after the colon (at the member's value
    /// or the whitespace before it).
    /// Inlined: one call per member less (its saving and restoring of registers was a tenth of
    /// parsing a record-shaped document).
    @inline(__always)
    private mutating func parseKeyAndColon(expected: String) throws(JSONSyntaxError) {
        guard unsafe position < input.count, unsafe input[position] == UInt8(ascii: "\"") else {
            let kind: JSONSyntaxError.Kind = unsafe position < input.count ? .unexpectedCharacter : .unexpectedEndOfInput
            throw makeError(kind, expected: expected)
        }
        if !recordShortPlainString() { try parseString() }
        // The colon right after the key, as compact text has it, in one test; the whitespace
        // after it is skipped where the value starts (`parseValues`).
        if unsafe position < input.count, unsafe input[position] == UInt8(ascii: ":") {
            position += 1
            return
        }
        skipWhitespace()
        guard unsafe position < input.count, unsafe input[position] == UInt8(ascii: ":") else {
            let kind: JSONSyntaxError.Kind = unsafe position < input.count ? .unexpectedCharacter : .unexpectedEndOfInput
            throw makeError(kind, expected: "':' after an object key")
        }
        position += 1
    }

    // MARK: - Scalars

    /// Records `true` at the position, when the whole word is there, and returns true; otherwise
    /// changes nothing and returns false, for `parseLiteral` (which finds the error).
    ///
    /// One small function per literal, its word a constant, not inlined: `parseLiteral`, general
    /// over the word and with its error path, cost ~43 instructions per literal (a stack frame,
    /// the `StaticString`'s flags and length tested), these ~15; recording the literals inline
    /// in `parseValues` was tried and cost 5% on number-heavy documents (register pressure).
    @inline(never)
    private mutating func recordTrue() -> Bool {
        recordWholeLiteral(Self.littleEndianWord("t", "r", "u", "e"), length: 4, kind: .true)
    }

    /// `recordTrue()` for `false`.
    @inline(never)
    private mutating func recordFalse() -> Bool {
        recordWholeLiteral(Self.littleEndianWord("f", "a", "l", "s"), length: 5, kind: .false)
    }

    /// `recordTrue()` for `null`.
    @inline(never)
    private mutating func recordNull() -> Bool {
        recordWholeLiteral(Self.littleEndianWord("n", "u", "l", "l"), length: 4, kind: .null)
    }

    /// Four ASCII characters as the `UInt32` a little-endian load of them reads.
    @inline(__always)
    private static func littleEndianWord(_ a: Unicode.Scalar, _ b: Unicode.Scalar, _ c: Unicode.Scalar, _ d: Unicode.Scalar) -> UInt32 {
        UInt32(a.value) | UInt32(b.value) &<< 8 | UInt32(c.value) &<< 16 | UInt32(d.value) &<< 24
    }

    /// Records a literal of `length` bytes (4, or 5 for `false`, whose fifth byte is `e`) whose
    /// first four are `word`, when it is at the position; returns whether it was.
    @inline(__always)
    private mutating func recordWholeLiteral(_ word: UInt32, length: Int, kind: Entry.Kind) -> Bool {
        // Memory safety: the 4-byte load reads `input[start ..< start + 4]` and the fifth byte
        // `input[start + 4]`, both within `start + length <= input.count`.
        let start = position
        guard unsafe start &+ length <= input.count, let base = unsafe input.baseAddress else { return false }
        let text = unsafe UInt32(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt32.self))
        guard text == word, unsafe length == 4 || base[start &+ 4] == UInt8(ascii: "e") else { return false }
        position = start &+ length
        record(Entry(offset: UInt32(truncatingIfNeeded: start), tag: kind.rawValue, payload: 0))
        return true
    }

    /// Parses `word` byte by byte, to find where the text stops matching: reached when
    /// `recordTrue()`, `recordFalse()` or `recordNull()` did not find the whole word, so it
    /// usually throws (and records the word only when it was whole after all).
    private mutating func parseLiteral(_ word: StaticString, kind: Entry.Kind) throws(JSONSyntaxError) {
        // Memory safety: the first byte is read where `parseValues` just read it (so
        // `position < input.count`); every later read follows a `position < input.count` check,
        // and `word.utf8Start` is read below its `utf8CodeUnitCount`.
        let start = position
        let length = word.utf8CodeUnitCount
        var matched = 0
        while matched < length, unsafe position < input.count, unsafe input[position] == word.utf8Start[matched] {
            position += 1
            matched += 1
        }
        guard matched == length else {
            let error: JSONSyntaxError.Kind = unsafe position < input.count ? .unexpectedCharacter : .unexpectedEndOfInput
            throw makeError(error, expected: "'\(word)'")
        }
        record(Entry(offset: UInt32(truncatingIfNeeded: start), tag: kind.rawValue, payload: 0))
    }

    /// Validates the number grammar exactly: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    ///
    /// The position is kept in a local and stored once (or before an error, which reads it):
    /// updating the parser's own at every byte was a load, an add with overflow check and a
    /// store each time, a third of parsing a coordinate. Every error is made out of line
    /// (`numberError`), so that the success path saves no registers for it.
    private mutating func parseNumber() throws(JSONSyntaxError) {
        // Memory safety: every byte is read at an index checked against `count` first (the first
        // one is the byte `parseValues` just read); `digitsEnd` documents its loads.
        let start = position
        let count = unsafe input.count
        guard let base = unsafe input.baseAddress else { return }
        var at = unsafe base[start] == UInt8(ascii: "-") ? start &+ 1 : start
        guard at < count, unsafe isDigit(base[at]) else { throw numberError(at: at, expected: "a digit after '-'") }
        if unsafe base[at] == UInt8(ascii: "0") {
            at &+= 1
            if at < count, unsafe isDigit(base[at]) {
                throw numberError(at: at, expected: "no leading zero in a number ('.', 'e' or the number's end after '0')")
            }
        } else {
            at = unsafe Self.digitsEnd(base, from: at &+ 1, count: count)
        }
        var flags: UInt32 = 0
        if at < count, unsafe base[at] == UInt8(ascii: ".") {
            // The point's offset kept for readers, which then need not look for it (see
            // `Entry.Flags.pointOffsetShift`).
            flags = Entry.Flags.hasFractionOrExponent | UInt32(truncatingIfNeeded: at &- start) &<< Entry.Flags.pointOffsetShift
            at &+= 1
            guard at < count, unsafe isDigit(base[at]) else { throw numberError(at: at, expected: "a digit after '.'") }
            at = unsafe Self.digitsEnd(base, from: at &+ 1, count: count)
        }
        if at < count, unsafe base[at] | 0x20 == UInt8(ascii: "e") {
            flags |= Entry.Flags.hasFractionOrExponent | Entry.Flags.hasExponent
            at &+= 1
            if at < count, unsafe base[at] == UInt8(ascii: "+") || base[at] == UInt8(ascii: "-") {
                at &+= 1
            }
            guard at < count, unsafe isDigit(base[at]) else { throw numberError(at: at, expected: "a digit in the exponent") }
            at = unsafe Self.digitsEnd(base, from: at &+ 1, count: count)
        }
        position = at
        record(Entry(
            offset: UInt32(truncatingIfNeeded: start),
            tag: Entry.Kind.number.rawValue | flags,
            payload: UInt64(truncatingIfNeeded: at &- start)))
    }

    /// The error of a number whose text stops matching the grammar at `at`: the input's end, or
    /// a byte that cannot come there.
    @inline(never)
    private mutating func numberError(at: Int, expected: String) -> JSONSyntaxError {
        position = at
        return makeError(unsafe at < input.count ? .invalidNumber : .unexpectedEndOfInput, expected: expected)
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// The index of the first non-digit at or after `start` (or `count`): eight bytes at a time,
    /// long mantissas (coordinates, ids) being the common case.
    @inline(__always)
    private static func digitsEnd(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        // Memory safety: each 8-byte load is at `at` with `at + 8 <= count`, each byte read below
        // `count`; `base` has `count` bytes (the caller's input).
        var at = start
        while at &+ 8 <= count {
            let word = unsafe UInt64(littleEndian: UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self))
            let nonDigits = nonDigitMask(word)
            if nonDigits != 0 { return at &+ nonDigits.trailingZeroBitCount &>> 3 }
            at &+= 8
        }
        while at < count, unsafe base[at] &- UInt8(ascii: "0") < 10 { at &+= 1 }
        return at
    }

    /// The high bit set in every byte (read little-endian) that is not an ASCII digit; bytes
    /// after the first flagged one may be flagged falsely (a borrow or carry from it), bytes
    /// before it are digits, which neither borrow nor carry.
    @inline(__always)
    private static func nonDigitMask(_ word: UInt64) -> UInt64 {
        // Below '0' borrows and sets the high bit of `word - 0x30`; above '9' (and up to 0xB9)
        // sets it in `word + 0x46`; 0x80 and above sets it in one of the two.
        ((word &+ 0x4646_4646_4646_4646) | (word &- 0x3030_3030_3030_3030)) & 0x8080_8080_8080_8080
    }

    /// Records the string whose opening quote is at the position when it closes within the next
    /// 32 bytes with nothing to check before the quote (no escape, control or non-ASCII byte), and
    /// returns true; otherwise changes nothing and returns false, for `parseString()`.
    ///
    /// Most keys and many values are such strings (on the social feed, 18,000 of its 26,000
    /// strings close within 16 bytes and 5,800 more within 32). Checked inline, in the loop of
    /// `parseValues` (whose vector constants then stay in registers), they cost no call: the
    /// call, its saved registers and its setup were a third of parsing a short string.
    @inline(__always)
    private mutating func recordShortPlainString() -> Bool {
        // Memory safety: the first 16-byte load reads bytes `start + 1 ..< start + 17`, the second
        // `start + 17 ..< start + 33`, each after its guard, within the `readable` bytes (the input
        // and the memory lent after it); the byte read after them is at `start + 1 + plain`, below
        // the end of the last block loaded, and inside the input (checked first).
        let start = position
        guard start &+ 17 <= readable, let base = unsafe input.baseAddress else { return false }
        var specials = unsafe ByteBlock(at: base + (start &+ 1)).stringSpecials
        var plain = 0
        if specials.isEmpty {
            guard start &+ 33 <= readable else { return false }
            specials = unsafe ByteBlock(at: base + (start &+ 17)).stringSpecials
            guard !specials.isEmpty else { return false }
            plain = 16
        }
        plain &+= specials.first
        // A quote past the input's end is not this string's: `parseString` reports it unterminated.
        guard unsafe start &+ 1 &+ plain < input.count, unsafe base[start &+ 1 &+ plain] == UInt8(ascii: "\"") else { return false }
        record(Entry(
            offset: UInt32(truncatingIfNeeded: start),
            tag: Entry.Kind.string.rawValue | Entry.Flags.checkedUTF8 | Entry.Flags.checkedASCII,
            payload: UInt64(truncatingIfNeeded: plain)))
        position = start &+ 2 &+ plain
        return true
    }

    /// Validates a string (escapes, surrogate pairs, UTF-8, no control characters) and records
    /// its raw extent; unescaping waits until someone asks for the string. (Inlining it in its
    /// two callers saved 0.6% on the social feed and cost 2% on the indented catalog.)
    private mutating func parseString() throws(JSONSyntaxError) {
        let start = position
        // The read position lives in a local, stored back before every call and every error
        // (which read it) and at the end: updating the parser's own at each step was a store
        // per block and per escape, and an overflow check per byte.
        var at = start &+ 1
        // Checked (once it is recorded), and ASCII until a byte above 0x7F shows up: reading it
        // back relies on both.
        var flags = Entry.Flags.checkedUTF8 | Entry.Flags.checkedASCII
        let count = unsafe input.count
        guard let base = unsafe input.baseAddress else { return }
        while true {
            // The next byte that matters, none of the plain ASCII bytes before it (not '"', '\\',
            // a control or a non-ASCII byte): sixteen bytes at a time while they are there (see
            // `ByteBlock`), then eight, then one (the checks below skip a plain byte). A byte found
            // goes straight to those checks, without testing the narrower loops' conditions.
            // Memory safety: each 16-byte load is at `at` with `at + 16 <= count`, each 8-byte
            // load with `at + 8 <= count`, the byte read with `at < count`.
            if at &+ 16 <= count {
                let specials = unsafe ByteBlock(at: base + at).stringSpecials
                if specials.isEmpty {
                    at &+= 16
                    continue
                }
                at &+= specials.first
            } else if at &+ 8 <= count {
                let word = unsafe UInt64(littleEndian: UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self))
                let attention = Self.attentionMask(word)
                if attention == 0 {
                    at &+= 8
                    continue
                }
                // The lowest flagged byte is the first that matters; flags above it may be false.
                at &+= attention.trailingZeroBitCount &>> 3
            } else if at >= count {
                position = at
                throw makeError(.unexpectedEndOfInput, expected: "'\"' to close the string")
            }
            let byte = unsafe base[at]
            if byte == UInt8(ascii: "\"") {
                record(Entry(
                    offset: UInt32(truncatingIfNeeded: start),
                    tag: Entry.Kind.string.rawValue | flags,
                    payload: UInt64(truncatingIfNeeded: at &- start &- 1)))
                position = at &+ 1
                return
            } else if byte == UInt8(ascii: "\\") {
                flags |= Entry.Flags.hasEscapes
                // The one-character escapes without a call; `\u` and every error in `skipEscape`.
                if at &+ 1 < count, unsafe Self.isSingleCharacterEscape(base[at &+ 1]) {
                    at &+= 2
                } else if unsafe at &+ 6 <= count && base[at &+ 1] == UInt8(ascii: "u"),
                          let unit = unsafe Self.hexValue(ofFourDigits: UInt32(littleEndian: UnsafeRawPointer(base + (at &+ 2)).loadUnaligned(as: UInt32.self))),
                          unit & 0xF800 != 0xD800 {
                    // `\uXXXX` outside the surrogates, also without a call. Memory safety: the
                    // 4-byte load reads `base[at + 2 ..< at + 6]`, within `count`.
                    at &+= 6
                } else {
                    position = at
                    try skipEscape()
                    at = position
                }
            } else if byte < 0x20 {
                position = at
                throw makeError(.controlCharacterInString, expected: "no unescaped control character in a string (escape it as \\u\(TextPosition.hex(UInt32(byte), digits: 4)))")
            } else if byte < 0x80 {
                at &+= 1
            } else {
                flags &= ~Entry.Flags.checkedASCII
                at = try skipUTF8Sequences(from: at)
            }
        }
    }

    /// The high bit of each byte of the eight (read little-endian) that is '"', '\\', below 0x20
    /// or above 0x7F is set; bytes after the first flagged one may be flagged falsely.
    @inline(__always)
    private static func attentionMask(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let hasQuote = (quotes &- ones) & ~quotes
        let hasBackslash = (backslashes &- ones) & ~backslashes
        let hasControl = word &- (ones &* 0x20)
        // Any of these has a high bit set in some byte exactly when that byte (or an earlier one)
        // matches; a non-ASCII byte sets its own high bit in `word`.
        return ((hasQuote | hasBackslash | hasControl) & ~word | word) & highs
    }

    /// Whether `\` and `byte` make a whole escape: `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`.
    @inline(__always)
    private static func isSingleCharacterEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
             UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return true
        default:
            return false
        }
    }

    /// Validates one escape at the position (which holds the backslash) and skips it.
    private mutating func skipEscape() throws(JSONSyntaxError) {
        guard unsafe position + 1 < input.count else {
            position += 1
            throw makeError(.unexpectedEndOfInput, expected: "an escape character after '\\'")
        }
        switch unsafe input[position + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
             UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "u"):
            let escapeStart = position
            let unit = try readHexEscape()
            if unit & 0xFC00 == 0xD800 {
                // A high surrogate must be followed by an escaped low surrogate; the error is at
                // what follows it instead (`found 'x'`, not the high surrogate's backslash).
                guard unsafe position + 1 < input.count, unsafe input[position] == UInt8(ascii: "\\"), unsafe input[position + 1] == UInt8(ascii: "u") else {
                    throw makeError(.loneSurrogate, expected: "a low surrogate escape (\\uDC00-\\uDFFF) after the high surrogate \\u\(hex4(unit))")
                }
                let lowStart = position
                let low = try readHexEscape()
                if low & 0xFC00 != 0xDC00 {
                    position = lowStart
                    throw makeError(.loneSurrogate, expected: "a low surrogate escape (\\uDC00-\\uDFFF) after the high surrogate \\u\(hex4(unit))")
                }
            } else if unit & 0xFC00 == 0xDC00 {
                position = escapeStart
                throw makeError(.loneSurrogate, expected: "a high surrogate escape before the low surrogate \\u\(hex4(unit))")
            }
        default:
            position += 1
            throw makeError(.invalidEscape, expected: "an escape character ('\"', '\\\\', '/', 'b', 'f', 'n', 'r', 't' or 'u') after '\\'")
        }
    }

    /// Reads `\uXXXX` at the position and returns the code unit.
    private mutating func readHexEscape() throws(JSONSyntaxError) -> UInt16 {
        // The four digits at once when they are all there and valid, the usual case: no check
        // of the end or error path per digit. Memory safety: the 4-byte load reads
        // `input[position + 2 ..< position + 6]`, within the input by the condition.
        if unsafe position &+ 6 <= input.count, let base = unsafe input.baseAddress {
            let word = unsafe UInt32(littleEndian: UnsafeRawPointer(base + (position &+ 2)).loadUnaligned(as: UInt32.self))
            if let unit = Self.hexValue(ofFourDigits: word) {
                position &+= 6
                return unit
            }
        }
        position += 2
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard unsafe position < input.count else {
                throw makeError(.unexpectedEndOfInput, expected: "four hexadecimal digits after '\\u'")
            }
            guard let digit = unsafe hexDigitValue(input[position]) else {
                throw makeError(.invalidEscape, expected: "four hexadecimal digits after '\\u'")
            }
            unit = unit << 4 | UInt16(digit)
            position += 1
        }
        return unit
    }

    /// The value of four hexadecimal digits (read little-endian: the first digit in the lowest
    /// byte), or nil when any byte is not one; without a branch per digit.
    @inline(__always)
    static func hexValue(ofFourDigits word: UInt32) -> UInt16? {
        let ones: UInt32 = 0x0101_0101
        let highs: UInt32 = 0x8080_8080
        // Every byte must be ASCII: then adding below 0x80 to a lane, or subtracting from a lane
        // whose high bit was set first, never carries or borrows into the next lane.
        guard word & highs == 0 else { return nil }
        // A digit is 0x30...0x39; a letter, made lowercase by setting 0x20, 0x61...0x66 (only
        // 'A'-'F' and 'a'-'f' land there). Each test: at least the low end (the high bit survives
        // subtracting it from the lane with its high bit set) and at most the high end (adding
        // 0x7F - high end leaves the high bit clear).
        let atLeastZero = (word | highs) &- ones &* 0x30
        let atMostNine = ~(word &+ ones &* 0x46)
        let lower = word | ones &* 0x20
        let atLeastA = (lower | highs) &- ones &* 0x61
        let atMostF = ~(lower &+ ones &* 0x19)
        let isHex = (atLeastZero & atMostNine) | (atLeastA & atMostF)
        guard isHex & highs == highs else { return nil }
        // A hex digit's value is its low nibble, plus 9 for a letter (bit 6 set).
        let values = (word & (ones &* 0x0F)) &+ ((word &>> 6) & ones) &* 9
        let unit = (values & 0xF) &<< 12 | (values &>> 8 & 0xF) &<< 8 | (values &>> 16 & 0xF) &<< 4 | values &>> 24 & 0xF
        return UInt16(truncatingIfNeeded: unit)
    }

    /// Validates the multi-byte UTF-8 sequences from `start` up to the next ASCII byte (or the
    /// end) and returns where they end: text in other scripts is runs of them, checked here
    /// without going back to the string's ASCII loop between two characters. Inlined in the
    /// string loop with the position in a register (the call, its saved registers and the
    /// position's round trip through memory were most of a short run's cost).
    @inline(__always)
    private mutating func skipUTF8Sequences(from start: Int) throws(JSONSyntaxError) -> Int {
        // Memory safety: every byte is read at an index checked against `count` first (the
        // lead at `start`, below `count`, the caller's), each word's four at `at + 4 <= count`.
        let count = unsafe input.count
        guard let base = unsafe input.baseAddress else { return start }
        var at = start
        repeat {
            // The two commonest shapes checked inline, as one little-endian word whose lowest
            // byte is the lead: most of CJK (E1-EC or EE-EF and two continuation bytes, whose
            // second byte has no narrower range: one mask and compare for the shape and one bit
            // of 0xDFFE for the lead's low nibble, clear for E0 and ED), and accents, Greek and
            // Cyrillic (C2-DF and one). ~14 instructions a CJK character with the loop's test,
            // where byte-by-byte tests took ~25. A character of either shape is most often
            // followed by another of the same, so that one is tested at once, before the loop's
            // test (the next word, or the same word's high half): the string parsing of
            // twitter.json, with its 31,770 Japanese characters, took 0.94M instructions and
            // takes 0.84M (callgrind; a lone character pays ~6 for the failed test: social-feed
            // +0.2%). Every other lead, every error and the last three bytes of the input go to
            // `skipUTF8Sequence`.
            if at &+ 4 <= count {
                let word = UInt32(littleEndian: unsafe UnsafeRawPointer(base + at).loadUnaligned(as: UInt32.self))
                if Self.isThreeByteSequence(word) {
                    at &+= 3
                    if at &+ 4 <= count,
                       Self.isThreeByteSequence(UInt32(littleEndian: unsafe UnsafeRawPointer(base + at).loadUnaligned(as: UInt32.self))) {
                        at &+= 3
                    }
                    continue
                }
                if Self.isTwoByteSequence(word) {
                    at &+= Self.isTwoByteSequence(word &>> 16) ? 4 : 2
                    continue
                }
            }
            position = at
            try skipUTF8Sequence()
            at = position
        } while unsafe at < count && base[at] >= 0x80
        return at
    }

    /// Whether the lowest three bytes of `word` are a three-byte sequence led by E1-EC or EE-EF
    /// (any continuation byte is valid second for these leads). False for E0 and ED, whose
    /// second bytes have narrower ranges.
    @inline(__always)
    private static func isThreeByteSequence(_ word: UInt32) -> Bool {
        word & 0xC0_C0F0 == 0x80_80E0 && (0xDFFE as UInt32) &>> (word & 0xF) & 1 != 0
    }

    /// Whether the lowest two bytes of `word` are a two-byte sequence: a lead C2-DF and a
    /// continuation byte.
    @inline(__always)
    private static func isTwoByteSequence(_ word: UInt32) -> Bool {
        word & 0xC0E0 == 0x80C0 && word & 0xFF >= 0xC2
    }

    /// Validates one multi-byte UTF-8 sequence at the position (RFC 3629: no overlong forms,
    /// no surrogates, nothing above U+10FFFF) and skips it.
    // Not inlined: the rarer leads (E0, ED, four-byte sequences) and the errors, kept out of
    // the string loop.
    @inline(never)
    private mutating func skipUTF8Sequence() throws(JSONSyntaxError) {
        let lead = unsafe input[position]
        let length: Int
        var secondLow: UInt8 = 0x80
        var secondHigh: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondLow = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondHigh = 0x9F
        case 0xF0: length = 4; secondLow = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondHigh = 0x8F
        default:
            throw makeError(.invalidUTF8, expected: "valid UTF-8 in a string")
        }
        for index in 1..<length {
            let at = position + index
            guard unsafe at < input.count else {
                position = at
                throw makeError(.unexpectedEndOfInput, expected: "the rest of a UTF-8 sequence")
            }
            let byte = unsafe input[at]
            let low = index == 1 ? secondLow : 0x80
            let high = index == 1 ? secondHigh : 0xBF
            guard byte >= low, byte <= high else {
                throw makeError(.invalidUTF8, expected: "valid UTF-8 in a string")
            }
        }
        position += length
    }

    // MARK: - Whitespace

    @inline(__always)
    private mutating func skipWhitespace() {
        // Every token starts above the space character: the common case leaves at once, and
        // compact text never makes the call.
        if unsafe position < input.count, unsafe input[position] <= UInt8(ascii: " ") {
            skipWhitespaceRun()
        }
    }

    /// Skips one space followed by a token, the commonest whitespace there is, and says whether
    /// it did. Called where a key was parsed, for the space between its ':' and its value in
    /// pretty-printed text (`"id": 5`): the value's dispatch would find the space, call
    /// `skipWhitespaceRun` and dispatch again. Instructions a parse: twitter.json 4.72M → 4.16M,
    /// citm_catalog.json 11.44M → 10.44M; compact text pays one test a member (social-feed +1.1%).
    /// `skipWhitespaceRun` tries it too, for the other single spaces (`[1, 2]`, `", "`).
    @inline(__always) @discardableResult
    private mutating func skipOneSpaceBeforeValue() -> Bool {
        guard unsafe position &+ 1 < input.count, unsafe input[position] == UInt8(ascii: " "),
              unsafe input[position &+ 1] > UInt8(ascii: " ") else { return false }
        position &+= 1
        return true
    }

    /// Skips a line break and the spaces after it when a token follows them, and says whether it
    /// did; otherwise changes nothing. The spaces eight at a time (`SpaceRun`: ~15 instructions
    /// for an indentation under eight, where a 16-byte block of `skipWhitespaceRun` cost ~40).
    @inline(__always)
    private mutating func skipLineBreakAndIndentation() -> Bool {
        // Memory safety: the input is lent for the call; the first byte is read below `count`,
        // the byte after the spaces inside the word that found it.
        let count = unsafe input.count
        guard position < count, let base = unsafe input.baseAddress,
              unsafe base[position] == UInt8(ascii: "\n"),
              let at = unsafe SpaceRun.end(from: position &+ 1, in: base, count: count),
              unsafe base[at] > UInt8(ascii: " ") else { return false }
        position = at
        return true
    }

    /// Whether `byte` is JSON whitespace: ' ', '\n', '\r' or '\t'.
    @inline(__always)
    /// Whether the byte before the position, whitespace aside, is a `,`: a value missing there
    /// is said to be missing after it (`[1, 2,]`, a trailing comma), as a key is in an object.
    /// Asked only for an error.
    private func followsComma() -> Bool {
        var index = unsafe min(position, input.count) - 1
        while index >= 0, unsafe Self.isWhitespace(input[index]) { index -= 1 }
        guard index >= 0 else { return false }
        return unsafe input[index] == UInt8(ascii: ",")
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }

    /// Skips whitespace from the position, which holds a byte at most ' '. The two runs of
    /// pretty-printed text first (a line break and spaces, one space), then sixteen bytes at a
    /// time (see `ByteBlock`). (Byte by byte, with runs of spaces eight at a time, it was ~80
    /// instructions a run and two fifths of parsing the indented catalog; blocks alone, ~40 a
    /// run, and the indented citm_catalog.json 3% slower than with the words. The line break
    /// tested before the one space: citm_catalog.json 2.0% fewer instructions, twitter.json 1.5%;
    /// skipping the indentation in line after an object's ',' saved 4.8% on twitter.json but
    /// cost compact text 0.35–0.45%, and sixteen spaces a block cost more than words.)
    private mutating func skipWhitespaceRun() {
        // Memory safety: each 16-byte load is at `at` with `at + 16 <= count`, each byte read
        // below `count`.
        // A line break and the next line's indentation, the commonest run left for this call in
        // pretty-printed text (the space after ':' is skipped where the key is parsed); then one
        // space and a token, by two byte tests instead of a block (~10 instructions, not ~40).
        // Any other whitespace goes on in the blocks.
        if skipLineBreakAndIndentation() || skipOneSpaceBeforeValue() { return }
        let count = unsafe input.count
        guard let base = unsafe input.baseAddress else { return }
        var at = position
        while at &+ 16 <= count {
            let other = unsafe ByteBlock(at: base + at).nonWhitespace
            if !other.isEmpty {
                position = at &+ other.first
                return
            }
            at &+= 16
        }
        while at < count, unsafe Self.isWhitespace(base[at]) { at &+= 1 }
        position = at
    }

    /// A leading UTF-8 byte-order mark is skipped, as RFC 8259 section 8.1 allows.
    private mutating func skipByteOrderMark() {
        if unsafe input.count >= 3, unsafe input[0] == 0xEF, unsafe input[1] == 0xBB, unsafe input[2] == 0xBF {
            position = 3
        }
    }

    // MARK: - Errors

    private func makeError(_ kind: JSONSyntaxError.Kind, expected: String) -> JSONSyntaxError {
        let at = unsafe min(position, input.count)
        let (line, column) = unsafe TextPosition.lineAndColumn(of: at, in: input)
        return unsafe JSONSyntaxError(
            kind: kind, expected: expected, found: TextPosition.describeByte(at: at, in: input),
            offset: at, line: line, column: column)
    }

    /// `error`, thrown by this parser, naming the innermost container left open where
    /// `JSONSyntaxError.namingUnclosedContainer` says. Called where the error leaves the parser,
    /// whose stack of open containers is as the error left it, not in `makeError`: any code more
    /// there cost the parser's hot functions 0.3% to 0.6% of parsing (callgrind), inlined or not.
    @inline(never)
    func namingOpenContainer(_ error: JSONSyntaxError) -> JSONSyntaxError {
        guard let container = open.last else { return error }
        return unsafe error.namingUnclosedContainer(at: Int(container.offset), isObject: container.isObject, in: input)
    }

    private func hex4(_ unit: UInt16) -> String { TextPosition.hex(UInt32(unit), digits: 4) }
}
