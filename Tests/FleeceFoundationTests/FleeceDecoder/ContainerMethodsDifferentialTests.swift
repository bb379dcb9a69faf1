import Foundation
import FleeceFoundation
import Testing

/// Every container method a hand-written `init(from:)` can call, against `JSONDecoder`: the value,
/// or the `DecodingError` case, type and coding path, and where an unkeyed container stands after.
///
/// Each case decodes a `ScriptedModel`, whose `init(from:)` runs a script given in `userInfo` and
/// records what each call did (never the error's text, which Fleece words differently on purpose).
@Suite("FleeceDecoder ≡ JSONDecoder: container methods")
struct ContainerMethodsDifferentialTests {
    // MARK: The matrix: method × scalar type × input

    @Test("every scalar method of every container, against every kind of input",
          arguments: ContainerMethod.allCases, ScalarType.allCases)
    func scalarMatrix(method: ContainerMethod, scalar: ScalarType) {
        compareMatrix(method: method, scalar: scalar.type)
    }

    func compareMatrix<Scalar: ContainerScalar>(method: ContainerMethod, scalar: Scalar.Type) {
        let script = method.script(for: scalar)
        var inputs = (Scalar.limitTexts + Self.commonTexts).map(Optional.some)
        if method.hasAbsentInput { inputs.append(nil) }
        // One pair of decoders for every input, as an app keeps one: Fleece then reuses its engine
        // and its keyed-container boxes from one decode to the next.
        let decoders = DecoderPair()
        for text in inputs {
            expectSameTranscript(method.json(text), script, "\(Scalar.self) \(method.rawValue)", decoders)
        }
    }

    /// The inputs every type meets, beside its own limits: numbers of every form, numbers too
    /// large for any integer, strings, booleans, null and both kinds of container.
    static let commonTexts = [
        "0", "-0", "1", "1.5", "1e2", "1e400", "-1e400", "123456789012345678901234567890",
        #""12""#, #""a\"b\\c\n\u00e9""#, "true", "false", #""true""#, "null", "{}", "[]",
    ]

    // MARK: Structural cases

