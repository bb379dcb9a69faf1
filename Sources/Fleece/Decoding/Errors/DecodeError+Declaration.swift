extension DecodeError {
    /// The line of Swift that declared a key: where a method API call (`json.need("age")`) was
    /// written.
    ///
    /// ```swift
    /// print(declaration) // Place.swift:31
    /// ```
    public struct Declaration: Sendable, Hashable, CustomStringConvertible {
        /// The file as `#fileID` gives it: `Module/Place.swift`.
        public let fileID: String
        /// The 1-based line.
        public let line: Int

        /// Creates a declaration; the method API fills these from `#fileID` and `#line`.
        public init(fileID: String, line: Int) {
            self.fileID = fileID
            self.line = line
        }

        /// The file name without its module, and the line: `Place.swift:31`.
        public var description: String {
            let name = fileID.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? fileID
            return "\(name):\(line)"
        }
    }
}

/// The `#fileID` and `#line` a method API call passes down: two words, turned into a
/// ``DecodeError/Declaration`` (and its string) only when an error needs it.
@usableFromInline
struct CallSite {
    let file: StaticString
    let line: UInt

    @usableFromInline
    init(_ file: StaticString, _ line: UInt) {
        self.file = file
        self.line = line
    }

    var location: DecodeError.Declaration {
        DecodeError.Declaration(fileID: file.description, line: Int(truncatingIfNeeded: line))
    }
}
