import Fleece

// The FeatureCollection decoded with Fleece's functional API, field for field as the
// `Decodable` models decode.

extension Geo: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<Geo> {
        curry(Geo.init)
            <^> json <| "type"
            <*> json <|| "features"
    }
}

extension Geo.Feature: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<Geo.Feature> {
        curry(Geo.Feature.init)
            <^> json <| "type"
            <*> json <| "properties"
            <*> json <| "geometry"
    }
}

extension Geo.Geometry: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<Geo.Geometry> {
        curry(Geo.Geometry.init)
            <^> json <| "type"
            <*> json <|| "coordinates"
    }
}
