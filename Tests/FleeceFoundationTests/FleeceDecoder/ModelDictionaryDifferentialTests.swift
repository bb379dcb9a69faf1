import Foundation
import FleeceFoundation
import Testing

/// `[String: Model]` with ASCII keys, all different, is built straight from the object's members
/// (keys and values written into the dictionary's storage); any other object, member by member.
/// Both give `JSONDecoder`'s values and failures: which member wins, which ones are decoded at
/// all, and the coding path of a failure (with an `intValue` for keys that are integers).
@Suite("FleeceDecoder: dictionaries of models, against JSONDecoder")
struct ModelDictionaryDifferentialTests {
    struct Size: Codable, Equatable {
        let w: Int
        let resize: String?
    }

    @Test("distinct ASCII keys: every member, in any number", arguments: [
        "{}",
        #"{"thumb": {"w": 150, "resize": "crop"}}"#,
        #"{"thumb": {"w": 150}, "small": {"w": 340, "resize": "fit"}, "medium": {"w": 600}, "large": {"w": 1024}}"#,
        #"{"1": {"w": 1}, "2": {"w": 2}, "10": {"w": 10}, "-3": {"w": -3}, "x1": {"w": 0}}"#,
        #"{"a": {"w": 1}, "ab": {"w": 2}, "abc": {"w": 3}, "abcdefghij": {"w": 4}, "abcdefghik": {"w": 5}}"#,
    ])
    func distinctKeys(json: String) {
        let outcome = expectSameDecoding([String: Size].self, json)
        if case .value(let sizes) = outcome {
            #expect(sizes.count == json.count(where: { $0 == ":" }) / 2)
        }
    }

    @Test("a member that fails: its key in the path, as an integer when it is one", arguments: [
        (#"{"a": {"w": 1}, "b": {"w": 2}, "12": {"w": "wide"}, "d": {"w": 4}}"#, ["12#12", "w"]),
        (#"{"a": {"w": 1}, "b": {"resize": "fit"}}"#, ["b"]),
        (#"{"a": null}"#, ["a"]),
        (#"{"a": {"w": 1}, "b": [1]}"#, ["b"]),
        (#"{"x": {"w": 1}, "7": {"w": true}}"#, ["7#7", "w"]),
    ])
    func failingMember(json: String, path: [String]) {
        guard case .failure(let failure) = expectSameDecoding([String: Size].self, json) else {
            Issue.record("decoded \(json), which has a member that is not a Size")
            return
        }
        #expect(failure.codingPath == path)
    }

    @Test("repeated keys: the first wins and the others are not decoded", arguments: [
        #"{"a": {"w": 1}, "a": {"w": "bad"}}"#,
        #"{"a": {"w": 1}, "b": {"w": 2}, "a": {"w": 3}}"#,
        #"{"\u0061": {"w": 1}, "a": {"w": 2}}"#,
        #"{"a": {"w": "bad"}, "a": {"w": 2}}"#,
    ])
    func repeatedKeys(json: String) {
        expectSameDecoding([String: Size].self, json)
    }

    @Test("keys outside ASCII, escaped keys, keys equal only as strings", arguments: [
        #"{"café": {"w": 1}, "naïve": {"w": 2}}"#,
        "{\"caf\u{E9}\": {\"w\": 1}, \"cafe\u{301}\": {\"w\": 2}}",
        #"{"caf\u00e9": {"w": 1}, "b": {"w": 2}}"#,
        #"{"a\"b": {"w": 1}, "a\\b": {"w": 2}}"#,
    ])
    func otherKeys(json: String) {
        expectSameDecoding([String: Size].self, json)
    }

    @Test("with a key strategy, keys are not converted and every member is decoded", arguments: [
        #"{"thumb_size": {"w": 1}, "largeSize": {"w": 2}}"#,
        #"{"a_b": {"w": 1}, "a_b": {"w": 2}}"#,
        #"{"a_b": {"w": 1}, "c_d": {"w": "bad"}}"#,
    ])
    func keyStrategy(json: String) {
        expectSameDecoding([String: Size].self, json, Strategies(keys: .convertFromSnakeCase))
    }

    @Test("nested: dictionaries of arrays of dictionaries")
    func nested() {
        let json = #"{"x": [{"p": {"w": 1}}, {"q": {"w": 2}, "r": {"w": 3}}], "y": [], "z": [{}]}"#
        expectSameDecoding([String: [[String: Size]]].self, json)
        let failing = #"{"x": [{"p": {"w": 1}}, {"q": {"w": 2}, "r": {"w": null}}]}"#
        guard case .failure(let failure) = expectSameDecoding([String: [[String: Size]]].self, failing) else {
            Issue.record("decoded a null width")
            return
        }
        #expect(failure.codingPath == ["x", "Index 1#1", "r", "w"])
    }
}
