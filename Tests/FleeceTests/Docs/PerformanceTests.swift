import Fleece
import Testing

// The code of Sources/Fleece/Fleece.docc/Performance.md, kept compiling and true.

@Suite struct PerformanceArticleTests {
    @Test func viewsReachChildrenAndNumbersKeepTheirDigits() throws {
        let bytes = Array(#"{"places": {"place": [{"photo_count": "1"}, {"photo_count": 2}]}}"#.utf8)
        let json = try JSON(parsing: bytes)          // one pass, one allocation for the index
        var counts: [JSON] = []
        if case .array(let places)? = json["places"]?["place"] {
            for place in places {                    // no allocation per element
                if let count = place["photo_count"] { counts.append(count) }
            }
        }
        #expect(counts == [.string("1"), 2])

        if case .number(let price)? = try JSON(parsing: #"{"price": 40.00}"#)["price"] {
            #expect(price.text == "40.00")
            #expect(price.double == 40.0)
            #expect(price.int == 40)
            #expect(!price.isWrittenAsInteger)
        } else {
            Issue.record("price is not a number")
        }

        var sum = 0.0
        if case .array(let coordinates) = try JSON(parsing: "[1.5, 2.25, -0.75]") {
            coordinates.forEach { if case .number(let n) = $0 { sum += n.double } }
        }
        #expect(sum == 3.0)
    }
}
