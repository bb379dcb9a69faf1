extension JSONStream {
    /// The document around the records' array of an `.array(at:)` stream, as far as it has
    /// been read, with the array itself empty: what the service sends beside the records (a
    /// total, a next link, a status), which the records alone do not give.
    ///
    /// ```swift
    /// // {"resourceType": "Bundle", "total": 5000, "link": […], "entry": [ … 5000 records … ]}
    /// var stream = JSONStream(.array(at: ["entry"]))
    /// // … once the records' array has started:
    /// stream.envelope    // {"resourceType": "Bundle", "total": 5000, "link": […], "entry": []}
    /// ```
    /// Members come in whole as they are read, so the members before the array are there as
    /// soon as the array starts, and the ones after it once they have arrived; the objects
    /// still open are closed. When the document does not hold the path (an error body, such as
    /// Flickr's `{"stat": "fail", "code": 100, "message": "Invalid API Key"}`), or holds a null
    /// there (GraphQL's `{"data": null, "errors": […]}`), the stream throws at the end, and
    /// `envelope` is the whole body, to read the service's own words from.
    ///
    /// Positions in the envelope are those of its own compact text, not of the stream. It holds
    /// at most ``JSONParsingOptions/maximumInputSize`` bytes, as a record does: when what
    /// surrounds the array is larger, it is nil, and the records stream as before. Nil also
    /// for the formats other than `.array(at:)` with a path, and before the first object opens.
    public var envelope: JSON? {
        guard envelopeText.isKept, !envelopeText.text.isEmpty else { return nil }
        var text = envelopeText.text
        for case .object in frames { text.append(UInt8(ascii: "}")) }
        // The text is the stream's own bytes, checked as they came, and whole members: it parses.
        return try? JSON(parsing: text, options: JSONParsingOptions(maximumDepth: options.maximumDepth,
                                                                    allowsTrailingCommas: options.allowsTrailingCommas))
    }
}

extension JSONRecordSequence.AsyncIterator {
    /// The document around the records' array, as far as this iteration has read it: see
    /// ``JSONStream/envelope``.
    ///
    /// ```swift
    /// var places = bytes.jsonValues(.array(at: ["places", "place"])).makeAsyncIterator()
    /// do {
    ///     while let place = try await places.next() { … }
    ///     print(places.envelope?["stat"] ?? .null)    // "ok"
    /// } catch {
    ///     print(places.envelope?["message"] ?? .null)  // "Invalid API Key", for an error body
    /// }
    /// ```
    public var envelope: JSON? { stream.envelope }
}
