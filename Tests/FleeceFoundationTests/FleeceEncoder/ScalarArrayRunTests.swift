import Foundation
import FleeceFoundation
import Testing

/// `depth` arrays inside each other around `[1, 2]`.
struct NestAroundNumbers: Encodable {
    let depth: Int
    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        if depth > 0 { try container.encode(NestAroundNumbers(depth: depth - 1)) } else { try container.encode([1, 2]) }
    }
}

/// Arrays of scalars are kept as one text each (a run), not a node an element: written as
/// `JSONEncoder` writes them, in every layout, and still arrays to a model that asks for them again.
@Suite("FleeceEncoder: arrays of scalars written as one run")
struct ScalarArrayRunTests {
    struct Scalars: Encodable {
        var ints = [0, -1, Int.max, Int.min]
        var bytes: [UInt8] = [0, 255]
        var wide: [UInt128] = [0, UInt128.max]
        var flags = [true, false, true]
        var doubles = [0.5, -0.0, 1e300, .leastNonzeroMagnitude, 3]
        var floats: [Float] = [0.1, .greatestFiniteMagnitude, -2.5]
        var strings = ["a,b", #"say "hi", then go"#, #"back\slash\"#, "a/b", "", "é, 中文, 🙂", "line\nbreak", ","]
        var single = ["only"]
        var empty: [Int] = []
        var nested = [[1, 2], [], [3]]
        var inObjects = [["k": [1.5, 2.5]], ["k": []]]
    }

    @Test("every scalar type's arrays, every formatting", arguments: EncodingSetup.allFormattings)
    func sameAsJSONEncoder(formatting: JSONEncoder.OutputFormatting) {
        let setup = EncodingSetup(formatting: formatting)
        expectSameEncoding(Scalars(), setup)
        expectSameEncoding(Scalars().strings, setup)
        expectSameEncoding([Scalars().doubles], setup)
    }

    @Test("pretty: an element a line, commas inside strings kept in their element")
    func prettyLayout() throws {
        let encoder = FleeceEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        struct Pair: Encodable { var a = ["x,y", #"q"," r"#]; var b = [1, 2] }
        let text = String(decoding: try encoder.encode(Pair()), as: UTF8.self)
        let expected = "{\n  \"a\" : [\n    \"x,y\",\n    \"q\\\",\\\" r\"\n  ],\n  \"b\" : [\n    1,\n    2\n  ]\n}"
        #expect(text == expected)
    }

    @Test("non-finite elements: the same error at the element's index, or the strategy's strings")
    func nonFiniteElements() {
        expectSameEncoding(["values": [1.0, .nan, 2.0]], EncodingSetup())
        expectSameEncoding(["values": [Float(1), -.infinity]], EncodingSetup())
        var strings = EncodingSetup()
        strings.floats = .convertToString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "n,a,n")
        expectSameEncoding(["values": [1.0, .infinity, .nan]], strings)
        expectSameEncoding(["values": [Float.nan]], strings)
    }

    @Test("a run as the 512th container is refused as JSONEncoder refuses it; the 511th is written")
    func nestingLimit() {
        expectSameEncoding(NestAroundNumbers(depth: 509), EncodingSetup())
        expectSameEncoding(NestAroundNumbers(depth: 510), EncodingSetup())
        expectSameEncoding(NestAroundNumbers(depth: 510), EncodingSetup(formatting: [.prettyPrinted]))
    }

    @Test("an array asked for again where an array of scalars was encoded gets its elements, then more")
    func containerAskedForAgain() throws {
        let keyed = Custom { encoder in
            var container = encoder.container(keyedBy: PlainKey.self)
            try container.encode(["x", "y,z"], forKey: PlainKey(stringValue: "a"))
            try container.encode(true, forKey: PlainKey(stringValue: "b"))
            var again = container.nestedUnkeyedContainer(forKey: PlainKey(stringValue: "a"))
            #expect(again.count == 2)
            try again.encode("w")
        }
        #expect(String(decoding: try FleeceEncoder().encode(keyed), as: UTF8.self) == #"{"a":["x","y,z","w"],"b":true}"#)

        let single = Custom { encoder in
            var value = encoder.singleValueContainer()
            try value.encode([1, 2])
            var again = encoder.unkeyedContainer()
            try again.encode(3)
        }
        let encoder = FleeceEncoder()
        encoder.outputFormatting = .prettyPrinted
        #expect(String(decoding: try encoder.encode(single), as: UTF8.self) == "[\n  1,\n  2,\n  3\n]")
    }
}
