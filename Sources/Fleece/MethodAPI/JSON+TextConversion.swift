// The method API's conversions for a type that converts from text but is not
// `LosslessStringConvertible`: Foundation's `Decimal`, whose public `convert` and
// `wantConverted` FleeceFoundation declares on these, with its own conversion. The rules are
// those of the `LosslessStringConvertible` forms (JSON+Lenient.swift).

extension JSON {
    /// The member at `keys` (one key: the member `keys[0]`) as `T`, or converted from its text by
    /// `fromText`, recorded as `.convertedValue`; see `convert(_:as:file:line:)`.
    package func convert<T: JSONDecodable>(
        _ keys: [String], fromText: (String) -> T?, file: StaticString, line: UInt
    ) throws(DecodeError) -> T {
        try lookup(keys).converted(fromText: fromText, declaredAt: CallSite(file, line)).get()
    }

    /// `convert(_:fromText:file:line:)` with `want`'s rule: nil for an absent key, or for a null
    /// with `allowNull`; see `wantConverted(_:as:allowNull:file:line:)`.
    package func wantConverted<T: JSONDecodable>(
        _ keys: [String], allowNull: Bool, fromText: (String) -> T?, file: StaticString, line: UInt
    ) throws(DecodeError) -> T? {
        let field = keys.count == 1 ? field(keys[0]) : field(keys, nullEndsPath: allowNull)
        guard !field.isNilWhenWanted(allowNull: allowNull) else { return nil }
        return try field.converted(fromText: fromText, declaredAt: CallSite(file, line)).get()
    }

    /// The element at `index` of this array as `T`, or converted from its text by `fromText`;
    /// see `convert(_:as:file:line:)` of an index.
    package func convert<T: JSONDecodable>(
        _ index: Int, fromText: (String) -> T?, file: StaticString, line: UInt
    ) throws(DecodeError) -> T {
        let declaration = CallSite(file, line)
        return try elementField(index, declaredAt: declaration).converted(fromText: fromText, declaredAt: declaration).get()
    }

    /// The elements of the array at `key`, each as `T` or converted from its text by
    /// `fromText`; see `convertEach(_:as:file:line:)`.
    package func convertEach<T: JSONDecodable>(
        _ key: String, fromText: (String) -> T?, file: StaticString, line: UInt
    ) throws(DecodeError) -> [T] {
        let declaration = CallSite(file, line)
        return try field(key).convertedElements(declaredAt: declaration) {
            $0.converted(fromText: fromText, declaredAt: declaration)
        }.get()
    }

    /// The lookup of one key, or of a path, as `convert` makes them.
    private func lookup(_ keys: [String]) -> FieldLookup {
        keys.count == 1 ? field(keys[0]) : field(keys, nullEndsPath: false)
    }
}

extension FieldLookup {
    /// The value decoded as `T`, or, when that fails and it is a string, converted by
    /// `fromText`, as `converted` converts (see `decodedOrConverted`).
    func converted<T: JSONDecodable>(fromText: (String) -> T?, declaredAt declaration: CallSite) -> Decoded<T> {
        guard case .present(let value, let site) = self else { return .failure(notPresentError(declaredAt: declaration)) }
        return decodedOrConverted(value, at: site, declaredAt: declaration) { value in
            guard case .string(let text) = value else { return nil }
            return fromText(text)
        }
    }
}
