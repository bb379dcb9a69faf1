import Fleece

// The Flickr response decoded with Fleece's functional API, field for field as the
// `Decodable` models decode: Argo's `curry(…) <^> … <*> …` for the small models, the
// curry-free `Decoded(make, …)` for the 11 fields of `Place`. `total`, `date_start` and
// `date_stop` are JSON numbers in this corpus (only the places' values are all strings), so
// they decode as `Int` directly.

extension FlickrPlaces: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<FlickrPlaces> {
        curry(FlickrPlaces.init)
            <^> json <| "places"
            <*> json <| "stat"
    }
}

extension FlickrPlaces.Places: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<FlickrPlaces.Places> {
        curry(FlickrPlaces.Places.init)
            <^> json <|| "place"
            <*> json <| "total"
            <*> json <| "date_start"
            <*> json <| "date_stop"
    }
}

extension FlickrPlaces.Place: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<FlickrPlaces.Place> {
        Decoded(FlickrPlaces.Place.init,
                json <| "place_id",
                json <| "woeid",
                json <| "latitude",
                json <| "longitude",
                json <| "place_url",
                json <| "place_type",
                json <| "place_type_id",
                json <| "timezone",
                json <| "_content",
                json <|? "woe_name",
                json <| "photo_count")
    }
}
