// INTERIM: simple, correct but slow conversions, replaced by the exact fast ones in Numbers/.
enum NumberConversion {
    static func int64(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        if let plain = Int64(String(decoding: text, as: UTF8.self)) { return plain }
        let value = double(text)
        guard value.rounded() == value, let exact = Int64(exactly: value) else { return nil }
        return exact
    }
    static func uint64(_ text: UnsafeBufferPointer<UInt8>) -> UInt64? {
        if let plain = UInt64(String(decoding: text, as: UTF8.self)) { return plain }
        if text.elementsEqual("-0".utf8) { return 0 }
        let value = double(text)
        guard value.rounded() == value, let exact = UInt64(exactly: value) else { return nil }
        return exact
    }
    static func integer<T: FixedWidthInteger>(_ text: UnsafeBufferPointer<UInt8>, as: T.Type) -> T? {
        if T.isSigned { return int64(text).flatMap { T(exactly: $0) } }
        return uint64(text).flatMap { T(exactly: $0) }
    }
    static func double(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        Double(String(decoding: text, as: UTF8.self)) ?? .nan
    }
    static func float(_ text: UnsafeBufferPointer<UInt8>) -> Float {
        Float(String(decoding: text, as: UTF8.self)) ?? .nan
    }
}
