extension LeniencyReport {
    /// Records `action` for the value at entry `index` of `document` (or, with `missingKey`, for
    /// that key of the object at `index`), with its path and position, and the line of the method
    /// API call that asked (`declaration`). The path, position and declaration are worked out only
    /// when a report keeps the entry (someone is collecting, below the limit).
    static func record(
        _ action: Entry.Action, atEntry index: Int, of document: JSONDocument,
        missingKey: String? = nil, error: DecodeError?, declaredAt declaration: CallSite? = nil
    ) {
        record(Entry(action: action, path: document.path(toEntry: index, thenKey: missingKey),
                     position: document.position(ofEntry: index), error: error,
                     recordLine: unsafe document.origin?.lineNamingRecord, declaration: declaration?.location))
    }
}

extension JSONDocument {
    /// The path of entry `index`, and then `key` when one is given.
    fileprivate func path(toEntry index: Int, thenKey key: String?) -> JSONPath {
        let path = path(toEntry: index)
        return key.map { path.appending(.key($0)) } ?? path
    }
}
