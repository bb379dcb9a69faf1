/// Limits the parser enforces, so that hostile input fails with a clear error instead of
/// exhausting the stack or the memory.
///
/// ```swift
/// var options = JSONParsingOptions()
/// options.maximumDepth = 64
/// let json = try JSON(parsing: bytes, options: options)
/// ```
public struct JSONParsingOptions: Sendable, Hashable {
    /// The deepest nesting of arrays and objects accepted; deeper input throws
    /// ``JSONSyntaxError/Kind/tooDeep(limit:)``. The default is 512.
    public var maximumDepth: Int
    /// The largest input accepted, in bytes; larger input throws ``JSONSyntaxError/Kind/tooLarge(limit:)``.
    /// The default, and the most the index can address, is ``addressableInputSize``: 4 GiB − 1
    /// (`Int.max` on 32-bit targets).
    public var maximumInputSize: Int

    /// The most bytes a document can hold: offsets are stored in 32 bits, so 4 GiB − 1 on 64-bit
    /// targets; on 32-bit ones (arm64_32 watchOS) `Int.max`, the most any array can hold there.
    /// (`Int(UInt32.max)` would trap on 32-bit targets at its first use, on every parse.)
    public static let addressableInputSize = Int(clamping: UInt32.max)

    /// Creates options; the defaults suit documents from the network.
    public init(maximumDepth: Int = 512, maximumInputSize: Int = JSONParsingOptions.addressableInputSize) {
        self.maximumDepth = maximumDepth
        self.maximumInputSize = maximumInputSize
    }
}
