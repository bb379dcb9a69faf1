/// What lenient decoding forgave: every element it skipped, value it replaced with nil, default
/// it took or value it converted, with where and why.
///
/// Lenient decoding never drops anything silently: wrap the decoding in ``collecting(keepingAtMost:_:)-(_,()->R)``
/// and read the entries. Decoding with and without a report gives the same value.
///
/// ```swift
/// let (feed, report) = try LeniencyReport.collecting {
///     try FleeceDecoder().decode(Feed.self, from: data)
/// }
/// for entry in report.entries { print(entry) }
/// // products[2]: skipped element: Expected to decode Double but found a string "n/a" instead, at line 9, column 17.
/// ```
/// (Under `FleeceDecoder` an entry's error is the `DecodingError` a model sees, worded as
/// `JSONDecoder` words it; under the operators and the method API it is a ``DecodeError``:
/// `expected Double, found string "n/a" at line 9, column 17`.)
public struct LeniencyReport: Sendable {
    /// One forgiven failure.
    public struct Entry: Sendable, CustomStringConvertible {
        /// What the lenient decoder did instead of failing.
        public enum Action: Sendable, Hashable, CustomStringConvertible {
            /// An element of a lossy array failed and was left out.
            case skippedElement
            /// An optional value failed to decode and became nil.
            case replacedWithNil
            /// A value was absent, null or wrong, and the default was taken.
            case usedDefault
            /// A value of another type was converted (the text `"12.2"` for a `Double`, …).
            case convertedValue

            /// `skipped element`, `replaced with nil`, `used default`, `converted value`.
            public var description: String {
                switch self {
                case .skippedElement: "skipped element"
                case .replacedWithNil: "replaced with nil"
                case .usedDefault: "used default"
                case .convertedValue: "converted value"
                }
            }
        }

        /// What was done instead of failing.
        public let action: Action
        /// Where, from the root of the document. Under a `Codable` decoder it is the coding
        /// path, as `JSONDecoder` gives it: with `.convertFromSnakeCase`, the Swift names
        /// (`photoCount` for the JSON's `photo_count`); ``position`` gives the place in the text.
        public var path: JSONPath { lastStep.map { parentPath.appending($0) } ?? parentPath }
        /// The path but its last step, and that step: kept apart so that entries about siblings
        /// (the skipped elements of one array) share one parent path, not a copy each (see
        /// ``sharingPaths(with:)``).
        private(set) var parentPath: JSONPath
        private let lastStep: JSONPath.Component?
        /// Where in the input text, when the decoder knows it (Foundation's `JSONDecoder` does not).
        public let position: JSONPosition?
        /// The failure that was forgiven (nil when there was none, e.g. a default taken for an absent key).
        public private(set) var error: (any Error & Sendable)?
        /// The line of Swift whose method API call was lenient (`json.want("likes", default: 0)`,
        /// `json.lossy("products")`, `json.convert("price")`), from its `#fileID` and `#line`; nil
        /// for the operators and the Codable wrappers, which have no such line.
        ///
        /// The description names it (`likes: used default at line 1, column 1 (declared at
        /// Post.swift:12)`) unless the error already does.
        public let declaration: DecodeError.Declaration?

        /// For a value of a stream record that has no path of its own (a line of JSON Lines, one
        /// of concatenated values, a server-sent event's data), the line the record starts on,
        /// which the description names, since the path starts at the record.
        let recordLine: Int?

        /// Creates an entry; lenient decoders make these.
        ///
        /// - Parameters:
        ///   - action: What was done instead of failing.
        ///   - path: Where, from the root of the document.
        ///   - position: Where in the input text, when known.
        ///   - error: The failure that was forgiven, if there was one.
        ///   - declaration: The line of Swift that asked for the value, when one did.
        public init(action: Action, path: JSONPath, position: JSONPosition?, error: (any Error & Sendable)?,
                    declaration: DecodeError.Declaration? = nil) {
            self.init(action: action, path: path, position: position, error: error, recordLine: nil, declaration: declaration)
        }

