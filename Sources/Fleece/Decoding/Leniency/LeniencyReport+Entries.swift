extension LeniencyReport {
    /// Records `action` for the value at entry `index` of `document` (or, with `missingKey`, for
    /// that key of the object at `index`), with its path and position, and the line of the method
    /// API call that asked (`declaration`). The path, position and declaration are worked out only
    /// when a report keeps the entry (someone is collecting, below the limit).
    static func record(
        _ action: Entry.Action, atEntry index: Int, of document: JSONDocument,
        missingKey: String? = nil, error: DecodeError?, declaredAt declaration: CallSite? = nil
    ) {
        record(entry(action, atEntry: index, of: document, missingKey: missingKey, error: error, declaredAt: declaration))
    }

    /// The entry ``record(_:atEntry:of:missingKey:error:declaredAt:)`` records: its path and
    /// position worked out once, for the entry and its error.
    private static func entry(
        _ action: Entry.Action, atEntry index: Int, of document: JSONDocument,
        missingKey: String?, error: DecodeError?, declaredAt declaration: CallSite?
    ) -> Entry {
        let path = document.path(toEntry: index)
        let position = document.position(ofEntry: index)
        return Entry(action: action, path: missingKey.map { path.appending(.key($0)) } ?? path,
                     position: position, error: error?.detached(knowing: (index, document, path, position)),
                     recordLine: unsafe document.origin?.lineNamingRecord, declaration: declaration?.location)
    }
}
