import Testing
@testable import Fleece

/// The document around the records of `.array(at:)`: what a FHIR Bundle, a Flickr list or a
/// GeoJSON FeatureCollection sends beside its records, kept as the stream reads it.
@Suite("The envelope of .array(at:) streams")
struct StreamEnvelopeTests {
    static let bundle = """
        {"resourceType": "Bundle", "total": 3,
         "link": [{"relation": "next", "url": "https://fhir.example/Patient?page=2&_count=3"}],
         "entry": [{"resource": {"id": "a"}}, {"resource": {"id": "b"}}, {"resource": {"id": "c"}}],
         "meta": {"lastUpdated": "2026-12-06T12:00:00Z", "tag": [ ]}}
        """

    /// Feeds `text` in chunks of `size`, and gives the records with the envelope as it was after
    /// each one (the whole text read after the last), and the envelope at the end.
    static func envelopes(_ text: String, at path: [String], chunk size: Int,
                          options: JSONParsingOptions = JSONStream.defaultOptions) throws -> (afterEach: [JSON?], atEnd: JSON?) {
        var stream = JSONStream(.array(at: path), options: options)
        var afterEach: [JSON?] = []
        let bytes = Array(text.utf8)
        for start in stride(from: 0, to: bytes.count, by: size) {
            stream.append(contentsOf: bytes[start..<min(start + size, bytes.count)])
            while try stream.next() != nil { afterEach.append(stream.envelope) }
        }
        try stream.finish()
        while try stream.next() != nil { afterEach.append(stream.envelope) }
        return (afterEach, stream.envelope)
    }

    /// Feeds `text` in chunks of `size`, reading every record, and gives the envelope and the
    /// error that ended the stream.
    static func envelopeAndError(_ text: String, at path: [String], chunk size: Int) -> (envelope: JSON?, error: (any Error)?) {
        var stream = JSONStream(.array(at: path))
        let bytes = Array(text.utf8)
        do {
            for start in stride(from: 0, to: bytes.count, by: size) {
                stream.append(contentsOf: bytes[start..<min(start + size, bytes.count)])
                while try stream.next() != nil {}
            }
            try stream.finish()
            while try stream.next() != nil {}
            return (stream.envelope, nil)
        } catch {
            return (stream.envelope, error)
        }
    }

