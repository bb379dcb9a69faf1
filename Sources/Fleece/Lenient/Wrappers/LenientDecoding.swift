/// What the lenient property wrappers share: recording what they forgave.
enum LenientDecoding {
    /// Records `action` for the value `decoder` is at, with its path, its position when the
    /// decoder is Fleece's, and the forgiven `error`. Does nothing when no one is collecting.
    static func record(_ action: LeniencyReport.Entry.Action, at decoder: any Decoder, error: (any Error)?,
                       decoding type: Any.Type? = nil) {
        guard LeniencyReport.isCollecting else { return }
        LeniencyReport.record(entry(action, codingPath: decoder.codingPath, located: decoder as? DecodingPositionProviding,
                                    error: error, decoding: type))
    }

    /// The entry for the value at `codingPath`, which `located` (the decoder, when it is
    /// Fleece's) places: in a stream record below the stream's root (an element of `.array`),
    /// the path, and the forgiven error's coding path, start with the record's, as a thrown
    /// error's do.
    static func entry(_ action: LeniencyReport.Entry.Action, codingPath: [any CodingKey],
                      located: DecodingPositionProviding?, error: (any Error)?, atKey: Bool = false,
                      decoding type: Any.Type? = nil) -> LeniencyReport.Entry {
        let recordPath = located?.currentRecordPath ?? .root
        var forgiven = error
        // Foundation's own error, which an entry printed as `numberIsNotRepresentableInSwift(parsed:
        // "3.5")` (found by an outside tester): said as `FleeceDecoder` says it.
        if let error, let number = numberJSONDecoderCouldNotFit(error) {
            forgiven = DecodingError.dataCorrupted(.init(
                codingPath: codingPath, debugDescription: sentence(number, notFitting: type), underlyingError: error))
        }
        if !recordPath.isRoot, let decoding = error as? DecodingError { forgiven = decoding.prefixed(by: recordPath) }
        return LeniencyReport.Entry(
            action: action, path: JSONPath(codingPath: codingPath).prepending(recordPath),
            position: atKey ? located?.currentMemberKeyPosition : located?.currentValuePosition, error: forgiven,
            recordLine: located?.currentRecordLine)
    }

    /// What to say of a `number` Foundation could not fit, for a wrapper that decoded `type`:
    /// the type, when it is a number type (or an optional of one), which the number was read
    /// as; for a model, that one of its fields could not read it, since Foundation's error names
    /// neither the field nor its type (an outside tester's lossy array of contacts said "does
    /// not fit in Contact" for a contact's 20-digit `id`).
    private static func sentence(_ number: Substring, notFitting type: Any.Type?) -> String {
        guard let type else { return "The number \(number) does not fit in the type asked for." }
        let read = (type as? any OptionalValue.Type)?.wrappedType ?? type
        guard !(read is any Numeric.Type) else { return "The number \(number) does not fit in \(read)." }
        return "The number \(number) does not fit the field of \(read) that reads it (JSONDecoder does not say which)."
    }

    /// The number of the error `JSONDecoder` throws to a container's caller (a lossy wrapper)
    /// for a number that does not fit the type asked for: `3.5` of Foundation's internal
    /// `numberIsNotRepresentableInSwift(parsed: "3.5")`; nil for any other error. (At the top
    /// it is "The given data was not valid JSON.", with no underlying error.)
    private static func numberJSONDecoderCouldNotFit(_ error: any Error) -> Substring? {
        guard !(error is DecodingError) else { return nil }
        let said = String(describing: error)
        let start = "numberIsNotRepresentableInSwift(parsed: \"", end = "\")"
        guard said.hasPrefix(start), said.hasSuffix(end), said.count > start.count + end.count else { return nil }
        return said.dropFirst(start.count).dropLast(end.count)
    }

    /// Records `action` for the member `key` of `container`, which is absent or null, or whose
    /// value (or with `atKey`, whose key) failed with `error` (no decoder is at hand; its
    /// position comes from a `superDecoder`, asked only while collecting).
    static func record<Key>(_ action: LeniencyReport.Entry.Action, forKey key: Key, in container: KeyedDecodingContainer<Key>,
                            error: (any Error)? = nil, atKey: Bool = false) {
        guard LeniencyReport.isCollecting else { return }
        let located = (try? container.superDecoder(forKey: key)) as? DecodingPositionProviding
        LeniencyReport.record(entry(action, codingPath: container.codingPath + [key], located: located, error: error, atKey: atKey))
    }
}

/// Decodes any value without looking at it: how a lossy array steps past an element that failed
/// (a failed decode does not advance an unkeyed container), learning its path and position.
struct SkippedValue: Decodable, DecodingPositionProviding {
    let codingPath: [any CodingKey]
    // The decoder's answers, read while it is at the value (it is not kept: it moves on).
    let currentValuePosition: JSONPosition?
    var currentMemberKeyPosition: JSONPosition? { nil }
    let currentRecordLine: Int?
    let currentRecordPath: JSONPath

    init(from decoder: any Decoder) {
        codingPath = decoder.codingPath
        let located = decoder as? DecodingPositionProviding
        currentValuePosition = located?.currentValuePosition
        currentRecordLine = located?.currentRecordLine
        currentRecordPath = located?.currentRecordPath ?? .root
    }
}
