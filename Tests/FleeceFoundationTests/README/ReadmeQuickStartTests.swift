import FleeceFoundation
import Testing

// The README's quick start: the first program of a new package that depends on Fleece, kept
// compiling and true (the README says `swift run MyApp` prints `"json"`).
@Suite("README: quick start")
struct ReadmeQuickStartTests {
    @Test("the first example prints \"json\"")
    func firstExample() throws {
        let json = try JSON(parsing: #"{"id": 7, "tags": ["swift", "json"]}"#)
        var printed = ""
        print(json["tags"]?[1] ?? "none", to: &printed)   // "json"
        #expect(printed == "\"json\"\n")
    }
}
