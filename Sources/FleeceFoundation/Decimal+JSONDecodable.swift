import Fleece
import Foundation

extension Decimal: JSONDecodable {
    /// A JSON number as a `Decimal`, from its text, every digit (up to the 38 significant digits
    /// a `Decimal` holds), never through `Double`: `19.99` is exactly 19.99.
    ///
    /// ```swift
    /// let price: Decimal = try json.need("price")    // {"price": 19.99}
    /// ```
    /// Text is not a number here (`"19.99"` fails, as for `Double`); `convert` reads it.
    ///
    /// - Returns: a failure (`expected Decimal, found string "19.99"`) for any value but a
    ///   number a `Decimal` holds.
    public static func decode(_ json: JSON) -> Decoded<Decimal> {
        if case .number(let number) = json, let value = Decimal.converted(fromDecimalText: number.text) { return .success(value) }
        // A number says why: `(beyond Decimal's range)`, `(too close to 0 for Decimal)`.
        return .failure(.numberNotHeld(by: Decimal.self, found: json))
    }
}

extension JSON {
    /// The value at `key` as a `Decimal`, or converted from its text: `19.99` or `"19.99"`,
    /// every digit, as `@Convertible var price: Decimal` reads it (decimal number text only:
    /// `"+1.5"`, `".5"`, `"1e3"`; not `"NaN"`, `"19.99 EUR"` or `" 1"`). A conversion is recorded
    /// as `.convertedValue` in the `LeniencyReport` being collected.
    ///
    /// ```swift
    /// let price = try json.convert("price", as: Decimal.self)   // {"price": "19.99"}
    /// ```
    /// In a functional chain: `<*> Decoded { try json.convert("price", as: Decimal.self) }`.
    ///
    /// - Throws: `DecodeError` when the key is absent, or the value is neither a number nor text
    ///   that converts (`expected Decimal, found string "n/a"`).
    public func convert(
        _ key: String, as type: Decimal.Type = Decimal.self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> Decimal {
        try convert([key], fromText: Decimal.converted(fromDecimalText:), file: file, line: line)
    }

    /// The value at the path `keys` as a `Decimal`, or converted from its text.
    ///
    /// - Throws: `DecodeError` when a key is absent or the value does not convert.
    public func convert(
        _ keys: [String], as type: Decimal.Type = Decimal.self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> Decimal {
        try convert(keys, fromText: Decimal.converted(fromDecimalText:), file: file, line: line)
    }

    /// The element at `index` of this array as a `Decimal`, or converted from its text: an
    /// order book's `["43125.67000000", "0.50000000"]`, every digit.
    ///
    /// ```swift
    /// // {"bids": [["43125.67000000", "0.50000000"]]}
    /// let bids = try json.need("bids", as: [JSON].self).map { bid in
    ///     (price: try bid.convert(0, as: Decimal.self), quantity: try bid.convert(1, as: Decimal.self))
    /// }
    /// ```
    ///
    /// - Throws: `DecodeError` when this is not an array, `index` is past its end, or the element
    ///   does not convert, at the element's path and position.
    public func convert(
        _ index: Int, as type: Decimal.Type = Decimal.self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> Decimal {
        try convert(index, fromText: Decimal.converted(fromDecimalText:), file: file, line: line)
    }

    /// The elements of the array at `key` as `Decimal`s, each a number or converted from its
    /// text, as `convertEach(_:as:file:line:)` reads other types: `["4.00000000", 431.5]`.
    ///
    /// ```swift
    /// let fills = try json.convertEach("fills", as: Decimal.self)
    /// ```
    ///
    /// - Throws: `DecodeError` when the key is absent, the value is not an array, or elements do
    ///   not convert, each named with its index.
    public func convertEach(
        _ key: String, as type: Decimal.Type = Decimal.self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> [Decimal] {
        try convertEach(key, fromText: Decimal.converted(fromDecimalText:), file: file, line: line)
    }

    /// The value at `key` as a `Decimal` or converted from its text, or nil when the key is
    /// absent (or, with `allowNull`, the value is null), as `wantConverted` reads other types.
    ///
    /// ```swift
    /// let salePrice = try json.wantConverted("sale_price", as: Decimal.self, allowNull: true)
    /// ```
    ///
    /// - Throws: `DecodeError` when this is not an object, the value is null (and `allowNull` is
    ///   false), or it is neither a number nor text that converts (`""` is an error).
    public func wantConverted(
        _ key: String, as type: Decimal.Type = Decimal.self, allowNull: Bool = false,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> Decimal? {
        try wantConverted([key], allowNull: allowNull, fromText: Decimal.converted(fromDecimalText:), file: file, line: line)
    }

    /// The value at the path `keys` as a `Decimal` or converted from its text, or nil when a key
    /// on the way is absent (or, with `allowNull`, a value on the way is null).
    ///
    /// - Throws: `DecodeError` when a step is not an object, a null is met (and `allowNull` is
    ///   false), or the value is neither a number nor text that converts.
    public func wantConverted(
        _ keys: [String], as type: Decimal.Type = Decimal.self, allowNull: Bool = false,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> Decimal? {
        try wantConverted(keys, allowNull: allowNull, fromText: Decimal.converted(fromDecimalText:), file: file, line: line)
    }
}
