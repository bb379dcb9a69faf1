extension JSON {
    /// The element at `index` of this array, decoded as `T`: the method API's read of an array
    /// whose places have meanings, such as a GeoJSON position `[longitude, latitude]`.
    ///
    /// ```swift
    /// extension Position: JSONDecodable {
    ///     static func decode(_ json: JSON) -> Decoded<Position> {
    ///         Decoded { try Position(longitude: json.need(0), latitude: json.need(1), altitude: json.want(2)) }
    ///     }
    /// }
    /// ```
    /// A failure names the element's own path and position (`at[1]: expected Double, found
    /// string "48.85" at line 1, column 15`), which decoding `array[1]` by hand cannot: a string
    /// taken out of its array no longer knows where it was.
    ///
    /// - Throws: ``DecodeError`` when this is not an array, `index` is past its end (`at[2]:
    ///   expected an element at index 2, found an array of 2`), or the element does not decode
    ///   as `T`.
    @inlinable
    public func need<T: JSONDecodable>(
        _ index: Int, as type: T.Type = T.self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> T {
        let declaration = CallSite(file, line)
        switch elementLookup(index, declaredAt: declaration) {
        case .element(let document, let entry): return try document.decodeMember(at: entry, as: T.self, declaredAt: declaration).get()
        case .pastTheEnd(let error), .failed(let error): throw error
        }
    }

    /// The element at `index` of this array decoded as `T`, or nil when the array ends before
    /// it: an optional trailing place (a GeoJSON position's altitude).
    ///
    /// A null is an error unless `allowNull` is true, as for a member's `want`.
    ///
    /// - Throws: ``DecodeError`` when this is not an array, `index` is negative, the element is
    ///   null (and `allowNull` is false), or it does not decode as `T`.
    @inlinable
    public func want<T: JSONDecodable>(
        _ index: Int, as type: T.Type = T.self, allowNull: Bool = false,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> T? {
        let declaration = CallSite(file, line)
        switch elementLookup(index, declaredAt: declaration) {
        case .element(let document, let entry):
            if allowNull, document.isNull(at: entry) { return nil }
            return try document.decodeMember(at: entry, as: T.self, declaredAt: declaration)
                .wantedResult(suggestingAllowNullWhen: document.isNull(at: entry)).get()
        case .pastTheEnd: return nil
        case .failed(let error): throw error
        }
    }
}

extension JSON {
    /// The element at `index` of this array, or converted from its text: `need(_:as:)` of an
    /// index that converts as ``convert(_:as:file:line:)-(String,_,_,_)`` does, for arrays whose
    /// places hold numbers written as text (an order book's `["43125.67", "0.5"]`).
    ///
    /// ```swift
    /// // {"bids": [["43125.67", "0.5"], ["43125.10", "2"]]}
    /// let bids = try json.need("bids", as: [JSON].self).map { bid in
    ///     (price: try bid.convert(0, as: Double.self), quantity: try bid.convert(1, as: Double.self))
    /// }
    /// ```
    /// Each conversion is recorded as `.convertedValue` at the element's path in the
    /// ``LeniencyReport`` being collected.
    ///
    /// - Throws: ``DecodeError`` when this is not an array, `index` is past its end, or the
    ///   element is neither a `T` nor text that converts, at the element's path and position.
    @inlinable
    public func convert<T: JSONDecodable & LosslessStringConvertible>(
        _ index: Int, as type: T.Type = T.self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> T {
        let declaration = CallSite(file, line)
        return try elementField(index, declaredAt: declaration).converted(as: T.self, declaredAt: declaration).get()
    }

    /// The element at `index` as a lookup of the lenient steps: present at its place, or failed.
    @usableFromInline
    func elementField(_ index: Int, declaredAt declaration: CallSite) -> FieldLookup {
        switch elementLookup(index, declaredAt: declaration) {
        case .element(let document, let entry): .present(document.value(at: entry), ValueSite(document: document, entry: entry))
        case .pastTheEnd(let error), .failed(let error): .failed(error)
        }
    }
}

/// Where an index led in a value: an element's entry, or why there is none.
@usableFromInline
enum ElementLookup {
    case element(JSONDocument, Int)
    /// The array ends before the index: the error of a required element.
    case pastTheEnd(DecodeError)
    /// This is not an array, or the index is negative.
    case failed(DecodeError)
}

extension JSON {
    /// Looks `index` up in this value, which must be an array; the errors name `declaration`.
    @usableFromInline
    func elementLookup(_ index: Int, declaredAt declaration: CallSite) -> ElementLookup {
        guard case .array(let array) = self else {
            var notAnArray = DecodeError.typeMismatch(expected: "array", found: self)
            notAnArray.failures[0].isOfReceiver = true
            return .failed(notAnArray.declared(at: declaration))
        }
        guard index >= 0, index < array.count else {
            let document = array.document
            let path = document.path(toEntry: array.entryIndex).appending(.index(index))
            let reason = DecodeError.Reason.typeMismatch(
                expected: "an element at index \(index)", found: "an array of \(array.count)")
            let error = DecodeError(failure: DecodeError.Failure(
                reason: reason, location: .given(path: path, position: document.position(ofEntry: array.entryIndex))))
                .declared(at: declaration)
            // A negative index is no place an array may lack: an error for `want` too.
            return index < 0 ? .failed(error) : .pastTheEnd(error)
        }
        return .element(array.document, array.elementEntryIndex(index))
    }
}
