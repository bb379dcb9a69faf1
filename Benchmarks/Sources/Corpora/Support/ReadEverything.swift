import Fleece
import Foundation

/// Reads every key, string and number of a parsed document, as a program that uses all of it
/// would: the `read/…` benchmarks and the decode probe's `read` styles.
///
/// Numbers written as integers are read as `Int64` (a `Double` when out of range), the others
/// as `Double`; strings and keys are made as `String`s. The result is a checksum of what was
/// read, so that nothing can be optimized away.
public enum ReadEverything {
    /// Walks a Fleece `JSON` value with `for … in`.
    public static func fleece(_ json: JSON) -> Int {
        switch json {
        case .object(let object):
            var sum = object.count
            for (key, value) in object {
                sum &+= key.utf8.count &+ fleece(value)
            }
            return sum
        case .array(let array):
            var sum = array.count
            for element in array { sum &+= fleece(element) }
            return sum
        default:
            return scalar(json)
        }
    }

    /// `fleece(_:)` written with `forEach`, which lends each element and member to the closure
    /// rather than handing over a copy that holds the document: the `read-lent` styles.
    public static func fleeceLent(_ json: JSON) -> Int {
        switch json {
        case .object(let object):
            var sum = object.count
            object.forEach { key, value in sum &+= key.utf8.count &+ fleeceLent(value) }
            return sum
        case .array(let array):
            var sum = array.count
            array.forEach { sum &+= fleeceLent($0) }
            return sum
        default:
            return scalar(json)
        }
    }

    /// A string, number, bool or null, read as both walks read it.
    @inline(__always)
    static func scalar(_ json: JSON) -> Int {
        switch json {
        case .string(let string):
            return string.utf8.count
        case .number(let number):
            if number.isWrittenAsInteger, let value = number.int64 {
                return Int(truncatingIfNeeded: value)
            }
            return Int(truncatingIfNeeded: number.double.bitPattern)
        case .bool(let value):
            return value ? 1 : 0
        case .null, .object, .array:
            return 0
        }
    }

    /// Walks what `JSONSerialization.jsonObject(with:)` returns, reading the same values.
    public static func foundation(_ value: Any) -> Int {
        if let object = value as? [String: Any] {
            var sum = object.count
            for (key, member) in object {
                sum &+= key.utf8.count &+ foundation(member)
            }
            return sum
        }
        if let array = value as? [Any] {
            var sum = array.count
            for element in array { sum &+= foundation(element) }
            return sum
        }
        if let string = value as? String {
            return string.utf8.count
        }
        if let number = value as? NSNumber {
            // Integers as `Int64` (NSNumber keeps them exactly), the others as `Double`.
            let double = number.doubleValue
            if double.rounded() == double, Int64(exactly: double) != nil {
                return Int(truncatingIfNeeded: number.int64Value)
            }
            return Int(truncatingIfNeeded: double.bitPattern)
        }
        return 0
    }
}
