import FleeceNetworking

/// The value at `key` of the object `json` as `T`, taken as it is or converted from its text or
/// number (`"51.5"` or `51.5` for a `Double`, `28446460` or `"28446460"` for a `String`); nil
/// when the key is absent or null.
///
/// For a field the table can do without: a value that is there but unusable (`"latitude": {}`)
/// is nil too, and recorded as `.replacedWithNil` in the `LeniencyReport` being collected, so
/// that nothing is forgiven silently. Only `json` not being an object fails, as `<|` would.
func optionalField<T: JSONDecodable & LosslessStringConvertible>(_ json: JSON, _ key: String) -> Decoded<T?> {
    guard case .object(let object) = json else {
        return .failure(.typeMismatch(expected: "object", found: json))
    }
    switch object[key] {
    case nil, .null?:
        return pure(nil)
    case .some:
        let converted: Decoded<T> = json <|~ key
        switch converted {
        case .success(let value):
            return pure(value)
        case .failure(let error):
            LeniencyReport.record(LeniencyReport.Entry(action: .replacedWithNil, path: error.path, position: error.position, error: error))
            return pure(nil)
        }
    }
}