        /// `error` without the document it came from. A `DecodeError` finds its places lazily
        /// in that document, and so does one a `DecodingError` carries as its underlying error (a
        /// number that does not fit, a `DecodableByJSON` type's failure): the entry keeps them
        /// worked out instead, not the document (a record's, or a whole input's).
        static func detached(_ error: (any Error & Sendable)?) -> (any Error & Sendable)? {
            if let error = error as? DecodeError { return error.detached() }
            if let error = error as? DecodingError, let context = error.context,
               let underlying = context.underlyingError as? DecodeError {
                return error.withContext(DecodingError.Context(codingPath: context.codingPath, debugDescription: context.debugDescription,
                                                               underlyingError: underlying.detached()))
            }
            return error
        }

        init(action: Action, path: JSONPath, position: JSONPosition?, error: (any Error & Sendable)?, recordLine: Int?,
             declaration: DecodeError.Declaration? = nil) {
            self.action = action
            var parentPath = path
            self.lastStep = parentPath.components.popLast()
            self.parentPath = parentPath
            self.position = position
            self.error = Self.detached(error)
            self.recordLine = recordLine
            self.declaration = declaration
        }

        /// `products[2]: skipped element: <the error>`, then the declaring line when the error does
        /// not name it (`missing: used default at line 1, column 1 (declared at Post.swift:12)`); in a record of JSON Lines, the record's
        /// line first: `line 7: skipped record: <the error>`, `line 9: tags[1]: replaced with nil: …`.
        public var description: String {
            let place = path.isRoot ? "(root)" : path.description
            var text: String
            if let recordLine {
                let isWholeRecord = path.isRoot && action == .skippedElement
                text = "line \(recordLine): " + (isWholeRecord ? "skipped record" : (path.isRoot ? "" : place + ": ") + "\(action)")
            } else {
                text = place + ": \(action)"
            }
            if let error { text += ": " + Self.describe(error, at: place) }
            if let position, !text.contains(" at line ") {
                // The place ends the error's sentence: `is not an Int at line 6`, not `Int. at line 6`.
                if text.hasSuffix(".") { text.removeLast() }
                text += " at \(position)"
            }
            if let declaration, !text.contains("(declared at ") { text += " (declared at \(declaration))" }
            return text
        }

        /// The entry with its error rewritten by `rewrite` (see `rewritingEntries(_:_:)`).
        package func rewritingError(_ rewrite: (any Error & Sendable) -> any Error & Sendable) -> Entry {
            var rewritten = self
            rewritten.error = error.map(rewrite)
            return rewritten
        }

        /// The entry with `prefix` before its path.
        func prefixed(by prefix: JSONPath) -> Entry {
            Entry(action: action, path: path.prepending(prefix), position: position, error: error, recordLine: recordLine,
                  declaration: declaration)
        }

        /// This entry with the storage of its parent path, and of its error's, taken from
        /// `previous` where they are equal: a report of many failures in one deep place (the
        /// elements of a lossy array 400 levels down, or under a key of 400,000 characters) kept
        /// a whole path per entry, twice with the error's (2.6 GB and 3.9 GB for 100,000 and
        /// 10,000 entries); now it keeps one, and a step per entry. Called under the report's lock.
        func sharingPaths(with previous: Entry) -> Entry {
            var shared = self
            let parent = previous.parentPath
            if shared.parentPath == parent { shared.parentPath = parent }
            guard var error = shared.error as? DecodeError else { return shared }
            var changed = false
            for index in error.failures.indices {
                guard case .detached(let own, let last, let position) = error.failures[index].location else { continue }
                // The failure of a skipped element is at the element, or in it: its parent is
                // the entry's, or the parent of the previous entry's failure.
                let previousParent = (previous.error as? DecodeError).flatMap { previousError -> JSONPath? in
                    guard index < previousError.failures.count,
                          case .detached(let other, _, _) = previousError.failures[index].location else { return nil }
                    return other
                }
                if own == shared.parentPath {
                    error.failures[index].location = .detached(parent: shared.parentPath, last: last, position: position)
                    changed = true
                } else if let previousParent, own == previousParent {
                    error.failures[index].location = .detached(parent: previousParent, last: last, position: position)
                    changed = true
                }
            }
            if changed { shared.error = error }
            return shared
        }

