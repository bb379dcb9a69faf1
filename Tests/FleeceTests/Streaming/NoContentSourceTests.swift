import Testing
@testable import Fleece

/// The body of a response, as `FleeceNetworking`'s is: empty, and saying whether its status
/// (204, 205) means it has no content.
private struct ResponseBody<Element: Sendable>: AsyncSequence, Sendable {
    let noContent: Bool
    struct AsyncIterator: AsyncIteratorProtocol, NoContentSource {
        let noContent: Bool
        var ended = false
        mutating func next() async throws -> Element? {
            ended = true
            return nil
        }
        var endedWithoutContent: Bool { ended && noContent }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(noContent: noContent) }
}

@Suite("A response without content is a stream of no records")
struct NoContentSourceTests {
    static let formats: [JSONStream.Format] = [.lines, .concatenated, .array, .array(at: ["feed", "events"])]

    @Test("no records in any format, in every form, from chunks and from single bytes", arguments: formats)
    func noRecords(format: JSONStream.Format) async throws {
        var count = 0
        for try await _ in ResponseBody<[UInt8]>(noContent: true).jsonValues(format) { count += 1 }
        for try await _ in ResponseBody<[UInt8]>(noContent: true).decodeJSON(StreamEvent.self, format) { count += 1 }
        for try await _ in ResponseBody<[UInt8]>(noContent: true).decodeJSON(StreamEvent.self, format, decoder: JSONCodableDecoder()) {
            count += 1
        }
        for try await _ in ResponseBody<UInt8>(noContent: true).decodeJSON(StreamEvent.self, format) { count += 1 }
        #expect(count == 0)
    }

    @Test("an empty body with content is still not an array", arguments: [JSONStream.Format.array, .array(at: ["feed"])])
    func emptyBodyIsNotAnArray(format: JSONStream.Format) async throws {
        await #expect(throws: JSONSyntaxError.self) {
            for try await _ in ResponseBody<[UInt8]>(noContent: false).jsonValues(format) {}
        }
        await #expect(throws: JSONSyntaxError.self) {
            for try await _ in ResponseBody<UInt8>(noContent: false).decodeJSON(StreamEvent.self, format) {}
        }
    }
}
