import FleeceNetworking

// Decoded as in the original Argo article: curry the initializer, then apply it to each field.
// Flickr writes numbers as text (`"photo_count": "123456"`) in some answers and as numbers in
// others: `<|~` takes a number or its text, and text that is no number fails with its path and
// position, never as zero. Only the photo count and a name are required (see `Place`); a place
// without them fails here, and `TopPlaces` leaves it out and reports it.
extension Place: JSONDecodable {
    static func decode(_ json: JSON) -> Decoded<Place> {
        curry(Place.init)
            <^> optionalField(json, "place_id")
            <*> optionalField(json, "woeid")
            <*> optionalField(json, "latitude")
            <*> optionalField(json, "longitude")
            <*> optionalField(json, "place_url")
            <*> optionalField(json, "timezone")
            <*> optionalField(json, "_content")
            <*> optionalField(json, "woe_name")
            <*> json <|~ "photo_count"
            >>- requireName
    }

    /// The place, if it has a name to show in the table.
    private static func requireName(_ place: Place) -> Decoded<Place> {
        place.name == nil ? .failure(.custom(#"no name: neither "woe_name" nor "_content" is there"#)) : pure(place)
    }
}
