import Fleece

// One JSON Lines record decoded with Fleece's functional API, field for field as the
// `Decodable` model decodes.

extension EventLog.Record: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<EventLog.Record> {
        curry(EventLog.Record.init)
            <^> json <| "id"
            <*> json <| "ts"
            <*> json <| "user"
            <*> json <| "event"
            <*> json <| "path"
            <*> json <| "ms"
            <*> json <| "ok"
            <*> json <|| "tags"
            <*> json <|? "referrer"
    }
}
