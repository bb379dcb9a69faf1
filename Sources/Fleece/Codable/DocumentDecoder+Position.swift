/// A decoder that knows where its current value is in the input. Fleece's own decoder does;
/// lenient wrappers ask through `as?`, so under another decoder they report no position.
protocol DecodingPositionProviding {
    /// The position of the value being decoded; for a member that is absent, the position of
    /// the object it was looked for in; nil when the document has no source text.
    var currentValuePosition: JSONPosition? { get }
    /// For a decoder at a member's value (a keyed container's `superDecoder(forKey:)`), the
    /// position of the member's key; nil when the member is absent or the position unknown.
    var currentMemberKeyPosition: JSONPosition? { get }
    /// The line the stream record being decoded starts on, when the record has no path of its
    /// own (a line of JSON Lines): a leniency report names the record by it.
    var currentRecordLine: Int? { get }
    /// The path of the stream record being decoded, in the stream's document (`[3]` for the
    /// fourth element of `.array`), or of the `JSON` value being decoded in its document
    /// (`data.items[0]`); the root otherwise.
    var currentRecordPath: JSONPath { get }
}

// Memory safety, for every `unsafe` in this extension: `entries` and `bytes` point into live
// storage for as long as the decoder is used (see `DocumentDecoder.entries`) and are indexed only
// with entry indices and text ranges that this document's parser recorded, so in bounds; the
// `@exclusivity(unchecked)` state is the decoder's own, used by one decode at a time (see
// `DocumentDecoder.value`).
extension DocumentDecoder: DecodingPositionProviding {
    var currentValuePosition: JSONPosition? {
        if unsafe value >= 0 { return unsafe document.position(ofEntry: value) }
        return unsafe Self.objectOfAbsentMember(value).flatMap(document.position(ofEntry:))
    }

    var currentMemberKeyPosition: JSONPosition? {
        // A member's key is the entry before its value.
        guard unsafe value >= 1 else { return nil }
        return unsafe document.position(ofEntry: value &- 1)
    }

    var currentRecordLine: Int? {
        unsafe document.origin?.lineNamingRecord
    }

    var currentRecordPath: JSONPath {
        // A part of a larger document (a `JSONDecodableByCodable` value in a functional chain,
        // `decode(_:from: json)` of a sub-value): its path there, origin included.
        if unsafe topEntry != document.rootIndex, unsafe topEntry >= 0 { return unsafe document.path(toEntry: topEntry) }
        return unsafe document.origin?.path ?? .root
    }
}
