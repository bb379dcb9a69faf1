extension FieldLookup {
    /// The elements of the array that decode, in order; each element that fails is skipped and
    /// recorded as `.skippedElement`. An absent key, null or a value that is not an array gives
    /// an empty array, recorded as `.usedDefault` (with the error, for a value of the wrong kind).
    /// Only a failure to reach the key (a non-object on the way) is an error.
    func lossy<Element: JSONDecodable>(as type: Element.Type = Element.self, declaredAt declaration: CallSite? = nil) -> Decoded<[Element]> {
        switch self {
        case .absent(let key, let object):
            LeniencyReport.record(.usedDefault, atEntry: object.entryIndex, of: object.document, missingKey: key, error: nil)
            return .success([])
        case .present(.null, let entry, let document):
            LeniencyReport.record(.usedDefault, atEntry: entry, of: document, error: nil)
            return .success([])
        case .present(.array(let array), _, _):
            return .success(Self.decodeElements(of: array))
        case .present(let value, let entry, let document):
            if LeniencyReport.isCollecting {
                let error = DecodeError.typeMismatch(expected: "[\(Element.self)]", found: value)
                    .located(atEntry: entry, of: document, declaredAt: declaration)
                LeniencyReport.record(.usedDefault, atEntry: entry, of: document, error: error)
            }
            return .success([])
        case .failed(let error):
            return .failure(error.declared(at: declaration))
        }
    }

    private static func decodeElements<Element: JSONDecodable>(of array: JSON.Array) -> [Element] {
        let document = array.document
        var elements: [Element] = []
        elements.reserveCapacity(array.count)
        for position in array.indices {
            let entry = array.elementEntryIndex(position)
            switch Element.decode(document.value(at: entry)) {
            case .success(let element):
                elements.append(element)
            case .failure(let error):
                LeniencyReport.record(.skippedElement, atEntry: entry, of: document,
                                      error: error.located(atEntry: entry, of: document))
            }
        }
        return elements
    }

    /// The value decoded as `T`, or, when that fails, converted from its text (`"12.2"` for a
    /// `Double`; for a `String` also a number or bool), recorded as `.convertedValue` with the
    /// forgiven error. Text that does not convert fails with the error of the value itself.
    func converted<T: JSONDecodable & LosslessStringConvertible>(
        as type: T.Type = T.self, declaredAt declaration: CallSite? = nil
    ) -> Decoded<T> {
        guard case .present(let value, let entry, let document) = self else {
            return required(declaredAt: declaration)
        }
        let decoded = T.decode(value).mapError { $0.located(atEntry: entry, of: document, declaredAt: declaration) }
        guard case .failure(let error) = decoded,
              let text = ConvertibleText.text(of: value, for: T.self), let converted = T(text) else {
            return decoded
        }
        LeniencyReport.record(.convertedValue, atEntry: entry, of: document, error: error)
        return .success(converted)
    }

    /// The value decoded as `T`, or `defaultValue` when the key is absent, the value null or
    /// not a `T`, recorded as `.usedDefault` (with the error, for a value that failed).
    func defaulted<T: JSONDecodable>(
        to defaultValue: () -> T, declaredAt declaration: CallSite? = nil
    ) -> Decoded<T> {
        switch self {
        case .absent(let key, let object):
            LeniencyReport.record(.usedDefault, atEntry: object.entryIndex, of: object.document, missingKey: key, error: nil)
            return .success(defaultValue())
        case .present(.null, let entry, let document):
            LeniencyReport.record(.usedDefault, atEntry: entry, of: document, error: nil)
            return .success(defaultValue())
        case .present(let value, let entry, let document):
            switch T.decode(value) {
            case .success(let decoded):
                return .success(decoded)
            case .failure(let error):
                LeniencyReport.record(.usedDefault, atEntry: entry, of: document,
                                      error: error.located(atEntry: entry, of: document, declaredAt: declaration))
                return .success(defaultValue())
            }
        case .failed(let error):
            return .failure(error.declared(at: declaration))
        }
    }
}
