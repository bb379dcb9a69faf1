#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import Testing

@Suite struct CheckResponseTests {
    let url = URL(string: "http://127.0.0.1:8080/places")!

    func response(status: Int, contentType: String?, body: String) -> RawResponse {
        let headers = contentType.map { ["Content-Type": $0] } ?? [:]
        let http = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
        return RawResponse(body: Data(body.utf8), response: http)
    }

    @Test(arguments: [200, 201, 204, 299])
    func acceptsEvery2xxStatus(status: Int) throws {
        let body = try checkResponse(response(status: status, contentType: nil, body: "{}")).get()
        #expect(body == Data("{}".utf8))
    }

    @Test(arguments: [199, 301, 404, 500])
    func rejectsStatusOutside2xxWithExcerpt(status: Int) {
        let result = checkResponse(response(status: status, contentType: "text/html", body: "<h1>\n  Gone  </h1>"))
        guard case .failure(.status(let code, let response, nil)) = result else {
            Issue.record("expected a status failure, got \(result)")
            return
        }
        #expect(code == status)
        #expect(response.url == url)
        #expect(response.bodyExcerpt == "<h1> Gone </h1>")
        // The whole body and the headers stay with the error.
        #expect(response.body == Data("<h1>\n  Gone  </h1>".utf8))
        #expect(response.header("content-type") == "text/html")
    }

    @Test func customStatusRangeAcceptsWhatItLists() throws {
        let check = ResponseCheck(statusCodes: 200...404)
        let body = try (checkResponse(check))(response(status: 404, contentType: nil, body: "[]")).get()
        #expect(body == Data("[]".utf8))
    }

    @Test(arguments: ["application/json", "application/json; charset=utf-8", "Application/JSON", "text/javascript",
                      "application/problem+json", "application/vnd.api+json; charset=utf-8", "application/HAL+JSON"])
    func jsonCheckAcceptsJSONMediaTypes(contentType: String) throws {
        let body = try (checkResponse(.json))(response(status: 200, contentType: contentType, body: "1")).get()
        #expect(body == Data("1".utf8))
    }

    @Test func jsonCheckRejectsHTML() {
        let result = (checkResponse(.json))(response(status: 200, contentType: "text/html; charset=utf-8", body: "<html>"))
        guard case .failure(.contentType(let found, let expected, let failingURL)) = result else {
            Issue.record("expected a content type failure, got \(result)")
            return
        }
        #expect(found == "text/html")
        #expect(expected == ["application/json", "application/*+json", "text/json", "text/javascript"])
        #expect(failingURL == url)
    }

    @Test func patternsMatchASubtypeNotItsAbsenceNorAnotherSuffix() {
        let check = ResponseCheck(contentTypes: ["application/*+json", "text/*"])
        func accepts(_ contentType: String) -> Bool {
            (try? (checkResponse(check))(response(status: 200, contentType: contentType, body: "1")).get()) != nil
        }
        for accepted in ["application/ld+json", "text/plain", "text/csv; charset=utf-8"] { #expect(accepts(accepted), "\(accepted)") }
        for refused in ["application/+json", "application/json", "application/jsonx", "application/problem+xml", "image/png", "text/"] {
            #expect(!accepts(refused), "\(refused)")
        }
    }

    /// Types as an `Accept` header writes them never matched (found by an outside tester).
    @Test func anyTypeAndTypesWithParametersMatch() {
        func accepts(_ contentType: String?, by check: ResponseCheck) -> Bool {
            (try? (checkResponse(check))(response(status: 200, contentType: contentType, body: "1")).get()) != nil
        }
        let any = ResponseCheck(contentTypes: ["*/*"])
        for accepted in ["application/json", "text/html; charset=utf-8", "image/png"] { #expect(accepts(accepted, by: any), "\(accepted)") }
        #expect(!accepts(nil, by: any))
        let withParameters = ResponseCheck(contentTypes: ["Application/JSON; charset=utf-8", " text/csv ;header=present"])
        #expect(withParameters.contentTypes == ["application/json", "text/csv"])
        for accepted in ["application/json", "application/json; charset=latin1", "text/csv"] {
            #expect(accepts(accepted, by: withParameters), "\(accepted)")
        }
        #expect(!accepts("text/plain", by: withParameters))
    }

    @Test func jsonCheckRejectsMissingContentType() {
        let result = (checkResponse(.json))(response(status: 200, contentType: nil, body: "{}"))
        guard case .failure(.contentType(let found, _, _)) = result else {
            Issue.record("expected a content type failure, got \(result)")
            return
        }
        #expect(found == nil)
    }

    @Test func statusIsCheckedBeforeContentType() {
        let result = (checkResponse(.json))(response(status: 500, contentType: "text/html", body: "oops"))
        guard case .failure(.status(500, let response, nil)) = result else {
            Issue.record("expected a status failure, got \(result)")
            return
        }
        #expect(response.bodyExcerpt == "oops")
    }

    @Test func responseThatIsNotHTTPHasNoStatusToCheck() throws {
        let file = URLResponse(url: URL(fileURLWithPath: "/tmp/places.json"), mimeType: nil, expectedContentLength: 2, textEncodingName: nil)
        let body = try checkResponse(RawResponse(body: Data("{}".utf8), response: file)).get()
        #expect(body == Data("{}".utf8))
    }
}
