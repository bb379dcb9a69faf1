/// What the lenient property wrappers share: recording what they forgave.
enum LenientDecoding {
    /// Records `action` for the value `decoder` is at, with its path, its position when the
    /// decoder is Fleece's, and the forgiven `error`. Does nothing when no one is collecting.
    static func record(_ action: LeniencyReport.Entry.Action, at decoder: any Decoder, error: (any Error)?) {
        guard LeniencyReport.isCollecting else { return }
        let located = decoder as? DecodingPositionProviding
        LeniencyReport.record(LeniencyReport.Entry(
            action: action, path: JSONPath(codingPath: decoder.codingPath),
            position: located?.currentValuePosition, error: error, recordLine: located?.currentRecordLine))
    }

    /// Records `action` for the member `key` of `container`, which is absent or null, or whose
    /// value failed with `error` (no decoder is at hand; its position comes from a
    /// `superDecoder`, asked only while collecting).
    static func record<Key>(_ action: LeniencyReport.Entry.Action, forKey key: Key, in container: KeyedDecodingContainer<Key>,
                            error: (any Error)? = nil) {
        guard LeniencyReport.isCollecting else { return }
        let located = (try? container.superDecoder(forKey: key)) as? DecodingPositionProviding
        LeniencyReport.record(LeniencyReport.Entry(
            action: action, path: JSONPath(codingPath: container.codingPath + [key]),
            position: located?.currentValuePosition, error: error, recordLine: located?.currentRecordLine))
    }
}

/// Decodes any value without looking at it: how a lossy array steps past an element that failed
/// (a failed decode does not advance an unkeyed container), learning its path and position.
struct SkippedValue: Decodable {
    let codingPath: [any CodingKey]
    let position: JSONPosition?
    let recordLine: Int?

    init(from decoder: any Decoder) {
        codingPath = decoder.codingPath
        let located = decoder as? DecodingPositionProviding
        position = located?.currentValuePosition
        recordLine = located?.currentRecordLine
    }
}
