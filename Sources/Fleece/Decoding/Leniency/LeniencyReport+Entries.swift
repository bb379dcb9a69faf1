extension LeniencyReport {
    /// Records `action` for the value at entry `index` of `document` (or, with `missingKey`, for
    /// that key of the object at `index`), with its path and position. The path and position are
    /// worked out only when someone is collecting.
    static func record(
        _ action: Entry.Action, atEntry index: Int, of document: JSONDocument,
        missingKey: String? = nil, error: DecodeError?
    ) {
        guard isCollecting else { return }
        var path = document.path(toEntry: index)
        if let missingKey { path = path.appending(.key(missingKey)) }
        record(Entry(action: action, path: path, position: document.position(ofEntry: index), error: error,
                     recordLine: unsafe document.origin?.lineNamingRecord))
    }
}
