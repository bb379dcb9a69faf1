extension DecodeError.Failure: Equatable {
    /// Equal when the reasons, paths, positions and declarations are; how the place is stored
    /// (lazily in a document, or given) does not matter.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.reason == rhs.reason && lhs.declaration == rhs.declaration
            && lhs.path == rhs.path && lhs.position == rhs.position
    }
}

extension DecodeError: Equatable {
    /// Equal when they hold equal failures in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.failures == rhs.failures
    }
}
