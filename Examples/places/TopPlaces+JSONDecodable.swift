import FleeceNetworking

// `{"places": {"place": [...], "total": 100, …}, "stat": "ok"}`
extension TopPlaces: JSONDecodable {
    static func decode(_ json: JSON) -> Decoded<TopPlaces> {
        curry(TopPlaces.init)
            <^> json <|| ["places", "place"]
            <*> json <|~ ["places", "total"]
    }
}
