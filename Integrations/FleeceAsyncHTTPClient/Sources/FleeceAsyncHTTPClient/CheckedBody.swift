import AsyncHTTPClient
import Fleece
import NIOConcurrencyHelpers
import NIOCore

/// The body of a response as chunks of bytes Fleece's streams read: each `ByteBuffer` seen
/// through its `ByteBufferView`, which lends the buffer's memory (a chunk is copied once, into
/// the stream's buffer).
public typealias HTTPClientBodyChunks = AsyncMapSequence<HTTPClientResponse.Body, ByteBufferView>

extension HTTPClientResponse {
    /// The body's chunks, once the status is 2xx and the body is labelled as one of
    /// `contentTypes` or not labelled at all; for JSON (`contentTypes` nil), labelled as anything
    /// but an HTML page.
    /// - Throws: ``HTTPResponseError`` with the start of the error body, read here.
    func checkedBody(contentTypes: [String]? = nil) async throws -> HTTPClientBodyChunks {
        let location = url.map { HTTPResponseError.redacted($0.absoluteString) }
        guard (200...299).contains(status.code) else {
            throw HTTPResponseError.status(code: Int(status.code), reason: status.reasonPhrase,
                                           body: await body.prefix(bytes: HTTPResponseError.errorBodyLimit,
                                                                   within: HTTPResponseError.errorBodyWait),
                                           url: location)
        }
        guard let label = headers.first(name: "content-type") else { return body.map(\.readableBytesView) }
        let mediaType = label.split(separator: ";", maxSplits: 1).first.map {
            $0.filter { $0 != " " && $0 != "\t" }.lowercased()
        } ?? ""
        if let contentTypes, !contentTypes.contains(mediaType) {
            throw HTTPResponseError.contentType(found: label, expected: contentTypes, url: location)
        }
        // JSON is served under many labels (`application/json`, `application/x-ndjson`,
        // `text/plain`, none); an HTML page is none of them: a login page or a captive portal
        // answering 200, which would otherwise fail as `found '<' at line 1, column 1`.
        if contentTypes == nil, mediaType == "text/html" {
            throw HTTPResponseError.contentType(found: label, expected: ["application/json", "application/x-ndjson"], url: location)
        }
        return body.map(\.readableBytesView)
    }

    /// `format`, or for a response that has no body by its status (204 No Content, 205 Reset
    /// Content) `.lines`, which reads no record from no bytes: such a response is an empty
    /// stream in any format, where an empty body read as `.array` would be a syntax error.
    func streamFormat(_ format: JSONStream.Format) -> JSONStream.Format {
        status.code == 204 || status.code == 205 ? .lines : format
    }
}

extension HTTPClientResponse.Body {
    /// The first `limit` bytes of the body (all of it when shorter), or what of them arrived
    /// within `wait`, or before the body failed: the status is known from the head, and an error
    /// body that a server stalls or trickles must not hold it back (`execute`'s timeout no longer
    /// runs once the head is in). The rest is not read, and the transfer stops when the body is
    /// let go.
    func prefix(bytes limit: Int, within wait: Duration) async -> [UInt8] {
        let received = NIOLockedValueBox<[UInt8]>([])
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                // A body cut short or failing: what arrived is the start there is.
                try? await self.forEachChunk { buffer in
                    received.withLockedValue { bytes in
                        bytes.append(contentsOf: buffer.readableBytesView.prefix(limit - bytes.count))
                        return bytes.count < limit
                    }
                }
            }
            group.addTask { try? await Task.sleep(for: wait) }
            // Whichever ends first; cancelling the read stops the transfer.
            await group.next()
            group.cancelAll()
        }
        return received.withLockedValue { $0 }
    }

    /// Hands each chunk to `body` while it returns true.
    private func forEachChunk(_ body: (ByteBuffer) -> Bool) async throws {
        for try await buffer in self where !body(buffer) { return }
    }
}
