extension DecodeError {
    /// One thing that went wrong, and where.
    public struct Failure: Sendable {
        // The stored properties are kept small (72 bytes, from 152): an array of 800,000
        // failing elements keeps 800,000 failures. The rare parts (a declaring line, a detail)
        // share one box, and the places that are not a document's entry are boxed in `Location`.

        /// What went wrong.
        public internal(set) var reason: Reason
        /// Where: resolved into a path and a position only when asked for.
        var location: Location
        /// ``declaration`` and ``detail``, when either is there.
        private var notes: Notes?
        /// The failure is of the value a method API call was made on (`json.need("city")` on a
        /// string): the line that asked for that value, when one did, is the one to name. The
        /// call's own line is named until then (for a document's root, nothing else asked).
        var isOfReceiver = false

        /// The line of Swift that asked for the value, or for a value it is in, when the method
        /// API did: the nearest such call (`need("tags", as: [String].self)` for `tags[2]`).
        public internal(set) var declaration: Declaration? {
            get { notes?.declaration }
            set { notes = Notes(declaration: newValue, detail: detail) }
        }

        /// Why the value did not do, when the reason alone reads like something else: a number
        /// of the right kind that the type cannot hold says which bound it passed. Printed after
        /// the reason; derived from it, so not part of what makes two failures equal.
        var detail: String? {
            get { notes?.detail }
            set { notes = Notes(declaration: declaration, detail: newValue) }
        }

        /// A failure at a place given explicitly, as tests build the failures they expect.
        ///
        /// ```swift
        /// DecodeError.Failure(reason: .missingKey("age"), path: [.key("age")],
        ///                     position: JSONPosition(offset: 0, line: 1, column: 1))
        /// ```
        public init(reason: Reason, path: JSONPath = .root, position: JSONPosition? = nil,
                    declaration: Declaration? = nil) {
            self.reason = reason
            self.location = .given(path: path, position: position)
            self.notes = Notes(declaration: declaration, detail: nil)
        }

        init(reason: Reason, location: Location, declaration: Declaration? = nil) {
            self.reason = reason
            self.location = location
            self.notes = Notes(declaration: declaration, detail: nil)
        }
    }
}

extension DecodeError.Failure {
    /// A failure's rare parts, never changed once made (a change makes a new box), so that
    /// copies of a failure can share it.
    final class Notes: Sendable {
        let declaration: DecodeError.Declaration?
        let detail: String?

        /// The notes holding these, or nil when both are nil.
        init?(declaration: DecodeError.Declaration?, detail: String?) {
            guard declaration != nil || detail != nil else { return nil }
            self.declaration = declaration
            self.detail = detail
        }
    }
}

extension DecodeError.Failure {
    /// The same reason at the same place, however the place is kept.
    func isSame(as other: Self) -> Bool {
        reason == other.reason && location.isSame(as: other.location)
    }

    /// Where a failure happened, kept in the cheapest form until someone asks.
    enum Location: Sendable {
        /// Not known yet: the value had no place of its own (a string, a bool, null, or a value
        /// built in code); the operator that looked it up will attach one.
        case unknown
        /// The entry of the offending value, or of the object that lacks the key of a
        /// `missingKey` failure.
        case entry(JSONDocument, Int)
        /// Given by whoever built the failure.
        indirect case given(path: JSONPath, position: JSONPosition?)
        /// Worked out from a document that is not kept (see `DecodeError.detached()`): the path
        /// is `parent` then `last`, kept apart so that a report's entries about siblings share
        /// one `parent` (see `LeniencyReport.Entry.sharingPaths(with:)`).
        indirect case detached(parent: JSONPath, last: JSONPath.Component?, position: JSONPosition?)

        /// The place of a value that has one: numbers (but integers made in code), arrays and
        /// objects are views into their document; strings, bools and null are not.
        init(of value: JSON) {
            switch value {
            case .object(let object): self = .entry(object.document, object.entryIndex)
            case .array(let array): self = .entry(array.document, array.entryIndex)
            case .number(let number):
                // An integer made in code has no place, as a string has none.
                let place = number.document.map { Self.entry($0, Int(truncatingIfNeeded: number.slot)) }
                self = place ?? .unknown
            case .string, .bool, .null: self = .unknown
            }
        }

        /// True when both name the same place: the same entry, both unknown (the one value a
        /// model's lookups are made on), or the same path and position.
        func isSame(as other: Location) -> Bool {
            switch (self, other) {
            case (.unknown, .unknown): true
            case (.entry(let document, let index), _): other.isEntry(index, of: document)
            case (.given, .given), (.given, .detached), (.detached, .given), (.detached, .detached):
                givenPath == other.givenPath && givenPosition == other.givenPosition
            default: false
            }
        }

