@testable import Fleece
import Foundation
import Testing

/// Keys of 16 to 64 bytes are made once per text and document and then shared (`KeyStringTable`):
/// every member must still get exactly its own key, whatever else the table holds.
@Suite("Long keys' strings")
struct KeyStringTableTests {
    /// The keys of `object`, read by iteration, by position and by `keys`, which must agree.
    func keysEveryWay(_ object: JSON.Object) -> [String] {
        let iterated = object.map(\.key)
        let positioned = (0 ..< object.count).map { object.key(at: $0) }
        #expect(iterated == positioned)
        #expect(object.keys == iterated)
        return iterated
    }

    /// Objects whose keys are `keys`, each object holding them in another order, as JSON text.
    func document(of keys: [String], objects: Int) -> String {
        var state: UInt64 = 0x1CE
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var texts: [String] = []
        for _ in 0 ..< objects {
            var order = keys
            for index in order.indices.reversed() { order.swapAt(index, next(index + 1)) }
            let members = order.enumerated().map { index, key in
                // Encoded by Foundation's rules only where needed (quotes and backslashes).
                let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                return "\"\(escaped)\": \(index)"
            }
            texts.append("{" + members.joined(separator: ", ") + "}")
        }
        return "[" + texts.joined(separator: ",\n") + "]"
    }

    @Test("keys that hash alike (same length, same first and last eight bytes) stay apart")
    func sameHashDifferentText() throws {
        let keys: [String] = (0 ..< 40).map { (index: Int) -> String in
            let letter = String(UnicodeScalar(UInt8(65 + index % 26)))
            return "abcdefgh_\(letter)\(index / 26)_12345678"
        }
        let lengths: Set<Int> = Set(keys.map { (key: String) -> Int in key.utf8.count })
        #expect(lengths.count == 1)
        let text = document(of: keys, objects: 30)
        guard case .array(let objects) = try JSON(parsing: text) else {
            Issue.record("not an array")
            return
        }
        let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Int]]
        for (index, value) in objects.enumerated() {
            guard case .object(let object) = value else {
                Issue.record("not an object")
                return
            }
            let read = keysEveryWay(object)
            #expect(Set(read) == Set(keys))
            // Each key with its own value: the members as Foundation reads them.
            var members: [String: Int] = [:]
            for (key, member) in object { if case .number(let number) = member { members[key] = number.int } }
            #expect(members == foundation?[index])
        }
    }

    @Test("more distinct long keys than slots, each read back as itself, in every object")
    func moreKeysThanSlots() throws {
        let keys = (0 ..< 600).map { "key_number_\($0)_" + String(repeating: "x", count: $0 % 40) }
        let text = document(of: keys, objects: 4)
        guard case .array(let objects) = try JSON(parsing: text) else {
            Issue.record("not an array")
            return
        }
        for value in objects {
            guard case .object(let object) = value else {
                Issue.record("not an object")
                return
            }
            #expect(Set(keysEveryWay(object)) == Set(keys))
        }
    }

    @Test("keys of 15, 16, 64 and 65 bytes, escaped and not ASCII, read as JSONSerialization reads them")
    func lengthsAndKinds() throws {
        let keys = [
            String(repeating: "a", count: 15), String(repeating: "b", count: 16), String(repeating: "c", count: 64),
            String(repeating: "d", count: 65), "caf\u{E9} au lait, tr\u{E8}s chaud", "quote \" and backslash \\ in a key",
            "中文的键，比十五个字节长", "profile_background_image_url_https", "in_reply_to_status_id_str",
        ]
        let text = document(of: keys, objects: 5)
        guard case .array(let objects) = try JSON(parsing: text) else {
            Issue.record("not an array")
            return
        }
        let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Int]]
        for (index, value) in objects.enumerated() {
            guard case .object(let object) = value else {
                Issue.record("not an object")
                return
            }
            let read = keysEveryWay(object)
            #expect(Set(read.map { Array($0.utf8) }) == Set(keys.map { Array($0.utf8) }))
            #expect(Set(read) == Set(foundation?[index].keys.map { $0 } ?? []))
        }
    }

    @Test("a shared key string is an ordinary value: changing a copy changes nothing else")
    func sharedStringsAreValues() throws {
        let key = "a_key_long_enough_to_be_kept"
        guard case .array(let objects) = try JSON(parsing: "[{\"\(key)\": 1}, {\"\(key)\": 2}]"),
              case .object(let first) = objects[0], case .object(let second) = objects[1]
        else {
            Issue.record("not two objects")
            return
        }
        var changed = first.key(at: 0)
        changed += "!"
        #expect(changed == key + "!")
        #expect(first.key(at: 0) == key)
        #expect(second.key(at: 0) == key)
        #expect(second[key] == .number(JSON.Number(2)))
    }

    @Test("a document whose long keys do not repeat stops keeping them, and still reads every key")
    func uniqueKeysStopTheTable() throws {
        let keys = (0 ..< 1_000).map { "unique_long_key_\($0)_" + String(repeating: "z", count: $0 % 20) }
        guard case .array(let objects) = try JSON(parsing: document(of: keys, objects: 1)),
              case .object(let object) = objects[0]
        else {
            Issue.record("not an object")
            return
        }
        #expect(Set(keysEveryWay(object)) == Set(keys))
        #expect(!object.document.isKeepingKeyStrings)
        // Read again once stopped: made as any string.
        #expect(Set(object.map(\.key)) == Set(keys))

        guard case .array(let repeated) = try JSON(parsing: document(of: Array(keys.prefix(20)), objects: 50)),
              case .object(let first) = repeated[0]
        else {
            Issue.record("not an object")
            return
        }
        for value in repeated { if case .object(let object) = value { _ = keysEveryWay(object) } }
        #expect(first.document.isKeepingKeyStrings)
    }

    @Test("the keys' comparison (memoryEqual) tells a difference at every byte of every length apart")
    func equalKeysEveryByte() {
        for count in 0 ... 80 {
            let bytes = (0 ..< count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            unsafe bytes.withUnsafeBufferPointer { left in
                var same = bytes
                unsafe same.withUnsafeBufferPointer { right in
                    guard let l = left.baseAddress, let r = right.baseAddress else { return }
                    #expect(unsafe memoryEqual(l, r, count: count))
                }
                for position in 0 ..< count {
                    var other = bytes
                    other[position] ^= 0x20
                    unsafe other.withUnsafeBufferPointer { right in
                        guard let l = left.baseAddress, let r = right.baseAddress else { return }
                        #expect(unsafe !memoryEqual(l, r, count: count), "count \(count), byte \(position)")
                    }
                }
                _ = same.count
                same = []
            }
        }
    }

    @Test("many tasks reading one document's long keys at once each read every key right")
    func concurrentReaders() async throws {
        let keys = (0 ..< 300).map { "concurrent_key_\($0)_" + String(repeating: "y", count: $0 % 30) }
        let json = try JSON(parsing: document(of: keys, objects: 3))
        let expected = Set(keys)
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0 ..< 8 {
                group.addTask {
                    guard case .array(let objects) = json else { return false }
                    for value in objects {
                        guard case .object(let object) = value, Set(object.map(\.key)) == expected else { return false }
                    }
                    return true
                }
            }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results == Array(repeating: true, count: 8))
    }
}
