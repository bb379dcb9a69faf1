/// One benchmark input: JSON text generated deterministically by this package,
/// shaped like a well-known public workload.
public struct Corpus: Sendable {
    /// The short name used in benchmark names, e.g. `social-feed`.
    public let name: String
    /// The public workload this corpus imitates, for the README.
    public let imitates: String
    /// The whole text, UTF-8.
    public let bytes: [UInt8]
    /// The documents in `bytes`: the whole text, or one range per line for JSON Lines.
    public let documentRanges: [Range<Int>]

    init(name: String, imitates: String, bytes: [UInt8], documentRanges: [Range<Int>]? = nil) {
        self.name = name
        self.imitates = imitates
        self.bytes = bytes
        self.documentRanges = documentRanges ?? [0 ..< bytes.count]
    }

    /// Each document as its own array, as an application would receive it.
    public var documents: [[UInt8]] {
        documentRanges.map { Array(bytes[$0]) }
    }
}

extension Corpus {
    /// Every corpus, in the order the benchmarks and the report list them.
    public static let all: [Corpus] = [socialFeed, catalog, geo, flickrPlaces, eventLog]

    /// A Twitter search response: ~100 statuses with nested users and entities.
    public static let socialFeed = SocialFeed.corpus()
    /// A citm_catalog-like catalog: objects keyed by id, many small objects, indented.
    public static let catalog = Catalog.corpus()
    /// A canada.json-like FeatureCollection of polygons with 17-digit coordinates.
    public static let geo = Geo.corpus()
    /// The Flickr top-places response: 100 places, every value a string.
    public static let flickrPlaces = FlickrPlaces.corpus()
    /// JSON Lines: 100,000 small log records, one document per line.
    public static let eventLog = EventLog.corpus()
}

extension Corpus {
    /// `corpus`'s text under another name, for a benchmark that decodes it into another model
    /// (`timeline`: the social feed into 20-field models; `flickr-counts`: Flickr's string
    /// counts converted to numbers).
    public static func renamed(_ corpus: Corpus, _ name: String) -> Corpus {
        Corpus(name: name, imitates: corpus.imitates, bytes: corpus.bytes, documentRanges: corpus.documentRanges)
    }
}
