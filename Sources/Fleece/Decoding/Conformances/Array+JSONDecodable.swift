extension Array: JSONDecodable where Element: JSONDecodable {
    /// A JSON array whose every element decodes as `Element`. When elements fail, the error lists
    /// each of them with its index (`places.place[3].photo_count: …`).
    public static func decode(_ json: JSON) -> Decoded<[Element]> {
        guard case .array(let array) = json else {
            return .failure(.typeMismatch(expected: "[\(Element.self)]", found: json))
        }
        let document = array.document
        var elements: [Element] = []
        elements.reserveCapacity(array.count)
        var error: DecodeError?
        for position in array.indices {
            let entry = array.elementEntryIndex(position)
            switch Element.decode(document.value(at: entry)) {
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
