import Fleece

/// `parse`: `JSON(parsing:)` on arbitrary bytes. It must either return a value, every part of which
/// can be read, or throw a `JSONSyntaxError` that points inside the input; a smaller depth limit
/// may only turn success into `tooDeep`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParse(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzInput(data, size)
    let result = Result(catching: { () throws(JSONSyntaxError) in try JSON(parsing: bytes) })
    switch result {
    case .success(let json):
        Walk.everything(json)
        _ = json.hashValue
    case .failure(let error):
        fuzzCheck(error.offset >= 0 && error.offset <= bytes.count, "error offset \(error.offset) outside the input")
        fuzzCheck(error.line >= 1 && error.column >= 1, "error at line \(error.line), column \(error.column)")
        let place = "at line \(error.line), column \(error.column)"
        if let unclosed = error.unclosedContainer {
            // The container named as left open is a bracket of the input before the error.
            let bracket = unclosed.offset < error.offset && unclosed.offset < bytes.count ? bytes[unclosed.offset] : 0
            fuzzCheck(bracket == UInt8(ascii: "{") || bracket == UInt8(ascii: "["), "unclosed container at \(unclosed.offset): \(error)")
            fuzzCheck(error.description.hasSuffix("\(place) (the '\(Character(Unicode.Scalar(bracket)))' at \(unclosed) is not closed)"),
                      "description: \(error.description)")
        } else {
            fuzzCheck(error.description.hasSuffix(place), "description: \(error.description)")
        }
    }

    // The same bytes through the other entry points: a slice and a String.
    let sliced = Result(catching: { () throws(JSONSyntaxError) in try JSON(parsing: bytes[...]) })
    fuzzCheck(sameOutcome(result, sliced), "ArraySlice parse differs from [UInt8] parse")
    if let text = String(validating: bytes, as: UTF8.self) {
        let fromString = Result(catching: { () throws(JSONSyntaxError) in try JSON(parsing: text) })
        fuzzCheck(sameOutcome(result, fromString), "String parse differs from [UInt8] parse")
    }

    // A shallow limit: same value, or `tooDeep`, or (for input that fails anyway) any error.
    let shallow = Result(catching: { () throws(JSONSyntaxError) in try JSON(parsing: bytes, options: JSONParsingOptions(maximumDepth: 3)) })
    switch (result, shallow) {
    case (.success(let deep), .success(let flat)):
        fuzzCheck(deep == flat, "depth limit changed the value")
    case (.failure, .success):
        fuzzCheck(false, "a smaller depth limit accepted what the default rejected")
    case (.success, .failure(let error)):
        fuzzCheck(error.kind == .tooDeep(limit: 3), "depth limit 3 gave \(error)")
    case (.failure, .failure):
        break
    }
    return 0
}

private func sameOutcome(_ lhs: Result<JSON, JSONSyntaxError>, _ rhs: Result<JSON, JSONSyntaxError>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): left == right
    case (.failure(let left), .failure(let right)): left == right
    default: false
    }
}
