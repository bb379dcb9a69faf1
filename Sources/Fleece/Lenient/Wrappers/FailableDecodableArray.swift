/// An array that keeps the elements that decode and skips the ones that fail, in order.
///
/// ```swift
/// struct Catalog: Codable {
///     @FailableDecodableArray var products: [Product]
/// }
/// // [{"name": "a"}, {"name": 7}, {"name": "c"}]  →  products a and c
/// ```
/// Each skipped element is recorded as `.skippedElement` in the ``LeniencyReport`` being
/// collected, with its path (`products[1]`), position (under `FleeceDecoder`) and error. A missing
/// key, `null` or a value that is not an array gives an empty array, recorded as `.usedDefault`.
/// Works under `FleeceDecoder` and Foundation's `JSONDecoder` alike.
@propertyWrapper
public struct FailableDecodableArray<Element: Decodable> {
    /// The elements that decoded, in their order.
    public var wrappedValue: [Element]

    /// Wraps `wrappedValue`.
    public init(wrappedValue: [Element]) {
        self.wrappedValue = wrappedValue
    }
}

extension FailableDecodableArray: Decodable {
    /// Decodes the elements that can be decoded; never throws.
    public init(from decoder: any Decoder) throws {
        var container: any UnkeyedDecodingContainer
        do {
            container = try decoder.unkeyedContainer()
        } catch {
            wrappedValue = []
            let isNull = (try? decoder.singleValueContainer().decodeNil()) ?? false
            LenientDecoding.record(.usedDefault, at: decoder, error: isNull ? nil : error)
            return
        }
        var elements: [Element] = []
        elements.reserveCapacity(container.count ?? 0)
        while !container.isAtEnd {
            do {
                elements.append(try container.decode(Element.self))
            } catch {
                // A failed decode leaves the container on the element: step past it.
                guard let skipped = try? container.decode(SkippedValue.self) else { break }
                if LeniencyReport.isCollecting {
                    LeniencyReport.record(LenientDecoding.entry(
                        .skippedElement, codingPath: skipped.codingPath, located: skipped, error: error, decoding: Element.self))
                }
            }
        }
        wrappedValue = elements
    }
}

extension FailableDecodableArray: Encodable where Element: Encodable {
    /// Encodes the elements as an array.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension FailableDecodableArray: Equatable where Element: Equatable {}
extension FailableDecodableArray: Hashable where Element: Hashable {}
extension FailableDecodableArray: Sendable where Element: Sendable {}

extension KeyedDecodingContainer {
    /// A missing key or `null` gives an empty array (recorded as `.usedDefault`).
    public func decode<Element>(_ type: FailableDecodableArray<Element>.Type, forKey key: Key) throws -> FailableDecodableArray<Element> {
        if let decoded = try decodeIfPresent(type, forKey: key) { return decoded }
        LenientDecoding.record(.usedDefault, forKey: key, in: self)
        return FailableDecodableArray(wrappedValue: [])
    }
}
