import Fleece

extension Indirect: JSONEncodable where Wrapped: JSONEncodable {
    /// Writes exactly what the wrapped value writes, as the `Encodable` conformance does.
    public func write(to writer: inout Fleece.JSONTextWriter) {
        value.write(to: &writer)
    }
}