    @Test("nestedContainer(keyedBy:) in an unkeyed container: paths, a missing key, a non-object, the end")
    func nestedKeyedInUnkeyed() {
        expectSameTranscript(#"{"list": [{"a": 1}, {"a": "x"}, 5]}"#, Script { decoder, recorder in
            var list = try decoder.container(keyedBy: ProbeKey.self).nestedUnkeyedContainer(forKey: .list)
            recorder.note("list codingPath", list.codingPath)
            let first = recorder.attempt("nestedContainer at 0") { try list.nestedContainer(keyedBy: ProbeKey.self) }
            if let first {
                recorder.note("nested codingPath", first.codingPath)
                recorder.attempt("missing key b") { try first.decode(Int.self, forKey: .b) }
                recorder.attempt("a") { try first.decode(Int.self, forKey: .a) }
            }
            recorder.note("currentIndex after first", list.currentIndex)
            if let second = recorder.attempt("nestedContainer at 1", { try list.nestedContainer(keyedBy: ProbeKey.self) }) {
                recorder.attempt("string a as Int") { try second.decode(Int.self, forKey: .a) }
                recorder.attempt("missing key b, if present") { try second.decodeIfPresent(Int.self, forKey: .b) }
            }
            recorder.attempt("nestedContainer on a number") { try list.nestedContainer(keyedBy: ProbeKey.self) }
            recorder.note("currentIndex after the failure", list.currentIndex)
            recorder.attempt("the number") { try list.decode(Int.self) }
            recorder.attempt("nestedContainer at the end") { try list.nestedContainer(keyedBy: ProbeKey.self) }
            recorder.note("currentIndex at the end", list.currentIndex)
        }, "nested keyed container")
    }

    @Test("nestedUnkeyedContainer(): paths, count, a non-array, the end, inside and out")
    func nestedUnkeyedInUnkeyed() {
        expectSameTranscript(#"{"list": [[1, 2], {}, []]}"#, Script { decoder, recorder in
            var list = try decoder.container(keyedBy: ProbeKey.self).nestedUnkeyedContainer(forKey: .list)
            if var inner = recorder.attempt("nestedUnkeyedContainer at 0", { try list.nestedUnkeyedContainer() }) {
                recorder.note("inner count", inner.count as Any)
                recorder.attempt("inner 0") { try inner.decode(Int.self) }
                recorder.attempt("inner 1 as String") { try inner.decode(String.self) }
                recorder.attempt("inner 1") { try inner.decode(Int.self) }
                recorder.attempt("inner past its end") { try inner.decode(Int.self) }
                recorder.note("inner isAtEnd", inner.isAtEnd)
            }
            recorder.attempt("nestedUnkeyedContainer on an object") { try list.nestedUnkeyedContainer() }
            recorder.note("currentIndex after the failure", list.currentIndex)
            recorder.attempt("the object") { try list.decode([String: Int].self) }
            if let empty = recorder.attempt("nestedUnkeyedContainer at 2", { try list.nestedUnkeyedContainer() }) {
                recorder.note("empty count", empty.count as Any)
                recorder.note("empty isAtEnd", empty.isAtEnd)
            }
            recorder.attempt("nestedUnkeyedContainer at the end") { try list.nestedUnkeyedContainer() }
            recorder.note("currentIndex at the end", list.currentIndex)
        }, "nested unkeyed container")
    }

    @Test("superDecoder() of an unkeyed container, then a scalar from it")
    func superDecoderOfUnkeyed() {
        expectSameTranscript(#"{"list": [7, "x", null, 8]}"#, Script { decoder, recorder in
            var list = try decoder.container(keyedBy: ProbeKey.self).nestedUnkeyedContainer(forKey: .list)
            if let first = recorder.attempt("superDecoder at 0", { try list.superDecoder() }) {
                recorder.attempt("Int from it") { try first.singleValueContainer().decode(Int.self) }
                recorder.attempt("UInt8 from it") { try first.singleValueContainer().decode(UInt8.self) }
                recorder.attempt("keyed container from it") { try first.container(keyedBy: ProbeKey.self) }
                recorder.attempt("unkeyed container from it") { try first.unkeyedContainer() }
            }
            recorder.note("currentIndex after superDecoder", list.currentIndex)
            if let second = recorder.attempt("superDecoder at 1", { try list.superDecoder() }) {
                recorder.attempt("string as Int") { try second.singleValueContainer().decode(Int.self) }
                recorder.attempt("string as String") { try second.singleValueContainer().decode(String.self) }
            }
            if let third = recorder.attempt("superDecoder at 2", { try list.superDecoder() }) {
                recorder.attempt("decodeNil on null") { try third.singleValueContainer().decodeNil() }
                recorder.attempt("null as Int") { try third.singleValueContainer().decode(Int.self) }
                recorder.attempt("null as Int?") { try Int?(from: third) }
            }
            recorder.attempt("the last element") { try list.decode(Int.self) }
            recorder.attempt("superDecoder at the end") { try list.superDecoder() }
            recorder.note("currentIndex at the end", list.currentIndex)
        }, "superDecoder")
    }

    @Test("decodeNil() on null, on a value and at the end: does the index move?")
    func decodeNilMovesOnlyPastNull() {
        expectSameTranscript(#"{"list": [null, 1, null, false]}"#, Script { decoder, recorder in
            var list = try decoder.container(keyedBy: ProbeKey.self).nestedUnkeyedContainer(forKey: .list)
            for step in 0..<7 {
                recorder.attempt("decodeNil, step \(step)") { try list.decodeNil() }
                recorder.note("currentIndex, step \(step)", list.currentIndex)
                recorder.note("isAtEnd, step \(step)", list.isAtEnd)
                // Past a value decodeNil stops; read it to go on.
                if list.currentIndex == 1 { recorder.attempt("the 1") { try list.decode(Int.self) } }
                if list.currentIndex == 3 { recorder.attempt("the false") { try list.decode(Bool.self) } }
            }
        }, "decodeNil")
    }

    @Test("count, isAtEnd and currentIndex", arguments: ["[]", "[1, 2, 3]", "[null]", "[[], {}]"])
    func countAndPosition(array: String) {
        expectSameTranscript(#"{"list": \#(array)}"#, Script { decoder, recorder in
            var list = try decoder.container(keyedBy: ProbeKey.self).nestedUnkeyedContainer(forKey: .list)
            recorder.note("count", list.count as Any)
            for step in 0..<5 {
                recorder.note("isAtEnd, step \(step)", list.isAtEnd)
                recorder.note("currentIndex, step \(step)", list.currentIndex)
                recorder.attempt("element, step \(step)") { try list.decode(Probe.AnyJSON.self) }
            }
        }, "count of \(array)")
    }

    @Test("codingPath of containers several levels down")
    func codingPaths() {
        expectSameTranscript(#"{"a": [{"b": [[true]]}]}"#, Script { decoder, recorder in
            var a = try decoder.container(keyedBy: ProbeKey.self).nestedUnkeyedContainer(forKey: .a)
            recorder.note("a", a.codingPath)
            let object = try a.nestedContainer(keyedBy: ProbeKey.self)
            recorder.note("a[0]", object.codingPath)
            var b = try object.nestedUnkeyedContainer(forKey: .b)
            recorder.note("a[0].b", b.codingPath)
            var inner = try b.nestedUnkeyedContainer()
            recorder.note("a[0].b[0]", inner.codingPath)
            recorder.attempt("true as Int") { try inner.decode(Int.self) }
            recorder.attempt("true as Int?") { try inner.decodeIfPresent(Int.self) }
            recorder.attempt("true") { try inner.decode(Bool.self) }
            recorder.attempt("past the end") { try inner.decode(Bool.self) }
            recorder.attempt("past the end, generic") { try inner.decode(Probe.AnyJSON.self) }
            recorder.attempt("decodeNil past the end") { try inner.decodeNil() }
            recorder.attempt("past the end, b") { try b.decode(Bool.self) }
        }, "coding paths")
    }

    @Test("nested keyed containers of many elements, all kept, then read")
    func keptNestedKeyedContainers() {
        // More containers than Fleece makes before it starts to hand its boxes out again.
        let elements = (0..<20).map { $0.isMultiple(of: 3) ? #"{"b": \#($0)}"# : #"{"a": \#($0)}"# }
        let decoders = DecoderPair()
        for _ in 0..<3 {
            expectSameTranscript(#"{"list": [\#(elements.joined(separator: ", "))]}"#, Script { decoder, recorder in
                var list = try decoder.container(keyedBy: ProbeKey.self).nestedUnkeyedContainer(forKey: .list)
                var kept: [KeyedDecodingContainer<ProbeKey>] = []
                while !list.isAtEnd { kept.append(try list.nestedContainer(keyedBy: ProbeKey.self)) }
                for (index, container) in kept.enumerated() {
                    recorder.note("keys of \(index)", container.allKeys.map(\.stringValue))
                    recorder.attempt("a of \(index)") { try container.decode(Int.self, forKey: .a) }
                    recorder.attempt("b of \(index), if present") { try container.decodeIfPresent(UInt8.self, forKey: .b) }
                }
            }, "kept nested containers", decoders)
        }
    }

    /// The one difference, on purpose: inside `init(from:)`, a number that does not fit its type is
    /// `DecodingError.dataCorrupted` (at the root, as `JSONDecoder` reports it) under Fleece, where
    /// `JSONDecoder` throws an internal error no code can name, which a model's
    /// `catch is DecodingError` misses. From `decode(_:from:)` both give that same `dataCorrupted`,
    /// which the matrix compares for every such input.
    @Test("a number that does not fit, caught inside init(from:): a DecodingError under Fleece")
    func notRepresentableErrorInsideInitFromDecoder() {
        let script = Script { decoder, recorder in
            // What a `catch DecodingError.dataCorrupted` in a model's own init(from:) would see.
            func caught(_ call: () throws -> Any) -> String {
                do { _ = try call() } catch DecodingError.dataCorrupted(let context) {
                    return context.codingPath.isEmpty ? "dataCorrupted at the root" : "dataCorrupted below the root"
                } catch is DecodingError { return "another DecodingError" } catch { return "another error" }
                return "no error"
            }
            let root = try decoder.container(keyedBy: ProbeKey.self)
            var list = try root.nestedUnkeyedContainer(forKey: .list)
            recorder.note("300 as Int8, unkeyed", caught { try list.decode(Int8.self) })
            recorder.note("300 as UInt8?, unkeyed", caught { try list.decodeIfPresent(UInt8.self) as Any })
            let object = try root.nestedContainer(keyedBy: ProbeKey.self, forKey: .object)
            recorder.note("-1 as UInt, keyed", caught { try object.decode(UInt.self, forKey: .key) })
            recorder.note("-1 as UInt32?, keyed", caught { try object.decodeIfPresent(UInt32.self, forKey: .key) as Any })
            recorder.note("1e39 as Float, single value", caught { try root.decode(SingleValueReader<Float>.self, forKey: .value) })
        }
        let data = Data(#"{"list": [300], "object": {"key": -1}, "value": 1e39}"#.utf8)
        let decoders = DecoderPair()
        let ours = decoders.run(script, rethrowing: false) { fleece, _ in try fleece.decode(ScriptedModel.self, from: data) }
        let theirs = decoders.run(script, rethrowing: false) { _, foundation in
            try foundation.decode(ScriptedModel.self, from: paddedForFoundation(data))
        }
        #expect(ours.map(\.outcome) == Array(repeating: #"value "dataCorrupted at the root""#, count: 5))
        #expect(theirs.map(\.outcome) == Array(repeating: #"value "another error""#, count: 5))
    }

    @Test("decodeIfPresent after a failure and at the end keeps going the same way")
    func decodeIfPresentSequence() {
        expectSameTranscript(#"{"list": [300, null, 2]}"#, Script { decoder, recorder in
            var list = try decoder.container(keyedBy: ProbeKey.self).nestedUnkeyedContainer(forKey: .list)
            recorder.attempt("300 as UInt8?") { try list.decodeIfPresent(UInt8.self) }
            recorder.note("currentIndex after the failure", list.currentIndex)
            recorder.attempt("300 as Int16?") { try list.decodeIfPresent(Int16.self) }
            for step in 0..<4 {
                recorder.attempt("Int?, step \(step)") { try list.decodeIfPresent(Int.self) }
                recorder.note("currentIndex, step \(step)", list.currentIndex)
                recorder.note("isAtEnd, step \(step)", list.isAtEnd)
            }
            recorder.attempt("decode after the end") { try list.decode(Int.self) }
        }, "decodeIfPresent sequence")
    }
}
