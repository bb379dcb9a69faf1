/// The result of decoding: the value, or a ``DecodeError`` saying what failed and where.
///
/// A plain `Result`, so `map`, `flatMap`, `get()` and `switch` work as usual, and so do the
/// operators (`<^>`, `<*>`, `>>-`, `<|>`).
///
/// ```swift
/// let place: Decoded<Place> = Place.decode(json)
/// switch place {
/// case .success(let place): print(place.name)
/// case .failure(let error): print(error)
/// }
/// let value = try place.get() // throws the DecodeError
/// ```
public typealias Decoded<T> = Result<T, DecodeError>

extension Result where Failure == DecodeError {
    /// Runs a throwing decoding body, as the method API is written, and keeps its value or error.
    ///
    /// ```swift
    /// extension Person: JSONDecodable {
    ///     static func decode(_ json: JSON) -> Decoded<Person> {
    ///         Decoded { try Person(name: json.need("name"), age: json.need("age")) }
    ///     }
    /// }
    /// ```
    /// A ``DecodeError`` thrown by `body` is kept as it is; any other error becomes a
    /// ``DecodeError/Reason/custom(_:)`` failure with the error's description.
    /// (For a body that cannot throw, write `.success(...)`.)
    ///
    /// Disfavored: `Result { try … }`, the standard library's `Result(catching:)` written with a
    /// trailing closure, keeps meaning that in a module that imports Fleece (this initializer
    /// took it over, turning a `DecodingError` into a `.custom` failure). Spelled `Decoded { … }`,
    /// the type says which.
    @inlinable
    @_disfavoredOverload
    public init(_ body: () throws -> Success) {
        do {
            self = .success(try body())
        } catch let error as DecodeError {
            self = .failure(error)
        } catch {
            self = .failure(.custom(String(describing: error)))
        }
    }
}

extension Result where Failure == DecodeError {
    /// The decoded value, or nil when decoding failed: `Place.decode(json).value`.
    @inlinable
    public var value: Success? {
        if case .success(let value) = self { return value }
        return nil
    }

    /// The error, or nil when decoding succeeded.
    @inlinable
    public var error: DecodeError? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
