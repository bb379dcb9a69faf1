#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// Sessions that share nothing between tests (no cache, no cookies) and fail fast.
enum TestSessions {
    /// A session that gives up after `timeout` seconds. swift-corelibs-foundation truncates the
    /// timeout to whole seconds (0.5 s would time out at once), so 1 s is the shortest that works
    /// on every platform. The default is generous: under a sanitizer, with every test running at
    /// once on two cores, a loopback answer can take seconds; only the timeout tests wait for it.
    static func make(timeout: TimeInterval = 60) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.urlCache = nil
        return URLSession(configuration: configuration)
    }
}
