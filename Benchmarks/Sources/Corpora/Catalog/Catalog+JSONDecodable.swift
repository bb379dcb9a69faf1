import Fleece

// The catalog decoded with Fleece's functional API, field for field as the `Decodable`
// models decode: Argo's `curry(…) <^> … <*> …` for the small models, the curry-free
// `Decoded(make, …)` from ten fields up (the 11 lookup tables of `Catalog`).

extension Catalog: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<Catalog> {
        Decoded(Catalog.init,
                json <| "areaNames",
                json <| "audienceSubCategoryNames",
                json <| "blockNames",
                json <| "events",
                json <|| "performances",
                json <| "seatCategoryNames",
                json <| "subTopicNames",
                json <| "subjectNames",
                json <| "topicNames",
                json <| "topicSubTopics",
                json <| "venueNames")
    }
}

extension Catalog.Event: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<Catalog.Event> {
        curry(Catalog.Event.init)
            <^> json <|? "description"
            <*> json <| "id"
            <*> json <|? "logo"
            <*> json <| "name"
            <*> json <|| "subTopicIds"
            <*> json <|? "subjectCode"
            <*> json <|? "subtitle"
            <*> json <|| "topicIds"
    }
}

extension Catalog.Performance: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<Catalog.Performance> {
        curry(Catalog.Performance.init)
            <^> json <| "eventId"
            <*> json <| "id"
            <*> json <|? "logo"
            <*> json <|? "name"
            <*> json <|| "prices"
            <*> json <|| "seatCategories"
            <*> json <|? "seatMapImage"
            <*> json <| "start"
            <*> json <| "venueCode"
    }
}

extension Catalog.Price: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<Catalog.Price> {
        curry(Catalog.Price.init)
            <^> json <| "amount"
            <*> json <| "audienceSubCategoryId"
            <*> json <| "seatCategoryId"
    }
}

extension Catalog.SeatCategory: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<Catalog.SeatCategory> {
        curry(Catalog.SeatCategory.init)
            <^> json <|| "areas"
            <*> json <| "seatCategoryId"
    }
}

extension Catalog.Area: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<Catalog.Area> {
        curry(Catalog.Area.init)
            <^> json <| "areaId"
            <*> json <|| "blockIds"
    }
}
