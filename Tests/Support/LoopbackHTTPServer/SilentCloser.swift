import FlyingSocks
import Foundation

/// A server on 127.0.0.1 that reads each request and closes the connection without a byte of
/// reply (libcurl's "Empty reply from server"), on a thread of its own, for `connections`
/// connections; then it stops listening.
public final class SilentCloser: Sendable {
    /// The port it listens on.
    public let port: UInt16

    /// Listens at once; each of the first `connections` connections is read and closed.
    public init(connections: Int) throws {
        let socket = try Socket(domain: AF_INET)
        try socket.setValue(true, for: .localAddressReuse)
        try socket.bind(to: try .inet(ip4: "127.0.0.1", port: 0))
        try socket.listen()
        guard case .ip4(_, let port) = try socket.sockname() else { throw SocketError.unsupportedAddress }
        self.port = port
        // A thread, not a task: `accept` and `read` block.
        Thread {
            for _ in 0..<connections {
                guard let (file, _) = try? socket.accept() else { break }
                let client = Socket(file: file)
                _ = try? client.read(atMost: 4096)
                try? client.close()
            }
            try? socket.close()
        }.start()
    }

    /// `http://127.0.0.1:<port><path>`
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/invalid-path")
    }
}
