#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import Testing

/// Each failure reads as one line: what failed, where, and what to do.
@Suite struct RequestErrorDescriptionTests {
    let url = URL(string: "http://127.0.0.1:8080/places")

    /// A status failure as `checkResponse` makes it: the response to a GET of `url`.
    func statusError(_ code: Int, body: String) -> RequestError {
        let http = HTTPURLResponse(url: url!, statusCode: code, httpVersion: "HTTP/1.1", headerFields: [:])!
        return .status(code: code, response: RawResponse(body: Data(body.utf8), response: http, request: URLRequest(url: url!)), errorBodyFailure: nil)
    }

    @Test func refusedConnection() {
        let error = RequestError.transport(code: .cannotConnectToHost, url: url, message: "Couldn't connect to server")
        #expect(error.description == "could not connect to http://127.0.0.1:8080/places (URLError -1004): Couldn't connect to server; check that the server is running and the host and port are right")
    }

    @Test func timeout() {
        let error = RequestError.transport(code: .timedOut, url: url, message: "")
        #expect(error.description == "request to http://127.0.0.1:8080/places timed out (URLError -1001); the server is slow or unreachable: retry, or allow a longer timeout")
    }

    @Test func bodyCutShort() {
        let error = RequestError.transport(code: .unknown, url: url, message: "transfer closed with 484 bytes remaining to read")
        #expect(error.description == "request to http://127.0.0.1:8080/places failed (URLError -1): transfer closed with 484 bytes remaining to read; the response did not arrive whole: check the URL and the server")
    }

    @Test func notFound() {
        let error = statusError(404, body: "<html><body>No such page</body></html>")
        #expect(error.description == #"HTTP 404 Not Found from GET http://127.0.0.1:8080/places: "<html><body>No such page</body></html>"; check the URL's path"#)
    }

    @Test func serverErrorWithEmptyBody() {
        let error = statusError(503, body: "")
        #expect(error.description == "HTTP 503 Service Unavailable from GET http://127.0.0.1:8080/places: empty body; the server failed: retry later")
    }

    @Test func unauthorized() {
        let error = statusError(401, body: "denied")
        #expect(error.description == #"HTTP 401 Unauthorized from GET http://127.0.0.1:8080/places: "denied"; check your credentials or API key"#)
    }

    @Test func wrongContentType() {
        let error = RequestError.contentType(found: "text/html", expected: ["application/json"], url: url)
        #expect(error.description == "expected Content-Type 'application/json' from http://127.0.0.1:8080/places but got 'text/html'; check that the URL points at the API, not a web page")
    }

    @Test func apiFailureWithAdvice() {
        let error = RequestError.api(APIFailure(code: "100", message: "Invalid API Key", advice: "check the API key"), request: nil)
        #expect(error.description == "the API reported failure 100: Invalid API Key; check the API key")
        // A message's own full stop does not run into the advice (found by an outside tester).
        let ended = APIFailure(code: "NOT_FOUND", message: "Could not resolve to a User with the login of 'ghost'.")
        #expect(RequestError.api(ended, request: nil).description
            == "the API reported failure NOT_FOUND: Could not resolve to a User with the login of 'ghost'; fix the request as the message says and retry")
        #expect(ended.description == RequestError.api(ended, request: nil).description)
    }

    @Test func apiFailureWithoutCodeOrAdvice() {
        let error = RequestError.api(APIFailure(message: "Quota exceeded"), request: nil)
        #expect(error.description == "the API reported failure: Quota exceeded; fix the request as the message says and retry")
    }

    @Test func badURL() {
        let error = RequestError.transport(code: .badURL, url: url, message: "")
        #expect(error.description == "cannot request http://127.0.0.1:8080/places (URLError -1000); check the URL's host, port and characters")
    }

    @Test func cancelled() {
        #expect(RequestError.cancelled(url: url).description == "request to http://127.0.0.1:8080/places was cancelled")
    }

    @Test func everyDescriptionIsOneLine() {
        let errors: [RequestError] = [
            .transport(code: .timedOut, url: nil, message: ""),
            statusError(500, body: "x"),
            .contentType(found: nil, expected: ["application/json"], url: nil),
            .cancelled(url: nil),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
        }
    }
}

extension RequestErrorDescriptionTests {
    @Test func unusualStatusHasNoReasonPhrase() {
        let error = statusError(299, body: "{}")
        #expect(error.description == #"HTTP 299 from GET http://127.0.0.1:8080/places: "{}"; expected a status the request accepts (2xx by default)"#)
    }
}

extension RequestErrorDescriptionTests {
    @Test func severalDecodingFailuresShareOneLine() throws {
        let json = try JSON(parsing: "[1, \"two\",\n true]")
        guard case .failure(let error) = [Int].decode(json) else {
            Issue.record("expected a decoding error")
            return
        }
        #expect(RequestError.decoding(error, request: nil).description == #"the response does not match the model: [1]: expected Int, found string "two" at line 1, column 5; [2]: expected Int, found bool true at line 2, column 2"#)
    }
}

extension RequestErrorDescriptionTests {
    @Test func manyDecodingFailuresAreSummarisedOnOneLine() throws {
        // 100 elements of the wrong kind, each one failure (not one per field).
        let json = try JSON(parsing: "[" + (0..<100).map { "\"item \($0)\"" }.joined(separator: ",\n") + "]")
        guard case .failure(let error) = [Pair].decode(json) else {
            Issue.record("expected a decoding error")
            return
        }
        #expect(error.failures.count == 100)
        let description = RequestError.decoding(error, request: nil).description
        #expect(description == #"the response does not match the model: [0]: expected object, found string "item 0" at line 1, column 2; [1]: expected object, found string "item 1" at line 2, column 1; [2]: expected object, found string "item 2" at line 3, column 1; [3]: expected object, found string "item 3" at line 4, column 1; [4]: expected object, found string "item 4" at line 5, column 1; …and 95 more"#)
        #expect(!description.contains("\n"))
    }

    private struct Pair: JSONDecodable {
        let a: Int
        let b: Int
        static func decode(_ json: JSON) -> Decoded<Pair> {
            curry(Pair.init) <^> json <| "a" <*> json <| "b"
        }
    }

    /// An API's message of any size shows its first 120 characters and how many more it had.
    @Test func aLongAPIMessageIsCutShort() {
        let message = String(repeating: "a", count: 100) + String(repeating: "b", count: 5000)
        let error = RequestError.api(APIFailure(code: "7", message: message), request: nil)
        let shown = String(repeating: "a", count: 100) + String(repeating: "b", count: 20)
        #expect(error.description == "the API reported failure 7: \(shown)… (4980 more characters); fix the request as the message says and retry")
        #expect(APIFailure(message: message).description == "the API reported failure: \(shown)… (4980 more characters); fix the request as the message says and retry")
    }
}
