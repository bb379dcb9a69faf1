import Fleece

/// The Flickr model, decoded with the operators, as in the original article.
struct Place: Equatable {
    let url: String
    let timezone: String
    let photoCount: String
    let name: String?
}

extension Place: JSONDecodable {
    static func decode(_ json: JSON) -> Decoded<Place> {
        curry(Place.init)
            <^> json <| "place_url"
            <*> json <| "timezone"
            <*> json <| "photo_count"
            <*> json <|? "woe_name"
    }
}

/// The same place with a numeric count, decoded with the method API. Line 31 below declares
/// `photo_count`: DecodeError's documented example quotes it (`declared at Place.swift:31`).
struct CountedPlace: Equatable {
    let url: String
    let photoCount: Int
}

extension CountedPlace: JSONDecodable {
    static func decode(_ json: JSON) -> Decoded<CountedPlace> {
        Decoded { try CountedPlace(url: json.need("place_url"),
                                   photoCount: json.need("photo_count")) }
    }
}
