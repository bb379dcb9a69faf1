/// One step of a coding path as the decoder tracks it: a model's key, or an array index whose
/// `CodingKey` is only made when someone asks for the path (errors, `codingPath`).
package enum CodingPathComponent {
    /// A key of a keyed container, as the model declared it.
    case key(any CodingKey)
    /// An element of an unkeyed container.
    case index(Int)

    /// The `CodingKey` that `JSONDecoder` puts in its coding paths for this step.
    package var codingKey: any CodingKey {
        switch self {
        case .key(let key): key
        case .index(let index): IndexCodingKey(index)
        }
    }
}

/// The key of an array element in a coding path: `stringValue` is `"Index 3"` and `intValue` 3,
/// exactly as `JSONDecoder` writes them (and as ``JSONPath/init(codingPath:)`` reads them back).
///
/// Only the index is stored, and the text made when asked for: the encoder makes a key for every
/// element it writes (the path of a possible error), and making its text each time, with the
/// key too large to sit inline in an `any CodingKey`, was a tenth of encoding an array of numbers.
package struct IndexCodingKey: CodingKey, Sendable {
    package let index: Int

    package var intValue: Int? { index }

    package var stringValue: String { "Index \(index)" }

    package init(_ index: Int) {
        self.index = index
    }

    package init?(stringValue: String) { nil }

    package init?(intValue: Int) { self.init(intValue) }
}

/// A key made from text: a key as it is written in the document (what a custom key-decoding
/// strategy is shown), `super` for `superDecoder()`, and the keys of `[String: T]` dictionaries.
package struct TextCodingKey: CodingKey, Sendable {
    package let stringValue: String
    package let intValue: Int?

    package init(_ stringValue: String, intValue: Int? = nil) {
        self.stringValue = stringValue
        self.intValue = intValue
    }

    package init?(stringValue: String) { self.init(stringValue) }

    package init?(intValue: Int) { self.init(String(intValue), intValue: intValue) }

    /// The key `superDecoder()` decodes from.
    package static let `super` = TextCodingKey("super")
}

extension JSONPath.Component {
    /// The coding key of this step: a key's text, or an index (Codable's path of a `JSONPath`).
    package var codingKey: any CodingKey {
        switch self {
        case .key(let key): TextCodingKey(key)
        case .index(let index): IndexCodingKey(index)
        }
    }
}
