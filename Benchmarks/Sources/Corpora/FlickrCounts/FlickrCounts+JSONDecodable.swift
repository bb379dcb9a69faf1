import Fleece

// The Flickr counts decoded with natural `curry` chains, converting Flickr's strings with `<|~`
// as users write it; `decodeCombined` is the same through `Decoded(T.init, …)`, the reference.

extension FlickrCounts: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<FlickrCounts> {
        curry(FlickrCounts.init)
            <^> json <| "places"
            <*> json <| "stat"
    }
}

extension FlickrCounts.Places: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<FlickrCounts.Places> {
        curry(FlickrCounts.Places.init)
            <^> json <|| "place"
            <*> json <| "total"
            <*> json <| "date_start"
            <*> json <| "date_stop"
    }
}

extension FlickrCounts.Place: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<FlickrCounts.Place> {
        curry(FlickrCounts.Place.init)
            <^> json <| "place_id"
            <*> json <|~ "woeid"
            <*> json <|~ "latitude"
            <*> json <|~ "longitude"
            <*> json <| "place_url"
            <*> json <| "place_type"
            <*> json <|~ "place_type_id"
            <*> json <| "timezone"
            <*> json <| "_content"
            <*> json <|? "woe_name"
            <*> json <|~ "photo_count"
    }
}

extension FlickrCounts {
    /// The counts through `Decoded(T.init, …)` at every level.
    public static func decodeCombined(_ json: JSON) -> Decoded<FlickrCounts> {
        Decoded(FlickrCounts.init, ((json <| "places") as Decoded<JSON>).flatMap(Places.decodeCombined), json <| "stat")
    }
}

extension FlickrCounts.Places {
    /// The places through `Decoded(T.init, …)`, each place too.
    static func decodeCombined(_ json: JSON) -> Decoded<FlickrCounts.Places> {
        Decoded(FlickrCounts.Places.init,
                ((json <|| "place") as Decoded<[JSON]>).flatMap(FlickrCounts.Place.decodeCombined(each:)),
                json <| "total",
                json <| "date_start",
                json <| "date_stop")
    }
}

extension FlickrCounts.Place {
    /// The places of `each`, every one through `decodeCombined(_:)`.
    static func decodeCombined(each places: [JSON]) -> Decoded<[FlickrCounts.Place]> {
        var decoded: [FlickrCounts.Place] = []
        decoded.reserveCapacity(places.count)
        for place in places {
            switch decodeCombined(place) {
            case .success(let value): decoded.append(value)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(decoded)
    }

    /// A place through `Decoded(T.init, …)`.
    static func decodeCombined(_ json: JSON) -> Decoded<FlickrCounts.Place> {
        Decoded(FlickrCounts.Place.init,
                json <| "place_id",
                json <|~ "woeid",
                json <|~ "latitude",
                json <|~ "longitude",
                json <| "place_url",
                json <| "place_type",
                json <|~ "place_type_id",
                json <| "timezone",
                json <| "_content",
                json <|? "woe_name",
                json <|~ "photo_count")
    }
}
