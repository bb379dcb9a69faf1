@testable import Fleece
import Testing

/// The unkeyed container: small enough to live inside `any UnkeyedDecodingContainer` without a
/// heap box, and exact about where it is, also when nested in other containers.
@Suite("Unkeyed containers")
struct UnkeyedContainerTests {
    /// A point written as `[x, y]`, read through `unkeyedContainer()`.
    struct Point: Decodable, Equatable {
        var x: Double
        var y: Double
        init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            x = try container.decode(Double.self)
            y = try container.decode(Double.self)
        }
    }

    /// Rings of points, read through containers nested in one container (`[[[x, y], ...], ...]`).
    struct Shape: Decodable, Equatable {
        var rings: [[Point]]
        init(from decoder: any Decoder) throws {
            var outer = try decoder.unkeyedContainer()
            var rings: [[Point]] = []
            while !outer.isAtEnd {
                var ring = try outer.nestedUnkeyedContainer()
                var points: [Point] = []
                while !ring.isAtEnd {
                    var pair = try ring.nestedUnkeyedContainer()
                    points.append(Point(x: try pair.decode(Double.self), y: try pair.decode(Double.self)))
                }
                rings.append(points)
            }
            self.rings = rings
        }
    }

    @Test("three words: held inline by an existential, so making one allocates nothing")
    func fitsAnExistentialsInlineBuffer() {
        #expect(MemoryLayout<DocumentUnkeyedContainer>.size <= 3 * MemoryLayout<Int>.size)
        #expect(MemoryLayout<ContainerPath>.size == MemoryLayout<Int>.size)
    }

    @Test("points and nested containers decode")
    func decodes() throws {
        let decoder = JSONCodableDecoder()
        #expect(try decoder.decode([Point].self, from: "[[1, 2], [3.5, -4]]") == [Point(x: 1, y: 2), Point(x: 3.5, y: -4)])
        let shape = try decoder.decode(Shape.self, from: "[[[0, 0], [1, 0]], [], [[2, 2]]]")
        #expect(shape.rings == [[Point(x: 0, y: 0), Point(x: 1, y: 0)], [], [Point(x: 2, y: 2)]])
    }

    @Test("a failure deep in nested containers names the whole path", arguments: [
        ("[[[0, 0], [1, \"x\"]]]", "0.1.1", "typeMismatch"),
        ("[[[0, 0]], [[1]]]", "1.0.1", "valueNotFound"),
        ("[[[0, 0], 5]]", "0.1", "typeMismatch"),
    ])
    func nestedFailurePath(text: String, path: String, kind: String) throws {
        do {
            let shape = try JSONCodableDecoder().decode(Shape.self, from: text)
            Issue.record("decoded \(shape)")
        } catch let error as DecodingError {
            let (found, context): (String, DecodingError.Context) = switch error {
            case .typeMismatch(_, let context): ("typeMismatch", context)
            case .valueNotFound(_, let context): ("valueNotFound", context)
            case .keyNotFound(_, let context): ("keyNotFound", context)
            case .dataCorrupted(let context): ("dataCorrupted", context)
            @unknown default: ("unknown", DecodingError.Context(codingPath: [], debugDescription: ""))
            }
            #expect(found == kind)
            #expect(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".") == path)
        }
    }

    @Test("decodeIfPresent moves past nulls and past the end, as JSONDecoder's does")
    func ifPresentAdvances() throws {
        struct Probe: Decodable {
            var seen: [String]
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                var seen: [String] = []
                for _ in 0..<4 {
                    let value = try container.decodeIfPresent(Int.self)
                    seen.append("\(value.map(String.init) ?? "nil")@\(container.currentIndex)/\(container.isAtEnd)")
                }
                #expect(container.count == 2)
                self.seen = seen
            }
        }
        #expect(try JSONCodableDecoder().decode(Probe.self, from: "[null, 7]").seen == ["nil@1/false", "7@2/true", "nil@3/true", "nil@4/true"])
    }
}
