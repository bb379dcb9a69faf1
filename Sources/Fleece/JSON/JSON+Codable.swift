extension JSON: Codable {
    /// Decodes any JSON value, so that a `Decodable` model can keep part of a payload as it is:
    ///
    /// ```swift
    /// struct Event: Codable {
    ///     let kind: String
    ///     let payload: JSON   // whatever the sender put there, kept as JSON
    /// }
    /// ```
    /// Under `FleeceDecoder` and `JSONCodableDecoder` the value is a view of the parsed input:
    /// nothing is copied, numbers keep their text, members their order. Where an object repeats a
    /// key, the value has only the first member of it, as under `JSONDecoder` (whose choice the
    /// decoders follow; `JSON`'s own lookup gives the last); under a key strategy, objects are
    /// built with their keys converted, as `JSONDecoder` builds them (a copy of the value: under
    /// a custom strategy, built through the containers, which costs about 30 times as much).
    /// Under another decoder (`JSONDecoder`) the value is rebuilt from what the decoder offers:
    /// objects (in the decoder's key order), arrays, strings, `Bool`, numbers as `Int64`,
    /// `UInt64` or `Double`, and null. An integer is asked for first, so that a 64-bit id keeps its digits; from 2^53
    /// on, where `JSONDecoder` gives a number with a fraction as its integer part
    /// (`12345678901234567.5` as 12345678901234567), the fraction is lost, and a number nearer 0
    /// than a `Double` holds (`1e-400`) is the integer 0: decode such payloads with
    /// `FleeceDecoder`, which keeps the text.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the decoder's value is none of these.
    public init(from decoder: any Decoder) throws {
        if let document = decoder as? DocumentDecoder, let value = try document.decodedJSON() {
            self = value
            return
        }
        if let object = try? decoder.container(keyedBy: MemberKey.self) {
            var members: [(key: String, value: JSON)] = []
            for key in object.allKeys { members.append((key.stringValue, try object.decode(JSON.self, forKey: key))) }
            self = .object(JSON.Object(members))
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            var elements: [JSON] = []
            while !array.isAtEnd { elements.append(try array.decode(JSON.self)) }
            self = .array(JSON.Array(elements))
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { self = .null }
        else if let flag = try? single.decode(Bool.self) { self = .bool(flag) }
        else if let integer = try? single.decode(Int64.self) {
            // `-0` decodes as the integer 0; its sign is the Double's.
            if integer == 0, let double = try? single.decode(Double.self), double.sign == .minus, let zero = JSON.Number(double) {
                self = .number(zero)
            } else {
                self = .number(JSON.Number(integer))
            }
        }
        else if let integer = try? single.decode(UInt64.self) { self = .number(JSON.Number(integer)) }
        else if let double = try? single.decode(Double.self), let number = JSON.Number(double) { self = .number(number) }
        else if let string = try? single.decode(String.self) { self = .string(string) }
        else {
            // Fleece's decoder says what is wrong with the value; another says only that.
            let description = (decoder as? DocumentDecoder).map { unsafe $0.notJSONDescription($0.value) } ?? Self.notAJSONValue
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: description))
        }
    }

    /// What `init(from:)` says of a value that is none of JSON's: the `DecodingError`'s description.
    static let notAJSONValue = "The value is not a JSON value."

    /// Encodes the value: objects through a keyed container (members in order; the last of
    /// duplicate keys counts), arrays through an unkeyed one, scalars through a single-value one.
    ///
    /// Under `FleeceEncoder` and `JSONCodableEncoder` a number is written with its text as it was
    /// parsed or built (`1.50` stays `1.50`); under `JSONEncoder` it is written as the `Int64`,
    /// `UInt64` or `Double` it holds (`-0` as the `Double` `-0.0`, which it writes `-0`). The
    /// encoder's key strategy applies to the keys, as to any keyed container.
    ///
    /// - Throws: what the encoder's containers throw.
    public func encode(to encoder: any Encoder) throws {
        // Memory safety: the tree's `@exclusivity(unchecked)` state is touched only by this encode
        // call, and the number's text is lent to the closure that copies it.
        switch self {
        case .object(let object):
            var container = encoder.container(keyedBy: MemberKey.self)
            for (key, value) in object { try container.encode(value, forKey: MemberKey(stringValue: key)) }
        case .array(let array):
            var container = encoder.unkeyedContainer()
            for element in array { try container.encode(element) }
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .number(let number):
            if let tree = encoder as? TreeEncoder {
                unsafe tree.value = tree.tree.scalar { output in unsafe number.withText { unsafe output.append(bytes: $0) } }
                return
            }
            var container = encoder.singleValueContainer()
            // `-0` is the integer 0, but its sign is kept as a Double's (`JSONEncoder` writes `-0`).
            if number.isWrittenAsInteger, let integer = number.int64, integer != 0 || number.double.sign == .plus {
                try container.encode(integer)
            } else if number.isWrittenAsInteger, let integer = number.uint64, integer != 0 {
                try container.encode(integer)
            } else {
                try container.encode(number.double)
            }
        }
    }

    /// A member's key, any text.
    private struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
