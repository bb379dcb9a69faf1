extension Dictionary: JSONDecodable where Key == String, Value: JSONDecodable {
    /// A JSON object whose every member value decodes as `Value`; with duplicate keys the last
    /// wins. When members fail, the error lists each of them with its key.
    public static func decode(_ json: JSON) -> Decoded<[String: Value]> {
        guard case .object(let object) = json else {
            return .failure(.typeMismatch(expected: "[String: \(Value.self)]", found: json))
        }
        let document = object.document
        var dictionary: [String: Value] = [:]
        dictionary.reserveCapacity(object.count)
        var error: DecodeError?
        for member in 0..<object.count {
            let entry = object.valueEntryIndex(ofMember: member)
            switch Value.decode(document.value(at: entry)) {
            case .success(let value):
                if error == nil { dictionary[object.key(at: member)] = value }
            case .failure(let failure):
                let located = failure.located(atEntry: entry, of: document)
                error = error.map { $0.merging(located) } ?? located
            }
        }
        if let error { return .failure(error) }
        return .success(dictionary)
    }
}
