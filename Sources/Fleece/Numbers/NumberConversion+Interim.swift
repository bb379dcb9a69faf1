// INTERIM: simple, correct but slow conversions, replaced by the exact fast ones in Numbers/.
extension NumberConversion {
    static func double(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        Double(String(decoding: text, as: UTF8.self)) ?? .nan
    }
    static func float(_ text: UnsafeBufferPointer<UInt8>) -> Float {
        Float(String(decoding: text, as: UTF8.self)) ?? .nan
    }
}
