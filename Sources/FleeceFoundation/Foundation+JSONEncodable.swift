import Fleece
import Foundation

// The counterparts of the `JSONDecodable` conformances of `Decimal`, `URL` and `UUID`: each
// written as `JSONEncoder` writes it, and read back by its `decode(_:)` as the same value.

extension Decimal: JSONEncodable {
    /// Writes the decimal as a JSON number, every digit it holds, never through `Double`:
    /// `12.30` is written `12.3`, as `JSONEncoder` writes it. NaN, which JSON cannot hold, is
    /// written `null`, as for `Double`.
    ///
    /// ```swift
    /// Decimal(string: "19.99")!.jsonText()   // 19.99
    /// ```
    public func write(to writer: inout JSONTextWriter) {
        guard !isNaN else { return writer.writeNull() }
        writer.bytes.append(contentsOf: description.utf8)
    }
}

extension URL: JSONEncodable {
    /// Writes the URL as a JSON string, its `absoluteString`, as `JSONEncoder` writes it.
    ///
    /// ```swift
    /// URL(string: "https://example.com/a.png")!.jsonText()   // "https://example.com/a.png"
    /// ```
    public func write(to writer: inout JSONTextWriter) {
        writer.writeString(absoluteString)
    }
}

extension UUID: JSONEncodable {
    /// Writes the UUID as a JSON string, its `uuidString` (upper case), as `JSONEncoder`
    /// writes it.
    ///
    /// ```swift
    /// UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!.jsonText()
    /// // "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    /// ```
    public func write(to writer: inout JSONTextWriter) {
        writer.writeString(uuidString)
    }
}
