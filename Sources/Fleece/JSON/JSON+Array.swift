extension JSON {
    /// The elements of a JSON array: a random-access collection of ``JSON`` indexed from 0.
    ///
    /// A view into the parsed document: copying it or reading an element allocates nothing
    /// beyond the strings asked for, and any element is reached in O(1).
    ///
    /// ```swift
    /// let json = try JSON(parsing: "[1, \"two\", null]")
    /// guard case .array(let items) = json else { return }
    /// items.count // 3
    /// items[1]    // .string("two")
    /// ```
    public struct Array: Sendable {
        @usableFromInline package let document: JSONDocument
        /// The array's own entry in the document.
        @usableFromInline package let entryIndex: Int

        @inlinable
        package init(document: JSONDocument, entryIndex: Int) {
            self.document = document
            self.entryIndex = entryIndex
        }

        /// The document entry of the element at `position`.
        @inlinable
        package func elementEntryIndex(_ position: Int) -> Int {
            unsafe document.entries[entryIndex].firstChild &+ position
        }

        /// The byte offset of the array's `[` in the input, or nil for a value built in code.
        package var sourceOffset: Int? { document.sourceOffset(ofEntry: entryIndex) }
    }
}

extension JSON.Array: RandomAccessCollection {
    /// Always 0.
    @inlinable public var startIndex: Int { 0 }
    /// The element count.
    @inlinable public var endIndex: Int { unsafe document.entries[entryIndex].childCount }
    /// The element count, read from the index (the default, `distance(from:to:)`, was a call
    /// and a tenth of reading an array of numbers).
    @inlinable public var count: Int { endIndex }

    /// The element at `position`, which must be in `indices` (as with any collection).
    /// An index out of range gives `.null` rather than trapping.
    @inlinable
    public subscript(position: Int) -> JSON {
        guard position >= 0, position < endIndex else { return .null }
        return document.value(at: elementEntryIndex(position))
    }
}

extension JSON.Array {
    /// Iterates the elements in order, reading the array's extent once rather than at every step.
    ///
    /// ```swift
    /// for element in items { print(element) }
    /// ```
    public struct Iterator: IteratorProtocol, Sendable {
        @usableFromInline let document: JSONDocument
        @usableFromInline var nextEntry: Int
        @usableFromInline let endEntry: Int

        @inlinable
        init(_ array: JSON.Array) {
            document = array.document
            nextEntry = array.elementEntryIndex(0)
            endEntry = nextEntry &+ array.endIndex
        }

        /// The next element, or nil after the last.
        @inlinable
        public mutating func next() -> JSON? {
            guard nextEntry < endEntry else { return nil }
            defer { nextEntry &+= 1 }
            return document.value(at: nextEntry)
        }
    }

    /// An iterator over the elements, in order.
    @inlinable public func makeIterator() -> Iterator { Iterator(self) }
}

extension JSON.Array {
    /// Calls `body` with each element in order, as `for element in array` does, but lends each
    /// element for the call instead of handing over a copy.
    ///
    /// ```swift
    /// var total = 0.0
    /// coordinates.forEach { if case .number(let n) = $0 { total += n.double } }
    /// ```
    ///
    /// Why it is faster: an element a `for` loop receives holds the document, a retain and a
    /// release each (two atomic operations, 43% of the time of a walk over coordinates); an
    /// element lent here is built in place from the document the array holds. Same elements,
    /// same errors with their paths and positions.
    ///
    /// - Throws: whatever `body` throws, which ends the iteration.
    @inlinable
    public func forEach(_ body: (JSON) throws -> Void) rethrows {
        var entry = elementEntryIndex(0)
        let end = entry &+ endIndex
        while entry < end {
            try document.withValue(at: entry, body)
            entry &+= 1
        }
    }
}
