import Testing
@testable import Fleece

/// A model both ways in the functional style.
struct Listing: Equatable, JSONDecodable, JSONEncodable {
    enum Kind: String, Equatable, JSONDecodable, JSONEncodable { case flat, house = "maison/house" }

    var id: Int64
    var title: String
    var price: Double
    var ratio: Float
    var kind: Kind
    var tags: [String]
    var note: String?
    var scores: [String: UInt8]
    var raw: JSON

    static func decode(_ json: JSON) -> Decoded<Listing> {
        curry(Listing.init)
            <^> json <| "id"
            <*> json <| "title"
            <*> json <| "price"
            <*> json <| "ratio"
            <*> json <| "kind"
            <*> json <|| "tags"
            <*> json <|? "note"
            <*> json <| "scores"
            <*> json <| "raw"
    }

    func write(to writer: inout JSONTextWriter) {
        writer.writeObject { object in
            object.write(id, forKey: "id")
            object.write(title, forKey: "title")
            object.write(price, forKey: "price")
            object.write(ratio, forKey: "ratio")
            object.write(kind, forKey: "kind")
            object.write(tags, forKey: "tags")
            object.writeIfPresent(note, forKey: "note")
            object.write(scores, forKey: "scores")
            object.write(raw, forKey: "raw")
        }
    }
}

@Suite("JSONEncodable")
struct JSONEncodableTests {
    @Test("Standard types write what JSONEncoder writes")
    func standardTypes() {
        #expect(1.0.jsonText() == "1")
        #expect((-0.0).jsonText() == "-0")
        #expect(1e20.jsonText() == "1e+20")
        #expect(Float(0.1).jsonText() == "0.1")
        #expect(Double.nan.jsonText() == "null")
        #expect(Int64.min.jsonText() == "-9223372036854775808")
        #expect(UInt64.max.jsonText() == "18446744073709551615")
        #expect("a/\"b\"\n\u{1}é".jsonText() == #""a/\"b\"\n\u0001é""#)
        #expect([1, nil, 3].jsonText() == "[1,null,3]")
        #expect(["k": [true]].jsonText() == #"{"k":[true]}"#)
        #expect([Int]().jsonText() == "[]")
        #expect(Listing.Kind.house.jsonText() == #""maison/house""#)
    }

    @Test("Every integer type writes its digits, its minimum and maximum included")
    func integerTypes() {
        #expect([Int8.min.jsonText(), Int8.max.jsonText()] == ["-128", "127"])
        #expect([Int16.min.jsonText(), Int16.max.jsonText()] == ["-32768", "32767"])
        #expect([Int32.min.jsonText(), Int32.max.jsonText()] == ["-2147483648", "2147483647"])
        #expect([Int.min.jsonText(), Int(0).jsonText()] == ["-9223372036854775808", "0"])
        #expect([UInt8.max.jsonText(), UInt16.max.jsonText(), UInt32.max.jsonText()] == ["255", "65535", "4294967295"])
        #expect([UInt.max.jsonText(), UInt(0).jsonText()] == ["18446744073709551615", "0"])
    }

    @Test("A parsed number, object or array writes as its JSON text, numbers as written")
    func parsedValues() throws {
        let json = try JSON(parsing: #"{"n": 1.50e+2, "o": {"k": [1, "x"]}, "a": [ 2.0 , null ]}"#)
        guard case .number(let number)? = json["n"], case .object(let object)? = json["o"], case .array(let array)? = json["a"] else {
            Issue.record("not parsed as expected")
            return
        }
        #expect(number.jsonText() == "1.50e+2")
        #expect(object.jsonText() == #"{"k":[1,"x"]}"#)
        #expect(array.jsonText() == "[2.0,null]")
    }

    @Test("json() gives a JSON value equal to the text parsed")
    func asJSON() throws {
        let value: [String: [Double]] = ["a": [1.5, 2]]
        #expect(value.json() == (try JSON(parsing: #"{"a":[1.5,2.0]}"#)))
    }

    @Test("Property: a JSONDecodable & JSONEncodable model decodes what it writes back to itself")
    func roundTrip() throws {
        var random = RandomJSON(generator: SeededGenerator(state: 0x5EED))
        for _ in 0..<1_000 {
            let listing = Listing(
                id: Int64.random(in: .min ... .max, using: &random.generator),
                title: random.string(),
                price: Self.finiteDouble(&random.generator),
                ratio: Float(bitPattern: UInt32.random(in: 0 ... 0x7F7F_FFFF, using: &random.generator)),
                kind: Bool.random(using: &random.generator) ? .flat : .house,
                tags: (0..<Int.random(in: 0...3, using: &random.generator)).map { _ in random.string() },
                note: Bool.random(using: &random.generator) ? nil : random.string(),
                scores: Dictionary((0..<Int.random(in: 0...3, using: &random.generator)).map { _ in (random.string(), UInt8.random(in: 0...255, using: &random.generator)) }, uniquingKeysWith: { a, _ in a }),
                raw: random.value(depth: 2))
            let text = listing.jsonText()
            let decoded = try JSON(parsing: text).decode(as: Listing.self).get()
            #expect(decoded == listing, "\(text)")
            #expect(listing.json().decode(as: Listing.self).value == listing)
        }
    }

    @Test("Property: every finite Double and Float reads back to the same bits")
    func numbersRoundTrip() throws {
        var generator = SeededGenerator(state: 0xD0B)
        for _ in 0..<20_000 {
            let double = Self.finiteDouble(&generator)
            let float = Float(bitPattern: UInt32.random(in: 0 ... 0x7F7F_FFFF, using: &generator))
            let json = try JSON(parsing: [double].jsonText() + "")
            #expect(json[0]?.decode(as: Double.self).value?.bitPattern == double.bitPattern)
            #expect(try JSON(parsing: float.jsonText()).decode(as: Float.self).value?.bitPattern == float.bitPattern)
        }
    }

    static func finiteDouble(_ generator: inout SeededGenerator) -> Double {
        while true {
            let value = Double(bitPattern: generator.next())
            if value.isFinite { return value }
        }
    }
}
