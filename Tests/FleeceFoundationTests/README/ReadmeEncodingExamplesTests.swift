import Foundation
import Testing
import FleeceFoundation

// The README's "Encoding" section, kept compiling and true.

struct ReadmeEncodedFeed: Codable, Equatable {
    var userName: String
    var postedAt: Date
}

struct ReadmeEncodedPlace: JSONEncodable {
    var url: String
    var name: String?
    func write(to writer: inout JSONTextWriter) {
        writer.writeObject { object in
            object.write(url, forKey: "place_url")
            object.writeIfPresent(name, forKey: "woe_name")
        }
    }
}

struct ReadmeEnvelope: Codable {
    var kind: String
    var payload: JSON
}

@Suite("README: encoding")
struct ReadmeEncodingExamplesTests {
    @Test("FleeceEncoder with the README's options writes what JSONEncoder writes")
    func fleeceEncoder() throws {
        let feed = ReadmeEncodedFeed(userName: "ada/l", postedAt: Date(timeIntervalSince1970: 0))
        let encoder = FleeceEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(feed)
        var buffer: [UInt8] = []
        try encoder.encode(feed, appendingTo: &buffer)
        #expect(String(decoding: data, as: UTF8.self) == "{\n  \"posted_at\" : \"1970-01-01T00:00:00Z\",\n  \"user_name\" : \"ada\\/l\"\n}")
        #expect(Data(buffer) == data)
    }

    @Test("JSONEncodable writes straight to bytes")
    func functional() {
        #expect(ReadmeEncodedPlace(url: "u", name: nil).jsonText() == #"{"place_url":"u"}"#)
        #expect(ReadmeEncodedPlace(url: "u", name: "n").jsonText() == #"{"place_url":"u","woe_name":"n"}"#)
        #expect(ReadmeEncodedPlace(url: "/gb/london", name: "London").jsonText() == #"{"place_url":"/gb/london","woe_name":"London"}"#)
    }

    @Test("A raw payload passes through; JSON Lines go to a sink")
    func rawAndLines() throws {
        let envelope = try FleeceDecoder().decode(ReadmeEnvelope.self, from: Data(#"{"kind":"k","payload":{"v":1.50}}"#.utf8))
        // The README's encoder, set up for pretty output: JSON Lines stay one record per line.
        let encoder = FleeceEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var chunks: [[UInt8]] = []
        var lines = JSONLinesWriter { chunk in chunks.append(chunk) }
        for event in [envelope, envelope] { try lines.write(encoding: event, with: encoder) }
        try lines.finish()
        #expect(String(decoding: chunks.joined(), as: UTF8.self) == String(repeating: #"{"kind":"k","payload":{"v":1.50}}"# + "\n", count: 2))
        #expect(encoder.outputFormatting == [.prettyPrinted, .sortedKeys])
    }
}

// The README's "two worlds" example, with the Bridging tests' GeoPoint and Coordinates.
struct ReadmeSpot: Codable, Equatable { var name: String; var location: GeoPoint }

@Suite("README: the two worlds mixed")
struct ReadmeBridgingExamplesTests {
    @Test("A functional type inside a Codable model, a Decodable one inside a chain")
    func bothWays() throws {
        let spot = ReadmeSpot(name: "s", location: GeoPoint(lat: 1.5, lon: 2))
        let data = try FleeceEncoder().encode(spot)
        #expect(String(decoding: data, as: UTF8.self) == #"{"name":"s","location":{"lat":1.5,"lon":2}}"#)
        #expect(try JSONDecoder().decode(ReadmeSpot.self, from: data) == spot)
        let json = try JSON(parsing: BridgingFixtures.badLatitude)
        let place = try #require(json["places"]?["place"]?[3])
        let needLine = #line + 1
        let error = try #require(throws: DecodeError.self) { let _: Coordinates = try place.need("location") }
        #expect(error.description == #"places.place[3].location.lat: expected Double, found string "x" at line 5, column 35 (declared at ReadmeEncodingExamplesTests.swift:\#(needLine))"#)
    }
}
