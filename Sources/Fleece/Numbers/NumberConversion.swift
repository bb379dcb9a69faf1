/// Converts the text of a JSON number that the parser has already validated
/// against RFC 8259's grammar, `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`,
/// into exact integers and correctly rounded floating-point values.
///
/// The conversions never trap and run in time linear in the text's length,
/// whatever its size or exponent (`1e99999999999999999999`, 100,000 digits).
/// On text the grammar rejects the result is unspecified, but still no trap.
///
/// ```swift
/// Array("1e2".utf8).withUnsafeBufferPointer { NumberConversion.int64($0) }  // 100
/// Array("0.1".utf8).withUnsafeBufferPointer { NumberConversion.double($0) } // 0.1
/// ```
///
/// The integer conversions are in `NumberConversion+Integers.swift`, the
/// floating-point ones in `NumberConversion+FloatingPoint.swift`.
// `@usableFromInline`: `JSON.Number.double`, inlined into callers, calls `double(in:start:count:)` directly.
@usableFromInline
enum NumberConversion {}
