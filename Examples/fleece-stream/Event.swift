import Fleece

/// One event of a GitHub events archive (gharchive.org), the fields the summary needs.
struct Event: JSONDecodable {
    let type: String
    let actor: String
    let repo: String

    static func decode(_ json: JSON) -> Decoded<Event> {
        Decoded(Event.init,
                json <| "type",
                json <| ["actor", "login"],
                json <| ["repo", "name"])
    }
}
