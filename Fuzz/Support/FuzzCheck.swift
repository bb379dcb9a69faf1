/// Stops the fuzzer on a broken property: the message goes to stderr, libFuzzer sees the trap and
/// saves the input as a crash artifact.
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        fatalError("FUZZ PROPERTY BROKEN: \(message())")
    }
}

/// The input as `[UInt8]` (libFuzzer may pass a null pointer for the empty input).
func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}
