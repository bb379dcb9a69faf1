/// The header's note on decoding models of JSON Lines records: record by record, as a stream.
/// Decoding such a file as one document fails at its second line (an outside tester followed the
/// one-document note on the file the models were made from).
enum JSONLinesNote {
    static func text(root: String) -> String {
        "Each line is one record: `for try await record in FileChunks(contentsOf: url).decodeJSON(\(root).self, .lines) { … }` (FileChunks is in FleeceFoundation)."
    }
}
