import Fleece
import FleeceFoundation
import Foundation
import Testing
@testable import Corpora

/// The models users write by hand on the same texts (`Timeline`: 20-field `curry` chains;
/// `FlickrCounts`: Flickr's string counts converted): the natural chains, the `Decoded(T.init, …)`
/// forms, `FleeceDecoder` and `JSONDecoder` build the same values, so their benchmarks compare
/// like with like.
@Suite struct HandWrittenModelTests {
    @Test func timelineFromTheSocialFeed() throws {
        let document = Corpus.socialFeed.documents[0]
        let json = try JSON(parsing: document)
        let natural = try Timeline.decode(json).get()
        let combined = try Timeline.decodeCombined(json).get()
        let foundation = try JSONDecoder().decode(Timeline.self, from: Data(document))
        let fleece = try FleeceDecoder().decode(Timeline.self, from: document)
        let naturalMatches = natural == foundation, combinedMatches = combined == foundation
        let fleeceMatches = fleece == foundation
        #expect(naturalMatches)
        #expect(combinedMatches)
        #expect(fleeceMatches)
        // Both sides of the optionals are in the corpus, and the statuses are the feed's.
        let feed = try JSONDecoder().decode(SocialFeed.self, from: Data(document))
        #expect(natural.statuses.map(\.id) == feed.statuses.map(\.id))
        #expect(natural.statuses.contains { $0.place != nil } && natural.statuses.contains { $0.place == nil })
        #expect(natural.statuses.contains { $0.user.url != nil } && natural.statuses.contains { $0.user.url == nil })
    }

    /// `SnakeCaseFeed` (no `CodingKeys`) decoded with `.convertFromSnakeCase` holds what
    /// `SocialFeed` holds: written back, each with its own key mapping, the same JSON.
    @Test func snakeCaseFeedFromTheSocialFeed() throws {
        let document = Corpus.socialFeed.documents[0]
        let fleeceDecoder = FleeceDecoder(), foundationDecoder = JSONDecoder()
        fleeceDecoder.keyDecodingStrategy = .convertFromSnakeCase
        foundationDecoder.keyDecodingStrategy = .convertFromSnakeCase
        let fleece = try fleeceDecoder.decode(SnakeCaseFeed.self, from: document)
        let foundation = try foundationDecoder.decode(SnakeCaseFeed.self, from: Data(document))
        let fleeceMatches = fleece == foundation
        #expect(fleeceMatches)
        let snakeEncoder = JSONEncoder()
        snakeEncoder.keyEncodingStrategy = .convertToSnakeCase
        let written = try JSONSerialization.jsonObject(with: snakeEncoder.encode(fleece)) as? NSDictionary
        let feed = try JSONDecoder().decode(SocialFeed.self, from: Data(document))
        let reference = try JSONSerialization.jsonObject(with: JSONEncoder().encode(feed)) as? NSDictionary
        #expect(written != nil && written == reference)
    }

    @Test func flickrCountsFromTheirStrings() throws {
        let document = Corpus.flickrPlaces.documents[0]
        let json = try JSON(parsing: document)
        let natural = try FlickrCounts.decode(json).get()
        let combined = try FlickrCounts.decodeCombined(json).get()
        let foundation = try JSONDecoder().decode(FlickrCounts.self, from: Data(document))
        let fleece = try FleeceDecoder().decode(FlickrCounts.self, from: document)
        let converting = try JSONDecoder().decode(ConvertingFlickrCounts.self, from: Data(document))
        let naturalMatches = natural == foundation, combinedMatches = combined == foundation
        let fleeceMatches = fleece == foundation
        #expect(naturalMatches)
        #expect(combinedMatches)
        #expect(fleeceMatches)
        // The same numbers as Flickr's strings read one by one, and as the converting model reads them.
        let strings = try JSONDecoder().decode(FlickrPlaces.self, from: Data(document))
        #expect(natural.places.place.map(\.photoCount) == strings.places.place.map { Int($0.photoCount) })
        #expect(natural.places.place.map(\.latitude) == strings.places.place.map { Double($0.latitude) })
        #expect(natural.places.place.map(\.photoCount) == converting.places.place.map(\.photoCount))
        #expect(natural.places.place.map(\.woeid) == converting.places.place.map(\.woeid))
        #expect(natural.places.place.map(\.longitude) == converting.places.place.map(\.longitude))
    }

    /// The event records through the method API (`need`, `want(_:allowNull:)`), the
    /// `functional-methods/event-log` benchmark and the decode probe's `methods` style.
    @Test func eventRecordsThroughTheMethodAPI() throws {
        var nullReferrers = 0, absentOrPresent = 0
        for document in Corpus.eventLog.documents.prefix(5_000) {
            let json = try JSON(parsing: document)
            let methods = try EventLog.Record.decodeWithMethods(json).get()
            let foundation = try JSONDecoder().decode(EventLog.Record.self, from: Data(document))
            #expect(methods == foundation)
            if case .null? = json["referrer"] { nullReferrers += 1 } else { absentOrPresent += 1 }
        }
        // Both a null referrer, which `want` without `allowNull` would refuse, and others.
        #expect(nullReferrers > 0 && absentOrPresent > 0)
    }
}
