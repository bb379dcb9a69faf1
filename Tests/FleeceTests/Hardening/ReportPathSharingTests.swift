import Testing
@testable import Fleece

/// A leniency report of many failures in one deep or long-named place keeps that place once, not
/// once per entry: a 400-deep path (100,000 entries) and a key of 400,000 characters (10,000
/// entries) kept 2.6 GB and 3.9 GB.
@Suite("Report path sharing")
struct ReportPathSharingTests {
    struct Item: JSONDecodable {
        let id: Int
        static func decode(_ json: JSON) -> Decoded<Item> { Decoded { try Item(id: json.need("id")) } }
    }

    /// The address of an array's storage: equal for two arrays that share it.
    static func storage<T>(_ array: [T]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { unsafe UnsafeRawPointer($0.baseAddress) }
    }

    @Test("the skipped elements of one lossy array share their parent path, and so do their errors' failures")
    func siblingsShareTheirParent() throws {
        let key = String(repeating: "k", count: 1_000)
        let text = #"{"\#(key)": {"a": [{"items": ["x", {"id": 1}, 2, null]}]}}"#
        let json = try JSON(parsing: text)
        let (items, report) = try LeniencyReport.collecting {
            try json.need([key, "a"], as: [JSON].self)[0].lossy("items", as: Item.self)
        }
        #expect(items.map(\.id) == [1])
        #expect(report.entries.map(\.path) == [
            [.key(key), .key("a"), .index(0), .key("items"), .index(0)],
            [.key(key), .key("a"), .index(0), .key("items"), .index(2)],
            [.key(key), .key("a"), .index(0), .key("items"), .index(3)],
        ])
        let parents = report.entries.map { Self.storage($0.parentPath.components) }
        #expect(parents.count == 3)
        #expect(parents.allSatisfy { $0 != nil && $0 == parents[0] })
        // Each entry's error is about its element: its failure's parent is the entry's.
        for entry in report.entries {
            let failure = try #require((entry.error as? DecodeError)?.failures.first)
            guard case .detached(let parent, _, _) = failure.location else {
                Issue.record("\(failure) is not detached")
                continue
            }
            #expect(Self.storage(parent.components) == parents[0])
            #expect(failure.path == entry.path)
        }
        // What the entries say is unchanged, but for the key, cut as every path cuts one over
        // 100 characters.
        let shownKey = "[\"" + String(repeating: "k", count: 99) + "…\"]"
        let place = "\(shownKey).a[0].items"
        #expect(report.entries.map(\.description).map { $0.replacingOccurrences(of: shownKey, with: "K") } == [
            "K.a[0].items[0]: skipped element: expected object, found string \"x\" at line 1, column 1024 (declared at ReportPathSharingTests.swift:11)",
            "K.a[0].items[2]: skipped element: expected object, found number 2 at line 1, column 1040 (declared at ReportPathSharingTests.swift:11)",
            "K.a[0].items[3]: skipped element: expected object, found null at line 1, column 1043 (declared at ReportPathSharingTests.swift:11)",
        ])
        #expect(report.entries[0].description.hasPrefix(place + "[0]: "))
    }

    @Test("an entry's DecodingError keeps its underlying failure worked out, not the document it came from")
    func underlyingFailureDetached() throws {
        struct Small: Decodable { @FailableDecodableArray var values: [Int8] }
        let (small, report) = try LeniencyReport.collecting {
            try JSONCodableDecoder().decode(Small.self, from: #"{"values": [1, 300, 2]}"#)
        }
        #expect(small.values == [1, 2])
        let entry = try #require(report.entries.first)
        #expect(entry.path.description == "values[1]")
        let decodingError = try #require(entry.error as? DecodingError)
        let underlying = try #require(decodingError.context?.underlyingError as? DecodeError)
        #expect(underlying.description == "values[1]: expected Int8, found number 300 (more than Int8.max) at line 1, column 16")
        for failure in underlying.failures {
            guard case .detached = failure.location else {
                Issue.record("kept in its document: \(failure)")
                continue
            }
        }
    }
}
