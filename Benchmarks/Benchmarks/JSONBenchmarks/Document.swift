import Foundation

/// One JSON document in the two forms the libraries take: bytes for Fleece,
/// `Data` for Foundation. Both are made before any measurement starts.
struct Document: Sendable {
    let bytes: [UInt8]
    let data: Data

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        data = Data(bytes)
    }
}
