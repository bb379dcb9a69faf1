/// Zero, for any number: `@Default<Zero> var count: Int`, `@Default<Zero> var total: Double`.
public enum Zero<Value: AdditiveArithmetic & Decodable>: DefaultValueProvider {
    /// `0`.
    public static var defaultValue: Value { .zero }
}

/// The empty value: `@Default<Empty> var tags: [String]`, `Set`, `Dictionary`, `String`.
///
/// In a file that imports Combine, `Empty` is also Combine's publisher, and `@Default<Empty>` is
/// ambiguous there: write ``DefaultEmpty`` (`@DefaultEmpty var tags: [String]`) or
/// `@Default<Fleece.Empty>`.
public enum Empty<Value: EmptyInitializable & Decodable>: DefaultValueProvider {
    /// `[]`, `[:]` or `""`.
    public static var defaultValue: Value { Value() }
}

/// `false`: `@Default<False> var isPinned: Bool`.
public enum False: DefaultValueProvider {
    /// `false`.
    public static var defaultValue: Bool { false }
}

/// `true`: `@Default<True> var isVisible: Bool`.
public enum True: DefaultValueProvider {
    /// `true`.
    public static var defaultValue: Bool { true }
}

/// `@DefaultEmpty var tags: [String]`: the same as `@Default<Empty>`, which also avoids the
/// clash of `Empty` with Combine's publisher.
public typealias DefaultEmpty<Value: EmptyInitializable & Decodable> = Default<Empty<Value>>
/// `@DefaultZero var count: Int`: the same as `@Default<Zero>`.
public typealias DefaultZero<Value: AdditiveArithmetic & Decodable> = Default<Zero<Value>>
/// `@DefaultFalse var isPinned: Bool`: the same as `@Default<False>`, under BetterCodable's
/// name, so that a model moving from it keeps its attribute.
public typealias DefaultFalse = Default<False>
/// `@DefaultTrue var isVisible: Bool`: the same as `@Default<True>`, under BetterCodable's name.
public typealias DefaultTrue = Default<True>

/// A type with an empty value made by `init()`, which ``Empty`` takes as the default.
public protocol EmptyInitializable {
    /// The empty value.
    init()
}

extension Array: EmptyInitializable {}
extension ContiguousArray: EmptyInitializable {}
extension Set: EmptyInitializable {}
extension Dictionary: EmptyInitializable {}
extension String: EmptyInitializable {}
