import Fleece
import Testing

// The code of Sources/Fleece/Fleece.docc/Encoding.md that needs no Foundation, kept compiling
// and true. The models are nested in an enum so that their names do not clash with the test
// fixtures, so their conformances are declared with the type instead of in extensions; the code
// of each `write` and `decode` is the article's. The Foundation and request-body forms are in
// Tests/FleeceFoundationTests/Docs/EncodingFoundationTests.swift and
// Tests/FleeceNetworkingTests/Docs/EncodingRequestBodyTests.swift.

enum EncodingArticle {
    struct Place: Equatable, JSONEncodable, JSONDecodable, EncodableByJSON {
        let id: String
        let shortName: String?
        let photoCount: Int

        func write(to writer: inout JSONTextWriter) {
            writer.writeObject { object in
                object.write(id, forKey: "place_id")
                object.writeIfPresent(shortName, forKey: "woe_name")   // left out when nil
                object.write(photoCount, forKey: "photo_count")
            }
        }

        static func decode(_ json: JSON) -> Decoded<Place> {
            curry(Place.init)
                <^> json <| "place_id"
                <*> json <|? "woe_name"
                <*> json <| "photo_count"
        }
    }

    enum Role: String, JSONEncodable { case admin, member }

    struct Envelope: Codable {
        var kind: String
        var payload: JSON      // whatever the sender put there
    }

    struct Trip: Encodable {
        var name: String
        var stops: [Place]
    }

    struct User: Codable {
        var userName: String
        var isAdmin: Bool
    }

    static let london = Place(id: "hP_s5s9VVr5Qcg", shortName: "London", photoCount: 2401663)
    static let tokyo = Place(id: "GNBnhmZTUbJ8LQ", shortName: nil, photoCount: 2107412)
}

@Suite struct EncodingArticleTests {
    typealias Place = EncodingArticle.Place
    typealias User = EncodingArticle.User

    @Test func aModelWritesItselfInTheOrderItWritesItsMembers() {
        let london = EncodingArticle.london
        #expect(london.jsonText() == #"{"place_id":"hP_s5s9VVr5Qcg","woe_name":"London","photo_count":2401663}"#)
        #expect(london.jsonBytes() == Array(london.jsonText().utf8))
        #expect(london.json() == ["place_id": "hP_s5s9VVr5Qcg", "woe_name": "London", "photo_count": 2401663])
        #expect(EncodingArticle.tokyo.jsonText() == #"{"place_id":"GNBnhmZTUbJ8LQ","photo_count":2107412}"#)

        var members = JSONTextWriter()
        members.writeObject { object in
            object.write(Int?.none, forKey: "written")
            object.writeIfPresent(Int?.none, forKey: "left out")
        }
        #expect(String(decoding: members.bytes, as: UTF8.self) == #"{"written":null}"#)
    }

    @Test func arraysAndTheStandardTypes() {
        var writer = JSONTextWriter()
        writer.writeArray { array in
            array.write(1)
            array.write("two")
            array.write(Int?.none)
        }
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"[1,"two",null]"#)

        #expect(EncodingArticle.Role.admin.jsonText() == #""admin""#)
        #expect([0.1, 1e20, -0.0].jsonText() == "[0.1,1e+20,-0]")
        #expect(Float(0.1).jsonText() == "0.1")
        #expect([Double.infinity, .nan].jsonText() == "[null,null]")
        #expect("a/b \"é\"\n".jsonText() == #""a/b \"é\"\n""#)
        #expect(["k": [true]].jsonText() == #"{"k":[true]}"#)
        #expect(UInt64.max.jsonText() == "18446744073709551615")
    }

    @Test func whatIsWrittenReadsBack() throws {
        let london = EncodingArticle.london
        #expect(Place.decode(london.json()).value == london)    // true
        for place in [london, EncodingArticle.tokyo, Place(id: "\"/\\\u{1}", shortName: "東京", photoCount: -1)] {
            #expect(Place.decode(place.json()).value == place)
            #expect(Place.decode(try JSON(parsing: place.jsonText())).value == place)
        }
    }

