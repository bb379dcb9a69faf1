/// The standard scalars whose `JSONDecodable` conformance never accepts a string (`"3406"` is not
/// an `Int`): for these, a lenient read of a string converts its text at once, instead of first
/// decoding it, which would build a fully worded type-mismatch error only to drop it.
///
/// Internal on purpose: a user's type may well decode from a string, so only these skip the try.
@usableFromInline
protocol StringRejectingScalar {}

extension Int: StringRejectingScalar {}
extension Int8: StringRejectingScalar {}
extension Int16: StringRejectingScalar {}
extension Int32: StringRejectingScalar {}
extension Int64: StringRejectingScalar {}
extension Int128: StringRejectingScalar {}
extension UInt: StringRejectingScalar {}
extension UInt8: StringRejectingScalar {}
extension UInt16: StringRejectingScalar {}
extension UInt32: StringRejectingScalar {}
extension UInt64: StringRejectingScalar {}
extension UInt128: StringRejectingScalar {}
extension Double: StringRejectingScalar {}
extension Float: StringRejectingScalar {}
extension Bool: StringRejectingScalar {}
