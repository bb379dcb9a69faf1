extension Array: JSONDecodable where Element: JSONDecodable {
    /// A JSON array whose every element decodes as `Element`. When elements fail, the error lists
    /// each of them with its index (`places.place[3].photo_count: …`).
    @inlinable
    public static func decode(_ json: JSON) -> Decoded<[Element]> {
        json.decodeEach(Element.decode, expected: "[\(Element.self)]")
    }
}
