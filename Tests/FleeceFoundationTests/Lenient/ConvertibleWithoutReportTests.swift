import Fleece
import FleeceFoundation
import Foundation
import Testing

/// Converting text to a standard number or bool takes a shortcut when no `LeniencyReport` is
/// collected (no type-mismatch error is built first). The results must be exactly those of the
/// full path and of `JSONDecoder`, including the failures the shortcut hands back to it.
@Suite("Convertible text without a report")
struct ConvertibleWithoutReportTests {
    struct Counts: Decodable, Equatable {
        @Convertible var photoCount: Int
        @Convertible var latitude: Double
        @Convertible var small: UInt8
        @Convertible var flag: Bool
        @Convertible var maybe: Int?
    }

    static let strings = #"{"photoCount": "3406", "latitude": "-33.868820", "small": "255", "flag": "true", "maybe": "n/a"}"#

    @Test func sameValuesAsJSONDecoderAndAsWhenCollecting() throws {
        let data = Data(Self.strings.utf8)
        let ours = try FleeceDecoder().decode(Counts.self, from: data)
        let theirs = try JSONDecoder().decode(Counts.self, from: data)
        let (collected, report) = try LeniencyReport.collecting { try FleeceDecoder().decode(Counts.self, from: data) }
        #expect(ours == theirs)
        #expect(ours == collected)
        #expect(ours.photoCount == 3406 && ours.latitude == -33.86882 && ours.small == 255 && ours.flag)
        #expect(ours.maybe == nil)
        #expect(report.entries.map(\.action) == [.convertedValue, .convertedValue, .convertedValue, .convertedValue, .replacedWithNil])
    }

