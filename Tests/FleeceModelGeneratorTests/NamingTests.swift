import Testing

@testable import FleeceModelGenerator

/// Swift names for JSON keys.
@Suite struct NamingTests {
    @Test(arguments: [
        ("photo_count", "photoCount"), ("woeName", "woeName"), ("place_id", "placeID"), ("html_url", "htmlURL"),
        ("URLString", "urlString"), ("ID", "id"), ("_content", "content"), ("2x", "_2x"), ("@id", "id"),
        ("a-b", "aB"), ("", "field"), ("self", "selfValue"), ("init", "initValue"), ("decode", "decodeValue"),
        ("名前", "名前"), ("user.name", "userName"), ("photo count", "photoCount"),
        ("URLs", "urls"), ("IDs", "ids"), ("image_urls", "imageURLs"), ("photoIDs", "photoIDs"), ("APIKey", "apiKey"),
        ("Ss", "ss"), ("status", "status"),
        // A mark cannot start an identifier: one that starts a word is dropped, as the marks
        // that are not letters (U+0301) are.
        ("\u{0345}abc", "abc"), ("\u{0301}abc", "abc"), ("a_\u{0345}b", "aB"), ("\u{0345}", "field"),
        ("\u{0903}\u{0915}", "\u{0915}"),
    ])
    func propertyNames(key: String, name: String) {
        #expect(SwiftIdentifier.propertyName(forKey: key) == name)
    }

    @Test(arguments: [
        ("retweeted_status", "RetweetedStatus"), ("user", "User"), ("data", "DataObject"), ("date", "DateObject"),
        ("", "Element"), ("2x", "_2x"), ("html_url", "HTMLURL"), ("task", "TaskObject"), ("image", "ImageObject"),
        ("string", "StringObject"), ("type", "TypeObject"), ("self", "SelfObject"), ("Any", "AnyObjectType"),
        // Foundation's, SwiftUI's and Fleece's names, and the names the suffix would make.
        ("uuid", "UUIDObject"), ("date_components", "DateComponentsObject"), ("dispatch_queue", "DispatchQueueObject"),
        ("state", "StateObjectType"), ("observable", "ObservableObjectType"), ("zero", "ZeroObject"),
        ("true", "TrueObject"), ("json_stream", "JSONStreamObject"), ("default_empty", "DefaultEmptyObject"),
        ("\u{0345}abc", "Abc"), ("\u{0345}", "Element"),
    ])
    func typeNames(key: String, name: String) {
        #expect(SwiftIdentifier.typeName(forKey: key) == name)
    }

    @Test(arguments: [
        ("places", "place"), ("categories", "category"), ("statuses", "status"), ("addresses", "address"),
        ("boxes", "box"), ("people", "person"), ("place", "place"), ("status", "status"), ("data", "datum"),
        ("news", "news"), ("latest_news", "latest_news"), ("series", "series"), ("species", "species"),
        ("indices", "index"), ("vertices", "vertex"),
        // `-e` words, `-ie` words, `-s` words and `-z` words.
        ("sizes", "size"), ("prizes", "prize"), ("movies", "movie"), ("cookies", "cookie"), ("houses", "house"),
        ("causes", "cause"), ("caches", "cache"), ("aliases", "alias"), ("biases", "bias"), ("quizzes", "quiz"),
        ("buzzes", "buzz"), ("bonuses", "bonus"), ("databases", "database"), ("matches", "match"),
        ("coaches", "coach"), ("beaches", "beach"), ("branches", "branch"), ("image_sizes", "image_size"),
        // Words that end in `-s` in the singular, and `metadata`, which is its own plural as
        // `news` is; `-as` plurals are still plurals.
        ("canvas", "canvas"), ("canvases", "canvas"), ("image_canvas", "image_canvas"), ("atlas", "atlas"),
        ("atlases", "atlas"), ("alias", "alias"), ("bias", "bias"), ("gas", "gas"), ("gases", "gas"),
        ("lens", "lens"), ("lenses", "lens"), ("metadata", "metadata"), ("user_metadata", "user_metadata"),
        ("metaData", "metaData"), ("areas", "area"), ("ideas", "idea"), ("omegas", "omega"), ("schemas", "schema"),
    ])
    func singulars(plural: String, singular: String) {
        #expect(SwiftIdentifier.singular(plural) == singular)
    }

    /// A number after a name that ends in a digit is set off by `_`: `_1_2`, not `_12`.
    @Test func aNumberedNameNeverRunsIntoItsDigits() {
        #expect(SwiftIdentifier.numbered("id", 2) == "id2")
        #expect(SwiftIdentifier.numbered("_1", 2) == "_1_2")
        #expect(SwiftIdentifier.numbered("line1", 3) == "line1_3")
    }

    @Test func keywordsAreEscapedAndKeysAreLiterals() {
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.escaped("photoCount") == "photoCount")
        #expect(SwiftIdentifier.literal("quote\"back\\tab\t") == #""quote\"back\\tab\t""#)
    }
}
