import Fleece

// One JSON Lines record decoded with Fleece's method API (`need`, `want`), field for field as
// the `Decodable` model decodes: the decode probe's `methods` style.

extension EventLog.Record {
    /// The record through `need` and `want` inside `Decoded { … }`, as the README's method API
    /// section writes a model.
    public static func decodeWithMethods(_ json: JSON) -> Decoded<EventLog.Record> {
        Decoded {
            try EventLog.Record(
                id: json.need("id"),
                ts: json.need("ts"),
                user: json.need("user"),
                event: json.need("event"),
                path: json.need("path"),
                ms: json.need("ms"),
                ok: json.need("ok"),
                tags: json.need("tags"),
                referrer: json.want("referrer", allowNull: true))
        }
    }
}
