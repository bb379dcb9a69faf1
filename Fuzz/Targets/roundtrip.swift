import Fleece

/// `roundtrip`: whatever parses, written compact and pretty, parses back equal (with an equal
/// hash), and writing is stable: the re-parsed value writes the same bytes again. Compact text is
/// never longer than the input (SECURITY.md promises it).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRoundTrip(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzInput(data, size)
    guard let json = try? JSON(parsing: bytes) else { return 0 }
    let compact = json.utf8()
    fuzzCheck(compact.count <= bytes.count, "compact text (\(compact.count) bytes) longer than the input (\(bytes.count))")
    let pretty = json.utf8(.pretty)
    let fromCompact: JSON
    let fromPretty: JSON
    do {
        fromCompact = try JSON(parsing: compact)
        fromPretty = try JSON(parsing: pretty)
    } catch {
        fuzzCheck(false, "written text does not parse: \(error)\n\(String(decoding: compact, as: UTF8.self))")
        return 0
    }
    fuzzCheck(fromCompact == json, "compact text parses to a different value: \(String(decoding: compact, as: UTF8.self))")
    fuzzCheck(fromPretty == json, "pretty text parses to a different value: \(String(decoding: pretty, as: UTF8.self))")
    fuzzCheck(json == fromCompact && fromCompact == fromPretty, "equality is not symmetric/transitive")
    fuzzCheck(fromCompact.hashValue == json.hashValue && fromPretty.hashValue == json.hashValue, "equal values hash differently")
    fuzzCheck(fromCompact.utf8() == compact, "compact writing is not stable")
    fuzzCheck(fromPretty.utf8() == compact && fromPretty.utf8(.pretty) == pretty, "pretty writing is not stable")
    fuzzCheck(json.text() == String(decoding: compact, as: UTF8.self) && json.description == json.text(), "text() and utf8() disagree")
    rebuilt(json)
    return 0
}

/// Containers rebuilt in code from their parts (the literal path) equal the parsed ones.
private func rebuilt(_ json: JSON) {
    switch json {
    case .array(let array):
        fuzzCheck(JSON.array(JSON.Array(Array(array))) == json, "JSON.Array(elements) differs from the parsed array")
        for element in array { rebuilt(element) }
    case .object(let object):
        fuzzCheck(JSON.object(JSON.Object(Array(object))) == json, "JSON.Object(members) differs from the parsed object")
        for member in object { rebuilt(member.value) }
    default:
        break
    }
}
