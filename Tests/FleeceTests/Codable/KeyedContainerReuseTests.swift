@testable import Fleece
import Testing

/// A decoder hands out the box of a keyed container again once nobody holds it (the standard
/// library's box costs a metadata lookup and an allocation each time). A container that someone
/// still holds, kept by an `init(from:)` or still decoding, must never be repointed.
@Suite("Keyed container reuse")
struct KeyedContainerReuseTests {
    enum Key: String, CodingKey { case id, name, child }

    /// Keeps its keyed container, to read it after the decode.
    struct KeepsContainer: Decodable {
        let container: KeyedDecodingContainer<Key>
        init(from decoder: any Decoder) throws { container = try decoder.container(keyedBy: Key.self) }
    }

    /// Decodes its members the usual way.
    struct Item: Decodable, Equatable {
        let id: Int
        let name: String
    }

    /// A model nested in itself: the containers of one key type at several depths at once.
    final class Node: Decodable {
        let id: Int
        let child: Node?
        let idAfterChild: Int

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            id = try container.decode(Int.self, forKey: .id)
            child = try container.decodeIfPresent(Node.self, forKey: .child)
            // Read again after the nested containers were made and released.
            idAfterChild = try container.decode(Int.self, forKey: .id)
        }
    }

    static func items(_ count: Int) -> String {
        "[" + (0..<count).map { #"{"id": \#($0), "name": "n\#($0)"}"# }.joined(separator: ", ") + "]"
    }

    /// The run-time check that lets boxes be reused passes on this runtime: if it failed (a
    /// standard library whose box is laid out or named otherwise), every container would cost a
    /// new box, silently, with every other test still passing.
    @Test("the keyed container boxes are reusable on this runtime")
    func boxesAreReusableHere() {
        #expect(KeyedContainerBoxes.areReusable)
    }

    @Test("containers kept by init(from:) each read their own object after the decode")
    func keptContainers() throws {
        let kept = try JSONCodableDecoder().decode([KeepsContainer].self, from: Self.items(40))
        #expect(kept.count == 40)
        for (index, model) in kept.enumerated() {
            #expect(try model.container.decode(Int.self, forKey: .id) == index)
            #expect(try model.container.decode(String.self, forKey: .name) == "n\(index)")
        }
    }

    @Test("many objects of one model decode each to its own values")
    func manyObjects() throws {
        let items = try JSONCodableDecoder().decode([Item].self, from: Self.items(100))
        #expect(items == (0..<100).map { Item(id: $0, name: "n\($0)") })
    }

    @Test("a model nested in itself keeps each level's container on its own object")
    func recursiveModel() throws {
        func chain(_ depth: Int, from id: Int) -> String {
            depth == 0 ? #"{"id": \#(id)}"# : #"{"id": \#(id), "child": \#(chain(depth - 1, from: id + 1))}"#
        }
        let text = "[" + (0..<12).map { chain(5, from: $0 * 10) }.joined(separator: ", ") + "]"
        let nodes = try JSONCodableDecoder().decode([Node].self, from: text)
        for (index, root) in nodes.enumerated() {
            var node: Node? = root
            var expected = index * 10
            while let current = node {
                #expect(current.id == expected)
                #expect(current.idAfterChild == expected)
                expected += 1
                node = current.child
            }
            #expect(expected == index * 10 + 6)
        }
    }

    @Test("an error after many reused containers names the right path")
    func errorPath() throws {
        let text = "[" + (0..<30).map { #"{"id": \#($0), "name": "n\#($0)"}"# }.joined(separator: ", ") + #", {"id": "x", "name": "bad"}]"#
        do {
            _ = try JSONCodableDecoder().decode([Item].self, from: text)
            Issue.record("expected a type mismatch")
        } catch let DecodingError.typeMismatch(_, context) {
            #expect(context.codingPath.map(\.stringValue) == ["Index 30", "id"])
        }
    }

    /// Holds six containers of one key type at one depth while its members decode, the later
    /// ones pushing the first out of the decoder's cache (four per set), and reads them all
    /// afterwards.
    struct SixContainers: Decodable {
        let ids: [Int]
        let names: [String]
        let childID: Int?
        init(from decoder: any Decoder) throws {
            let first = try decoder.container(keyedBy: Key.self)
            let firstID = try first.decode(Int.self, forKey: .id)
            var containers = [first]
            for _ in 1..<6 { containers.append(try decoder.container(keyedBy: Key.self)) }
            // A nested decode, with containers of its own, while all six are held.
            childID = try containers[3].decodeIfPresent(Item.self, forKey: .child)?.id
            ids = [firstID] + (try containers.dropFirst().map { try $0.decode(Int.self, forKey: .id) })
            names = try containers.map { try $0.decode(String.self, forKey: .name) }
        }
    }

    @Test("containers pushed out of the cache while their model decodes read their own object")
    func evictedWhileLive() throws {
        let text = "[" + (0..<30).map { #"{"id": \#($0), "name": "n\#($0)", "child": {"id": \#($0 + 100), "name": "c"}}"# }
            .joined(separator: ", ") + "]"
        let models = try JSONCodableDecoder().decode([SixContainers].self, from: text)
        #expect(models.map(\.ids) == (0..<30).map { Array(repeating: $0, count: 6) })
        #expect(models.map(\.names) == (0..<30).map { Array(repeating: "n\($0)", count: 6) })
        #expect(models.map(\.childID) == (0..<30).map { $0 + 100 })
    }

    /// Keeps six containers of one key type at one depth past the decode: more than the
    /// decoder's cache holds of one set.
    struct KeepsSix: Decodable {
        let containers: [KeyedDecodingContainer<Key>]
        init(from decoder: any Decoder) throws {
            containers = try (0..<6).map { _ in try decoder.container(keyedBy: Key.self) }
        }
    }

    @Test("containers pushed out of the cache and kept past the decode read their own objects")
    func evictedAndKept() throws {
        let decoder = JSONCodableDecoder()
        let kept = try decoder.decode([KeepsSix].self, from: Self.items(20))
        // Another decode with the same options, whose decoder must not touch the kept containers.
        #expect(try decoder.decode([Item].self, from: Self.items(20)).count == 20)
        for (index, model) in kept.enumerated() {
            for container in model.containers {
                #expect(try container.decode(Int.self, forKey: .id) == index)
                #expect(try container.decode(String.self, forKey: .name) == "n\(index)")
                #expect(container.allKeys.map(\.stringValue) == ["id", "name"])
            }
        }
    }
    /// Reads its members through nested containers two levels down, and keeps one nested
    /// container of every fifth record for after the decode.
    struct Venue: Decodable {
        enum Keys: String, CodingKey { case id, location }
        enum LocationKeys: String, CodingKey { case lat, address }
        enum AddressKeys: String, CodingKey { case city }
        let id: Int
        let lat: Double
        let city: String
        let kept: KeyedDecodingContainer<AddressKeys>?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            id = try container.decode(Int.self, forKey: .id)
            let location = try container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
            lat = try location.decode(Double.self, forKey: .lat)
            let address = try location.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
            city = try address.decode(String.self, forKey: .city)
            kept = id % 5 == 0 ? address : nil
        }
    }

    static func venues(_ count: Int, badCityAt bad: Int? = nil) -> String {
        "[" + (0..<count).map { index in
            let city = index == bad ? "7" : "\"c\(index)\""
            return #"{"id": \#(index), "location": {"lat": \#(index).5, "address": {"city": \#(city)}}}"#
        }.joined(separator: ",\n") + "]"
    }

    @Test("nested containers handed out again read their own objects, and kept ones stay theirs")
    func nestedContainers() throws {
        let venues = try JSONCodableDecoder().decode([Venue].self, from: Self.venues(60))
        // The expected values in typed lets: inside `#expect`, `(0..<60).map { Double($0) + 0.5 }`
        // took 1,407 ms to type-check.
        let cities: [String] = (0..<60).map { (index: Int) -> String in "c\(index)" }
        let latitudes: [Double] = (0..<60).map { (index: Int) -> Double in Double(index) + 0.5 }
        #expect(venues.map(\.id) == Array(0..<60))
        #expect(venues.map(\.city) == cities)
        #expect(venues.map(\.lat) == latitudes)
        for venue in venues where venue.id % 5 == 0 {
            #expect(try venue.kept?.decode(String.self, forKey: .city) == "c\(venue.id)")
        }
    }

    @Test("a failure in a nested container handed out again names its own path")
    func nestedFailurePath() throws {
        do {
            _ = try JSONCodableDecoder().decode([Venue].self, from: Self.venues(60, badCityAt: 47))
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["Index 47", "location", "address", "city"])
            #expect(context.debugDescription.hasSuffix("at line 48, column 58."), "\(context.debugDescription)")
        }
    }
}
