import ArgumentParser
import FleeceNetworking
import Foundation

/// `places`: Flickr's top places, decoded with Fleece, as a table or as JSON.
@main
struct PlacesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "places",
        abstract: "Lists the places with the most Flickr photos, decoded with Fleece.",
        discussion: """
            Without options, decodes a bundled sample response of flickr.places.getTopPlacesList. \
            --url fetches any endpoint that answers like it; --api-key asks Flickr itself.

            A place without a photo count or a name is left out and reported on standard error, \
            one line each; the others are listed.
            """
    )

    @Option(help: ArgumentHelp("Fetch the response from this http or https URL.", valueName: "url"))
    var url: String?

    @Option(help: ArgumentHelp("Ask Flickr's API for the top places with this API key.", valueName: "key"))
    var apiKey: String?

    // `.unconditional`: `--limit -3` is a value to refuse with the range, not a missing value
    // followed by an option `-3` (found by an outside tester).
    @Option(parsing: .unconditional, help: ArgumentHelp("Show at most this many places.", valueName: "n"))
    var limit: Int?

    @Flag(help: "Print the decoded places as JSON instead of a table.")
    var json = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Give up on the server after this many seconds.", valueName: "seconds"))
    var timeout = 30

    static let maximumTimeout = 86_400

    func validate() throws {
        if url != nil, apiKey != nil {
            throw ValidationError("--url and --api-key both name a source; give one of them")
        }
        if let limit, limit < 1 {
            throw ValidationError("--limit must be at least 1, got \(limit)")
        }
        // FoundationNetworking on Linux traps on timeouts near Int.max; a day is plenty.
        if !(1...Self.maximumTimeout).contains(timeout) {
            throw ValidationError("--timeout must be between 1 and \(Self.maximumTimeout) seconds, got \(timeout)")
        }
        if let apiKey, apiKey.isEmpty {
            throw ValidationError("--api-key is empty; pass the key Flickr gave you")
        }
        if let url, ResponseSource.endpointURL(url) == nil {
            throw ValidationError("--url needs an http or https URL with a host (and a port from 1 to 65535), got '\(url)'")
        }
    }

    func run() async throws {
        let source = try ResponseSource(url: url, apiKey: apiKey)
        let loaded = try await source.topPlaces(timeout: TimeInterval(timeout))
        // Each place left out is one line on standard error; the others are listed.
        for skipped in loaded.skipped {
            FileHandle.standardError.write(Data("places: \(skipped)\n".utf8))
        }
        let places = Array(loaded.topPlaces.byPhotoCount.prefix(limit ?? Int.max))
        print(json ? try placesJSON(places) : placeTable(places))
    }
}
