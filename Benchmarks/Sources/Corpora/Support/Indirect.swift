/// Holds a value of a model's own type, such as the status a status retweets,
/// which a struct cannot store inline.
///
/// It decodes exactly as its wrapped value does, so JSON and models keep the
/// shape of the real API.
public struct Indirect<Wrapped: Sendable>: Sendable {
    private final class Storage: Sendable {
        let value: Wrapped
        init(_ value: Wrapped) { self.value = value }
    }

    private let storage: Storage

    public init(_ value: Wrapped) {
        storage = Storage(value)
    }

    public var value: Wrapped { storage.value }
}

extension Indirect: Decodable where Wrapped: Decodable {
    public init(from decoder: any Decoder) throws {
        self.init(try Wrapped(from: decoder))
    }
}

extension Indirect: Equatable where Wrapped: Equatable {
    public static func == (lhs: Indirect, rhs: Indirect) -> Bool {
        lhs.value == rhs.value
    }
}

extension Indirect: Encodable where Wrapped: Encodable {
    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}
