import Corpora

/// A corpus, its documents, and the model each document decodes into.
///
/// Single-document corpora keep their result alive until the measurement stops,
/// so the memory metrics see what the result holds; JSON Lines corpora release
/// each line's result before the next line, as a streaming reader would.
struct Workload<Model: Codable & Equatable & Sendable>: Sendable {
    let corpus: Corpus
    let documents: [Document]

    init(_ corpus: Corpus, decodingInto model: Model.Type) {
        self.corpus = corpus
        documents = corpus.documents.map(Document.init)
    }

    var name: String { corpus.name }

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
