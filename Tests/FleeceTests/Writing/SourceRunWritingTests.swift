import Testing
@testable import Fleece

/// The writer copies runs of the parsed text and rewrites escapes straight from it; these tests
/// hold it to the text of the plain method (each string unescaped, then escaped again; numbers
/// as written), on inputs chosen to hit every branch of the copying.
@Suite("Writing parsed text: copied runs and rewritten escapes")
struct SourceRunWritingTests {
    @Test("every escape is written as the writer spells its character", arguments: [
        (#""\"""#, #""\"""#), (#""\\""#, #""\\""#), (#""\/""#, #""/""#), (#""\b""#, #""\b""#),
        (#""\f""#, #""\f""#), (#""\n""#, #""\n""#), (#""\r""#, #""\r""#), (#""\t""#, #""\t""#),
        (#""\u0000""#, #""\u0000""#), (#""\u001F""#, #""\u001f""#), (#""\u001f""#, #""\u001f""#),
        (#""\u0008""#, #""\b""#), (#""\u000A""#, #""\n""#), (#""\u0009""#, #""\t""#),
        (#""\u000c""#, #""\f""#), (#""\u000D""#, #""\r""#), (#""\u0010""#, #""\u0010""#),
        (#""\u0022""#, #""\"""#), (#""\u005C""#, #""\\""#), (#""\u002F""#, #""/""#),
        (#""\u0041""#, #""A""#), (#""\u007F""#, "\"\u{7F}\""), (#""\u00e9""#, #""é""#),
        (#""\u07FF""#, "\"\u{7FF}\""), (#""\u0800""#, "\"\u{800}\""), (#""\u3042""#, #""あ""#),
        (#""\uFFFF""#, "\"\u{FFFF}\""), (#""\ud83d\ude00""#, #""😀""#), (#""\uDBFF\uDFFF""#, "\"\u{10FFFF}\""),
    ])
    func escapes(input: String, expected: String) throws {
        #expect(try JSON(parsing: input).text() == expected)
        #expect(try JSON(parsing: "[\(input)]").text() == "[\(expected)]")
        #expect(try JSON(parsing: "{\(input):\(input)}").text() == "{\(expected):\(expected)}")
    }

    @Test("escapes next to raw text, non-ASCII, '/' and each other, at every offset in a word")
    func escapesAtEveryOffset() throws {
        let pieces = [#"\/"#, #"\u00e9"#, #"\""#, #"\\"#, #"\n"#, #"\u0001"#, #"\ud83d\ude00"#, "é", "/", "あ", "😀", "\u{7F}"]
        for padding in 0..<20 {
            for piece in pieces {
                for other in pieces {
                    let raw = String(repeating: "x", count: padding) + piece + "y" + other + String(repeating: "z", count: padding % 9)
                    let text = #"{"k\#(raw)":["\#(raw)",1,"\#(raw)"],"\#(raw)":"\#(raw)"}"#
                    let json = try JSON(parsing: text)
                    #expect(json.text() == Self.reference(json, pretty: false), "\(text)")
                    #expect(json.text(.pretty) == Self.reference(json, pretty: true), "\(text)")
                }
            }
        }
    }

    @Test("long strings cross many words: plain, all escapes, and escapes at their ends")
    func longStrings() throws {
        let long = String(repeating: "abcdefghij", count: 40)
        let escaped = String(repeating: #"\u3042\/"#, count: 60)
        for content in [long, escaped, #"\u00e9"# + long, long + #"\/"#, long + #"\\"# + long, escaped + long + escaped] {
            let json = try JSON(parsing: #"[""#+content+#"",{"\#(content)":"\#(content)"}]"#)
            #expect(json.text() == Self.reference(json, pretty: false))
            #expect(json.text(.pretty) == Self.reference(json, pretty: true))
        }
    }

    @Test("whitespace anywhere in the input is left out, and pretty input written pretty is the same")
    func whitespace() throws {
        let spaced = " {\n \"a\" :\t[ 1 ,2, \"x\\/y\" , true,false , null ,{ } ,[\n] ] , \"b\": {\"c\" : -0.5e+3 } } "
        let json = try JSON(parsing: spaced)
        #expect(json.text() == #"{"a":[1,2,"x/y",true,false,null,{},[]],"b":{"c":-0.5e+3}}"#)
        let pretty = json.text(.pretty)
        #expect(pretty == Self.reference(json, pretty: true))
        #expect(try JSON(parsing: pretty).text(.pretty) == pretty)
        #expect(try JSON(parsing: pretty).text() == json.text())
    }

    @Test("numbers and literals are written as they were parsed, at the end of the text too")
    func numbersAndLiterals() throws {
        for text in ["0", "-0", "1.50", "1E+2", "-12345678901234567890123", "true", "false", "null", "[null]", "[false]", "[1e-7]", "{\"a\":true}"] {
            #expect(try JSON(parsing: text).text() == text)
            #expect(try JSON(parsing: " \(text)\n").text() == text)
        }
        let nested = try JSON(parsing: #"{"a":{"b":[1.0,2e5,-3]}}"#)
        #expect(nested["a"]?.text() == #"{"b":[1.0,2e5,-3]}"#)
        #expect(nested["a"]?["b"]?.text() == "[1.0,2e5,-3]")
        #expect(nested["a"]?["b"]?[1]?.text() == "2e5")
    }

    @Test("values built in code, and values taken out of a larger document, are written in full")
    func builtAndNestedValues() throws {
        let parsed = try JSON(parsing: #"{"u":"a\/b","n":[1,2,{"x":"\u00e9"}]}"#)
        let built: JSON = ["first": parsed, "list": [parsed["n"] ?? .null, "c/d", 3, true, .null], "empty": [:]]
        #expect(built.text() == #"{"first":{"u":"a/b","n":[1,2,{"x":"é"}]},"list":[[1,2,{"x":"é"}],"c/d",3,true,null],"empty":{}}"#)
        #expect(built.text(.pretty) == Self.reference(built, pretty: true))
        var appended: [UInt8] = Array("prefix ".utf8)
        parsed.write(to: &appended)
        #expect(String(decoding: appended, as: UTF8.self) == #"prefix {"u":"a/b","n":[1,2,{"x":"é"}]}"#)
    }

    @Test("random documents, written compact and pretty, match the plain method")
    func randomDocuments() throws {
        var random = RandomJSON(generator: SeededGenerator(state: 0x5EED_2017))
        for _ in 0..<500 {
            let built = random.value(depth: 0)
            // Parsed from text that escapes '/' and non-ASCII, as JSONEncoder writes, and from
            // the writer's own text.
            for text in [Self.asciiEscaped(built.text()), built.text(), built.text(.pretty)] {
                let json = try JSON(parsing: text)
                #expect(json.text() == Self.reference(json, pretty: false))
                #expect(json.text(.pretty) == Self.reference(json, pretty: true))
            }
        }
    }

    // MARK: The plain method

    /// The text the writer wrote before it copied runs: strings unescaped and escaped again,
    /// numbers as written, recursively; with `sortingKeys`, each object's members in the order of
    /// their keys' UTF-8 bytes, equal keys in document order.
    static func reference(_ value: JSON, pretty: Bool, sortingKeys: Bool = false, depth: Int = 0) -> String {
        let indent = { (depth: Int) in "\n" + String(repeating: "  ", count: depth) }
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return number.text
        case .string(let string): return quoted(string)
        case .array(let array):
            guard !array.isEmpty else { return "[]" }
            let elements = array.map {
                (pretty ? indent(depth + 1) : "") + reference($0, pretty: pretty, sortingKeys: sortingKeys, depth: depth + 1)
            }
            return "[" + elements.joined(separator: ",") + (pretty ? indent(depth) : "") + "]"
        case .object(let object):
            guard !object.isEmpty else { return "{}" }
            var ordered = Array(object)
            if sortingKeys {
                ordered = object.enumerated().sorted { left, right in
                    if left.element.key.utf8.elementsEqual(right.element.key.utf8) { return left.offset < right.offset }
                    return left.element.key.utf8.lexicographicallyPrecedes(right.element.key.utf8)
                }.map(\.element)
            }
            let members = ordered.map { member in
                (pretty ? indent(depth + 1) : "") + quoted(member.key) + (pretty ? ": " : ":")
                    + reference(member.value, pretty: pretty, sortingKeys: sortingKeys, depth: depth + 1)
            }
            return "{" + members.joined(separator: ",") + (pretty ? indent(depth) : "") + "}"
        }
    }

    static func quoted(_ string: String) -> String {
        var bytes: [UInt8] = []
        JSONText.appendString(string, escapingSlashes: false, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` with '/' as `\/` and every non-ASCII character as `\uXXXX` (pairs above U+FFFF).
    static func asciiEscaped(_ text: String) -> String {
        var result = ""
        for unit in text.utf16 {
            if unit == UInt16(ascii: "/") {
                result += #"\/"#
            } else if unit >= 0x80 {
                let hex = String(unit, radix: 16, uppercase: unit % 2 == 0)
                result += #"\u"# + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(Unicode.Scalar(unit) ?? "?")
            }
        }
        return result
    }
}

private extension UInt16 {
    init(ascii: Unicode.Scalar) { self = UInt16(ascii.value) }
}
