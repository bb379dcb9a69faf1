/// `value` as `T`, when `V` and `T` are the same type that generic code could not prove equal:
/// the type routes find a value's concrete type once (`String`, `[Int]`, `Date`…) and then decode
/// it through code specialised for that type, whose result must go back out as the caller's `T`.
///
/// `unsafeBitCast` between a type and itself is sound: the layout is the same because the type
/// is. The assertion checks that it is, in debug builds (and costs nothing in release ones, where
/// the routes are the reason for this being fast).
/// Inlinable: the functional API's inlinable array fast paths use it too.
@inlinable @inline(__always)
package func identityCast<V, T>(_ value: consuming V, to type: T.Type) -> T {
    // Memory safety: the `unsafe` below is the bit cast, sound for the reason given above.
    assert(V.self == T.self, "identityCast from \(V.self) to \(T.self)")
    return unsafe unsafeBitCast(value, to: T.self)
}
