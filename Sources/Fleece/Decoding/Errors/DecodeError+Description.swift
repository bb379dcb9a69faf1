extension DecodeError.Failure: CustomStringConvertible {
    /// One line a person can act on:
    /// `places.place[3].photo_count: expected Int, found string "12a" at line 14, column 22 (declared at Place.swift:31)`,
    /// or for a number the type cannot hold,
    /// `id: expected Int, found number 9223372036854775808 (more than Int.max) at line 1, column 7`.
    ///
    /// The path is left out at the root, the position when the value has no source text (it
    /// was built in code), the declaration when no method call declared the key.
    public var description: String {
        var text = ""
        let path = self.path
        if !path.isRoot { text += "\(path): " }
        text += reasonText
        if let position { text += " at \(position)" }
        if let declaration { text += " (declared at \(declaration))" }
        return text
    }
}

extension DecodeError.Failure {
    /// The reason in words, with the detail that says why, when there is one:
    /// `expected Int, found number 9223372036854775808 (more than Int.max)`.
    var reasonText: String {
        guard let detail else { return reason.description }
        return "\(reason) (\(detail))"
    }
}

extension DecodeError: CustomStringConvertible {
    /// One line per failure, in order, summarised as ``summary(separator:limit:)`` does: the same
    /// failure at the same place once, the first five in full, then `…and 195 more`.
    ///
    /// ```
    /// places.place[0].timezone: missing key "timezone" in object at line 2, column 1
    /// places.place[0].photo_count: missing key "photo_count" in object at line 2, column 1
    /// …
    /// …and 195 more
    /// ```
    /// ``failures`` keeps every one.
    public var description: String {
        summary(separator: "\n")
    }

    /// The failures as text a person can read to the end, however many there are: each distinct
    /// failure (reason, path and position) once, in the order met, the first `limit` in full
    /// (see ``Failure/description``), then how many more there are: `…and 195 more`.
    ///
    /// A model decoded from the wrong kind of value fails once per field with the same reason at
    /// the same place (`expected object, found array at line 1, column 1`); that reads once. The
    /// same failure declared at different lines of Swift is still one failure.
    ///
    /// ```swift
    /// print(error.summary(separator: "; "))
    /// // places.place[0].timezone: missing key "timezone" in object at line 2, column 1; …; …and 195 more
    /// ```
    public func summary(separator: String, limit: Int = 5) -> String {
        summary(separator: separator, limit: limit, describing: \.description)
    }

    /// ``summary(separator:limit:)``, with each failure shown written by `describe`.
    func summary(separator: String, limit: Int, describing describe: (Failure) -> String) -> String {
        // Failures all placed at entries of one document (those of a decode of one parsed
        // value) are the same place exactly when they are the same entry: distinct entries have
        // distinct offsets, so distinct positions (or, without source text, distinct paths). So
        // they are told apart by their entries, and only the failures printed work out their
        // paths and positions: describing an error of 800,000 failures worked out all of them
        // (3 µs each) to print five. Any other mix is told apart by its worked-out places.
        if case .entry(let document, _) = failures.first?.location,
           let summary = summary(separator: separator, limit: limit, describing: describe, identifiedBy: { failure -> EntryIdentity? in
               guard case .entry(let own, let index) = failure.location, own === document else { return nil }
               return EntryIdentity(reason: failure.reason, entry: index)
           }) {
            return summary
        }
        return summary(separator: separator, limit: limit, describing: describe, identifiedBy: FailureIdentity.init) ?? ""
    }

    /// The summary of the failures told apart by `identity`; nil as soon as it has none for one.
    private func summary<Identity: Hashable>(separator: String, limit: Int, describing describe: (Failure) -> String,
                                             identifiedBy identity: (Failure) -> Identity?) -> String? {
        var seen = Set<Identity>()
        seen.reserveCapacity(min(failures.count, 1 << 16))
        var shown: [String] = []
        var more = 0
        for failure in failures {
            guard let id = identity(failure) else { return nil }
            guard seen.insert(id).inserted else { continue }
            if shown.count < max(limit, 1) {
                shown.append(describe(failure))
            } else {
                more += 1
            }
        }
        if more > 0 { shown.append("…and \(more) more") }
        return shown.joined(separator: separator)
    }

    /// How many distinct failures (reason, path and position) there are, as ``summary(separator:limit:)``
    /// counts them.
    var distinctFailureCount: Int {
        Set(failures.map(FailureIdentity.init)).count
    }
}

/// What makes two failures placed in one document the same (see `summary(separator:limit:)`).
private struct EntryIdentity: Hashable {
    let reason: DecodeError.Reason
    let entry: Int
}

/// What makes two failures the same for a reader: what went wrong and where, not which line of
/// Swift asked.
private struct FailureIdentity: Hashable {
    let reason: DecodeError.Reason
    let path: JSONPath
    let position: JSONPosition?

    init(_ failure: DecodeError.Failure) {
        reason = failure.reason
        path = failure.path
        position = failure.position
    }
}
