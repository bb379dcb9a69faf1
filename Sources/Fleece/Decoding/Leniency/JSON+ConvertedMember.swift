extension JSON {
    /// `field(key).converted(declaredAt:)`: the member `key` decoded as `T`, or converted from
    /// its text (`json <|~ "count"`, `json.convert("count")`), without a `FieldLookup` on the
    /// way when the member is there and reads or converts at once.
    ///
    /// A member that is already a `T` (a number for an integer or `Double`, a string for a
    /// `String`) is read straight from the document, as `<|` reads it; a string for a number or
    /// a bool is converted from its text, as `converted` does when no report is collected (a
    /// plain integer or a JSON number read in place, without making the `String`). The
    /// rest (absent, null, a conversion that fails or is to be reported, not an object) takes
    /// `field(key).converted(declaredAt:)`, so values, errors and report entries are its own.
    @inlinable
    func convertedMember<T: JSONDecodable & LosslessStringConvertible>(
        _ key: String, as type: T.Type = T.self, declaredAt declaration: CallSite? = nil
    ) -> Decoded<T> {
        switch self {
        case .object(let object):
            guard let entry = object.valueEntryIndex(forKey: key) else { break }
            let document = object.document
            if let scalar = document.scalar(at: entry, as: T.self) { return .success(scalar) }
            if T.self is any StringRejectingScalar.Type, !LeniencyReport.isCollecting {
                if let number = document.number(inStringAt: entry, as: T.self) { return .success(number) }
                if let text = document.decodedString(at: entry), let converted = ConvertibleText.value(text, as: T.self) { return .success(converted) }
            }
        default:
            break
        }
        return field(key).converted(declaredAt: declaration)
    }
}