    @Test func textThatDoesNotConvertFailsAsBefore() throws {
        for text in [#"{"photoCount": "3406x"}"#, #"{"photoCount": " 3406"}"#, #"{"photoCount": "1e3"}"#] {
            #expect(throws: DecodingError.self) { try FleeceDecoder().decode([String: Convertible<Int>].self, from: Data(text.utf8)) }
        }
        let outOfRange = Data(#"{"small": "256"}"#.utf8)
        #expect(throws: DecodingError.self) { try FleeceDecoder().decode([String: Convertible<UInt8>].self, from: outOfRange) }
    }

    /// Every type `@Convertible` recognises by comparing types (Int, Double, Bool, Int64, Float
    /// and their optionals), converted, not converted, and for the optionals absent and null.
    struct CommonScalars: Decodable, Equatable {
        @Convertible var int: Int
        @Convertible var double: Double
        @Convertible var bool: Bool
        @Convertible var int64: Int64
        @Convertible var float: Float
        @Convertible var optionalInt: Int?
        @Convertible var optionalDouble: Double?
        @Convertible var optionalBool: Bool?
        @Convertible var optionalInt64: Int64?
        @Convertible var optionalFloat: Float?
    }

    @Test func everyCommonScalarConvertsAsJSONDecoderDoes() throws {
        let converting = #"{"int": "-42", "double": "1e-3", "bool": "false", "int64": "9223372036854775807", "float": "2.5", "optionalInt": "7", "optionalDouble": "-0.5", "optionalBool": "true", "optionalInt64": "-9223372036854775808", "optionalFloat": "+.5"}"#
        let failing = #"{"int": 1, "double": 2, "bool": true, "int64": 3, "float": 4, "optionalInt": "7.0", "optionalDouble": "x", "optionalBool": "yes", "optionalInt64": "9223372036854775808", "optionalFloat": "inf"}"#
        for text in [converting, failing] {
            let data = Data(text.utf8)
            let ours = try FleeceDecoder().decode(CommonScalars.self, from: data)
            let (collected, _) = try LeniencyReport.collecting { try FleeceDecoder().decode(CommonScalars.self, from: data) }
            #expect(ours == (try JSONDecoder().decode(CommonScalars.self, from: data)))
            #expect(ours == collected)
        }
        let values = try FleeceDecoder().decode(CommonScalars.self, from: Data(converting.utf8))
        #expect(values.int == -42 && values.double == 0.001 && values.bool == false && values.int64 == .max && values.float == 2.5)
        #expect(values.optionalInt == 7 && values.optionalDouble == -0.5 && values.optionalBool == true)
        #expect(values.optionalInt64 == .min && values.optionalFloat == 0.5)
        let nils = try FleeceDecoder().decode(CommonScalars.self, from: Data(failing.utf8))
        #expect(nils.optionalInt == nil && nils.optionalDouble == nil && nils.optionalBool == nil)
        #expect(nils.optionalInt64 == nil && nils.optionalFloat == nil)
        let wrong = Data(#"{"int": 1, "double": 2, "bool": true, "int64": "3.5", "float": 4}"#.utf8)
        #expect {
            try FleeceDecoder().decode(CommonScalars.self, from: wrong)
        } throws: { error in
            guard case DecodingError.typeMismatch(let type, let context) = error else { return false }
            return type == Int64.self && context.codingPath.map(\.stringValue) == ["int64"]
        }
    }

    /// One `@Convertible` value of type `T`, to compare outcomes type by type.
    struct One<T: Decodable & Equatable>: Decodable, Equatable {
        @Convertible var value: T
    }

    /// The outcome of decoding `text` as `One<T>`: the value, or the error's case, type and path.
    static func outcome<T: Decodable & Equatable>(_ type: T.Type, _ text: String, fleece: Bool) -> String {
        let data = Data(text.utf8)
        do {
            let one = try fleece ? FleeceDecoder().decode(One<T>.self, from: data) : JSONDecoder().decode(One<T>.self, from: data)
            return "\(one.value)"
        } catch DecodingError.typeMismatch(let type, let context) {
            return "typeMismatch \(type) at \(context.codingPath.map(\.stringValue))"
        } catch DecodingError.valueNotFound(let type, let context) {
            return "valueNotFound \(type) at \(context.codingPath.map(\.stringValue))"
        } catch DecodingError.keyNotFound(let key, _) {
            return "keyNotFound \(key.stringValue)"
        } catch DecodingError.dataCorrupted(let context) {
            return "dataCorrupted at \(context.codingPath.map(\.stringValue))"
        } catch {
            return "\(error)"
        }
    }

    /// The common scalars are decoded straight by Fleece's decoder when the value is not a string
    /// too (numbers, bools); every value that is not one (null, a fraction for an integer, an
    /// overflow, an array) goes on to the full path and ends as it does under `JSONDecoder`.
    @Test func everyCommonScalarDecodesNonStringsAsJSONDecoderDoes() {
        let values = ["1", "-7", "2.5", "1e3", "1e400", "9223372036854775808", "true", "null", "[1]", "{}", #""3""#, #""x""#]
        for text in values.map({ #"{"value": "# + $0 + "}" }) + ["{}"] {
            func check<T: Decodable & Equatable>(_ type: T.Type) {
                #expect(Self.outcome(type, text, fleece: true) == Self.outcome(type, text, fleece: false), "\(T.self) from \(text)")
            }
            check(Int.self); check(Double.self); check(Bool.self); check(Int64.self); check(Float.self)
            check(Int?.self); check(Double?.self); check(Bool?.self); check(Int64?.self); check(Float?.self)
        }
        #expect(Self.outcome(Int.self, #"{"value": "12"}"#, fleece: true) == "12")
        #expect(Self.outcome(Int?.self, #"{"value": 2.5}"#, fleece: true) == "nil")
        #expect(Self.outcome(Float.self, #"{"value": 1e400}"#, fleece: true) == "dataCorrupted at []")
        #expect(Self.outcome(Int.self, "{}", fleece: true) == "keyNotFound value")
    }

    /// A failure on the direct path is the full path's own error, message and position included.
    @Test func aNumberThatDoesNotFitFailsWithTheFullPathsMessage() throws {
        let data = Data(#"{"value": 2.5}"#.utf8)
        #expect {
            try FleeceDecoder().decode(One<Int>.self, from: data)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription.hasSuffix("The number 2.5 at value does not fit in Int, at line 1, column 11")
        }
        let (nothing, report) = try LeniencyReport.collecting { try FleeceDecoder().decode(One<Int?>.self, from: data) }
        #expect(nothing.value == nil)
        #expect(report.entries.map(\.action) == [.replacedWithNil])
        #expect(report.entries.map(\.path.description) == ["value"])
    }

    @Test func functionalConvertTakesTheSameShortcut() throws {
        let json = try JSON(parsing: #"{"count": "3406", "rate": "0.25", "bad": "12a", "on": "false"}"#)
        #expect(((json <|~ "count") as Decoded<Int>).value == 3406)
        #expect(((json <|~ "rate") as Decoded<Double>).value == 0.25)
        #expect(((json <|~ "on") as Decoded<Bool>).value == false)
        let bad: Decoded<Int> = json <|~ "bad"
        #expect(bad.error?.description == #"bad: expected Int, found string "12a" at line 1, column 42"#)
        let (count, report) = LeniencyReport.collecting { (json <|~ "count") as Decoded<Int> }
        #expect(count.value == 3406)
        #expect(report.entries.map(\.action) == [.convertedValue])
    }
}

/// Every standard integer type now takes the shortcut (an `Int32` or `UInt64` went the general
/// way, 1.5 times as long; found by an outside tester): the same values and failures as
/// `JSONDecoder` and as when a report is collected, at and beyond each type's bounds.
@Suite("Convertible text without a report: every integer type")
struct ConvertibleEveryIntegerTypeTests {
    struct Integers: Decodable, Equatable {
        @Convertible var i8: Int8
        @Convertible var i16: Int16
        @Convertible var i32: Int32
        @Convertible var u: UInt
        @Convertible var u8: UInt8
        @Convertible var u16: UInt16
        @Convertible var u32: UInt32
        @Convertible var u64: UInt64
        @Convertible var maybe: UInt32?
    }

    static func text(_ values: [String]) -> String {
        let keys = ["i8", "i16", "i32", "u", "u8", "u16", "u32", "u64", "maybe"]
        return "{" + zip(keys, values).map { #""\#($0)": \#($1)"# }.joined(separator: ", ") + "}"
    }

    static let cases: [[String]] = [
        [#""-128""#, #""32767""#, #""-2147483648""#, #""18446744073709551615""#, #""255""#, #""65535""#, #""4294967295""#,
         #""18446744073709551615""#, #""4294967295""#],
        [#""+5""#, #""007""#, "12", #""0""#, "0", #""1""#, #""12""#, #""9223372036854775808""#, #""n/a""#],
        [#""-129""#, "1", "1", "1", "1", "1", "1", "1", "null"],
        ["1", "1", #""2147483648""#, "1", "1", "1", "1", "1", "1"],
        ["1", "1", "1", #""-1""#, "1", "1", "1", "1", "1"],
        ["1", "1", "1", "1", #""256""#, "1", "1", "1", "1"],
        ["1", "1", "1", "1", "1", "1", "1", #""18446744073709551616""#, "1"],
        ["1", "1", "1", "1", "1", "1", "1", "1", #""-1""#],
        ["1", "1", "1", "1", "1", "1", #""1.5""#, "1", "1"],
    ]

    @Test("the same as JSONDecoder and as when collecting", arguments: cases)
    func sameAsJSONDecoder(values: [String]) {
        let data = Data(Self.text(values).utf8)
        let ours = Result { try FleeceDecoder().decode(Integers.self, from: data) }
        let theirs = Result { try JSONDecoder().decode(Integers.self, from: data) }
        let collected = Result { try LeniencyReport.collecting { try FleeceDecoder().decode(Integers.self, from: data) }.value }
        let value: Integers? = try? ours.get()
        let expected: Integers? = try? theirs.get()
        let whenCollecting: Integers? = try? collected.get()
        #expect(value == expected, "\(values)")
        #expect(value == whenCollecting, "\(values)")
        #expect(ours.isSuccess == theirs.isSuccess, "\(values)")
    }

    @Test func theFirstCasesDecode() throws {
        let bounds = try FleeceDecoder().decode(Integers.self, from: Data(Self.text(Self.cases[0]).utf8))
        #expect(bounds.i8 == .min && bounds.i16 == .max && bounds.i32 == .min && bounds.u == .max && bounds.u8 == .max)
        #expect(bounds.u16 == .max && bounds.u32 == .max && bounds.u64 == .max && bounds.maybe == .max)
        let mixed = try FleeceDecoder().decode(Integers.self, from: Data(Self.text(Self.cases[1]).utf8))
        let small: [Int] = [Int(mixed.i8), Int(mixed.i16), Int(mixed.i32), Int(mixed.u), Int(mixed.u8), Int(mixed.u16), Int(mixed.u32)]
        #expect(small == [5, 7, 12, 0, 0, 1, 12])
        #expect(mixed.u64 == 9_223_372_036_854_775_808 && mixed.maybe == nil)
    }

    @Test func aValueBeyondItsTypeSaysWhy() {
        #expect(FleeceDecoder().message(decoding: Integers.self, from: Self.text(Self.cases[5]))
            == #"u8: Expected to decode UInt8 but found a string "256" instead (more than UInt8.max), at line 1, column 45."#)
    }
}

private extension Result {
    var isSuccess: Bool { if case .success = self { true } else { false } }
}
