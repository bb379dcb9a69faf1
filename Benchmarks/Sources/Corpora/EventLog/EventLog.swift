/// JSON Lines of small analytics records, one document per line, as logging
/// pipelines and streaming APIs write them.
public enum EventLog {
    public struct Record: Codable, Equatable, Sendable {
        public let id: Int
        public let ts: Int64
        public let user: String
        public let event: String
        public let path: String
        public let ms: Double
        public let ok: Bool
        public let tags: [String]
        public let referrer: String?
    }
}
