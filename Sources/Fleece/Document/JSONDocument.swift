import Synchronization

/// The parsed form of one JSON text: the input bytes and the flat index of its values.
///
/// Immutable once built and shared by every `JSON` view taken from it, so views are cheap to copy
/// and safe to send across tasks. Values built in code (literals) get a document too, written from
/// the values; such a document has no source text, so errors about it carry no position.
package final class JSONDocument: Sendable {
    /// The input, kept so strings and numbers can be converted only when asked for.
    package let bytes: [UInt8]
    /// Every value of the document; see `Entry`.
    let entries: [Entry]
    /// The index of the root value in `entries`.
    let rootIndex: Int
    /// False for documents written from values built in code: their offsets are not positions in
    /// anything the caller gave us, so errors omit them.
    package let hasSourceText: Bool
    /// Where the text sits in a larger stream, for a record of `JSONStream`: positions and paths
    /// of this document are then those of the stream. Nil for a document parsed on its own.
    package let origin: RecordOrigin?
    /// Lookup tables for large objects and the line table for positions, made on first use:
    /// most documents (every JSON Lines record, most Codable decodes) never need them.
    private let lazyCaches = AtomicLazyReference<Locked<DocumentCaches>>()

    /// The caches, made by the first caller that needs them (if two race, one's is kept).
    var caches: Locked<DocumentCaches> {
        lazyCaches.load() ?? lazyCaches.storeIfNil(Locked(DocumentCaches()))
    }

    init(bytes: [UInt8], entries: [Entry], rootIndex: Int, hasSourceText: Bool, origin: RecordOrigin? = nil) {
        self.bytes = bytes
        self.entries = entries
        self.rootIndex = rootIndex
        self.hasSourceText = hasSourceText
        self.origin = origin
    }

    /// The root value.
    package var root: JSON { value(at: rootIndex) }

    /// The value of the entry at `index`, as the public enum.
    package func value(at index: Int) -> JSON {
        let entry = entries[index]
        switch entry.kind {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(JSON.Number(document: self, entryIndex: index))
        case .string: return .string(string(at: index))
        case .array: return .array(JSON.Array(document: self, entryIndex: index))
        case .object: return .object(JSON.Object(document: self, entryIndex: index))
        }
    }

    /// The byte offset of the value at `index` in the input, or nil when there is no input text.
    package func sourceOffset(ofEntry index: Int) -> Int? {
        hasSourceText ? Int(entries[index].offset) : nil
    }
}

/// State a document computes on first use, behind its lock.
struct DocumentCaches {
    /// Hashed key tables of large objects, by the object's entry index.
    var objectIndexes: [Int: ObjectKeyTable] = [:]
    /// Line starts and character counts, for turning offsets into lines and columns.
    var lineTable: LineTable? = nil
}
