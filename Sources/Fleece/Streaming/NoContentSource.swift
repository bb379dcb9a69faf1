/// An async source that can say, once it has ended, that it was the body of a response that
/// has none by its status (HTTP 204 No Content, 205 Reset Content): its stream then has no
/// records in any format, where no bytes read as `.array` would be a syntax error.
/// `FleeceNetworking`'s response body is one.
package protocol NoContentSource {
    /// True when the input ended as a response without content.
    var endedWithoutContent: Bool { get }
}

extension JSONStream {
    /// Marks the end of the input, as `endInput()` does, of a source that says whether it was a
    /// response without content (see `NoContentSource`); then the stream has no records.
    @usableFromInline
    package mutating func endInput<Source>(of source: Source) {
        if let source = source as? any NoContentSource, source.endedWithoutContent { hasNoContent = true }
        endInput()
    }
}
