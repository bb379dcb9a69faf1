extension Dictionary: JSONDecodable where Key == String, Value: JSONDecodable {
    /// A JSON object whose every member value decodes as `Value`; with duplicate keys the last
    /// wins. When members fail, the error lists each of them with its key.
    @inlinable
    public static func decode(_ json: JSON) -> Decoded<[String: Value]> {
        guard case .object(let object) = json else {
            return .failure(.typeMismatch(expected: "[String: \(Value.self)]", found: json))
        }
        var dictionary: [String: Value] = [:]
        dictionary.reserveCapacity(object.count)
        var error: DecodeError?
        for member in 0..<object.count {
            switch Value.decode(object.value(at: member)) {
            case .success(let value):
                if error == nil { dictionary[object.key(at: member)] = value }
            case .failure(let failure):
                error = object.collect(failure, ofMember: member, after: error)
            }
        }
        if let error { return .failure(error) }
        return .success(dictionary)
    }
}
