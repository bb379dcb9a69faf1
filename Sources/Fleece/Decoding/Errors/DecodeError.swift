/// Why decoding failed: one or more failures, each with what went wrong, where in the document
/// (the path from the root, and the line and column in the input), and, for the method API, the
/// line of Swift that declared the key.
///
/// ```swift
/// let result: Decoded<[Place]> = json <| "places" <| "place"
/// if case .failure(let error) = result {
///     print(error)
///     // places.place[3].photo_count: expected String, found number 12 at line 14, column 22
/// }
/// ```
///
/// Errors are values built only when something fails, and where they happened is worked out only
/// when asked for (``Failure/path``, ``Failure/position``, ``description``): decoding that
/// succeeds, or an alternative discarded by `<|>`, pays for none of it.
///
/// Two errors are equal when their failures have equal reasons, paths, positions and
/// declarations, which is what tests compare.
public struct DecodeError: Error, Sendable {
    /// Every failure, in the order decoding met them; never empty.
    public internal(set) var failures: [Failure]

    /// An error made of these failures; an empty list gives one "no failures" custom failure,
    /// so an error always says something.
    public init(_ failures: [Failure]) {
        self.failures = failures.isEmpty ? [Failure(reason: .custom("no failures"))] : failures
    }

    init(failure: Failure) {
        self.failures = [failure]
    }
}

extension DecodeError {
    /// The first failure's reason: the whole story when there is one failure.
    public var reason: Reason { failures[0].reason }

    /// The first failure's path from the root.
    public var path: JSONPath { failures[0].path }

    /// The first failure's position in the input, when the document has source text.
    public var position: JSONPosition? { failures[0].position }
}

extension DecodeError {
    /// A key that is not in the object. Decoders that know the object attach its place.
    public static func missingKey(_ key: String) -> DecodeError {
        DecodeError(failure: Failure(reason: .missingKey(key), location: .unknown))
    }

    /// A value of the wrong kind: `expected` names what was wanted (`"Int"`, `"URL"`), and the
    /// error shows a short excerpt of `found`. When `found` is a number, array or object from a
    /// parsed document, the error knows its place already; otherwise the operator or method that
    /// looked the value up attaches it.
    ///
    /// ```swift
    /// return .failure(.typeMismatch(expected: "ISO 8601 date", found: json))
    /// ```
    public static func typeMismatch(expected: String, found: JSON) -> DecodeError {
        DecodeError(failure: Failure(
            reason: .typeMismatch(expected: expected, found: ValueExcerpt.describe(found)),
            location: Failure.Location(of: found)))
    }

    /// A value of a closed set that is none of its members, such as an unknown enum raw value or
    /// discriminator; `known` are the allowed values as written in JSON (`"\"photo\""`, `"2"`).
    public static func unknownValue(_ found: JSON, known: [String]) -> DecodeError {
        DecodeError(failure: Failure(
            reason: .unknownValue(found: ValueExcerpt.describe(found), known: known),
            location: Failure.Location(of: found)))
    }

    /// Any other failure, in words.
    ///
    /// ```swift
    /// guard end >= start else { return .failure(.custom("end is before start")) }
    /// ```
    public static func custom(_ message: String) -> DecodeError {
        DecodeError(failure: Failure(reason: .custom(message), location: .unknown))
    }

    /// One error listing the failures of all of `errors`, in order.
    public static func combining(_ errors: [DecodeError]) -> DecodeError {
        DecodeError(errors.flatMap(\.failures))
    }

    /// This error followed by `other`'s failures: how `<*>` collects every failure of a model.
    @usableFromInline
    func merging(_ other: DecodeError) -> DecodeError {
        var merged = self
        merged.appendFieldFailures(of: other)
        return merged
    }

    /// Appends `other`'s failures, the failures of another field of the same model, but for one
    /// of the model's own value that is here already: a model decoded from a string fails each
    /// of its lookups with `expected object, found string "Paris"`, one failure of one value.
    mutating func appendFieldFailures(of other: DecodeError) {
        for failure in other.failures {
            if failure.isOfReceiver, failures.contains(where: { $0.isOfReceiver && $0.isSame(as: failure) }) { continue }
            failures.append(failure)
        }
    }
}

extension DecodeError? {
    /// Adds `other`'s failures after those collected so far, in place: the collected failures are
    /// moved out and appended to, never copied, so collecting n failures is O(n), not O(n²) (a
    /// 32,000-element array of failing elements took 48 s with `merging`).
    mutating func append(_ other: DecodeError) {
        guard var collected = take() else {
            self = other
            return
        }
        collected.failures.append(contentsOf: other.failures)
        self = collected
    }
}
