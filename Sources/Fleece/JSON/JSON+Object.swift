extension JSON {
    /// The members of a JSON object, in document order, with lookup by key.
    ///
    /// A view into the parsed document: copying it or reading a member allocates nothing beyond
    /// the strings asked for. A parsed object keeps a repeated key as it is written: iteration
    /// shows every member, lookup by key gives the last one (as `JSONSerialization` and
    /// JavaScript's `JSON.parse` do; `JSONDecoder`, and `FleeceDecoder` with it, take the first).
    ///
    /// ```swift
    /// let json = try JSON(parsing: #"{"id": 1, "name": "Ada"}"#)
    /// guard case .object(let user) = json else { return }
    /// user.count          // 2
    /// user.keys           // ["id", "name"]
    /// user["name"]        // .string("Ada")
    /// for (key, value) in user { print(key, value) }
    /// ```
    public struct Object: Sendable {
        @usableFromInline package let document: JSONDocument
        /// The object's own entry in the document.
        @usableFromInline package let entryIndex: Int

        @inlinable
        package init(document: JSONDocument, entryIndex: Int) {
            self.document = document
            self.entryIndex = entryIndex
        }

        /// The number of members, duplicates included.
        @inlinable public var count: Int { unsafe document.entries[entryIndex].childCount }

        /// True when the object has no members.
        public var isEmpty: Bool { count == 0 }

        /// The keys in document order, duplicates included.
        public var keys: [String] { (0..<count).map(key(at:)) }

        /// The key of the member at `position` (0 is the first member, in document order).
        ///
        /// ```swift
        /// user.key(at: 1)   // "name"
        /// user.key(at: 9)   // "" (out of range)
        /// ```
        /// A position outside `0..<count` gives `""`, never another object's key or a trap: out
        /// of range means the same here, in ``value(at:)`` (`.null`) and in the collection
        /// subscript (`("", .null)`).
        public func key(at position: Int) -> String {
            guard contains(position) else { return "" }
            return document.readKey(at: keyEntryIndex(ofMember: position))
        }

        /// The value of the member at `position` (0 is the first member, in document order).
        ///
        /// ```swift
        /// user.value(at: 1)   // .string("Ada")
        /// user.value(at: 9)   // .null (out of range)
        /// ```
        /// A position outside `0..<count` gives `.null`, as ``key(at:)`` gives `""`.
        public func value(at position: Int) -> JSON {
            guard contains(position) else { return .null }
            return document.value(at: valueEntryIndex(ofMember: position))
        }

        /// Where the key of the member at `index` is in the text the object was parsed from (at
        /// its opening quote), or nil for an object built in code or an index out of range.
        ///
        /// For a reader of settings files that warns of keys it does not know (a misspelled
        /// `"timeot"`):
        ///
        /// ```swift
        /// for (index, key) in settings.keys.enumerated() where !known.contains(key) {
        ///     let place = settings.keyPosition(ofMember: index).map { " at \($0)" } ?? ""
        ///     print("warning: unknown key \"\(key)\"\(place)")   // warning: unknown key "timeot" at line 7, column 3
        /// }
        /// ```
        public func keyPosition(ofMember index: Int) -> JSONPosition? {
            guard contains(index) else { return nil }
            return document.position(ofEntry: keyEntryIndex(ofMember: index))
        }

        /// True when `position` is a member's: the one bounds check of every public accessor.
        @inline(__always)
        private func contains(_ position: Int) -> Bool {
            position >= 0 && position < count
        }

        /// The value for `key`: the last member with that key, or nil when there is none.
        public subscript(key: String) -> JSON? {
            memberIndex(forKey: key).map(value(at:))
        }

        /// The document entry of the key of the member at `position`.
        @inlinable
        package func keyEntryIndex(ofMember position: Int) -> Int {
            unsafe document.entries[entryIndex].firstChild &+ 2 &* position
        }

        /// The document entry of the value of the member at `position`.
        @inlinable
        package func valueEntryIndex(ofMember position: Int) -> Int {
            keyEntryIndex(ofMember: position) &+ 1
        }

        /// The byte offset of the object's `{` in the input, or nil for a value built in code.
        package var sourceOffset: Int? { document.sourceOffset(ofEntry: entryIndex) }
    }
}

extension JSON.Object: RandomAccessCollection {
    /// A member: its key and its value.
    public typealias Element = (key: String, value: JSON)

    /// Always 0.
    public var startIndex: Int { 0 }
    /// The member count.
    public var endIndex: Int { count }

    /// The member at `position`, which must be in `indices` (as with any collection).
    /// An index out of range gives `("", .null)` rather than trapping, as ``JSON/Object/key(at:)``
    /// and ``JSON/Object/value(at:)`` do.
    public subscript(position: Int) -> (key: String, value: JSON) {
        (key(at: position), value(at: position))
    }
}

extension JSON.Object {
    /// Iterates the members in document order, reading the object's extent once rather than at
    /// every step.
    ///
    /// ```swift
    /// for (key, value) in user { print(key, value) }
    /// ```
    public struct Iterator: IteratorProtocol, Sendable {
        @usableFromInline let document: JSONDocument
        /// The entry of the next member's key; its value's follows.
        @usableFromInline var nextEntry: Int
        @usableFromInline let endEntry: Int

        @inlinable
        init(_ object: JSON.Object) {
            document = object.document
            nextEntry = object.keyEntryIndex(ofMember: 0)
            endEntry = nextEntry &+ 2 &* object.count
        }

        /// The next member, or nil after the last.
        @inlinable
        public mutating func next() -> (key: String, value: JSON)? {
            guard nextEntry < endEntry else { return nil }
            defer { nextEntry &+= 2 }
            return (document.readKey(at: nextEntry), document.value(at: nextEntry &+ 1))
        }
    }

    /// An iterator over the members, in document order.
    @inlinable public func makeIterator() -> Iterator { Iterator(self) }
}

extension JSON.Object {
    /// Calls `body` with each member in document order, as `for (key, value) in object` does,
    /// but lends each value for the call instead of handing over a copy (see
    /// `JSON.Array.forEach(_:)`, which says why that is faster).
    ///
    /// ```swift
    /// user.forEach { key, value in print(key, value) }
    /// ```
    ///
    /// - Throws: whatever `body` throws, which ends the iteration.
    @inlinable
    public func forEach(_ body: ((key: String, value: JSON)) throws -> Void) rethrows {
        var entry = keyEntryIndex(ofMember: 0)
        let end = entry &+ 2 &* count
        while entry < end {
            let key = document.readKey(at: entry)
            try document.withValue(at: entry &+ 1) { value in try body((key, value)) }
            entry &+= 2
        }
    }
}
