/// Alternative: the first success. `alternative` is decoded only when `decoded` failed; when both
/// fail, the error lists the failures of both, `decoded`'s first, as `<*>` lists those of two
/// fields:
///
/// ```swift
/// let name: Decoded<String> = json <| "display_name" <|> json <| "login"
/// // display_name: missing key "display_name" in object at line 1, column 1
/// // login: missing key "login" in object at line 1, column 1
/// ```
///
/// A value that was there but wrong is listed before the keys that were missing, whatever its
/// place in the chain: of a DynamoDB attribute tried as `"S"`, `"N"`, `"BOOL"`, … in turn,
/// `{"N": "1O"}` fails first with `N: expected Double, found string "1O"`, the real cause, and
/// then with each missing key.
///
/// (Argo's `<|>` kept only the alternative's error, which hid why the first side failed.) A
/// first side that succeeds is returned as it is, and an alternative that succeeds drops the
/// first side's error: only when both fail are the failures merged.
// The success checks as the operator always made them, and the merging out of line: binding the
// first error before calling the alternative, or merging inline, cost the first side's success
// 4 to 11 instructions more (a copy and destroy of the `Decoded` each time; callgrind).
@inlinable
public func <|> <T>(decoded: Decoded<T>, alternative: @autoclosure () -> Decoded<T>) -> Decoded<T> {
    if case .success = decoded { return decoded }
    let second = alternative()
    if case .success = second { return second }
    return .failure(DecodeError.alternativesFailed(decoded.error, second.error))
}

extension DecodeError {
    /// The error of `<|>` when both sides failed: the failures of values that were there (a
    /// wrong kind, a value not allowed), then those of missing keys, each in the chain's order:
    /// an alternative whose key is missing is a branch not taken, and the value that was there
    /// is most often the cause.
    @usableFromInline
    @inline(never)
    static func alternativesFailed(_ first: DecodeError?, _ second: DecodeError?) -> DecodeError {
        guard let first else { return second ?? .custom("no failures") }
        guard let second else { return first }
        var merged = first.merging(second)
        let missing = merged.failures.filter(\.isMissingKey)
        guard !missing.isEmpty, missing.count < merged.failures.count else { return merged }
        merged.failures = merged.failures.filter { !$0.isMissingKey } + missing
        return merged
    }
}

extension DecodeError.Failure {
    /// Whether the failure is of a key that was not there.
    var isMissingKey: Bool {
        if case .missingKey = reason { return true }
        return false
    }
}
