// The lenient steps are inlinable like `required`, so that they are specialized for the model's
// field types; the report entries are made behind non-inlinable calls, only while collecting.

extension FieldLookup {
    /// The elements of the array that decode, in order; each element that fails is skipped and
    /// recorded as `.skippedElement`. An absent key, null or a value that is not an array gives
    /// an empty array, recorded as `.usedDefault` (with the error, for a value of the wrong kind).
    /// Only a failure to reach the key (a non-object on the way) is an error.
    @inlinable
    func lossy<Element: JSONDecodable>(as type: Element.Type = Element.self, declaredAt declaration: CallSite? = nil,
                                       otherKindFails: Bool = false,
                                       expected: @autoclosure () -> String = TypeName.of([Element].self)) -> Decoded<[Element]> {
        switch self {
        case .present(.array(let array), _):
            var elements: [Element] = []
            elements.reserveCapacity(array.count)
            for position in array.indices {
                switch array.document.withValue(at: array.elementEntryIndex(position), Element.decode) {
                case .success(let element): elements.append(element)
                case .failure(let error): array.recordSkipped(position, error: error, declaredAt: declaration)
                }
            }
            return .success(elements)
        default:
            return emptyDefault([], expected: expected(), declaredAt: declaration, otherKindFails: otherKindFails)
        }
    }

    /// The elements of the array that decode, as a set: `lossy`'s elements, and its errors and
    /// report entries naming `Set<Element>` as the type expected.
    @inlinable
    func lossySet<Element: JSONDecodable & Hashable>(as type: Element.Type = Element.self, declaredAt declaration: CallSite? = nil,
                                                     otherKindFails: Bool = false) -> Decoded<Set<Element>> {
        switch lossy(as: Element.self, declaredAt: declaration, otherKindFails: otherKindFails, expected: TypeName.of(Set<Element>.self)) {
        case .success(let elements): .success(Set(elements))
        case .failure(let error): .failure(error)
        }
    }

    /// The members of the object whose values decode, by key (with duplicate keys the last that
    /// decodes); each member that fails is skipped and recorded as `.skippedElement` at its
    /// key, and so is one whose key is spelled otherwise than an earlier one that reads as the
    /// same `Key` (`"03"` after `"3"`, for an `Int`). An absent key, null or a value that is not
    /// an object gives an empty dictionary,
    /// recorded as `.usedDefault` (with the error, for a value of the wrong kind). Only a
    /// failure to reach the key (a non-object on the way) is an error.
    @inlinable
    func lossyMembers<Key: JSONObjectKey, Value: JSONDecodable>(as type: [Key: Value].Type = [Key: Value].self,
                                                                declaredAt declaration: CallSite? = nil,
                                                                otherKindFails: Bool = false) -> Decoded<[Key: Value]> {
        switch self {
        case .present(.object(let object), _):
            var members: [Key: Value] = [:]
            members.reserveCapacity(object.count)
            var spellings = KeySpellings<Key>()
            for member in 0..<object.count {
                let text = object.key(at: member)
                guard let key = Key(jsonObjectKey: text) else {
                    object.recordSkipped(member, error: .keyMismatch(text, expected: Key.self), atKey: true, declaredAt: declaration)
                    continue
                }
                switch object.document.withValue(at: object.valueEntryIndex(ofMember: member), Value.decode) {
                case .success(let value):
                    if let earlier = members.updateValue(value, forKey: key),
                       let collision = spellings.collision(of: key, spelled: text, at: member, in: object) {
                        members[key] = earlier
                        object.recordSkipped(member, error: collision, atKey: true, declaredAt: declaration)
                        continue
                    }
                    spellings.note(key, spelled: text)
                case .failure(let error): object.recordSkipped(member, error: error, declaredAt: declaration)
                }
            }
            return .success(members)
        default:
            return emptyDefault([:], expected: TypeName.of([Key: Value].self), declaredAt: declaration, otherKindFails: otherKindFails)
        }
    }

