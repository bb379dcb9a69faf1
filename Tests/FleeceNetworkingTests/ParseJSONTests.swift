import Foundation
import FleeceNetworking
import Testing

@Suite struct ParseJSONTests {
    @Test func parsesABody() throws {
        let json = try parseJSON(Data(#"{"stat": "ok", "total": 2}"#.utf8)).get()
        #expect(json == ["stat": "ok", "total": 2])
    }

    @Test func invalidJSONIsSyntaxErrorWithLineAndColumn() {
        let result = parseJSON(Data("{\"places\": {\n  \"total\": 1,\n  \"place\": [}\n}".utf8))
        guard case .failure(.syntax(let error, nil)) = result else {
            Issue.record("expected a syntax error, got \(result)")
            return
        }
        #expect(error.line == 3)
        #expect(error.column == 13)
        #expect(error.offset == 39)
    }

    @Test func emptyBodyIsSyntaxError() {
        guard case .failure(.syntax(let error, nil)) = parseJSON(Data()) else {
            Issue.record("expected a syntax error")
            return
        }
        #expect(error.kind == .emptyInput)
    }

    @Test func syntaxErrorDescriptionNamesThePosition() {
        guard case .failure(let error) = parseJSON(Data(#"{"a": 1]"#.utf8)) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.description == "invalid JSON in the response: \(expectedSyntaxMessage); check that the URL returns JSON")
    }

    /// The core's own wording, so that this test follows it.
    var expectedSyntaxMessage: String {
        do {
            _ = try JSON(parsing: #"{"a": 1]"#)
            return "no error"
        } catch {
            return error.description
        }
    }
}

@Suite struct CheckPayloadTests {
    let flickrFailure: @Sendable (JSON) -> APIFailure? = { json in
        guard case .string("fail")? = json["stat"] else { return nil }
        guard case .string(let message)? = json["message"] else { return APIFailure(message: "no message") }
        return APIFailure(code: json["code"].map { "\($0)" }, message: message)
    }

    @Test func letsAPayloadWithoutFailureThrough() throws {
        let json: JSON = ["stat": "ok", "places": ["place": []]]
        #expect(try checkPayload(flickrFailure)(json).get() == json)
    }

    @Test func failurePayloadBecomesAPIError() {
        let result = checkPayload(flickrFailure)(["stat": "fail", "code": 100, "message": "Invalid API Key"])
        guard case .failure(.api(let failure, nil)) = result else {
            Issue.record("expected an API failure, got \(result)")
            return
        }
        #expect(failure == APIFailure(code: "100", message: "Invalid API Key"))
    }
}
