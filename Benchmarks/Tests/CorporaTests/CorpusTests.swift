import Fleece
import Foundation
import Testing
@testable import Corpora

@Suite struct CorpusTests {
    @Test func generationIsDeterministic() {
        #expect(SocialFeed.corpus().bytes == Corpus.socialFeed.bytes)
        #expect(Catalog.corpus().bytes == Corpus.catalog.bytes)
        #expect(Geo.corpus().bytes == Corpus.geo.bytes)
        #expect(FlickrPlaces.corpus().bytes == Corpus.flickrPlaces.bytes)
    }

    @Test func sizesMatchTheWorkloadsTheyImitate() {
        #expect((580_000 ... 680_000).contains(Corpus.socialFeed.bytes.count))
        #expect((1_600_000 ... 1_900_000).contains(Corpus.catalog.bytes.count))
        #expect((2_000_000 ... 2_500_000).contains(Corpus.geo.bytes.count))
        #expect((25_000 ... 45_000).contains(Corpus.flickrPlaces.bytes.count))
        #expect(Corpus.eventLog.documentRanges.count == 100_000)
        #expect(Corpus.all.map(\.name) == ["social-feed", "catalog", "geo", "flickr-places", "event-log"])
    }

    @Test func socialFeedDecodesWithItsEscapesIntact() throws {
        let feed = try JSONDecoder().decode(SocialFeed.self, from: Data(Corpus.socialFeed.bytes))
        #expect(feed.statuses.count == 100)
        #expect(feed.searchMetadata.maxId == 505_874_924_095_815_681)
        #expect(feed.statuses.contains { $0.retweetedStatus != nil })
        #expect(feed.statuses.contains { $0.text.contains("😀") || $0.text.contains("🎉") })
        #expect(feed.statuses.allSatisfy { $0.source.hasPrefix("<a href=\"http") })
        let text = String(decoding: Corpus.socialFeed.bytes, as: UTF8.self)
        for escape in [#"\""#, #"\\"#, #"\n"#, #"\/"#, #"\u00e9"#, #"\ud83d"#] {
            #expect(text.contains(escape), "no \(escape) in the social feed")
        }
        #expect(text.contains("é"), "no raw UTF-8 in the social feed")
    }

    @Test func catalogDecodesEveryEventAndPerformance() throws {
        let catalog = try JSONDecoder().decode(Catalog.self, from: Data(Corpus.catalog.bytes))
        #expect(catalog.events.count == Catalog.eventCount)
        #expect(catalog.performances.count == Catalog.performanceCount)
        #expect(catalog.areaNames.count == 17)
        #expect(catalog.performances.allSatisfy { $0.prices.count == $0.seatCategories.count })
    }

    @Test func geoHoldsClosedRingsOfSeventeenDigitCoordinates() throws {
        let geo = try JSONDecoder().decode(Geo.self, from: Data(Corpus.geo.bytes))
        #expect(geo.features.count == Geo.featureCount)
        let rings = geo.features.flatMap(\.geometry.coordinates)
        #expect(rings.count == Geo.featureCount * Geo.ringsPerFeature)
        #expect(rings.allSatisfy { $0.first == $0.last })
        #expect(rings.reduce(0) { $0 + $1.count } == 55_680)
    }

    @Test func seventeenDigitsKeepsSeventeenSignificantDigits() {
        #expect(Geo.seventeenDigits(-1.25) == "-1.2500000000000000")
        #expect(Geo.seventeenDigits(43.5) == "43.500000000000000")
        #expect(Geo.seventeenDigits(-123.0625) == "-123.06250000000000")
        #expect(Geo.seventeenDigits(0.5) == "0.50000000000000000")
    }

    @Test func flickrPlacesAreAllStrings() throws {
        let response = try JSONDecoder().decode(FlickrPlaces.self, from: Data(Corpus.flickrPlaces.bytes))
        #expect(response.stat == "ok")
        #expect(response.places.place.count == 100)
        #expect(response.places.place[0].placeUrl == "/United+Kingdom/England/London")
        #expect(response.places.place.allSatisfy { Int($0.photoCount) != nil && Double($0.latitude) != nil })
    }

    @Test func everyEventLogLineIsOneRecord() throws {
        let corpus = Corpus.eventLog
        let decoder = JSONDecoder()
        var ids: [Int] = []
        for range in corpus.documentRanges {
            ids.append(try decoder.decode(EventLog.Record.self, from: Data(corpus.bytes[range])).id)
        }
        #expect(ids == Array(1 ... 100_000))
        #expect(corpus.bytes.filter { $0 == UInt8(ascii: "\n") }.count == 100_000)
    }
}

/// The two walks the `read` and `read-lent` probes time read the same values: the same checksum
/// on every corpus.
@Suite struct ReadEverythingTests {
    @Test(arguments: [Corpus.socialFeed, Corpus.catalog, Corpus.geo, Corpus.flickrPlaces])
    func bothWalksReadTheSameValues(corpus: Corpus) throws {
        let json = try JSON(parsing: corpus.bytes)
        #expect(ReadEverything.fleeceLent(json) == ReadEverything.fleece(json), "\(corpus.name)")
        #expect(ReadEverything.fleece(json) != 0)
    }
}
