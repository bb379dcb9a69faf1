/// When a stream reading its source looks at the task's cancellation: every 32nd read. A source
/// that never waits (bytes in memory) would otherwise be read to its end after a cancellation,
/// and a look at every read would add a runtime call to each byte of a source of single bytes
/// (every 32nd costs +0.5% of instructions there, `stream-probe once event-log
/// functional-bytes-async`). Used by the record sequences and the server-sent event iterators.
@usableFromInline
struct CancellationLook: Sendable {
    /// Reads of the source left before the next look.
    @usableFromInline var readsLeft = 0

    @inlinable
    init() {}

    /// Throws `CancellationError` when this read is one to look at and the task is cancelled.
    /// Counted down again only once a look found the task going on: asked again after throwing,
    /// the stream throws again instead of reading on.
    @inlinable @inline(__always)
    mutating func beforeRead() throws {
        guard readsLeft == 0 else {
            readsLeft &-= 1
            return
        }
        try Task.checkCancellation()
        readsLeft = 31
    }
}