        /// The path of a `.given` or `.detached` place.
        var givenPath: JSONPath? {
            switch self {
            case .given(let path, _): path
            case .detached(let parent, let last, _): last.map { parent.appending($0) } ?? parent
            default: nil
            }
        }

        /// The position of a `.given` or `.detached` place.
        var givenPosition: JSONPosition? {
            switch self {
            case .given(_, let position), .detached(_, _, let position): position
            default: nil
            }
        }

        /// True when this is the entry `index` of `document`.
        func isEntry(_ index: Int, of document: JSONDocument) -> Bool {
            if case .entry(let own, let ownIndex) = self { return own === document && ownIndex == index }
            return false
        }
    }

    /// The path from the root of the document: for a missing key, the path the key would have.
    public var path: JSONPath {
        switch location {
        case .unknown:
            if case .missingKey(let key) = reason { return [.key(key)] }
            return .root
        case .entry(let document, let index):
            let path = document.path(toEntry: index)
            if case .missingKey(let key) = reason { return path.appending(.key(key)) }
            return path
        case .given(let path, _):
            return path
        case .detached(let parent, let last, _):
            return last.map { parent.appending($0) } ?? parent
        }
    }

    /// The line and column in the input of the offending value (or of the object lacking the
    /// key); nil when the place is unknown or the value was built in code.
    public var position: JSONPosition? {
        switch location {
        case .unknown: nil
        case .entry(let document, let index): document.position(ofEntry: index)
        case .given(_, let position), .detached(_, _, let position): position
        }
    }
}

extension DecodeError {
    /// Gives the failures whose place is not known yet the place of the value at `index`:
    /// how an error about a string, which has no place of its own, learns where it was.
    ///
    /// With a `declaration` (the method API's `#fileID` and `#line`), every failure that no
    /// line of Swift claimed yet is said to be declared there: the value's own, and those deeper
    /// in it (an element of `need("tags", as: [String].self)`, a member of a model decoded in the
    /// functional style), so that a failure names the nearest line that asked for it. A nested
    /// model's own method calls ran first and keep their lines.
    func located(atEntry index: Int, of document: JSONDocument, declaredAt declaration: CallSite? = nil) -> DecodeError {
        var located = self
        for position in located.failures.indices {
            if case .unknown = located.failures[position].location {
                located.failures[position].location = .entry(document, index)
            }
        }
        guard let declaration else { return located }
        // The value at `index` is the one this call asked for: it names the failures of a
        // nested call's receiver (see `Failure.isOfReceiver`) as well as those without a line.
        for position in located.failures.indices
        where located.failures[position].declaration == nil || located.failures[position].isOfReceiver {
            located.failures[position].declaration = declaration.location
            located.failures[position].isOfReceiver = false
        }
        return located
    }

    /// Names `declaration` as the declaring line of every failure that has none.
    func declared(at declaration: CallSite?) -> DecodeError {
        guard let declaration else { return self }
        var declared = self
        for position in declared.failures.indices where declared.failures[position].declaration == nil {
            declared.failures[position].declaration = declaration.location
        }
        return declared
    }
}

extension DecodeError {
    /// This error with every place worked out into a path and a position: the same error, equal
    /// to this one, with the same description, that no longer holds the document it was found in.
    ///
    /// An error works out where each failure happened only when asked, so until then it holds
    /// the parsed document, all of it: keep this copy of an error you store (a log, a view
    /// model's last error) and let the document go. An outside tester kept five errors of a
    /// 28 MB response and held 424 MB; the description alone held 98.
    ///
    /// ```swift
    /// if case .failure(let error) = json <|| "items" as Decoded<[Item]> {
    ///     lastError = error.detached()
    /// }
    /// ```
    ///
    /// A ``LeniencyReport`` keeps its entries' errors detached, and so does FleeceNetworking's
    /// `RequestError.decoding`.
    public func detached() -> DecodeError {
        detached(knowing: nil)
    }

    /// ``detached()``, taking the path and position of entry `known.entry` of `known.document`
    /// as given for the failures there, instead of walking the document for them again: a
    /// leniency report that has just worked them out for its entry (a walk from the root for
    /// each, found by an outside complexity auditor to be a third of a deep entry's cost).
    func detached(knowing known: (entry: Int, document: JSONDocument, path: JSONPath, position: JSONPosition?)?) -> DecodeError {
        var detached = self
        for index in detached.failures.indices {
            guard case .entry = detached.failures[index].location else { continue }
            let failure = detached.failures[index]
            var parent: JSONPath
            let position: JSONPosition?
            if let known, failure.location.isEntry(known.entry, of: known.document) {
                parent = known.path
                if case .missingKey(let key) = failure.reason { parent = parent.appending(.key(key)) }
                position = known.position
            } else {
                parent = failure.path
                position = failure.position
            }
            let last = parent.components.popLast()
            detached.failures[index].location = .detached(parent: parent, last: last, position: position)
        }
        return detached
    }
}
