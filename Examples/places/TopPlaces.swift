/// The payload of `flickr.places.getTopPlacesList`: `{"places": {"place": [...], "total": 100, …}, "stat": "ok"}`.
struct TopPlaces: Sendable, Hashable {
    /// The places that could be used; `TopPlaces.decode` leaves out the others and records each
    /// in the `LeniencyReport` being collected.
    let places: [Place]
    /// How many places Flickr says the list holds, when it says so.
    let total: Int?

    /// The places with the most photos first; ties keep Flickr's order.
    var byPhotoCount: [Place] {
        places.enumerated()
            .sorted { ($0.element.photoCount, $1.offset) > ($1.element.photoCount, $0.offset) }
            .map(\.element)
    }
}
