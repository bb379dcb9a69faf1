#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import Testing

// The request bodies of Sources/Fleece/Fleece.docc/Encoding.md, kept compiling and true.

enum EncodingRequestBodyArticle {
    struct NewTodo: Encodable {
        var title: String
        var done: Bool
    }
}

@Suite struct EncodingRequestBodyArticleTests {
    typealias NewTodo = EncodingRequestBodyArticle.NewTodo
    let todosURL = URL(string: "https://api.example.com/todos?api_key=k3y-s3cr3t") ?? URL(fileURLWithPath: "/")

    @Test func oneCallEncodesAndLabelsTheBody() throws {
        var request = URLRequest(url: todosURL)
        request.httpMethod = "PUT"
        try request.setJSONBody(NewTodo(title: "Write the docs", done: false))
        // the body {"title":"Write the docs","done":false}, and Content-Type: application/json
        #expect(String(decoding: request.httpBody ?? Data(), as: UTF8.self) == #"{"title":"Write the docs","done":false}"#)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(request.httpMethod == "PUT")

        let create = try URLRequest.json(NewTodo(title: "Ship it", done: false), to: todosURL)   // a POST
        #expect(create.httpMethod == "POST")
        #expect(String(decoding: create.httpBody ?? Data(), as: UTF8.self) == #"{"title":"Ship it","done":false}"#)
        #expect(create.value(forHTTPHeaderField: "Content-Type") == "application/json")
    }

    @Test func aBodyThatCannotBeEncodedLeavesTheRequestAsItWas() {
        struct Reading: Encodable { var value: Double }
        var request = URLRequest(url: todosURL)
        request.httpMethod = "POST"
        do {
            try request.setJSONBody(Reading(value: .nan))
            Issue.record("expected an encoding failure")
        } catch .encoding(.invalidValue(_, let context), let line) {
            #expect(context.codingPath.map(\.stringValue) == ["value"])
            #expect(line?.method == "POST")
            #expect(request.httpBody == nil)
            #expect(request.value(forHTTPHeaderField: "Content-Type") == nil)
            #expect(RequestError.encoding(.invalidValue(Double.nan, context), request: line).description
                        .hasPrefix("could not encode the JSON body of POST https://api.example.com/todos?api_key=<redacted>: value: "))
        } catch {
            Issue.record("expected an encoding failure, got \(error)")
        }
    }
}