        /// The error in one line, without repeating the entry's path.
        private static func describe(_ error: any Error, at place: String) -> String {
            if let decoding = error as? DecodingError, let context = decoding.context {
                // Codable's own description is several sentences; its context says it in one.
                // A missing key's context is at the object: the path names the key, as the
                // method API's and a thrown error's do.
                var codingPath = context.codingPath
                var said = DecodingError.readersSentence(context)
                if case .keyNotFound(let key, _) = decoding {
                    codingPath.append(key)
                    said = DecodingError.missingKeySentence(key, context) ?? said
                }
                if said.isEmpty { said = decoding.caseSentence }
                let path = JSONPath(codingPath: codingPath).description
                // A failure of a model decoded Fleece's own way inside a Codable one
                // (`DecodableByJSON`) names its path in its sentence already.
                let namesPath = path.isEmpty || path == place || said.hasPrefix(path + ": ")
                return (namesPath ? "" : path + ": ") + said
            }
            // A DecodeError of several failures reads as one line too.
            let said = (error as? DecodeError)?.summary(separator: "; ") ?? "\(error)"
            // Errors that name the path themselves (DecodeError does) are not made to say it twice.
            return said.hasPrefix(place + ": ") ? String(said.dropFirst(place.count + 2)) : said
        }
    }

    /// Everything forgiven, in the order it happened (the first `keepingAtMost` of it).
    public internal(set) var entries: [Entry] = []

    /// How many more were forgiven past the limit given to `collecting(keepingAtMost:_:)`:
    /// counted, not kept.
    public internal(set) var omittedCount = 0

    /// How many records a stream left out with `onInvalidRecord: .skip`, whether their entries
    /// were kept or only counted: the number of bad records (lines of JSON Lines, elements of a
    /// streamed array, events), however many entries the models' own leniency added.
    ///
    /// ```swift
    /// let (count, report) = try await LeniencyReport.collecting(keepingAtMost: 1_000) {
    ///     try await countEvents(in: upload)   // a JSON Lines stream with onInvalidRecord: .skip
    /// }
    /// log("\(report.skippedRecordCount) bad lines")
    /// ```
    ///
    /// (Found by an outside tester: `entries.count + omittedCount` also counts every value a
    /// model converted or defaulted, 760,034 "bad lines" of a log that had 7.)
    public internal(set) var skippedRecordCount = 0

    /// True when nothing was forgiven.
    public var isEmpty: Bool { entries.isEmpty && omittedCount == 0 }

    /// A report of `entries`, and `omittedCount` more counted but not kept: for the tests of
    /// code that takes a report (a library's API that returns one, a logger of them). Reports of
    /// decoding come from ``collecting(keepingAtMost:_:)-(_,()->R)``.
    ///
    /// ```swift
    /// let report = LeniencyReport(entries: [
    ///     .init(action: .usedDefault, path: JSONPath([.key("stock")]), position: nil, error: nil),
    /// ])
    /// ```
    public init(entries: [Entry] = [], omittedCount: Int = 0) {
        self.entries = entries
        self.omittedCount = omittedCount
    }
}

