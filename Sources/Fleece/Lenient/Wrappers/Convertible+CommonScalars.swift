// `@Convertible var photoCount: Int` on Flickr's `"photo_count": "3406"`: the conversion every
// user of the wrapper pays for, once per value. `Convertible.init(from:)` is generic and called
// through `Decodable`, so it runs unspecialised: finding out at run time that `Value` is `Int`
// by asking for conformances (`Value.self as? any LosslessStringConvertible.Type`, then casting
// the result back to `Value`) took about 2,000 instructions per value, more than decoding the
// string and converting it together. Comparing `Value.self` with the few types people wrap is
// a pointer comparison each, and the converted value goes out through `identityCast`.

extension Convertible {
    /// What ``convertedCommonScalar(from:)`` found.
    enum CommonScalarConversion {
        /// `Value` is not one of the common scalars: the caller converts it the general way.
        case notACommonScalar
        /// `Value` is one of them: the text converted, or nil when it does not convert.
        case converted(Value?)
    }

    /// `text` converted when `Value` is `Int`, `Double`, `Bool`, `Int64`, `Float` or an optional
    /// of one of them (the types `@Convertible` wraps in practice). The list is kept here once:
    /// the text is only read when `Value` is on it.
    ///
    /// The conversions are the `LosslessStringConvertible` initializers, as for every other type:
    /// only the way to reach them differs.
    static func convertedCommonScalar(from text: @autoclosure () -> String) -> CommonScalarConversion {
        if Value.self == Int.self { return .converted(Int(text()).map { identityCast($0, to: Value.self) }) }
        if Value.self == Double.self { return .converted(Double(text()).map { identityCast($0, to: Value.self) }) }
        if Value.self == Int?.self { return .converted(Int(text()).map { identityCast(Optional($0), to: Value.self) }) }
        if Value.self == Double?.self {
            return .converted(Double(text()).map { identityCast(Optional($0), to: Value.self) })
        }
        if Value.self == Bool.self { return .converted(Bool(text()).map { identityCast($0, to: Value.self) }) }
        if Value.self == Bool?.self {
            return .converted(Bool(text()).map { identityCast(Optional($0), to: Value.self) })
        }
        if Value.self == Int64.self { return .converted(Int64(text()).map { identityCast($0, to: Value.self) }) }
        if Value.self == Int64?.self {
            return .converted(Int64(text()).map { identityCast(Optional($0), to: Value.self) })
        }
        if Value.self == Float.self { return .converted(Float(text()).map { identityCast($0, to: Value.self) }) }
        if Value.self == Float?.self {
            return .converted(Float(text()).map { identityCast(Optional($0), to: Value.self) })
        }
        return .notACommonScalar
    }
}
