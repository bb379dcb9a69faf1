extension Set: JSONDecodable where Element: JSONDecodable {
    /// A JSON array whose every element decodes as `Element`, as a set: equal elements count
    /// once, as `JSONDecoder` reads a `Set`. When elements fail, the error lists each of them
    /// with its index (`tags[2]: expected String, found number 7`).
    @inlinable
    public static func decode(_ json: JSON) -> Decoded<Set<Element>> {
        // As an array's: numbers, strings and bools straight from the document first.
        switch json {
        case .array(let array):
            if let elements = array.scalarElements(as: Element.self) { return .success(Set(elements)) }
        default:
            break
        }
        switch json.decodeEach(Element.decode, expected: TypeName.of(Set<Element>.self)) {
        case .success(let elements): return .success(Set(elements))
        case .failure(let error): return .failure(error)
        }
    }
}
