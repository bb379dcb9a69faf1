/// Alternative: the first success. `alternative` is decoded only when `decoded` failed; when both
/// fail, the error is the alternative's.
///
/// ```swift
/// let name: Decoded<String> = json <| "display_name" <|> json <| "login"
/// ```
@inlinable
public func <|> <T>(decoded: Decoded<T>, alternative: @autoclosure () -> Decoded<T>) -> Decoded<T> {
    if case .success = decoded { return decoded }
    return alternative()
}
