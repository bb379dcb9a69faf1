import Testing
@testable import Fleece

/// Feeds `bytes` to a stream of `format` in chunks of the given sizes (cycled), reading records
/// after each chunk and after the end, as a reader of a socket would.
func streamRecords(
    _ format: JSONStream.Format, _ bytes: [UInt8], chunkSizes: [Int],
    options: JSONParsingOptions = JSONStream.defaultOptions,
    onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
) throws -> [JSON] {
    var stream = JSONStream(format, options: options, onInvalidRecord: onInvalidRecord)
    var records: [JSON] = []
    var start = 0
    var size = 0
    while start < bytes.count {
        let end = min(start + max(chunkSizes[size % chunkSizes.count], 1), bytes.count)
        stream.append(contentsOf: bytes[start..<end])
        while let record = try stream.next() { records.append(record) }
        start = end
        size += 1
    }
    try stream.finish()
    while let record = try stream.next() { records.append(record) }
    return records
}

/// The records, and the error that ended the stream, fed `chunkSize` bytes at a time (one by
/// default).
func recordsAndError(_ format: JSONStream.Format, _ text: String, chunkSize: Int = 1,
                     onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw,
                     options: JSONParsingOptions = JSONStream.defaultOptions) -> (records: [JSON], error: (any Error)?) {
    var stream = JSONStream(format, options: options, onInvalidRecord: onInvalidRecord)
    var records: [JSON] = []
    do {
        var rest = Array(text.utf8)[...]
        while let first = rest.first {
            // One byte through `append(_:)`, as a reader handed single bytes calls it.
            if chunkSize == 1 { stream.append(first) } else { stream.append(contentsOf: rest.prefix(chunkSize)) }
            rest = rest.dropFirst(chunkSize)
            while let record = try stream.next() { records.append(record) }
        }
        try stream.finish()
        while let record = try stream.next() { records.append(record) }
        return (records, nil)
    } catch {
        return (records, error)
    }
}

/// A place as the Flickr API lists them, decoded with the method API.
struct StreamPlace: Equatable, JSONDecodable {
    let name: String
    let photoCount: Int

    static func decode(_ json: JSON) -> Decoded<StreamPlace> {
        Decoded { try StreamPlace(name: json.need("name"), photoCount: json.need("photo_count")) }
    }
}

/// An event of a log, decoded with Codable.
struct StreamEvent: Equatable, Codable, JSONDecodable {
    let id: Int
    let type: String

    static func decode(_ json: JSON) -> Decoded<StreamEvent> {
        Decoded { try StreamEvent(id: json.need("id"), type: json.need("type")) }
    }
}
