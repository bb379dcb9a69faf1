extension JSON {
    /// Decodes every element of this array with `decode`: for element types that cannot conform
    /// to ``JSONDecodable``, such as the base class of a class family.
    ///
    /// ```swift
    /// let shapes: Decoded<[Shape]> = json.decodeEach(Shape.decode)
    /// let nested: Decoded<[Shape]> = (json <| "shapes").decodeEach(Shape.decode)
    /// ```
    /// When elements fail, the error lists each of them with its index.
    public func decodeEach<Element>(_ decode: (JSON) -> Decoded<Element>) -> Decoded<[Element]> {
        decodeEach(decode, expected: "[\(Element.self)]")
    }

    func decodeEach<Element>(_ decode: (JSON) -> Decoded<Element>, expected: @autoclosure () -> String) -> Decoded<[Element]> {
        guard case .array(let array) = self else {
            return .failure(.typeMismatch(expected: expected(), found: self))
        }
        let document = array.document
        var elements: [Element] = []
        elements.reserveCapacity(array.count)
        var error: DecodeError?
        for position in array.indices {
            let entry = array.elementEntryIndex(position)
            switch decode(document.value(at: entry)) {
            case .success(let element):
                if error == nil { elements.append(element) }
            case .failure(let failure):
                let located = failure.located(atEntry: entry, of: document)
                error = error.map { $0.merging(located) } ?? located
            }
        }
        if let error { return .failure(error) }
        return .success(elements)
    }
}

extension Result where Success == JSON, Failure == DecodeError {
    /// Decodes every element of the array decoded before with `decode`:
    /// `(json <| "shapes").decodeEach(Shape.decode)`. A failure on the left stays a failure.
    public func decodeEach<Element>(_ decode: (JSON) -> Decoded<Element>) -> Decoded<[Element]> {
        flatMap { $0.decodeEach(decode) }
    }
}
