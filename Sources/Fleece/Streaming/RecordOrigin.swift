/// Where a record of a stream starts: its byte offset, line and column in the whole stream, and
/// its path (`places.place[37]` for an element of the array at `places.place`; the root for a
/// line of JSON Lines). A record's document carries it, so that every position and path its
/// errors report, syntax or decoding, is one of the stream and not of the record alone.
package struct RecordOrigin: Sendable, Hashable {
    /// The stream position of the record's first byte.
    package var position: JSONPosition
    /// The record's path in the stream's document.
    package var path: JSONPath

    /// Where one of a record's lines after its first starts in the stream, for a record whose
    /// lines are not next to each other there: a server-sent event's data of several `data:`
    /// lines, each after its field's name and maybe after comments or other fields. Such a
    /// record's document keeps them (`JSONDocument.laterLines`), not its origin, which every
    /// stream record copies: a word more in it cost each JSON Lines record ~90 instructions of
    /// copies and destruction (callgrind, event-log).
    package struct LaterLine: Sendable, Hashable {
        /// The byte offset in the record where the line starts.
        package var recordOffset: Int
        /// The stream position of the line's first byte.
        package var position: JSONPosition

        package init(recordOffset: Int, position: JSONPosition) {
            self.recordOffset = recordOffset
            self.position = position
        }
    }

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
    /// the record's first line do columns start at the record's own column; on one of
    /// `laterLines`, the record's lines after its first when they are not next to each other in
    /// the stream, at that line's.
    package func streamPosition(of local: JSONPosition, laterLines: [LaterLine]? = nil) -> JSONPosition {
        if let laterLines, local.line > 1 { return Self.streamPosition(of: local, on: laterLines) }
        return JSONPosition(
            offset: position.offset + local.offset,
            line: position.line + local.line - 1,
            column: local.line == 1 ? position.column + local.column - 1 : local.column)
    }

    /// A position on a record's line after its first, moved to that line in the stream. Out of
    /// line, so that what every stream record's parse inlines stays small.
    @inline(never)
    private static func streamPosition(of local: JSONPosition, on laterLines: [LaterLine]) -> JSONPosition {
        guard local.line - 2 < laterLines.count else { return local }
        let start = laterLines[local.line - 2]
        return JSONPosition(offset: start.position.offset + local.offset - start.recordOffset,
                            line: start.position.line, column: start.position.column + local.column - 1)
    }

    /// A syntax error found in the record's bytes, moved to the stream. Out of line: the parse
    /// of every stream record that calls it on failure stays small enough to be inlined.
    @inline(never)
    package func streamError(_ error: JSONSyntaxError, laterLines: [LaterLine]? = nil) -> JSONSyntaxError {
        error.moved { streamPosition(of: $0, laterLines: laterLines) }
    }
}
