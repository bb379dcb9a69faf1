import Fleece

// The functional way to write the model: each type writes its members, under the keys its
// Codable conformance uses, in the same order (optionals left out when nil, as
// `encodeIfPresent` does), so the text is FleeceEncoder's with `.withoutEscapingSlashes`.
// (`Fleece.JSONTextWriter`:
// this target has a `JSONTextWriter` of its own, which generates the corpora.)

extension EventLog.Record: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(id, forKey: "id")
            object.write(ts, forKey: "ts")
            object.write(user, forKey: "user")
            object.write(event, forKey: "event")
            object.write(path, forKey: "path")
            object.write(ms, forKey: "ms")
            object.write(ok, forKey: "ok")
            object.write(tags, forKey: "tags")
            object.writeIfPresent(referrer, forKey: "referrer")
        }
    }
}