extension LeniencyReport {
    /// Runs `body` and returns its result with a report of everything lenient decoding forgave
    /// inside it, in either decoding style and under either `FleeceDecoder` or `JSONDecoder`.
    ///
    /// The report keeps every entry unless `limit` says otherwise. Give one where the input is
    /// not yours: a stream read with `.skip` that meets millions of bad records would keep
    /// millions of entries. Past the limit, entries are counted in ``omittedCount``:
    ///
    /// ```swift
    /// let (count, report) = try await LeniencyReport.collecting(keepingAtMost: 1_000) {
    ///     try await countEvents(in: upload)   // a JSON Lines stream with onInvalidRecord: .skip
    /// }
    /// log("\(report.skippedRecordCount) bad lines; the first: \(report.entries.prefix(3))")
    /// ```
    ///
    /// A `collecting` inside another reports to both: a library that collects for its own log
    /// takes nothing from the caller's report. To keep what it forgives out of its callers'
    /// reports, it decodes inside ``withoutCollecting(_:)-(()->R)``.
    ///
    /// When `body` throws, the report goes with its result: to keep what was forgiven before the
    /// failure, catch inside (`collecting { Result { try decode() } }`).
    ///
    /// The report follows Swift's tasks (it is task-local), not threads: what `body` decodes on
    /// other threads of its own making (`DispatchQueue.concurrentPerform`, a `Thread`) is not
    /// recorded. Decode there inside a `collecting` of its own, or in child tasks.
    ///
    /// - Throws: whatever `body` throws.
    public static func collecting<R>(keepingAtMost limit: Int = .max, _ body: () throws -> R) rethrows -> (value: R, report: LeniencyReport) {
        let collector = Collector(limit: limit, parent: current)
        defer { collector.close() }
        let value = try $current.withValue(collector) { try body() }
        return (value, collector.closedReport())
    }

    /// The async form of ``collecting(keepingAtMost:_:)-(_,()->R)``. Child tasks of `body`
    /// (`async let`, task groups) report too, and so does an unstructured `Task` it starts, until
    /// `collecting` returns: after that, nothing more is recorded in this report (such a task
    /// keeps no entries that no one will read), though a `collecting` around this one still
    /// records what it forgives while that one runs. A `Task.detached` inherits no report:
    /// collect inside it.
    ///
    /// - Throws: whatever `body` throws.
    public static func collecting<R>(
        isolation: isolated (any Actor)? = #isolation, keepingAtMost limit: Int = .max, _ body: () async throws -> R
    ) async rethrows -> (value: R, report: LeniencyReport) {
        let collector = Collector(limit: limit, parent: current)
        defer { collector.close() }
        let value = try await $current.withValue(collector) { try await body() }
        return (value, collector.closedReport())
    }

    /// Runs `body` with no report collecting what it forgives, whatever is collecting around
    /// it: for a library whose own models' forgiveness (their paths, their values' excerpts) is
    /// none of its callers' business. A `collecting` inside `body` starts afresh, and reports to
    /// no one else.
    ///
    /// ```swift
    /// // In a payments SDK: the app's report never sees the SDK's models.
    /// func refund(from data: Data) throws -> Refund {
    ///     try LeniencyReport.withoutCollecting { try FleeceDecoder().decode(Refund.self, from: data) }
    /// }
    /// ```
    ///
    /// - Throws: whatever `body` throws.
    public static func withoutCollecting<R>(_ body: () throws -> R) rethrows -> R {
        try $current.withValue(nil) { try $pathPrefix.withValue(nil) { try body() } }
    }

