import Fleece

/// Reads every part of a parsed value through the public and package API, so that the fuzzer
/// reaches conversions, lookups and positions, not only the parser. Checks the cheap invariants
/// that must hold for every value on the way.
enum Walk {
    static func everything(_ json: JSON) {
        _ = json.kindName
        switch json {
        case .null, .bool: break
        case .string(let string): _ = string.utf8.count
        case .number(let number): numberConversions(number)
        case .array(let array):
            fuzzCheck(array[-1] == .null && array[array.count] == .null, "out-of-range array subscript is not .null")
            fuzzCheck(json[array.count] == nil, "out-of-range JSON subscript is not nil")
            for position in array.indices {
                let entry = array.elementEntryIndex(position)
                fuzzCheck(array.document.position(ofEntry: entry) != nil, "parsed element without a position")
                everything(array[position])
            }
        case .object(let object):
            var lastPosition: [[UInt8]: Int] = [:]
            for position in object.indices {
                lastPosition[Array(object.key(at: position).utf8)] = position
            }
            for position in object.indices {
                let key = object.key(at: position)
                let found = object.memberIndex(forKey: key)
                fuzzCheck(found == lastPosition[Array(key.utf8)], "lookup of \(key.debugDescription) found member \(String(describing: found))")
                fuzzCheck(object.document.position(ofEntry: object.valueEntryIndex(ofMember: position)) != nil, "parsed member without a position")
                everything(object.value(at: position))
            }
            fuzzCheck(object["\u{FFFF}not a key\u{0}"] == nil || lastPosition[Array("\u{FFFF}not a key\u{0}".utf8)] != nil, "lookup of a missing key found something")
        }
    }

    /// Every conversion, with the relations between them that exact conversion implies.
    static func numberConversions(_ number: JSON.Number) {
        let double = number.double
        _ = number.float
        _ = number.text
        if let int64 = number.int64 {
            fuzzCheck(double == Double(int64), "\(number.text): int64 \(int64) but double \(double)")
            fuzzCheck(number.integer(as: Int8.self) == Int8(exactly: int64), "\(number.text): Int8 disagrees with int64")
            fuzzCheck(number.integer(as: Int32.self) == Int32(exactly: int64), "\(number.text): Int32 disagrees with int64")
            fuzzCheck(number.int == Int(exactly: int64), "\(number.text): Int disagrees with int64")
            fuzzCheck(JSON.Number(Int(int64)) == number, "\(number.text) != JSON.Number(\(int64))")
        }
        if let uint64 = number.uint64 {
            fuzzCheck(double == Double(uint64), "\(number.text): uint64 \(uint64) but double \(double)")
            fuzzCheck(number.integer(as: UInt8.self) == UInt8(exactly: uint64), "\(number.text): UInt8 disagrees with uint64")
            fuzzCheck(number.int64 == Int64(exactly: uint64), "\(number.text): int64 disagrees with uint64")
        }
        if let int64 = number.int64, int64 >= 0 {
            fuzzCheck(number.uint64 == UInt64(int64), "\(number.text): uint64 disagrees with int64")
        }
        fuzzCheck(!double.isNaN, "\(number.text): double is NaN")
        // The standard library's conversion is correctly rounded (strtod); Fleece's must be too,
        // to the bit (which also tells -0.0 from 0.0).
        fuzzCheck(double.bitPattern == Double(number.text)?.bitPattern, "\(number.text): double \(double) is not the correctly rounded \(Double(number.text) ?? .nan)")
        fuzzCheck(number.float.bitPattern == Float(number.text)?.bitPattern, "\(number.text): float \(number.float) is not the correctly rounded \(Float(number.text) ?? .nan)")
        if double.isFinite, let written = JSON.Number(double) {
            fuzzCheck(written.double == double, "\(number.text): \(double) does not survive JSON.Number(Double)")
        }
        fuzzCheck(JSON.Number(number.text) == number, "\(number.text): JSON.Number(text) differs")
    }
}
