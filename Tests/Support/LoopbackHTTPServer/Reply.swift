import Foundation

/// What the loopback server answers on one path.
public struct Reply: Sendable {
    /// How the body goes on the wire.
    public enum Body: Sendable {
        /// The whole body, with a matching Content-Length.
        case complete(Data)
        /// `sent`, under a Content-Length of `declaredLength`, then the connection closes:
        /// a body cut short.
        case truncated(sent: Data, declaredLength: Int)
    }

    public var status: Int
    public var headers: [String: String]
    public var body: Body
    /// How long the server waits before it answers.
    public var delay: Duration

    public init(status: Int = 200, headers: [String: String] = [:], body: Body, delay: Duration = .zero) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
    }

    /// A body labelled `application/json`.
    public static func json(_ text: String, status: Int = 200) -> Reply {
        Reply(status: status, headers: ["Content-Type": "application/json"], body: .complete(Data(text.utf8)))
    }

    /// A body labelled `text/html`.
    public static func html(_ text: String, status: Int) -> Reply {
        Reply(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: .complete(Data(text.utf8)))
    }

    /// The first `sent` bytes of a JSON body that claims `declaredLength` bytes, then a closed
    /// connection.
    public static func truncatedJSON(_ sent: String, declaredLength: Int) -> Reply {
        Reply(headers: ["Content-Type": "application/json"], body: .truncated(sent: Data(sent.utf8), declaredLength: declaredLength))
    }

    /// No body at all (204, 304, or a 200 that sends nothing).
    public static func empty(status: Int) -> Reply {
        Reply(status: status, body: .complete(Data()))
    }

    /// The same reply with `headers` added (replacing those of the same name).
    public func adding(headers: [String: String]) -> Reply {
        var reply = self
        reply.headers.merge(headers) { _, new in new }
        return reply
    }

    /// The same reply after `delay`.
    public func delayed(by delay: Duration) -> Reply {
        var reply = self
        reply.delay = delay
        return reply
    }
}
