import FleeceNetworking

// `{"places": {"place": [...], "total": 100, …}, "stat": "ok"}`
//
// The envelope is strict: without an array at `places.place` this is not the answer that was
// asked for, and decoding fails. The places in it are lenient: `<||~` keeps those that decode and
// leaves out the others, each recorded as a skipped element in the `LeniencyReport` being
// collected, with its path, position and error.
extension TopPlaces: JSONDecodable {
    static func decode(_ json: JSON) -> Decoded<TopPlaces> {
        let envelope: Decoded<[JSON]> = json <| ["places", "place"]
        let total: Decoded<Int?> = (json <| "places") >>- { (places: JSON) in optionalField(places, "total") }
        return envelope >>- { _ in
            curry(TopPlaces.init)
                <^> json <||~ ["places", "place"]
                <*> total
        }
    }
}
