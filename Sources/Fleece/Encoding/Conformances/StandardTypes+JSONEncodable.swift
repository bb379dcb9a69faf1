extension String: JSONEncodable {
    /// Writes the string, quoted and escaped.
    public func write(to writer: inout JSONTextWriter) { writer.writeString(self) }
}

extension Bool: JSONEncodable {
    /// Writes `true` or `false`.
    public func write(to writer: inout JSONTextWriter) {
        writer.bytes.append(contentsOf: self ? [0x74, 0x72, 0x75, 0x65] : [0x66, 0x61, 0x6C, 0x73, 0x65])
    }
}

extension Double: JSONEncodable {
    /// Writes the shortest text that reads back as this `Double`, as `JSONEncoder` writes it;
    /// infinity and NaN, which JSON cannot hold, as `null` (an ``EncodableByJSON`` value gives
    /// them to its encoder, whose strategy decides).
    public func write(to writer: inout JSONTextWriter) {
        if isFinite { JSONText.appendDouble(self, to: &writer.bytes) } else { writer.writeNonConforming(self, isFloat: false) }
    }
}

extension Float: JSONEncodable {
    /// Writes the shortest text that reads back as this `Float` (not widened to `Double`);
    /// infinity and NaN as `null`, as for `Double`.
    public func write(to writer: inout JSONTextWriter) {
        if isFinite { JSONText.appendFloat(self, to: &writer.bytes) } else { writer.writeNonConforming(Double(self), isFloat: true) }
    }
}

extension Int: JSONEncodable {
    /// Writes the integer's digits.
    public func write(to writer: inout JSONTextWriter) { JSONText.appendInteger(self, to: &writer.bytes) }
}
extension Int8: JSONEncodable {
    /// Writes the integer's digits.
    public func write(to writer: inout JSONTextWriter) { JSONText.appendInteger(self, to: &writer.bytes) }
}
extension Int16: JSONEncodable {
    /// Writes the integer's digits.
    public func write(to writer: inout JSONTextWriter) { JSONText.appendInteger(self, to: &writer.bytes) }
}
extension Int32: JSONEncodable {
    /// Writes the integer's digits.
    public func write(to writer: inout JSONTextWriter) { JSONText.appendInteger(self, to: &writer.bytes) }
}
extension Int64: JSONEncodable {
    /// Writes the integer's digits.
    public func write(to writer: inout JSONTextWriter) { JSONText.appendInteger(self, to: &writer.bytes) }
}
extension UInt: JSONEncodable {
    /// Writes the integer's digits.
    public func write(to writer: inout JSONTextWriter) { JSONText.appendInteger(self, to: &writer.bytes) }
}
extension UInt8: JSONEncodable {
    /// Writes the integer's digits.
    public func write(to writer: inout JSONTextWriter) { JSONText.appendInteger(self, to: &writer.bytes) }
}
extension UInt16: JSONEncodable {
    /// Writes the integer's digits.
    public func write(to writer: inout JSONTextWriter) { JSONText.appendInteger(self, to: &writer.bytes) }
}
extension UInt32: JSONEncodable {
    /// Writes the integer's digits.
    public func write(to writer: inout JSONTextWriter) { JSONText.appendInteger(self, to: &writer.bytes) }
}
extension UInt64: JSONEncodable {
    /// Writes the integer's digits.
    public func write(to writer: inout JSONTextWriter) { JSONText.appendInteger(self, to: &writer.bytes) }
}
extension Int128: JSONEncodable {
    /// Writes the integer's digits.
    public func write(to writer: inout JSONTextWriter) { JSONText.appendInteger(self, to: &writer.bytes) }
}
extension UInt128: JSONEncodable {
    /// Writes the integer's digits.
    public func write(to writer: inout JSONTextWriter) { JSONText.appendInteger(self, to: &writer.bytes) }
}

extension Optional: JSONEncodable where Wrapped: JSONEncodable {
    /// Writes the value, or `null`.
    public func write(to writer: inout JSONTextWriter) {
        if let self { self.write(to: &writer) } else { writer.writeNull() }
    }
}

extension Array: JSONEncodable where Element: JSONEncodable {
    /// Writes the elements as a JSON array.
    public func write(to writer: inout JSONTextWriter) {
        writer.writeArray { array in
            for element in self { array.write(element) }
        }
    }
}

extension Dictionary: JSONEncodable where Key: JSONObjectKey, Value: JSONEncodable {
    /// Writes the members as a JSON object, in the dictionary's order, each key as its
    /// ``JSONObjectKey/jsonObjectKey`` text (an `Int` as its digits, as `JSONEncoder` writes it).
    public func write(to writer: inout JSONTextWriter) {
        writer.writeObject { object in
            for (key, value) in self { object.write(value, forKey: key.jsonObjectKey) }
        }
    }
}

extension Set: JSONEncodable where Element: JSONEncodable {
    /// Writes the elements as a JSON array, in the set's order (which changes from run to run,
    /// as with `JSONEncoder`).
    public func write(to writer: inout JSONTextWriter) {
        writer.writeArray { array in
            for element in self { array.write(element) }
        }
    }
}

extension JSONEncodable where Self: RawRepresentable, RawValue: JSONEncodable {
    /// Writes the raw value: an enum with an encodable raw value conforms by declaring it.
    public func write(to writer: inout JSONTextWriter) { rawValue.write(to: &writer) }
}

extension JSON: JSONEncodable {
    /// Writes the value as ``text(_:)`` writes it (compact).
    public func write(to writer: inout JSONTextWriter) { write(.compact, to: &writer.bytes) }
}

extension JSON.Number: JSONEncodable {
    // Memory safety: the number's text is lent to the closure that copies it.
    /// Writes the number's text as it is.
    public func write(to writer: inout JSONTextWriter) { unsafe withText { unsafe writer.bytes.append(contentsOf: $0) } }
}

extension JSON.Object: JSONEncodable {
    /// Writes the object as ``JSON/text(_:)`` writes it.
    public func write(to writer: inout JSONTextWriter) { JSON.object(self).write(to: &writer) }
}

extension JSON.Array: JSONEncodable {
    /// Writes the array as ``JSON/text(_:)`` writes it.
    public func write(to writer: inout JSONTextWriter) { JSON.array(self).write(to: &writer) }
}
