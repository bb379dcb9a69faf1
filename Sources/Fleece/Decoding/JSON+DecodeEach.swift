extension JSON {
    /// Decodes every element of this array with `decode`: for element types that cannot conform
    /// to ``JSONDecodable``, such as the base class of a class family.
    ///
    /// ```swift
    /// let shapes: Decoded<[Shape]> = json.decodeEach(Shape.decode)
    /// let nested: Decoded<[Shape]> = (json <| "shapes").decodeEach(Shape.decode)
    /// ```
    /// When elements fail, the error lists each of them with its index.
    @inlinable
    public func decodeEach<Element>(_ decode: (JSON) -> Decoded<Element>) -> Decoded<[Element]> {
        decodeEach(decode, expected: TypeName.of([Element].self))
    }

    /// The elements decoded by `decode`, or every failure; `expected` names the array type for
    /// a value that is not an array. Inlinable, so that `[Place]` is decoded by code made for `Place`.
    @inlinable
    func decodeEach<Element>(_ decode: (JSON) -> Decoded<Element>, expected: @autoclosure () -> String) -> Decoded<[Element]> {
        // A `switch`, not `guard case`: the array is then borrowed from `self`, not copied.
        switch self {
        case .array(let array): return array.decodeEach(decode)
        default: return .failure(.typeMismatch(expected: expected(), found: self))
        }
    }
}

extension JSON.Array {
    /// Every element decoded by `decode`, or every failure. Each element is lent to `decode`
    /// (`withValue(at:_:)`: no retain and release of the document per element).
    @inlinable
    func decodeEach<Element>(_ decode: (JSON) -> Decoded<Element>) -> Decoded<[Element]> {
        let count = self.count
        var elements: [Element] = []
        elements.reserveCapacity(count)
        var error: DecodeError?
        for position in 0 ..< count {
            switch document.withValue(at: elementEntryIndex(position), decode) {
            case .success(let element):
                if error == nil { elements.append(element) }
            case .failure(let failure):
                collect(failure, ofElement: position, into: &error)
            }
        }
        if let error { return .failure(error) }
        return .success(elements)
    }
}

extension JSON.Array {
    /// Adds `failure` of the element at `position`, given that element's place, after the
    /// failures of earlier elements.
    @usableFromInline
    func collect(_ failure: DecodeError, ofElement position: Int, into collected: inout DecodeError?) {
        collected.append(failure.located(atEntry: elementEntryIndex(position), of: document))
    }
}

extension JSON.Object {
    /// Adds `failure` of the value of the member at `position`, given that value's place, after
    /// the failures of earlier members.
    @usableFromInline
    func collect(_ failure: DecodeError, ofMember position: Int, into collected: inout DecodeError?) {
        collected.append(failure.located(atEntry: valueEntryIndex(ofMember: position), of: document))
    }

    /// Adds `failure` of the key of the member at `position` (a key that names no `Key` of a
    /// dictionary), given that key's place, after the failures of earlier members.
    @usableFromInline
    func collect(_ failure: DecodeError, ofKeyOfMember position: Int, into collected: inout DecodeError?) {
        collected.append(failure.located(atEntry: keyEntryIndex(ofMember: position), of: document))
    }
}

extension Result where Success == JSON, Failure == DecodeError {
    /// Decodes every element of the array decoded before with `decode`:
    /// `(json <| "shapes").decodeEach(Shape.decode)`. A failure on the left stays a failure.
    @inlinable
    public func decodeEach<Element>(_ decode: (JSON) -> Decoded<Element>) -> Decoded<[Element]> {
        flatMap { $0.decodeEach(decode) }
    }
}
