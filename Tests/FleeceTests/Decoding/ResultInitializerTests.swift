import Fleece
import Testing

/// `Decoded { try … }` (the method API's form) and the standard library's `Result { try … }`
/// (`Result(catching:)` with a trailing closure) must each keep their meaning in a module that
/// imports Fleece: the first collects a `DecodeError`, the second keeps any error as thrown.
@Suite("Result and Decoded initializers")
struct ResultInitializerTests {
    struct OtherError: Error, Equatable { let code: Int }

    static func failing() throws -> Int { throw OtherError(code: 7) }

    @Test("Result { try … } is the standard library's: the error stays as thrown")
    func resultKeepsItsError() {
        let result = Result { try Self.failing() }
        // Fails to compile, or fails here, if Fleece's initializer took the closure over (its
        // failure would be a `DecodeError` with a `.custom` description).
        let error: (any Error)? = if case .failure(let error) = result { error } else { nil }
        #expect(error as? OtherError == OtherError(code: 7))
        #expect(!(error is DecodeError))
    }

    @Test("Decoded { try … } collects a DecodeError and describes any other error")
    func decodedCollects() {
        let json: JSON = ["name": "Ada"]
        let found: Decoded<String> = Decoded { try json.need("name") }
        #expect(found.value == "Ada")
        let missing: Decoded<String> = Decoded { try json.need("email") }
        #expect(missing.error.map { "\($0)" }?.hasPrefix("email: missing key") == true)
        let other: Decoded<Int> = Decoded { try Self.failing() }
        #expect(other.error.map { "\($0)" } == "OtherError(code: 7)")
    }
}
