extension JSON {
    /// This value on its own: a copy holding only its own text and index, not the document it
    /// was read from, with the same paths and positions in its errors.
    ///
    /// An object, array or number read from a document is a view into it, and keeps all of it
    /// alive: a feature's `properties` kept from each record of a 300 MB stream kept every
    /// record. Keep the detached copy of what outlives the document instead:
    ///
    /// ```swift
    /// for try await feature in FileChunks(contentsOf: url).decodeJSON(Feature.self, .array(at: ["features"])) {
    ///     kept.append(feature.properties.detached())   // its own few bytes, not the record's
    /// }
    /// ```
    ///
    /// The copy is worth it for a small part of a large document; for the root of a document,
    /// and for a string, a bool or null (which hold no document), it is the value itself.
    /// Failures read from the copy name the paths and positions of the input it came from
    /// (`features[3].properties.lanes`, with its line and column); a value of a JSON5 document
    /// is copied as JSON text without positions.
    public func detached() -> JSON {
        switch self {
        case .string, .bool, .null: self
        case .object(let object): object.document.detachedValue(ofEntry: object.entryIndex) ?? self
        case .array(let array): array.document.detachedValue(ofEntry: array.entryIndex) ?? self
        case .number(let number):
            number.document.flatMap { $0.detachedValue(ofEntry: Int(truncatingIfNeeded: number.slot)) } ?? self
        }
    }
}

extension JSONDocument {
    /// The value at entry `index` in a document of its own (see `JSON.detached()`), whose
    /// origin is the value's path and position here; nil when the value is this document's
    /// only root, or its text does not parse on its own.
    func detachedValue(ofEntry index: Int) -> JSON? {
        // Memory safety: the document's `@exclusivity(unchecked)` fields are read, not written
        // (see `JSONDocument`); `index` is an entry the parser wrote.
        guard unsafe entries.indices.contains(index), unsafe index != rootIndex || !recordRoots.isEmpty else { return nil }
        let path = path(toEntry: index)
        // The text as written, where it is JSON's own: the copy keeps its positions.
        if hasSourceText, !isJSON5, unsafe laterLines == nil, let position = position(ofEntry: index),
           let end = endOffset(ofEntry: index) {
            let text = unsafe Array(bytes[Int(entries[index].offset)..<end])
            if let copy = Self.parsedCopy(of: text, hasSourceText: true, origin: RecordOrigin(position: position, path: path)) {
                return copy
            }
        }
        // Otherwise its compact text, without positions.
        let value = value(at: index)
        return Self.parsedCopy(of: value.jsonBytes(), hasSourceText: false,
                               origin: RecordOrigin(position: JSONPosition(offset: 0, line: 1, column: 1), path: path))
    }

    /// The root of `text` parsed into a document with `origin`; nil when it is not JSON.
    private static func parsedCopy(of text: [UInt8], hasSourceText: Bool, origin: RecordOrigin) -> JSON? {
        // Memory safety: the parser uses the lent buffer only inside the closure.
        let parsed = unsafe text.withUnsafeBufferPointer { buffer in
            try? unsafe Parser.parse(buffer, options: JSONParsingOptions(maximumDepth: .max))
        }
        guard let parsed else { return nil }
        return JSONDocument(bytes: text, entries: parsed.entries, rootIndex: parsed.rootIndex,
                            hasSourceText: hasSourceText, origin: origin).root
    }

    /// The offset just past the value at entry `index` in the text: its last byte's, for a
    /// container its closing bracket's (found after its last child and the whitespace after
    /// it). Nil when the text is not as the strict parser leaves it.
    private func endOffset(ofEntry index: Int) -> Int? {
        // Memory safety: as in `detachedValue(ofEntry:)`; `bytes` is read below its count.
        var innermost = index
        var closings = 0
        var end: Int
        while true {
            let entry = unsafe entries[innermost]
            switch entry.kind {
            case .null, .true: end = Int(entry.offset) + 4
            case .false: end = Int(entry.offset) + 5
            case .number: end = Int(entry.offset) + entry.length
            case .string: end = entry.contentOffset + entry.length + 1
            case .array, .object:
                closings += 1
                guard entry.childCount > 0 else {
                    end = Int(entry.offset) + 1
                    break
                }
                let last = entry.firstChild + (entry.kind == .object ? 2 * entry.childCount - 1 : entry.childCount - 1)
                guard unsafe entries.indices.contains(last) else { return nil }
                innermost = last
                continue
            }
            break
        }
        let count = unsafe bytes.count
        for _ in 0..<closings {
            while end < count, unsafe [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end]) { end += 1 }
            guard end < count, unsafe bytes[end] == UInt8(ascii: "]") || bytes[end] == UInt8(ascii: "}") else { return nil }
            end += 1
        }
        return end
    }
}
