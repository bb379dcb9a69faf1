import FleeceNetworking

// Decoded as in the original Argo article: curry the initializer, then apply it to each field.
// Flickr writes numbers as text (`"photo_count": "123456"`): `<|~` takes a number or its text,
// and text that is no number fails with its path and position, never as zero.
extension Place: JSONDecodable {
    static func decode(_ json: JSON) -> Decoded<Place> {
        curry(Place.init)
            <^> json <| "place_id"
            <*> json <| "woeid"
            <*> json <|~ "latitude"
            <*> json <|~ "longitude"
            <*> json <| "place_url"
            <*> json <| "timezone"
            <*> json <| "_content"
            <*> json <|? "woe_name"
            <*> json <|~ "photo_count"
    }
}
