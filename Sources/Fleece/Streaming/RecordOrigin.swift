/// Where a record of a stream starts: its byte offset, line and column in the whole stream, and
/// its path (`places.place[37]` for an element of the array at `places.place`; the root for a
/// line of JSON Lines). A record's document carries it, so that every position and path its
/// errors report, syntax or decoding, is one of the stream and not of the record alone.
package struct RecordOrigin: Sendable, Hashable {
    /// The stream position of the record's first byte.
    package var position: JSONPosition
    /// The record's path in the stream's document.
    package var path: JSONPath

    package init(position: JSONPosition, path: JSONPath) {
        self.position = position
        self.path = path
    }

    /// The line the record starts on, when the record has no path of its own to name it by (a
    /// line of JSON Lines, one of concatenated values, a server-sent event's data): how a
    /// leniency report's entries say which record they are about.
    package var lineNamingRecord: Int? {
        path.isRoot ? position.line : nil
    }

    /// A position counted in the record's bytes, moved to the stream: lines add up, and only on
    /// the record's first line do columns start at the record's own column.
    package func streamPosition(of local: JSONPosition) -> JSONPosition {
        JSONPosition(
            offset: position.offset + local.offset,
            line: position.line + local.line - 1,
            column: local.line == 1 ? position.column + local.column - 1 : local.column)
    }

    /// A syntax error found in the record's bytes, moved to the stream.
    package func streamError(_ error: JSONSyntaxError) -> JSONSyntaxError {
        let moved = streamPosition(of: JSONPosition(offset: error.offset, line: error.line, column: error.column))
        return JSONSyntaxError(kind: error.kind, expected: error.expected, found: error.found,
                               offset: moved.offset, line: moved.line, column: moved.column)
    }
}
