/// `[E]`, decoded element by element into storage allocated once at the right size, instead of
/// through the standard library's generic `append` loop. Same values and errors: a value that is
/// not an array fails as `unkeyedContainer()` fails, an element at `[i]`.
protocol ArrayDecodable {
    /// The elements of the array entry `array`, which the decoder is at.
    static func decodeElements(from decoder: DocumentDecoder, array: Int) throws -> Self
}

extension Array: ArrayDecodable where Element: Decodable {
    static func decodeElements(from decoder: DocumentDecoder, array: Int) throws -> Self {
        let entry = decoder.entries[array]
        let first = entry.firstChild
        let depth = decoder.path.count
        return try Array(unsafeUninitializedCapacity: entry.childCount) { buffer, initializedCount in
            for index in 0..<buffer.count {
                let element = try decoder.unwrap(Element.self, value: first &+ index, at: ValueLocation(depth: depth, key: .index(index)))
                buffer.initializeElement(at: index, to: element)
                initializedCount = index &+ 1
            }
        }
    }
}

extension DocumentDecoder {
    /// The array `T` is, which `route` found to be the `Array` type `A`.
    func decodeElements<A: ArrayDecodable, T>(of arrayType: A.Type, as type: T.Type, array: Int) throws -> T {
        // From a type to itself: `A` was found from `T.self`.
        unsafeBitCast(try A.decodeElements(from: self, array: array), to: T.self)
    }
}
