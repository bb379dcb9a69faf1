/// An unkeyed container over one array of the document; element `i` is the entry `firstChild + i`
/// of the array's entry.
///
/// Follows `JSONDecoder` to the letter: a failed decode does not advance, `decodeIfPresent` at
/// the end returns nil (and still advances), `decodeNil` advances only past a null.
struct DocumentUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: DocumentDecoder
    /// The array's entry and the position of the current element, in 32 bits as every entry
    /// index and count of a document is (`Entry` keeps them so). With them the container is three
    /// words, which `any UnkeyedDecodingContainer` holds inline: at six, every container made
    /// (one per `Point` decoded from `[x, y]`) was a heap allocation. The array's first element
    /// and count are read from its entry when needed, which costs less than that allocation.
    private let array: UInt32
    private var position: UInt32 = 0
    /// The container's coding path.
    let path: ContainerPath

    init(decoder: DocumentDecoder, array: Int, path: ContainerPath) {
        self.decoder = decoder
        self.array = UInt32(truncatingIfNeeded: array)
        self.path = path
    }

    var codingPath: [any CodingKey] { decoder.codingPath(at: path.location()) }
    var count: Int? { elementCount }
    var isAtEnd: Bool { currentIndex >= elementCount }
    var currentIndex: Int { Int(position) }

    // Memory safety: `array` is an entry index of the decoder's document (see
    // `DocumentDecoder.entries`).
    /// The array's entry, which has its first element and count.
    @inline(__always)
    private var arrayEntry: Entry { unsafe decoder.entries[Int(array)] }

    @inline(__always)
    private var elementCount: Int { arrayEntry.childCount }

    /// Where the current element is.
    @inline(__always)
    private var location: ValueLocation { path.location(.index(currentIndex)) }

    /// The current element's entry; throws `valueNotFound(type)` at the end.
    @inline(__always)
    private func next(_ type: Any.Type, message: String = "Unkeyed container is at end.") throws -> Int {
        let entry = arrayEntry
        guard currentIndex < entry.childCount else { throw decoder.atEnd(type, message: message, at: location) }
        return entry.firstChild &+ currentIndex
    }

    /// Moves to the next element. Only the `IfPresent` calls move past the end, as
    /// `JSONDecoder`'s do, and the position stops at 2^32 - 1 rather than wrap.
    @inline(__always)
    private mutating func advance() {
        if position < .max { position &+= 1 }
    }

    /// Whether the container is at its end or at a null, which the `IfPresent` calls read as nil,
    /// moving on past it.
    @inline(__always)
    private mutating func skipsEndOrNull() -> Bool {
        let entry = arrayEntry
        guard currentIndex < entry.childCount, !decoder.isNull(entry.firstChild &+ currentIndex) else {
            advance()
            return true
        }
        return false
    }

    // MARK: Scalars

    @inline(__always)
    private mutating func scalar<T>(_ type: T.Type, _ convert: (Int) throws(ScalarFailure) -> T) throws -> T {
        let value = try next(type)
        do throws(ScalarFailure) {
            let result = try convert(value)
            advance()
            return result
        } catch {
            throw decoder.error(error, decoding: type, value: value, at: location)
        }
    }

    @inline(__always)
    private mutating func scalarIfPresent<T>(_ type: T.Type, _ convert: (Int) throws(ScalarFailure) -> T) throws -> T? {
        if skipsEndOrNull() { return nil }
        return try scalar(type, convert)
    }

    mutating func decodeNil() throws -> Bool {
        let value = try next(Never.self)
        guard decoder.isNull(value) else { return false }
        advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try scalar(type) { [decoder] v throws(ScalarFailure) in try decoder.bool(v) } }
    mutating func decode(_ type: String.Type) throws -> String { try scalar(type) { [decoder] v throws(ScalarFailure) in try decoder.string(v) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try scalar(type) { [decoder] v throws(ScalarFailure) in try decoder.floatingPoint(v, as: type) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try scalar(type) { [decoder] v throws(ScalarFailure) in try decoder.floatingPoint(v, as: type) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try scalar(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try scalar(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try scalar(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try scalar(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try scalar(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try scalar(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }

    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try scalarIfPresent(type) { [decoder] v throws(ScalarFailure) in try decoder.bool(v) } }
    mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try scalarIfPresent(type) { [decoder] v throws(ScalarFailure) in try decoder.string(v) } }
    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try scalarIfPresent(type) { [decoder] v throws(ScalarFailure) in try decoder.floatingPoint(v, as: type) } }
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try scalarIfPresent(type) { [decoder] v throws(ScalarFailure) in try decoder.floatingPoint(v, as: type) } }
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try scalarIfPresent(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try scalarIfPresent(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try scalarIfPresent(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try scalarIfPresent(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try scalarIfPresent(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try scalarIfPresent(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try scalarIfPresent(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try scalarIfPresent(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try scalarIfPresent(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try scalarIfPresent(type) { [decoder] v throws(ScalarFailure) in try decoder.integer(v, as: type) } }

    // MARK: Nested values

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try next(type)
        let result = try decoder.unwrap(type, value: value, at: location)
        advance()
        return result
    }

    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        if skipsEndOrNull() { return nil }
        return try decode(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let value = try next(KeyedDecodingContainer<NestedKey>.self)
        let container = try decoder.keyedContainer(keyedBy: type, value: value, path: path.appending(.index(currentIndex)))
        advance()
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        // JSONDecoder's message here is the general one, although it names the nested case below.
        let value = try next((any UnkeyedDecodingContainer).self)
        let container = try decoder.unkeyedContainer(value: value, path: path.appending(.index(currentIndex)))
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let value = try next((any Decoder).self, message: "Cannot get superDecoder() -- unkeyed container is at end.")
        let detached = decoder.detached(value: value, at: location)
        advance()
        return detached
    }
}
