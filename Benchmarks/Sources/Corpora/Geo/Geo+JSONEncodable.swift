import Fleece

// The functional way to write the model: each type writes its members, under the keys its
// Codable conformance uses, in the same order (optionals left out when nil, as
// `encodeIfPresent` does), so the text is FleeceEncoder's with `.withoutEscapingSlashes`.
// (`Fleece.JSONTextWriter`:
// this target has a `JSONTextWriter` of its own, which generates the corpora.)

extension Geo: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(type, forKey: "type")
            object.write(features, forKey: "features")
        }
    }
}

extension Geo.Feature: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(type, forKey: "type")
            object.write(properties, forKey: "properties")
            object.write(geometry, forKey: "geometry")
        }
    }
}

extension Geo.Geometry: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(type, forKey: "type")
            object.write(coordinates, forKey: "coordinates")
        }
    }
}

