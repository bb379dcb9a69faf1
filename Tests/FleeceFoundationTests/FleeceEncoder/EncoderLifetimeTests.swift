import Foundation
@testable import Fleece
@testable import FleeceFoundation
import Testing

/// A `FleeceEncoder` keeps its last call's top-level encoder (with its context and tree) for the
/// next call. These tests hold it to freeing all of that with the encoder: nothing it keeps may
/// hold on to what keeps it (a reference cycle there leaked every encoder and its tree).
@Suite("FleeceEncoder: what an encoder keeps between calls goes away with it")
struct EncoderLifetimeTests {
    @Test("a plain encoder, its options and the encoder kept for its next call are freed after use")
    func plainEncoderIsFreed() throws {
        weak var options: CodableEncodingOptions?
        weak var kept: TreeEncoder?
        do {
            let encoder = FleeceEncoder()
            let text = try encoder.encode(LifetimeModel())
            #expect(String(decoding: text, as: UTF8.self) == #"{"name":"a\/b","date":-978307190,"data":"AQID","tracked":false}"#)
            _ = try encoder.encode(LifetimeModel())
            let prepared = encoder.prepared.options
            options = prepared
            kept = prepared.keptEncoder
            // The test would prove nothing if the encoder kept nothing.
            #expect(kept != nil)
        }
        #expect(options == nil)
        #expect(kept == nil)
    }

    @Test("an encoder with every strategy set frees its options, kept encoder and the strategies' closures after use")
    func encoderWithStrategiesIsFreed() throws {
        weak var options: CodableEncodingOptions?
        weak var kept: TreeEncoder?
        weak var captured: LifetimeTracker?
        do {
            let tracker = LifetimeTracker()
            captured = tracker
            let encoder = FleeceEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            encoder.keyEncodingStrategy = .custom { path in
                tracker.touch()
                return LifetimeKey(stringValue: "k_" + (path.last?.stringValue ?? ""))
            }
            encoder.dateEncodingStrategy = .custom { date, dateEncoder in
                tracker.touch()
                var container = dateEncoder.singleValueContainer()
                try container.encode(date.timeIntervalSince1970)
            }
            encoder.dataEncodingStrategy = .custom { data, dataEncoder in
                tracker.touch()
                var container = dataEncoder.singleValueContainer()
                try container.encode(data.count)
            }
            encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
            encoder.userInfo = [LifetimeKey.tracker: tracker]
            let text = try encoder.encode(LifetimeModel())
            #expect(String(decoding: text, as: UTF8.self) == """
                {
                  "k_data" : 3,
                  "k_date" : 10,
                  "k_infinity" : "+inf",
                  "k_name" : "a/b",
                  "k_tracked" : true
                }
                """)
            _ = try encoder.encode(LifetimeModel())
            let prepared = encoder.prepared.options
            options = prepared
            kept = prepared.keptEncoder
            #expect(kept != nil)
            #expect(tracker.touches > 0)
        }
        #expect(options == nil)
        #expect(kept == nil)
        #expect(captured == nil)
    }
}

/// Counts the calls of the strategies that capture it; the tests watch it go away.
private final class LifetimeTracker: @unchecked Sendable {
    var touches = 0
    func touch() { touches += 1 }
}

private struct LifetimeKey: CodingKey {
    static let tracker = CodingUserInfoKey(rawValue: "tracker")!
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// A value of each kind a strategy touches: a date, data, a non-finite double, a string, and
/// whether `userInfo` reached `encode(to:)`.
private struct LifetimeModel: Encodable {
    var name = "a/b"
    var date = Date(timeIntervalSince1970: 10)
    var data = Data([1, 2, 3])
    var infinity = Double.infinity

    enum CodingKeys: String, CodingKey { case name, date, data, infinity, tracked }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(date, forKey: .date)
        try container.encode(data, forKey: .data)
        if infinity.isFinite || encoder.userInfo[LifetimeKey.tracker] != nil {
            try container.encode(infinity, forKey: .infinity)
        }
        try container.encode(encoder.userInfo[LifetimeKey.tracker] != nil, forKey: .tracked)
    }
}