    @Test("the members before the array are there from its first record, the ones after it at the end", arguments: [1, 7, 4096])
    func membersAroundTheArray(chunk: Int) throws {
        let (afterEach, atEnd) = try Self.envelopes(Self.bundle, at: ["entry"], chunk: chunk)
        let before: JSON = [
            "resourceType": "Bundle", "total": 3,
            "link": [["relation": "next", "url": "https://fhir.example/Patient?page=2&_count=3"]],
            "entry": [],
        ]
        #expect(afterEach.count == 3)
        // Fed a byte at a time, each record is handed out before the bytes after it arrive.
        if chunk == 1 { #expect(afterEach == [before, before, before]) }
        #expect(afterEach.first == before)
        let whole: JSON = [
            "resourceType": "Bundle", "total": 3,
            "link": [["relation": "next", "url": "https://fhir.example/Patient?page=2&_count=3"]],
            "entry": [],
            "meta": ["lastUpdated": "2026-12-06T12:00:00Z", "tag": []],
        ]
        #expect(atEnd == whole)
        #expect(atEnd?.text() == #"{"resourceType":"Bundle","total":3,"link":[{"relation":"next","url":"https://fhir.example/Patient?page=2&_count=3"}],"entry":[],"meta":{"lastUpdated":"2026-12-06T12:00:00Z","tag":[]}}"#)
    }

    @Test("a path two deep: Flickr's status after its list, and the list's own members")
    func nestedPath() throws {
        let text = #"{"places": {"place": [{"name": "Paris"}, {"name": "Rome"}], "total": 2}, "stat": "ok"}"#
        let (afterEach, atEnd) = try Self.envelopes(text, at: ["places", "place"], chunk: 1)
        #expect(afterEach == [["places": ["place": []]], ["places": ["place": []]]])
        #expect(atEnd == ["places": ["place": [], "total": 2], "stat": "ok"])
        #expect(atEnd?.text() == #"{"places":{"place":[],"total":2},"stat":"ok"}"#)
    }

    @Test("an error body without the path: the missing key is thrown, and the envelope is the whole body")
    func errorBody() throws {
        let text = #"{"stat": "fail", "code": 100, "message": "Invalid API Key (Key has invalid format)"}"#
        for chunk in [1, 5, 100] {
            let (envelope, error) = Self.envelopeAndError(text, at: ["places", "place"], chunk: chunk)
            #expect((error as? DecodeError)?.reason == .missingKey("places"))
            #expect(envelope == ["stat": "fail", "code": 100, "message": "Invalid API Key (Key has invalid format)"])
        }
    }

    @Test("a null where the path goes is said at the end, once the envelope holds the rest: GraphQL's errors")
    func nullOnThePath() throws {
        let errors: JSON = [["message": "Not authorized", "path": ["viewer"]]]
        for (text, message, envelope) in [
            (#"{"data": null, "errors": [{"message": "Not authorized", "path": ["viewer"]}]}"#,
             #"data: expected an object holding "items", found null at line 1, column 10"#,
             ["data": nil, "errors": errors] as JSON),
            (#"{"data": {"viewer": {"login": "x"}, "items": null}, "errors": [{"message": "Not authorized", "path": ["viewer"]}]}"#,
             #"data.items: expected an array of records, found null at line 1, column 46"#,
             ["data": ["viewer": ["login": "x"], "items": nil], "errors": errors] as JSON),
        ] {
            for chunk in [1, 4096] {
                let (kept, error) = Self.envelopeAndError(text, at: ["data", "items"], chunk: chunk)
                #expect((error as? DecodeError).map(String.init(describing:)) == message, "\(text)")
                #expect(kept == envelope, "\(text)")
            }
        }
        // A null not followed by the document's end is not taken for one: `nul` is a syntax error.
        let (_, cut) = recordsAndError(.array(at: ["data", "items"]), #"{"data": nul}"#)
        #expect(cut is JSONSyntaxError)
    }

    @Test("the size limit counts each byte once: an envelope of exactly the limit is kept")
    func exactLimit() throws {
        let text = #"{"a":1,"r":[]}"#
        let (_, kept) = try Self.envelopes(text, at: ["r"], chunk: 4096, options: JSONParsingOptions(maximumInputSize: 14))
        #expect(kept?.text() == text)
        let (_, dropped) = try Self.envelopes(text, at: ["r"], chunk: 4096, options: JSONParsingOptions(maximumInputSize: 13))
        #expect(dropped == nil)
    }

    @Test("mayBeAbsent: a document without the array, or with a null on its path, has no records; another kind is still an error")
    func arrayThatMayBeAbsent() async throws {
        let format = JSONStream.Format.array(at: ["entry"], mayBeAbsent: true)
        #expect(format.description == "array(at: entry, mayBeAbsent: true)")
        #expect(format != .array(at: ["entry"]))
        let empty = #"{"resourceType": "Bundle", "type": "searchset", "total": 0}"#
        for chunk in [1, 4096] {
            var stream = JSONStream(format)
            let bytes = Array(empty.utf8)
            for start in stride(from: 0, to: bytes.count, by: chunk) {
                stream.append(contentsOf: bytes[start..<min(start + chunk, bytes.count)])
                #expect(try stream.next() == nil)
            }
            try stream.finish()
            #expect(try stream.next() == nil)
            #expect(stream.envelope == ["resourceType": "Bundle", "type": "searchset", "total": 0])
        }
        let full = #"{"resourceType": "Bundle", "total": 2, "entry": [{"id": "a"}, {"id": "b"}]}"#
        #expect(try streamRecords(format, Array(full.utf8), chunkSizes: [3]) == [["id": "a"], ["id": "b"]])
        // Two deep: absent at either step, or null.
        let places = JSONStream.Format.array(at: ["places", "place"], mayBeAbsent: true)
        for text in [#"{"stat": "ok"}"#, #"{"places": {"total": 0}}"#, #"{"places": null}"#, #"{"places": {"place": null}}"#] {
            let (records, error) = recordsAndError(places, text)
            #expect(records == [] && error == nil, "\(text): \(String(describing: error))")
        }
        let (_, wrongKind) = recordsAndError(places, #"{"places": {"place": "none"}}"#)
        #expect((wrongKind as? DecodeError).map(String.init(describing:))
            == #"places.place: expected an array of records, found string "none" at line 1, column 22"#)
        // The async forms take the format as it is.
        var ids: [JSON] = []
        for try await entry in ChunkSource(chunks: chunked(empty, by: 7)).jsonValues(format) { ids.append(entry) }
        #expect(ids == [])
    }

    @Test("before the first object, it is nil; in an object cut short, the members read so far, closed")
    func partialDocument() throws {
        var stream = JSONStream(.array(at: ["r"]))
        #expect(stream.envelope == nil)
        stream.append(contentsOf: Array(#"  {"a": {"b": [1, "#.utf8))
        #expect(try stream.next() == nil)
        #expect(stream.envelope == [:])
        stream.append(contentsOf: Array(#"2]}, "c": 3, "r": [tr"#.utf8))
        #expect(try stream.next() == nil)
        #expect(stream.envelope == ["a": ["b": [1, 2]], "c": 3, "r": []])
    }

    @Test("keys as sent, escapes kept; values as sent, whitespace and trailing commas (when allowed) kept")
    func keysAndValuesAsSent() throws {
        let text = "{\"caf\\u00e9\" : [ 1 ,\n 2 , ], \"r\": [0], \"\\\"q\\\"\": {\"x\": null,},}"
        let (_, atEnd) = try Self.envelopes(text, at: ["r"], chunk: 3, options: JSONParsingOptions(allowsTrailingCommas: true))
        #expect(atEnd == ["café": [1, 2], "r": [], "\"q\"": ["x": nil]])
    }

    @Test("other formats have none; a top-level array's is nil too")
    func otherFormats() throws {
        for format in [JSONStream.Format.lines, .concatenated, .array, .array(at: [])] {
            var stream = JSONStream(format)
            stream.append(contentsOf: Array(#"[{"a": 1}]"#.utf8))
            try stream.finish()
            while try stream.next() != nil {}
            #expect(stream.envelope == nil, "\(format)")
        }
    }

    @Test("larger than a record may be, it is not kept, and the records stream as before")
    func pastTheLimit() throws {
        let note = String(repeating: "n", count: 200)
        let text = #"{"total": 2, "r": [1, 2], "note": "\#(note)"}"#
        let options = JSONParsingOptions(maximumInputSize: 128)
        var stream = JSONStream(.array(at: ["r"]), options: options)
        stream.append(contentsOf: Array(text.utf8))
        var records: [JSON] = []
        while let record = try stream.next() {
            records.append(record)
            #expect(stream.envelope == ["total": 2, "r": []])
        }
        try stream.finish()
        while let record = try stream.next() { records.append(record) }
        #expect(records == [1, 2])
        #expect(stream.envelope == nil)
        // Within the limit, the same note is kept.
        let (_, kept) = try Self.envelopes(text, at: ["r"], chunk: 16)
        #expect(kept?["note"] == .string(note))
    }

    @Test("an async iteration gives its envelope, after the records and after an error body")
    func asyncIterator() async throws {
        let text = #"{"places": {"place": [{"name": "Paris"}], "total": 1}, "stat": "ok"}"#
        var places = ChunkSource(chunks: chunked(text, by: 4)).jsonValues(.array(at: ["places", "place"])).makeAsyncIterator()
        var names: [JSON] = []
        while let place = try await places.next() { names.append(place["name"] ?? .null) }
        #expect(names == ["Paris"])
        #expect(places.envelope?["stat"] == "ok")
        #expect(places.envelope?["places"]?["total"] == 1)

        let failure = #"{"stat": "fail", "code": 100, "message": "Invalid API Key"}"#
        var decoded = ChunkSource(chunks: chunked(failure, by: 4))
            .decodeJSON(StreamPlace.self, .array(at: ["places", "place"])).makeAsyncIterator()
        var thrown: (any Error)?
        do {
            while try await decoded.next() != nil {}
        } catch {
            thrown = error
        }
        #expect((thrown as? DecodeError)?.reason == .missingKey("places"))
        #expect(decoded.envelope?["message"] == "Invalid API Key")
    }
}
