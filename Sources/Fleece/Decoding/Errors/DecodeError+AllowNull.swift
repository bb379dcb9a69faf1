extension DecodeError {
    /// This error of `want` on a null it may not read as nil (the value, or a value on the way
    /// to it), saying how to allow it: `data.user: expected object, found null (pass allowNull:
    /// true to read null as nil)`. A null is an error by default, so that a server sending null
    /// where the contract says "absent or a value" is noticed; in GraphQL, say, it is normal.
    ///
    /// Only a type mismatch on null, not yet explained, is changed: the caller calls this where
    /// the null is the wanted value or on its path, never for a null deeper inside the value.
    @usableFromInline
    func suggestingAllowNull() -> DecodeError {
        var error = self
        // Not of the receiver: `allowNull` does not make a null the call was made on nil.
        guard error.failures.count == 1, case .typeMismatch(_, "null") = error.failures[0].reason,
              error.failures[0].detail == nil, !error.failures[0].isOfReceiver else { return self }
        error.failures[0].detail = "pass allowNull: true to read null as nil"
        return error
    }
}

extension Result where Failure == DecodeError {
    /// `want`'s result from a required read: the value as an optional, or the failure, saying
    /// how to allow a null when `valueMayBeNull` (asked only on failure).
    @inlinable
    func wantedResult(suggestingAllowNullWhen valueMayBeNull: @autoclosure () -> Bool) -> Decoded<Success?> {
        switch self {
        case .success(let value): .success(value)
        case .failure(let error): .failure(valueMayBeNull() ? error.suggestingAllowNull() : error)
        }
    }
}
