extension JSON: JSONDecodable {
    /// Any value, as it is: how a chain reaches into nested objects (`json <| "places" <| "place"`).
    public static func decode(_ json: JSON) -> Decoded<JSON> {
        .success(json)
    }
}
