// The precedence groups and operators of Runes and Argo, with the same names and the same
// relations, so that Argo code and habits carry over:
//
//     <| <|? <|| <||?        ArgoDecodePrecedence                 (tightest)
//     <* *>                  RunesApplicativeSequencePrecedence   (reserved)
//     <^> <*>                RunesApplicativePrecedence
//     <|>                    RunesAlternativePrecedence
//     >>-                    RunesMonadicPrecedenceLeft           (loosest)
//
// so `curry(User.init) <^> json <| "id" <*> json <|? "email"` groups as
// `((curry(User.init) <^> (json <| "id")) <*> (json <|? "email"))`.

/// `>>-` (flatMap): Haskell's `infixl 1`.
precedencegroup RunesMonadicPrecedenceLeft {
    associativity: left
    lowerThan: LogicalDisjunctionPrecedence
    higherThan: AssignmentPrecedence
}

/// `<|>` (first success): Haskell's `infixl 3`.
precedencegroup RunesAlternativePrecedence {
    associativity: left
    higherThan: LogicalConjunctionPrecedence
    lowerThan: ComparisonPrecedence
}

/// `<^>` (map) and `<*>` (apply): Haskell's `infixl 4`.
precedencegroup RunesApplicativePrecedence {
    associativity: left
    higherThan: RunesAlternativePrecedence
    lowerThan: NilCoalescingPrecedence
}

/// Runes' `<*` and `*>`, which bind tighter than `<*>`; Argo's decode operators sit above it.
precedencegroup RunesApplicativeSequencePrecedence {
    associativity: left
    higherThan: RunesApplicativePrecedence
    lowerThan: NilCoalescingPrecedence
}

/// `<|`, `<|?`, `<||`, `<||?` and the lenient `<|~`, `<||~`: bind tightest, so a chain of
/// lookups (`json <| "places" <| "place"`) is one operand of `<^>` or `<*>`.
precedencegroup ArgoDecodePrecedence {
    associativity: left
    higherThan: RunesApplicativeSequencePrecedence
    lowerThan: NilCoalescingPrecedence
}

/// Map: `f <^> decoded` applies `f` to the decoded value.
infix operator <^> : RunesApplicativePrecedence
/// Apply: `decodedFunction <*> decoded`, collecting the failures of both sides.
infix operator <*> : RunesApplicativePrecedence
/// Alternative: `first <|> second` is the first success; when both fail, the failures of both.
infix operator <|> : RunesAlternativePrecedence
/// FlatMap: `decoded >>- f` continues with `f` when decoding succeeded.
infix operator >>- : RunesMonadicPrecedenceLeft

/// Decode a required value: `json <| "id"`, `json <| ["user", "id"]`.
infix operator <| : ArgoDecodePrecedence
/// Decode an optional value: absent or null is nil, `json <|? "email"`.
infix operator <|? : ArgoDecodePrecedence
/// Decode a required array: `json <|| "tags"`.
infix operator <|| : ArgoDecodePrecedence
/// Decode an optional array: absent or null is nil, `json <||? "tags"`.
infix operator <||? : ArgoDecodePrecedence
/// Decode a value leniently, accepting it written as text: `json <|~ "price"` takes `12.2` or `"12.2"`.
infix operator <|~ : ArgoDecodePrecedence
/// Decode an array leniently, skipping the elements that fail: `json <||~ "products"`.
infix operator <||~ : ArgoDecodePrecedence