    /// `empty`, for a lossy collection that is absent, null or of the other kind, recorded as
    /// `.usedDefault` (with the error, for a value of the wrong kind: `expected` names the type);
    /// the failure to reach the key, for a non-object on the way. With `otherKindFails` (the
    /// value a decode started from, see ``JSON/decodeLossily(as:)``), a value that is there is a
    /// failure instead.
    @inlinable
    func emptyDefault<Collection>(_ empty: Collection, expected: @autoclosure () -> String,
                                  declaredAt declaration: CallSite?, otherKindFails: Bool = false) -> Decoded<Collection> {
        if otherKindFails, case .present(let value, let site) = self {
            return .failure(site.locate(.typeMismatch(expected: expected(), found: value), declaredAt: declaration))
        }
        switch self {
        case .present(.null, let site):
            site.record(.usedDefault, error: nil, declaredAt: declaration)
        case .present(let value, let site):
            if LeniencyReport.isCollecting {
                site.record(.usedDefault, error: site.locate(.typeMismatch(expected: expected(), found: value), declaredAt: declaration),
                            declaredAt: declaration)
            }
        case .absent:
            recordDefaultForAbsentKey(declaredAt: declaration)
        case .failed:
            return .failure(notPresentError(declaredAt: declaration))
        }
        return .success(empty)
    }

    /// The value decoded as `T`, or, when that fails, converted from its text
    /// (`ConvertibleText.value(_:as:)`: `"12.2"` for a `Double`; for a `String` also a number,
    /// as its text, or a bool), recorded as `.convertedValue` with the forgiven error. Text that
    /// does not convert fails with the error of the value itself.
    @inlinable
    func converted<T: JSONDecodable & LosslessStringConvertible>(
        as type: T.Type = T.self, declaredAt declaration: CallSite? = nil
    ) -> Decoded<T> {
        guard case .present(let value, let site) = self else {
            return .failure(notPresentError(declaredAt: declaration))
        }
        // A string read as a standard number or bool would only fail to decode, building an
        // error that is dropped: convert its text at once. (While a report is collected, the
        // path below records the forgiven error.) For a concrete `T` the cast folds away.
        if T.self is any StringRejectingScalar.Type, case .string(let text) = value,
           let converted = ConvertibleText.value(text, as: T.self), !LeniencyReport.isCollecting {
            return .success(converted)
        }
        return decodedOrConverted(value, at: site, declaredAt: declaration) { ConvertibleText.converted($0, as: T.self) }
    }

    /// The elements of the array, each decoded as `T` or converted from its text as `converted`
    /// converts one value (each conversion recorded as `.convertedValue` at the element's
    /// path); every element that neither decodes nor converts fails, each with its index. An
    /// absent key fails as for one value, and a value that is not an array is a type mismatch.
    @inlinable
    func convertedElements<T: JSONDecodable & LosslessStringConvertible>(
        as type: T.Type = T.self, declaredAt declaration: CallSite? = nil
    ) -> Decoded<[T]> {
        convertedElements(declaredAt: declaration) { $0.converted(as: T.self, declaredAt: declaration) }
    }

    /// `convertedElements(as:declaredAt:)` with each element's lookup converted by
    /// `convertElement` (`converted`, or the conversion of a type that is not
    /// `LosslessStringConvertible`, `Decimal`).
    @inlinable
    func convertedElements<T: JSONDecodable>(
        declaredAt declaration: CallSite?, convertingEach convertElement: (FieldLookup) -> Decoded<T>
    ) -> Decoded<[T]> {
        guard case .present(let value, let site) = self else {
            return .failure(notPresentError(declaredAt: declaration))
        }
        guard case .array(let array) = value else {
            return .failure(site.locate(.typeMismatch(expected: TypeName.of([T].self), found: value), declaredAt: declaration))
        }
        var elements: [T] = []
        elements.reserveCapacity(array.count)
        var error: DecodeError?
        for position in array.indices {
            let entry = array.elementEntryIndex(position)
            let element = FieldLookup.present(array.document.value(at: entry), ValueSite(document: array.document, entry: entry))
            switch convertElement(element) {
            case .success(let converted):
                if error == nil { elements.append(converted) }
            case .failure(let failure):
                array.collect(failure, ofElement: position, into: &error)
            }
        }
        if let error { return .failure(error) }
        return .success(elements)
    }

