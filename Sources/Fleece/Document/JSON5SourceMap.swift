/// Where the values of a document read as JSON5 are in the text it was read from.
///
/// The JSON5 reading rewrites the text as JSON (keys quoted, comments and `+` signs gone,
/// `0x1F` as `31`), and the document's entries point into that copy. The start of each value and
/// key in both is kept, in order, so that an error names the line and column of the file a
/// person wrote: a position costs a binary search here and one in the document's line table of
/// the text (`JSONDocument.withLineTable`).
final class JSON5SourceMap: Sendable {
    /// The text as read.
    let text: [UInt8]
    /// Each value's and key's start, ascending: its offset in the copy in the high 32 bits, in
    /// the text in the low (one array: two cost the JSON5 reading 2% more).
    private let starts: [UInt64]

    init(text: [UInt8], starts: [UInt64]) {
        self.text = text
        self.starts = starts
    }

    /// The offset in the text of `offset` in the copy: exact at a value's or key's start.
    func textOffset(of offset: Int) -> Int {
        var low = 0, high = starts.count
        // The last start at or before `offset`.
        while low < high {
            let middle = (low + high) / 2
            if Int(starts[middle] >> 32) <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return min(offset, text.count) }
        let start = starts[low - 1]
        return min(Int(start & 0xFFFF_FFFF) + (offset - Int(start >> 32)), text.count)
    }
}
