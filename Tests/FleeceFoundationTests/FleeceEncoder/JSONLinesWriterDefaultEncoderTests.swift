import Fleece
import FleeceFoundation
import Foundation
import Testing

/// Where FleeceFoundation is imported, `JSONLinesWriter.write(encoding:)` without an encoder
/// writes each record with a `FleeceEncoder`, so Foundation's types read as `JSONEncoder` writes
/// them. An outside tester's ledger was written with the core's encoder, which leaves them to
/// their own `encode(to:)`: `"amount":{"exponent":-1,…,"mantissa":[123,…]}`, `"ref":{"relative":…}`.
@Suite("JSONLinesWriter: Foundation's types without an encoder given")
struct JSONLinesWriterDefaultEncoderTests {
    struct LedgerLine: Codable, Equatable {
        var id: UInt64
        var amount: Decimal
        var at: Date
        var ref: URL
        var receipt: Data
    }

    static let line = LedgerLine(id: .max, amount: Decimal(string: "12.30") ?? 0, at: Date(timeIntervalSince1970: 1_700_000_000),
                                 ref: URL(string: "https://x.example/p?a=1") ?? URL(fileURLWithPath: "/"), receipt: Data([1, 2, 3]))

    @Test("written as JSONEncoder writes the record, and read back by FleeceDecoder")
    func writesAsJSONEncoder() throws {
        var written: [UInt8] = []
        var lines = JSONLinesWriter { written += $0 }
        try lines.write(encoding: Self.line)
        try lines.finish()
        // Each value as JSONEncoder writes it, in the order encoded (JSONEncoder's own order
        // on Linux is its dictionary's).
        let expected = #"{"id":18446744073709551615,"amount":12.3,"at":721692800,"ref":"https:\/\/x.example\/p?a=1","receipt":"AQID"}"#
        #expect(String(decoding: written, as: UTF8.self) == expected + "\n")
        let foundation = try JSONEncoder().encode(Self.line)
        #expect(try FleeceDecoder().decode(LedgerLine.self, from: foundation) == Self.line)
        #expect(try FleeceDecoder().decode(LedgerLine.self, from: Data(written)) == Self.line)
    }

    @Test("the core's encoder, given by name, still writes the types' own encode(to:)")
    func coreEncoderByName() throws {
        var written: [UInt8] = []
        var lines = JSONLinesWriter { written += $0 }
        try lines.write(encoding: Self.line, with: JSONCodableEncoder())
        try lines.finish()
        #expect(String(decoding: written, as: UTF8.self).contains(#""ref":{"relative":"https:\/\/x.example\/p?a=1"}"#))
    }
}
