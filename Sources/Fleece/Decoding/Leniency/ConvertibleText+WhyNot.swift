extension ConvertibleText {
    /// Why `text` did not convert to the number type `type`, when it is number text the type
    /// cannot take, in the words a JSON number's range error uses: `more than UInt8.max`,
    /// `less than Int8.min`, `UInt cannot be negative`, `Int's text is digits with an optional
    /// sign` (for `"1.5"` or `"1e3"`), `beyond Float's range`, `too close to 0 for Double`, what
    /// a `Decimal` says (`ConvertibleFromDecimalText`); and
    /// for text that is a number written as other languages read it, what is not read
    /// (``whyNotNumberText(_:)``). Nil for text that is no number (`"n/a"`), whose excerpt says
    /// enough, and for any other type.
    ///
    /// Asked only after a conversion failed, to say more than `found string "256"`, which reads
    /// as if `@Convertible` or `<|~` had not tried the text at all.
    static func whyNotConverted(_ text: String, to type: Any.Type) -> String? {
        let name = String(describing: type)
        if let decimal = type as? any ConvertibleFromDecimalText.Type {
            return whyNotNumberText(text) ?? decimal.whyNotConverted(fromDecimalText: text)
        }
        guard type is any FixedWidthInteger.Type || type is any BinaryFloatingPoint.Type else { return nil }
        if let why = whyNotNumberText(text) { return why }
        if let integer = type as? any FixedWidthInteger.Type {
            var digits = Substring(text)
            let isNegative = digits.first == "-"
            if isNegative || digits.first == "+" { digits = digits.dropFirst() }
            guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                return isDecimalNumberText(text) ? "\(name)'s text is digits with an optional sign" : nil
            }
            guard isNegative else { return "more than \(name).max" }
            return integer.isSigned ? "less than \(name).min" : "\(name) cannot be negative"
        }
        guard type is any BinaryFloatingPoint.Type, isDecimalNumberText(text), let approximate = Double(text) else { return nil }
        // Decimal text that did not convert is out of range: too large, or too small for
        // anything but 0 (a `Double` reads `1e39`, which a `Float` does not hold; both read
        // `1e-50` as not zero, or as 0 when it is below their range).
        return approximate.magnitude >= 1 ? "beyond \(name)'s range" : "too close to 0 for \(name)"
    }

    /// What is not read of number text that Python's `int()`, `float()` or a spreadsheet would
    /// take (an outside tester coming from Python got no reason for any of them): `empty text`,
    /// `spaces around the number are not read` (`" 12 "`), `a comma is not read: the decimal
    /// point is '.', with no thousands separators` (`"1,234"`, `"1,5"`), `hexadecimal text is
    /// not read` (`"0x1F"`). Nil for any other text.
    static func whyNotNumberText(_ text: String) -> String? {
        if text.isEmpty { return "empty text" }
        let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        if trimmed != text, !trimmed.isEmpty, isDecimalNumberText(trimmed) { return "spaces around the number are not read" }
        if text.contains(","), isDecimalNumberText(text.filter { $0 != "," }) {
            return "a comma is not read: the decimal point is '.', with no thousands separators"
        }
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        if digits.count > 2, digits.hasPrefix("0x") || digits.hasPrefix("0X"), digits.dropFirst(2).allSatisfy(\.isHexDigit) {
            return "hexadecimal text is not read"
        }
        return nil
    }
}

extension DecodeError {
    /// This error of a string that did not convert to `type`, saying why when the text is a
    /// number the type cannot take (``ConvertibleText/whyNotConverted(_:to:)``):
    /// `expected UInt8, found string "256" (more than UInt8.max)`. Unchanged otherwise.
    @usableFromInline
    func sayingWhy(_ text: String, didNotConvertTo type: Any.Type) -> DecodeError {
        guard failures.count == 1, failures[0].detail == nil,
              let why = ConvertibleText.whyNotConverted(text, to: type) else { return self }
        var error = self
        error.failures[0].detail = why
        return error
    }
}

extension DecodingError {
    /// This type mismatch of a string that did not convert to `type`, saying why after the
    /// standard sentence when the text is a number the type cannot take: `Expected to decode
    /// UInt8 but found a string "256" instead (more than UInt8.max), at line 1, column 7.`
    /// Any other error, or a message without the standard ` instead`, is unchanged.
    func sayingWhy(_ text: String, didNotConvertTo type: Any.Type) -> DecodingError {
        guard case .typeMismatch(let mismatched, let context) = self,
              let why = ConvertibleText.whyNotConverted(text, to: type),
              let instead = context.debugDescription.firstRange(of: " instead") else { return self }
        var message = context.debugDescription
        message.insert(contentsOf: " (\(why))", at: instead.upperBound)
        return .typeMismatch(mismatched, Context(codingPath: context.codingPath, debugDescription: message,
                                                 underlyingError: context.underlyingError))
    }
}
