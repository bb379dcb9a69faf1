import Fleece

extension Result {
    /// The error of a failure, for `try #require(decoded.error)`.
    var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }

    /// The value of a success, for `try #require(decoded.value)`.
    var value: Success? {
        if case .success(let value) = self { return value }
        return nil
    }
}
