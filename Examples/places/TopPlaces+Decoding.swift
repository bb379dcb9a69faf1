import FleeceNetworking

// TEMPORARY: reads the model with the core's pattern matching until JSONDecodable lands on main;
// then this file becomes `Place+JSONDecodable.swift` and decoding goes through the pipeline.
extension TopPlaces {
    static func temporaryDecode(_ json: JSON) -> Result<TopPlaces, PlacesFailure> {
        guard case .object(let list)? = json["places"], case .array(let array)? = list["place"]
        else { return .failure(PlacesFailure(message: "places.place: expected an array of places")) }
        var places: [Place] = []
        for (index, element) in array.enumerated() {
            func text(_ key: String) -> String? {
                if case .string(let value)? = element[key] { return value }
                return nil
            }
            guard let id = text("place_id"), let woeid = text("woeid"), let latitude = text("latitude").flatMap(Double.init),
                  let longitude = text("longitude").flatMap(Double.init), let path = text("place_url"),
                  let timezone = text("timezone"), let fullName = text("_content"),
                  let photoCount = text("photo_count").flatMap({ Int($0) })
            else { return .failure(PlacesFailure(message: "places.place[\(index)]: not a place")) }
            places.append(Place(id: id, woeid: woeid, latitude: latitude, longitude: longitude, path: path,
                                timezone: timezone, fullName: fullName, shortName: text("woe_name"), photoCount: photoCount))
        }
        var total = places.count
        if case .number(let number)? = list["total"], let value = number.int { total = value }
        return .success(TopPlaces(places: places, total: total))
    }
}