    /// `value` decoded as `T`, or, when that fails, converted by `convert` (which `converted`
    /// and the method API's `Decimal` conversion give), recorded as `.convertedValue` with the
    /// forgiven error. A value that does not convert fails with its own error, which says why
    /// for number text the type cannot take.
    @inlinable
    func decodedOrConverted<T: JSONDecodable>(
        _ value: JSON, at site: ValueSite, declaredAt declaration: CallSite?, converting convert: (JSON) -> T?
    ) -> Decoded<T> {
        switch T.decode(value) {
        case .success(let decoded):
            return .success(decoded)
        case .failure(let error):
            let located = site.locate(error, declaredAt: declaration)
            guard let converted = convert(value) else {
                guard case .string(let text) = value else { return .failure(located) }
                return .failure(located.sayingWhy(text, didNotConvertTo: T.self))
            }
            site.record(.convertedValue, error: located, declaredAt: declaration)
            return .success(converted)
        }
    }

    /// The value decoded as `T`, or `defaultValue` when the key is absent, the value null or
    /// not a `T`, recorded as `.usedDefault` (with the error, for a value that failed).
    @inlinable
    func defaulted<T: JSONDecodable>(to defaultValue: () -> T, declaredAt declaration: CallSite? = nil) -> Decoded<T> {
        switch self {
        case .present(.null, let site):
            site.record(.usedDefault, error: nil, declaredAt: declaration)
            return .success(defaultValue())
        case .present(let value, let site):
            switch T.decode(value) {
            case .success(let decoded):
                return .success(decoded)
            case .failure(let error):
                site.record(.usedDefault, error: site.locate(error, declaredAt: declaration), declaredAt: declaration)
                return .success(defaultValue())
            }
        case .absent:
            recordDefaultForAbsentKey(declaredAt: declaration)
            return .success(defaultValue())
        case .failed:
            return .failure(notPresentError(declaredAt: declaration))
        }
    }

    /// Records the default taken for an absent key, at the object that lacks it, naming the
    /// method API call that asked for the key (`declaration`).
    @usableFromInline
    func recordDefaultForAbsentKey(declaredAt declaration: CallSite? = nil) {
        guard case .absent(let key, let object) = self else { return }
        LeniencyReport.record(.usedDefault, atEntry: object.entryIndex, of: object.document, missingKey: key, error: nil,
                              declaredAt: declaration)
    }
}

extension ValueSite {
    /// Records `action` for the value here, naming the method API call that asked (`declaration`).
    @usableFromInline
    func record(_ action: LeniencyReport.Entry.Action, error: DecodeError?, declaredAt declaration: CallSite? = nil) {
        LeniencyReport.record(action, atEntry: entry, of: document, error: error, declaredAt: declaration)
    }
}

extension JSON.Array {
    /// Records the element at `position`, which failed with `error`, as skipped, naming the
    /// method API call that asked for the array (`declaration`) as its errors do.
    @usableFromInline
    func recordSkipped(_ position: Int, error: DecodeError, declaredAt declaration: CallSite? = nil) {
        guard LeniencyReport.isCollecting else { return }
        let entry = elementEntryIndex(position)
        LeniencyReport.record(.skippedElement, atEntry: entry, of: document,
                              error: error.located(atEntry: entry, of: document).declared(at: declaration), declaredAt: declaration)
    }
}

extension JSON.Object {
    /// Records the member at `position`, whose value (or with `atKey`, whose key) failed with
    /// `error`, as skipped, naming the method API call that asked for the dictionary
    /// (`declaration`).
    @usableFromInline
    func recordSkipped(_ position: Int, error: DecodeError, atKey: Bool = false, declaredAt declaration: CallSite? = nil) {
        guard LeniencyReport.isCollecting else { return }
        let entry = atKey ? keyEntryIndex(ofMember: position) : valueEntryIndex(ofMember: position)
        LeniencyReport.record(.skippedElement, atEntry: entry, of: document,
                              error: error.located(atEntry: entry, of: document).declared(at: declaration), declaredAt: declaration)
    }
}
