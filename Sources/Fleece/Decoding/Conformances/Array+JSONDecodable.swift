extension Array: JSONDecodable where Element: JSONDecodable {
    /// A JSON array whose every element decodes as `Element`. When elements fail, the error lists
    /// each of them with its index (`places.place[3].photo_count: …`).
    @inlinable
    public static func decode(_ json: JSON) -> Decoded<[Element]> {
        // Arrays of numbers, strings and bools first straight from the document (see
        // JSON+ScalarArrays.swift); any element that does not decode takes the general path,
        // which gives the errors.
        switch json {
        case .array(let array):
            if let elements = array.scalarElements(as: Element.self) { return .success(elements) }
        default:
            break
        }
        return json.decodeEach(Element.decode, expected: TypeName.of([Element].self))
    }
}
