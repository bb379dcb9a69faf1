import Fleece

// The functional way to write the model: each type writes its members, under the keys its
// Codable conformance uses, in the same order (optionals left out when nil, as
// `encodeIfPresent` does), so the text is FleeceEncoder's with `.withoutEscapingSlashes`.
// (`Fleece.JSONTextWriter`:
// this target has a `JSONTextWriter` of its own, which generates the corpora.)

extension Catalog: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(areaNames, forKey: "areaNames")
            object.write(audienceSubCategoryNames, forKey: "audienceSubCategoryNames")
            object.write(blockNames, forKey: "blockNames")
            object.write(events, forKey: "events")
            object.write(performances, forKey: "performances")
            object.write(seatCategoryNames, forKey: "seatCategoryNames")
            object.write(subTopicNames, forKey: "subTopicNames")
            object.write(subjectNames, forKey: "subjectNames")
            object.write(topicNames, forKey: "topicNames")
            object.write(topicSubTopics, forKey: "topicSubTopics")
            object.write(venueNames, forKey: "venueNames")
        }
    }
}

extension Catalog.Event: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.writeIfPresent(description, forKey: "description")
            object.write(id, forKey: "id")
            object.writeIfPresent(logo, forKey: "logo")
            object.write(name, forKey: "name")
            object.write(subTopicIds, forKey: "subTopicIds")
            object.writeIfPresent(subjectCode, forKey: "subjectCode")
            object.writeIfPresent(subtitle, forKey: "subtitle")
            object.write(topicIds, forKey: "topicIds")
        }
    }
}

extension Catalog.Performance: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(eventId, forKey: "eventId")
            object.write(id, forKey: "id")
            object.writeIfPresent(logo, forKey: "logo")
            object.writeIfPresent(name, forKey: "name")
            object.write(prices, forKey: "prices")
            object.write(seatCategories, forKey: "seatCategories")
            object.writeIfPresent(seatMapImage, forKey: "seatMapImage")
            object.write(start, forKey: "start")
            object.write(venueCode, forKey: "venueCode")
        }
    }
}

extension Catalog.Price: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(amount, forKey: "amount")
            object.write(audienceSubCategoryId, forKey: "audienceSubCategoryId")
            object.write(seatCategoryId, forKey: "seatCategoryId")
        }
    }
}

extension Catalog.SeatCategory: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(areas, forKey: "areas")
            object.write(seatCategoryId, forKey: "seatCategoryId")
        }
    }
}

extension Catalog.Area: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(areaId, forKey: "areaId")
            object.write(blockIds, forKey: "blockIds")
        }
    }
}

