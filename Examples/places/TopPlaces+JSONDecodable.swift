import FleeceNetworking

// `{"places": {"place": [...], "total": 100, …}, "stat": "ok"}`
extension TopPlaces: JSONDecodable {
    static func decode(_ json: JSON) -> Decoded<TopPlaces> {
        curry(TopPlaces.make)
            <^> json <|| ["places", "place"]
            <*> json <| ["places", "total"]
    }

    private static func make(places: [Place], total: FlickrNumber<Int>) -> TopPlaces {
        TopPlaces(places: places, total: total.value)
    }
}
