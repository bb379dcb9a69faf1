import FleeceNetworking

// Decoded as in the original Argo article: curry the initializer, then apply it to each field.
extension Place: JSONDecodable {
    static func decode(_ json: JSON) -> Decoded<Place> {
        curry(Place.make)
            <^> json <| "place_id"
            <*> json <| "woeid"
            <*> json <| "latitude"
            <*> json <| "longitude"
            <*> json <| "place_url"
            <*> json <| "timezone"
            <*> json <| "_content"
            <*> json <|? "woe_name"
            <*> json <| "photo_count"
    }

    /// The model from the fields as Flickr sends them, numbers written as text included.
    private static func make(
        id: String, woeid: String, latitude: FlickrNumber<Double>, longitude: FlickrNumber<Double>,
        path: String, timezone: String, fullName: String, shortName: String?, photoCount: FlickrNumber<Int>
    ) -> Place {
        Place(id: id, woeid: woeid, latitude: latitude.value, longitude: longitude.value, path: path,
              timezone: timezone, fullName: fullName, shortName: shortName, photoCount: photoCount.value)
    }
}
