extension JSONDocument {
    /// `body`'s result for the value at `index`, lent to it for the call.
    ///
    /// Why not `body(value(at: index))`: a value returned holds the document, so making one is a
    /// retain and letting it go a release, two atomic operations per element or member. An
    /// object, array or number built in place for each call, from the document the caller
    /// already holds, is lent without either (the optimizer forwards the caller's borrow; a
    /// value chosen in one branch and passed in another is a copy). Strings, bools and null hold
    /// no document and are made as `value(at:)` makes them.
    ///
    /// Always inlined, with `body`: each call site becomes four direct calls.
    @inlinable @inline(__always)
    package func withValue<Result, Failure: Error>(at index: Int, _ body: (JSON) throws(Failure) -> Result) throws(Failure) -> Result {
        switch unsafe entries[index].kind {
        case .object: return try body(.object(JSON.Object(document: self, entryIndex: index)))
        case .array: return try body(.array(JSON.Array(document: self, entryIndex: index)))
        case .number: return try body(.number(JSON.Number(document: self, entryIndex: index)))
        default: return try body(value(at: index))
        }
    }
}
