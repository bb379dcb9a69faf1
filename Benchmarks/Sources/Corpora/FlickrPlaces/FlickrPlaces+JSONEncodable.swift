import Fleece

// The functional way to write the model: each type writes its members, under the keys its
// Codable conformance uses, in the same order (optionals left out when nil, as
// `encodeIfPresent` does), so the text is FleeceEncoder's with `.withoutEscapingSlashes`.
// (`Fleece.JSONTextWriter`:
// this target has a `JSONTextWriter` of its own, which generates the corpora.)

extension FlickrPlaces: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(places, forKey: "places")
            object.write(stat, forKey: "stat")
        }
    }
}

extension FlickrPlaces.Places: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(place, forKey: "place")
            object.write(total, forKey: "total")
            object.write(dateStart, forKey: "date_start")
            object.write(dateStop, forKey: "date_stop")
        }
    }
}

extension FlickrPlaces.Place: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(placeId, forKey: "place_id")
            object.write(woeid, forKey: "woeid")
            object.write(latitude, forKey: "latitude")
            object.write(longitude, forKey: "longitude")
            object.write(placeUrl, forKey: "place_url")
            object.write(placeType, forKey: "place_type")
            object.write(placeTypeId, forKey: "place_type_id")
            object.write(timezone, forKey: "timezone")
            object.write(content, forKey: "_content")
            object.writeIfPresent(woeName, forKey: "woe_name")
            object.write(photoCount, forKey: "photo_count")
        }
    }
}

