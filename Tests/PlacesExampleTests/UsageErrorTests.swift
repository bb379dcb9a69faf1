import Testing

/// Mistakes on the command line: one line on standard error, ArgumentParser's usage status (64).
@Suite struct UsageErrorTests {
    @Test(arguments: [
        (["--limit", "0"], "places: --limit must be at least 1, got 0 (see 'places --help')"),
        (["--limit", "-3"], "places: --limit must be at least 1, got -3 (see 'places --help')"),
        (["--timeout", "-1"], "places: --timeout must be between 1 and 86400 seconds, got -1 (see 'places --help')"),
        (["--limit", "many"], "places: The value 'many' is invalid for '--limit <n>' (see 'places --help')"),
        (["--lmit", "3"], "places: Unknown option '--lmit'. Did you mean '--limit'? (see 'places --help')"),
        (["--url", "ftp://example.com/places"], "places: --url needs an http or https URL with a host (and a port from 1 to 65535), got 'ftp://example.com/places' (see 'places --help')"),
        (["--url", "http://127.0.0.1:99999/places"], "places: --url needs an http or https URL with a host (and a port from 1 to 65535), got 'http://127.0.0.1:99999/places' (see 'places --help')"),
        (["--url", "http://"], "places: --url needs an http or https URL with a host (and a port from 1 to 65535), got 'http://' (see 'places --help')"),
        (["--url", "http://127.0.0.1:1/", "--api-key", "k"], "places: --url and --api-key both name a source; give one of them (see 'places --help')"),
        (["--api-key", ""], "places: --api-key is empty; pass the key Flickr gave you (see 'places --help')"),
        (["--timeout", "0"], "places: --timeout must be between 1 and 86400 seconds, got 0 (see 'places --help')"),
        (["--timeout", "9223372036854775807"], "places: --timeout must be between 1 and 86400 seconds, got 9223372036854775807 (see 'places --help')"),
        (["--timeout", "99999999999999999999"], "places: The value '99999999999999999999' is invalid for '--timeout <seconds>' (see 'places --help')"),
        (["--", "--limit", "5"], "places: 2 unexpected arguments: '--limit', '5'; options go before any '--', as in 'swift run places --limit 5' (see 'places --help')"),
    ])
    func mistakeIsOneLine(arguments: [String], line: String) async throws {
        let run = try await PlacesProcess.run(arguments)
        #expect(run.status == 64)
        #expect(run.standardOutput == "")
        #expect(run.standardError == line + "\n")
    }

    @Test func helpGoesToStandardOutputAndSucceeds() async throws {
        let run = try await PlacesProcess.run(["--help"])
        #expect(run.status == 0)
        #expect(run.standardError == "")
        #expect(run.standardOutput.contains("USAGE: places [--url <url>] [--api-key <key>] [--limit <n>] [--json] [--timeout <seconds>]"))
        #expect(run.standardOutput.contains("A place without a photo count or a name is left out and reported on standard\nerror, one line each; the others are listed."))
    }
}
