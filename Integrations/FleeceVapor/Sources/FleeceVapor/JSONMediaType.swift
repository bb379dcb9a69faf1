import Foundation

/// Which `Content-Type` values a JSON body may come with.
enum JSONMediaType {
    static func isJSON(_ contentType: String) -> Bool {
        let mediaType = essence(of: contentType)
        return mediaType == "application/json" || mediaType.hasSuffix("+json")
    }

    /// JSON Lines under the names clients use for it.
    static func isJSONLines(_ contentType: String) -> Bool {
        ["application/jsonl", "application/x-ndjson", "application/x-jsonlines", "application/jsonlines"]
            .contains(essence(of: contentType))
    }

    /// `application/json` of `Application/JSON; charset=utf-8`.
    static func essence(of contentType: String) -> String {
        let type = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return type.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
