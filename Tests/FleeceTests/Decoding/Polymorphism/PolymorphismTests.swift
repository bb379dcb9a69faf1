import Testing
import Fleece

/// Polymorphic payloads chosen by a discriminator: enums and class families.
@Suite("Polymorphic payloads")
struct PolymorphismTests {
    struct Photo: JSONDecodable, Equatable {
        let url: String
        static func decode(_ json: JSON) -> Decoded<Photo> { Photo.init <^> json <| "url" }
    }

    struct Video: JSONDecodable, Equatable {
        let seconds: Int
        static func decode(_ json: JSON) -> Decoded<Video> { Video.init <^> json <| "seconds" }
    }

    enum Media: JSONDecodable, Equatable {
        case photo(Photo), video(Video), text(String)

        static func decode(_ json: JSON) -> Decoded<Media> {
            json.decode(discriminator: "type",
                        .case("photo", Media.photo),
                        .case("video", Media.video),
                        .case("text") { json in (json <| "body").map(Media.text) })
        }
    }

    /// A class family: the base class cannot conform to JSONDecodable (only final classes can),
    /// so it offers a decode function; the final subclasses conform.
    class Shape {
        let name: String
        init(name: String) { self.name = name }

        static func decode(_ json: JSON) -> Decoded<Shape> {
            json.decode(discriminator: "kind", .case("circle", as: Circle.self), .case("square", as: Square.self))
        }
    }

    final class Circle: Shape, JSONDecodable {
        let radius: Double
        init(radius: Double) {
            self.radius = radius
            super.init(name: "circle")
        }
        static func decode(_ json: JSON) -> Decoded<Circle> { (json <| "radius").map(Circle.init(radius:)) }
    }

    final class Square: Shape, JSONDecodable {
        let side: Double
        init(side: Double) {
            self.side = side
            super.init(name: "square")
        }
        static func decode(_ json: JSON) -> Decoded<Square> { (json <| "side").map(Square.init(side:)) }
    }

    @Test("an enum by its discriminator")
    func enumPayloads() throws {
        let json = try JSON(parsing: """
            [{"type": "photo", "url": "a.jpg"}, {"type": "video", "seconds": 30}, {"type": "text", "body": "hi"}]
            """)
        #expect([Media].decode(json).value == [.photo(Photo(url: "a.jpg")), .video(Video(seconds: 30)), .text("hi")])
    }

    @Test("an unknown discriminator is named with the known ones")
    func unknown() throws {
        let json = try JSON(parsing: """
            {"items": [
              {"type": "photo", "url": "a.jpg"},
              {"type": "audio", "url": "a.mp3"}
            ]}
            """)
        let items: Decoded<[Media]> = json <| "items"
        #expect(try #require(items.error).description
            == #"items[1].type: expected one of "photo", "video", "text", found string "audio" at line 3, column 12"#)
    }

    @Test("a missing or non-string discriminator, and a variant's own failure, say where")
    func otherFailures() throws {
        let json = try JSON(parsing: #"[{"url": "a.jpg"}, {"type": 3}, {"type": "video", "seconds": "long"}, "photo"]"#)
        let error = try #require([Media].decode(json).error)
        #expect(error.description == """
            [0].type: missing key "type" in object at line 1, column 2
            [1].type: expected String, found number 3 at line 1, column 29
            [2].seconds: expected Int, found string "long" at line 1, column 62
            [3]: expected object, found string "photo" at line 1, column 71
            """)
    }

    @Test("a class family by its discriminator")
    func classFamily() throws {
        let json = try JSON(parsing: #"{"shapes": [{"kind": "circle", "radius": 2}, {"kind": "square", "side": 3}]}"#)
        let shapes = try (json <| "shapes").decodeEach(Shape.decode).get()
        #expect(shapes.map(\.name) == ["circle", "square"])
        #expect((shapes[0] as? Circle)?.radius == 2)
        #expect((shapes[1] as? Square)?.side == 3)
        let bad = try JSON(parsing: #"{"shapes": [{"kind": "circle", "radius": 2}, {"kind": "square"}]}"#)
        let error = try #require((bad <| "shapes").decodeEach(Shape.decode).error)
        #expect(error.description == #"shapes[1].side: missing key "side" in object at line 1, column 46"#)
        #expect(try #require(JSON.null.decodeEach(Shape.decode).error).description == "expected [Shape], found null")
        let unknown = try JSON(parsing: #"{"kind": "hexagon"}"#)
        #expect(try #require(Shape.decode(unknown).error).description
            == #"kind: expected one of "circle", "square", found string "hexagon" at line 1, column 10"#)
    }

    @Test("a variant whose payload is not a Base fails in words")
    func notABase() throws {
        let json = try JSON(parsing: #"{"kind": "photo", "url": "a"}"#)
        let shape: Decoded<Shape> = json.decode(discriminator: "kind", .case("photo", as: Photo.self))
        #expect(shape.error == .custom("Photo is not a Shape"))
    }
}
