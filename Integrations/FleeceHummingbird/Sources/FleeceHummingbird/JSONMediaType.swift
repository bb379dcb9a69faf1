import Fleece
import Hummingbird

/// Which `Content-Type` values a JSON body may come with.
enum JSONMediaType {
    /// Passes `application/json` and any `…+json` (with any parameters), and a request that names
    /// none, since many clients send JSON without saying so.
    /// - Throws: `HTTPError(.unsupportedMediaType)` naming what was sent.
    static func check(_ contentType: String?) throws {
        guard let contentType, !isJSON(contentType) else { return }
        throw HTTPError(.unsupportedMediaType, message: "expected a JSON body (Content-Type application/json), found Content-Type \(shown(contentType))")
    }

    /// Passes what a streamed body of `format` may come as: JSON Lines' names (for `.lines`) or
    /// JSON's, and a request that names none.
    /// - Throws: `HTTPError(.unsupportedMediaType)` naming what was sent.
    static func checkStream(_ contentType: String?, format: JSONStream.Format) throws {
        guard format == .lines else { return try check(contentType) }
        guard let contentType, !isJSONLines(contentType), !isJSON(contentType) else { return }
        throw HTTPError(.unsupportedMediaType, message: "expected a JSON Lines body (Content-Type application/jsonl or application/x-ndjson), found Content-Type \(shown(contentType))")
    }

    static func isJSON(_ contentType: String) -> Bool {
        let mediaType = essence(of: contentType)
        return mediaType == "application/json" || mediaType.hasSuffix("+json")
    }

    /// JSON Lines under the names clients use for it.
    static func isJSONLines(_ contentType: String) -> Bool {
        ["application/jsonl", "application/x-ndjson", "application/x-jsonlines", "application/jsonlines"]
            .contains(essence(of: contentType))
    }

    /// What a 415 says was sent: the media type without its parameters (which may carry
    /// anything), at most 100 characters of it. Found by an outside tester: the whole header,
    /// echoed, made a 6 KB error body, `access_token=…` parameter and all.
    static func shown(_ contentType: String) -> String {
        let type = (contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            .trimmingCharacters(in: .whitespaces)
        return type.count > 100 ? type.prefix(100) + "…" : type
    }

    /// `application/json` of `Application/JSON; charset=utf-8`.
    static func essence(of contentType: String) -> String {
        let type = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return type.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
