import Corpora

/// A corpus, its documents, and the model each document decodes into.
///
/// Single-document corpora keep their result alive until the measurement stops,
/// so the memory metrics see what the result holds; JSON Lines corpora release
/// each line's result before the next line, as a streaming reader would.
struct Workload<Model: Codable & Equatable & Sendable>: Sendable {
    let corpus: Corpus
    let documents: [Document]
    /// The corpus's name, or another when the same text decodes into another model.
    let name: String

    init(_ corpus: Corpus, decodingInto model: Model.Type, named name: String? = nil) {
        self.corpus = corpus
        documents = corpus.documents.map(Document.init)
        self.name = name ?? corpus.name
    }

    /// How long each timed benchmark may run: JSON Lines takes up to a second a pass
    /// with Foundation, so it gets longer to collect more than a couple of samples.
    var secondsPerBenchmark: Int { documents.count > 1 ? 8 : 2 }
}

extension Workload where Model == SocialFeed {
    static var socialFeed: Self { Workload(.socialFeed, decodingInto: SocialFeed.self) }
}

extension Workload where Model == Catalog {
    static var catalog: Self { Workload(.catalog, decodingInto: Catalog.self) }
}

extension Workload where Model == Geo {
    static var geo: Self { Workload(.geo, decodingInto: Geo.self) }
}

extension Workload where Model == FlickrPlaces {
    static var flickrPlaces: Self { Workload(.flickrPlaces, decodingInto: FlickrPlaces.self) }
}

extension Workload where Model == EventLog.Record {
    static var eventLog: Self { Workload(.eventLog, decodingInto: EventLog.Record.self) }
}

extension Workload where Model == Timeline {
    /// The social feed's text into 20-field models decoded by natural `curry` chains.
    static var timeline: Self { Workload(.socialFeed, decodingInto: Timeline.self, named: "timeline") }
}

extension Workload where Model == FlickrCounts {
    /// Flickr's string counts converted to numbers: `@Convertible` and `<|~`.
    static var flickrCounts: Self { Workload(.flickrPlaces, decodingInto: FlickrCounts.self, named: "flickr-counts") }
}

extension Workload where Model == ConvertingFlickrCounts {
    /// The same counts for `JSONDecoder`, converted in the model's own `init(from:)`.
    static var convertingFlickrCounts: Self {
        Workload(.flickrPlaces, decodingInto: ConvertingFlickrCounts.self, named: "flickr-counts-converting")
    }
}
