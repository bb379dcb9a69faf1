import Foundation

extension Corpus {
    /// The public files the generated corpora imitate, read with the same models: `twitter.json`
    /// (decoded as ``SocialFeed``), `citm_catalog.json` (``Catalog``) and `canada.json` (``Geo``),
    /// when the environment variable `FLEECE_REAL_CORPORA` names a folder that holds them.
    ///
    /// They are not in this repository (their licences are their authors'); simdjson's
    /// `jsonexamples/` and Boost.JSON's `bench/data/` carry all three, and
    /// `Scripts/fetch-real-corpora.sh` copies them into a folder. Each name is the file's, so a
    /// table says which text it measured: `twitter`, `citm_catalog`, `canada`.
    public static let real: [(corpus: Corpus, imitated: Corpus)] = {
        guard let folder = ProcessInfo.processInfo.environment["FLEECE_REAL_CORPORA"] else { return [] }
        let files = [("twitter", socialFeed), ("citm_catalog", catalog), ("canada", geo)]
        return files.compactMap { name, imitated in
            guard let text = FileManager.default.contents(atPath: "\(folder)/\(name).json") else { return nil }
            return (Corpus(name: name, imitates: imitated.imitates, bytes: Array(text)), imitated)
        }
    }()
}
