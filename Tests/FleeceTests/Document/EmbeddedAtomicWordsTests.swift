@_spi(FleeceAtomics) @testable import Fleece
import Testing

/// Atomic words live in the object that owns them, reached through the address of its first
/// stored property (`EmbeddedAtomicWords`): that address must be the property's, or the words
/// would overwrite the owner's other fields. A document's are checked here, a lock's too (the
/// decoder's in FleeceFoundationTests, `DecoderReuseTests`).
@Suite("Embedded atomic words")
struct EmbeddedAtomicWordsTests {
    @Test("The words reached by address are the document's first stored property")
    func addressIsTheProperty() throws {
        let json = try JSON(parsing: #"{"id": 7, "name": "Ada"}"#)
        guard case .object(let object) = json else { Issue.record("not an object: \(json)"); return }
        let document = object.document
        #expect(document.embeddedWordValues == Array(repeating: 0, count: 8))
        for index in 0 ..< 8 {
            AtomicWord.embedded(index, in: document).store(0xF1EE_CE00 + UInt64(index), ordering: .relaxed)
        }
        let stored: [UInt64] = (0 ..< 8).map { (index: Int) -> UInt64 in 0xF1EE_CE00 + UInt64(index) }
        #expect(document.embeddedWordValues == stored)
        // The fields after them are untouched.
        #expect(document.root == ["id": 7, "name": "Ada"])
        // Zero again, as the document expects its words when it goes away.
        for index in 0 ..< 8 {
            AtomicWord.embedded(index, in: document).store(0, ordering: .relaxed)
        }
        #expect(document.embeddedWordValues == Array(repeating: 0, count: 8))
    }

    @Test("Lookup hints are words 4 to 7, by object index modulo 4")
    func hintsAreTheLastFourWords() throws {
        let json = try JSON(parsing: #"[{"a": 1}, {"b": 2}]"#)
        guard case .array(let array) = json else { Issue.record("not an array: \(json)"); return }
        let document = array.document
        let hint = try #require(ObjectLookupHint(objectIndex: 5, nextMember: 1, keys: .distinct))
        document.lookupHints.store(hint, forObjectAt: 5)
        #expect(document.embeddedWordValues == [0, 0, 0, 0, 0, hint.word, 0, 0])
        #expect(document.lookupHints.hint(forObjectAt: 9).word == hint.word)
        #expect(document.lookupHints.hint(forObjectAt: 9).describes(objectAt: 9) == false)
        #expect(document.lookupHints.hint(forObjectAt: 5).describes(objectAt: 5))
        document.lookupHints.clear()
        #expect(document.embeddedWordValues == Array(repeating: 0, count: 8))
    }

    #if canImport(Glibc) || canImport(Musl) || canImport(Android)
    @Test("A lock's word is its first stored property: 1 while held, 0 after")
    func lockWordIsTheProperty() {
        let locked = Locked("kept")
        #expect(locked.lockWordValues == [0])
        let inside = locked.withLock { value in (value, locked.lockWordValues) }
        #expect(inside.0 == "kept")
        #expect(inside.1 == [1])
        #expect(locked.lockWordValues == [0])
        #expect(locked.withLock { $0 } == "kept")
    }
    #endif
}