    @Test func theTextOfAJSONValue() throws {
        let json = try JSON(parsing: #"{"id": 7, "price": 1.50, "tags": ["a"]}"#)
        #expect(json.text() == #"{"id":7,"price":1.50,"tags":["a"]}"#)
        var printed = ""
        print(json.text(.pretty), to: &printed)
        #expect(printed == """
            {
              "id": 7,
              "price": 1.50,
              "tags": [
                "a"
              ]
            }

            """)
        var buffer: [UInt8] = []
        json.write(to: &buffer)    // appends the compact text
        #expect(buffer == json.utf8())
        json.write(.pretty, to: &buffer)
        #expect(buffer == json.utf8() + json.utf8(.pretty))

        let reply = try JSON(parsing: #"{"total": 2, "items": [{"sku": "b", "count": 1}], "currency": "EUR"}"#)
        #expect(reply.text(.sortedKeys) == #"{"currency":"EUR","items":[{"count":1,"sku":"b"}],"total":2}"#)
    }

    @Test func aValueBuiltWhileTheProgramRuns() throws {
        let names = ["Oslo", "Tokyo"]
        let list = JSON.array(JSON.Array(names.lazy.map { JSON.string($0) }))
        #expect(list.text() == #"["Oslo","Tokyo"]"#)
        let counts = JSON.object(JSON.Object(zip(names, [12, 7]).map { (key: $0, value: JSON.number(JSON.Number($1))) }))
        #expect(counts.text() == #"{"Oslo":12,"Tokyo":7}"#)
        // The pretty style's layout, which is not the encoders' `.prettyPrinted`.
        #expect(try JSON(parsing: #"{"a": {}}"#).text(.pretty) == "{\n  \"a\": {}\n}")
    }

    @Test func aDeepDocumentIsWrittenInConstantStack() throws {
        let depth = 300_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let json = try JSON(parsing: text, options: JSONParsingOptions(maximumDepth: depth))
        #expect(json.text() == text)
    }

    @Test func jsonInsideCodableModels() throws {
        let envelope = try JSONCodableDecoder().decode(
            EncodingArticle.Envelope.self, from: #"{"kind": "order", "payload": {"total": 10.50, "items": [1, 2]}}"#)
        #expect(try JSONCodableEncoder().encodeToString(envelope)
                    == #"{"kind":"order","payload":{"total":10.50,"items":[1,2]}}"#)

        let trip = EncodingArticle.Trip(name: "Kanto", stops: [EncodingArticle.tokyo])
        #expect(try JSONCodableEncoder().encodeToString(trip)
                    == #"{"name":"Kanto","stops":[{"place_id":"GNBnhmZTUbJ8LQ","photo_count":2107412}]}"#)

        var sorted = JSONCodableEncoder()
        sorted.outputFormatting = [.sortedKeys]
        #expect(try sorted.encodeToString(try JSON(parsing: #"{"b": 1, "a": [true, null]}"#)) == #"{"a":[true,null],"b":1}"#)
    }

    @Test func codableWithoutFoundation() throws {
        var encoder = JSONCodableEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        #expect(try encoder.encodeToString(User(userName: "ada", isAdmin: true)) == #"{"is_admin":true,"user_name":"ada"}"#)

        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        #expect(try encoder.encodeToString(User(userName: "a/b", isAdmin: false))
                    == "{\n  \"is_admin\" : false,\n  \"user_name\" : \"a\\/b\"\n}")
        encoder.outputFormatting = [.withoutEscapingSlashes]
        #expect(try encoder.encodeToString(["a/b"]) == #"["a/b"]"#)

        struct Reading: Encodable { var value: Double }
        var buffer = Array("kept".utf8)
        let error = #expect(throws: EncodingError.self) {
            try JSONCodableEncoder().encode(Reading(value: .nan), appendingTo: &buffer)
        }
        guard case .invalidValue(_, let context)? = error else {
            Issue.record("expected an invalid value, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["value"])
        #expect(buffer == Array("kept".utf8))
        var lenient = JSONCodableEncoder()
        lenient.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        #expect(try lenient.encodeToString(Reading(value: .nan)) == #"{"value":"nan"}"#)
    }

    @Test func jsonLinesOutAndBackIn() throws {
        let london = EncodingArticle.london
        var output: [UInt8] = []
        var lines = JSONLinesWriter { chunk in output += chunk }
        try lines.write(london)                                           // a JSONEncodable
        try lines.write(encoding: User(userName: "ada", isAdmin: true))   // an Encodable, by a JSONCodableEncoder
        try lines.finish()                                                // hands over what is left
        #expect(String(decoding: output, as: UTF8.self) == """
            {"place_id":"hP_s5s9VVr5Qcg","woe_name":"London","photo_count":2401663}
            {"userName":"ada","isAdmin":true}

            """)

        var stream = JSONStream(.lines)
        stream.append(contentsOf: output)
        try stream.finish()
        #expect(try stream.next(decoding: Place.self) == london)
        #expect(try stream.next()?["userName"] == "ada")

        // Chunks end at the end of a line; a pretty encoder still writes one record per line;
        // a record whose encoding throws leaves nothing behind.
        var chunks: [[UInt8]] = []
        var small = JSONLinesWriter(chunkSize: 10) { chunk in chunks.append(chunk) }
        var pretty = JSONCodableEncoder()
        pretty.outputFormatting = [.prettyPrinted]
        try small.write(encoding: User(userName: "b", isAdmin: false), with: pretty)
        struct Reading: Encodable { var value: Double }
        #expect(throws: EncodingError.self) { try small.write(encoding: Reading(value: .infinity)) }
        try small.writeLine { $0 += Array(#"{"raw":1}"#.utf8) }
        try small.finish()
        #expect(chunks.map { String(decoding: $0, as: UTF8.self) } == [
            "{\"userName\":\"b\",\"isAdmin\":false}\n", "{\"raw\":1}\n",
        ])
    }
}
