import Foundation

extension Corpus {
    /// One of the public files the generated corpora imitate, and the corpus whose models decode it.
    public struct Real: Sendable {
        /// The file's text, named after it (`twitter`, `citm_catalog`, `canada`) or, for a second
        /// model of the same text, after both (`twitter-timeline`).
        public let corpus: Corpus
        /// The name of the generated corpus whose models decode it: `social-feed`, `timeline`,
        /// `catalog` or `geo`.
        public let models: String
    }

    /// The public files the generated corpora imitate, read with the same models, when the
    /// environment variable `FLEECE_REAL_CORPORA` names a folder that holds them: `twitter.json`
    /// (decoded as ``SocialFeed``, and as ``Timeline``, the 20-field `curry` chains, under
    /// `twitter-timeline`), `citm_catalog.json` (``Catalog``) and `canada.json` (``Geo``).
    ///
    /// They are not in this repository (they are their authors'); simdjson's `jsonexamples/` and
    /// Boost.JSON's `bench/data/` carry all three, and `Scripts/fetch-real-corpora.sh` copies them
    /// into a folder.
    public static let real: [Real] = {
        guard let folder = ProcessInfo.processInfo.environment["FLEECE_REAL_CORPORA"] else { return [] }
        let files = [("twitter", "twitter", socialFeed.name), ("twitter", "twitter-timeline", "timeline"),
                     ("citm_catalog", "citm_catalog", catalog.name), ("canada", "canada", geo.name)]
        return files.compactMap { file, name, models in
            guard let text = FileManager.default.contents(atPath: "\(folder)/\(file).json") else { return nil }
            return Real(corpus: Corpus(name: name, imitates: "\(file).json itself", bytes: Array(text)), models: models)
        }
    }()
}
