import Fleece
import FleeceFoundation
import Foundation
import Testing
@testable import Corpora

/// The functional conformances (`…+JSONDecodable.swift`) decode every corpus into exactly the
/// models `JSONDecoder` and `FleeceDecoder` build, so the functional benchmarks compare
/// like with like.
@Suite struct FunctionalDecodingTests {
    @Test func socialFeed() throws {
        let feed = try expectSameModels(SocialFeed.self, Corpus.socialFeed)
        // The corpus exercises both sides of every optional: present, null and absent.
        #expect(feed[0].statuses.contains { $0.retweetedStatus != nil })
        #expect(feed[0].statuses.contains { $0.possiblySensitive == nil })
        #expect(feed[0].statuses.contains { $0.entities.media != nil })
    }

    @Test func catalog() throws {
        let catalog = try expectSameModels(Catalog.self, Corpus.catalog)
        #expect(catalog[0].events.count == Catalog.eventCount)
    }

    @Test func geo() throws {
        let geo = try expectSameModels(Geo.self, Corpus.geo)
        #expect(geo[0].features.count == Geo.featureCount)
    }

    @Test func flickrPlaces() throws {
        let response = try expectSameModels(FlickrPlaces.self, Corpus.flickrPlaces)
        #expect(response[0].places.place.count == 100)
    }

    @Test func eventLog() throws {
        let records = try expectSameModels(EventLog.Record.self, Corpus.eventLog)
        #expect(records.map(\.id) == Array(1 ... 100_000))
    }

    /// Decodes each document of `corpus` three ways and expects the same models; returns them.
    private func expectSameModels<Model: JSONDecodable & Decodable & Equatable>(
        _ model: Model.Type, _ corpus: Corpus
    ) throws -> [Model] {
        let foundation = JSONDecoder()
        let fleece = FleeceDecoder()
        var models: [Model] = []
        for document in corpus.documents {
            let functional = try Model.decode(JSON(parsing: document)).get()
            let expected = try foundation.decode(Model.self, from: Data(document))
            let codable = try fleece.decode(Model.self, from: document)
            // Compared outside the macro, so a difference is reported in one line, not as two
            // dumps of the whole corpus.
            let functionalMatches = functional == expected, codableMatches = codable == expected
            try #require(functionalMatches, "\(corpus.name): functional decoding differs from JSONDecoder")
            try #require(codableMatches, "\(corpus.name): FleeceDecoder differs from JSONDecoder")
            models.append(functional)
        }
        return models
    }
}
