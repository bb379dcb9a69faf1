import Foundation
import Synchronization

/// A request as the loopback server received it, for handlers that answer according to it and
/// tests that check what the client sent.
public struct ReceivedRequest: Sendable {
    /// `GET`, `POST`, …
    public var method: String
    /// The path without the query.
    public var path: String
    /// The query's items in order, percent-decoded.
    public var query: [(name: String, value: String)]
    /// The headers, names lowercased.
    public var headers: [String: String]
    /// The body as received.
    public var body: Data

    /// The first value of the query item `name`, or nil.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// The value of header `name` (any case), or nil.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}

/// How a loopback route answers: from what it received.
public typealias Handler = @Sendable (ReceivedRequest) async -> Reply

/// A handler that answers with each of `replies` in turn, then repeats the last one: a server
/// that fails N times, then answers.
public func inTurn(_ replies: [Reply]) -> Handler {
    let next = Mutex(0)
    return { _ in
        let index = next.withLock { index in
            defer { index += 1 }
            return index
        }
        return replies.isEmpty ? .json("{}", status: 500) : replies[min(index, replies.count - 1)]
    }
}
