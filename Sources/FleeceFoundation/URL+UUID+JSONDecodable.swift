import Fleece
import Foundation

// Foundation's value types a model holds most, decodable in the functional and method styles as
// `JSONDecoder` decodes them, so that no app or library declares the conformance itself (a
// conformance of a type it does not own to a protocol it does not own, which two libraries could
// declare differently).

extension URL: JSONDecodable {
    /// A JSON string as a `URL`, read as `JSONDecoder` reads one (`URL(string:)`).
    ///
    /// ```swift
    /// let avatar: URL = try json.need("avatar_url")   // {"avatar_url": "https://example.com/a.png"}
    /// ```
    ///
    /// - Returns: a failure (`expected URL, found string ""`) for anything but a string that is
    ///   a URL.
    public static func decode(_ json: JSON) -> Decoded<URL> {
        if case .string(let text) = json, let url = URL(string: text) { return .success(url) }
        return .failure(.typeMismatch(expected: "URL", found: json))
    }
}

extension UUID: JSONDecodable {
    /// A JSON string as a `UUID`, read as `JSONDecoder` reads one (`UUID(uuidString:)`: 32
    /// hexadecimal digits in groups of 8, 4, 4, 4 and 12, either case).
    ///
    /// ```swift
    /// let id: UUID = try json.need("id")   // {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}
    /// ```
    ///
    /// - Returns: a failure (`expected UUID, found string "42"`) for anything but a string that
    ///   is a UUID.
    public static func decode(_ json: JSON) -> Decoded<UUID> {
        if case .string(let text) = json, let uuid = UUID(uuidString: text) { return .success(uuid) }
        return .failure(.typeMismatch(expected: "UUID", found: json))
    }
}