    /// The async form of ``withoutCollecting(_:)-(()->R)``: nothing `body` forgives, in its
    /// child tasks too, reaches a report collected around it.
    ///
    /// - Throws: whatever `body` throws.
    public static func withoutCollecting<R>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
    ) async rethrows -> R {
        try await $current.withValue(nil) { try await $pathPrefix.withValue(nil) { try await body() } }
    }

    /// Whether anyone is collecting: lenient decoders may skip building an entry when not.
    public static var isCollecting: Bool { current?.isCollecting ?? false }

    /// Adds an entry to the report being collected (and to those around it); does nothing when
    /// no one is collecting. Lenient decoders (the property wrappers and the functional API) call this.
    public static func record(_ entry: @autoclosure () -> Entry) {
        record(entry(), isSkippedRecord: false)
    }

    /// ``record(_:)`` of the entry of a record a stream skipped, also counted in
    /// ``skippedRecordCount``.
    package static func recordSkippedRecord(_ entry: @autoclosure () -> Entry) {
        record(entry(), isSkippedRecord: true)
    }

    private static func record(_ entry: @autoclosure () -> Entry, isSkippedRecord: Bool) {
        guard let current else { return }
        let prefix = pathPrefix
        let rewrite = entryRewrite
        // Built once, and only when a collector keeps it: past every limit an entry is only
        // counted, so a limit saves the work of the entries it leaves out (their paths and
        // positions), not only their memory.
        var built: Entry?
        current.append(isSkippedRecord: isSkippedRecord) {
            if let built { return built }
            var made = entry()
            if let prefix { made = made.prefixed(by: prefix) }
            if let rewrite { made = rewrite(made) }
            built = made
            return made
        }
    }

    /// Runs `body` with every entry it records placed below `prefix`: a value decoded from a
    /// copy of a part of the input (a `DecodableByJSON` type under `JSONDecoder`, which rebuilds
    /// the part as a `JSON` of its own) records paths from that copy's root.
    static func placingEntries<R>(below prefix: JSONPath, _ body: () throws -> R) rethrows -> R {
        try $pathPrefix.withValue(prefix.isRoot ? nil : prefix) { try body() }
    }

    /// Runs `body` with every entry it records rewritten by `rewrite` before any report keeps
    /// it (after an outer call's rewrite, when calls nest): FleeceNetworking leaves a response's
    /// secrets out of the entries its one-call APIs record, as it does out of their errors.
    /// Without a rewrite, or with no report collecting, `body` just runs: the streams ask this
    /// for every record.
    package static func rewritingEntries<R>(_ rewrite: (@Sendable (Entry) -> Entry)?, _ body: () throws -> R) rethrows -> R {
        guard let rewrite, isCollecting else { return try body() }
        return try $entryRewrite.withValue(composing(rewrite)) { try body() }
    }

    /// The async form of ``rewritingEntries(_:_:)``.
    @usableFromInline
    package static func rewritingEntries<R>(
        _ rewrite: (@Sendable (Entry) -> Entry)?, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
    ) async rethrows -> R {
        guard let rewrite, isCollecting else { return try await body() }
        return try await $entryRewrite.withValue(composing(rewrite)) { try await body() }
    }

    private static func composing(_ rewrite: @escaping @Sendable (Entry) -> Entry) -> @Sendable (Entry) -> Entry {
        guard let outer = entryRewrite else { return rewrite }
        return { rewrite(outer($0)) }
    }

    @TaskLocal private static var current: Collector?
    /// Where the values whose entries are recorded lie in the input (see `placingEntries`).
    @TaskLocal private static var pathPrefix: JSONPath?
    /// What every entry goes through before a report keeps it (see `rewritingEntries`).
    @TaskLocal private static var entryRewrite: (@Sendable (Entry) -> Entry)?

    /// The entries of one `collecting` call, up to its limit, while it runs; tasks may report
    /// concurrently. Each entry goes to the collectors around it too, those still collecting.
    private final class Collector: Sendable {
        private struct State {
            var report = LeniencyReport()
            var isOpen = true
        }

        private let state = Locked(State())
        private let limit: Int
        private let parent: Collector?

        init(limit: Int, parent: Collector?) {
            self.limit = max(0, limit)
            self.parent = parent
        }

        /// Whether this collector or one around it still takes entries.
        var isCollecting: Bool { state.withLock { $0.isOpen } || (parent?.isCollecting ?? false) }

        /// Keeps the entry `make` builds while below the limit, counts it past it; and so do the
        /// collectors around this one. `make` is called only by those that keep it.
        func append(isSkippedRecord: Bool, _ make: () -> Entry) {
            let keeps = state.withLock { $0.isOpen && $0.report.entries.count < limit }
            // Built outside the lock: it works out a path and a position.
            let entry = keeps ? make() : nil
            state.withLock { state in
                guard state.isOpen else { return }
                if isSkippedRecord { state.report.skippedRecordCount += 1 }
                // Another task may have filled the report meanwhile: then this one is counted.
                if let entry, state.report.entries.count < limit {
                    state.report.entries.append(entry.sharingPaths(with: state.report.entries.last ?? entry))
                } else {
                    state.report.omittedCount += 1
                }
            }
            parent?.append(isSkippedRecord: isSkippedRecord, make)
        }

        /// Takes no more entries (an unstructured task may outlive the call).
        func close() { state.withLock { $0.isOpen = false } }

        /// The report, taking no more entries.
        func closedReport() -> LeniencyReport {
            state.withLock { state in
                state.isOpen = false
                return state.report
            }
        }
    }
}
