extension Result where Failure == DecodeError {
    /// Builds a value from decoded fields with no `curry`: each argument decodes one parameter
    /// of `make`, in order. Every failing field is listed in the error, as with `<*>`.
    ///
    /// ```swift
    /// extension Place: JSONDecodable {
    ///     static func decode(_ json: JSON) -> Decoded<Place> {
    ///         Decoded(Place.init,
    ///                 json <| "place_url",
    ///                 json <| "timezone",
    ///                 json <| "photo_count",
    ///                 json <|? "woe_name")
    ///     }
    /// }
    /// ```
    /// One generic call instead of a chain of operators: it type-checks quickly however many
    /// fields the model has, and allocates no intermediate closures. Up to 40 fields the
    /// overloads written out for each count of fields are chosen instead of this one
    /// (Decoded+CombiningArities.swift): they decode the same, and specialize completely.
    @inlinable
    public init<First, each Rest>(
        _ make: (First, repeat each Rest) -> Success,
        _ first: Decoded<First>,
        _ rest: repeat Decoded<each Rest>
    ) {
        // The success path reads each field once; only a failure goes back for all the errors.
        do throws(DecodeError) {
            self = .success(make(try first.get(), repeat try (each rest).get()))
        } catch {
            var collected = first.error
            for field in repeat each rest {
                if case .failure(let failure) = field {
                    collected = collected.map { $0.merging(failure) } ?? failure
                }
            }
            self = .failure(collected ?? error)
        }
    }
}

extension DecodeError {
    /// The failures of every error in `errors`, in order, as one error; nil when there is none.
    /// Only the failure path of `Decoded(make, …)` builds it.
    @usableFromInline
    static func collecting(_ errors: [DecodeError?]) -> DecodeError? {
        var collected: DecodeError?
        for case let error? in errors {
            if collected == nil {
                collected = error
            } else {
                collected?.appendFieldFailures(of: error)
            }
        }
        return collected
    }
}
