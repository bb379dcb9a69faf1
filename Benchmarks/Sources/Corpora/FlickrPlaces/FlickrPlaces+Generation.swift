extension FlickrPlaces {
    static let placeCount = 100

    /// About 35 KB: 100 places, every value a string, as Flickr sends them.
    static func corpus() -> Corpus {
        var random = SeededRandom(seed: 0x5EED_F00D_0004)
        var writer = JSONTextWriter(reservingCapacity: 48_000)
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        writer.object { root in
            root.fieldObject("places") { places in
                places.fieldArray("place") { list in
                    for index in 0 ..< placeCount {
                        let city = cities[index % cities.count]
                        let isNeighbourhood = index >= cities.count
                        let name = isNeighbourhood ? "\(random.pick(neighbourhoods)), \(city.name)" : city.name
                        let latitude = city.latitude + (random.unit() - 0.5) * 0.2
                        let longitude = city.longitude + (random.unit() - 0.5) * 0.2
                        list.object { place in
                            place.field("place_id", String((0 ..< 18).map { _ in random.pick(alphabet) }))
                            place.field("woeid", String(random.int(in: 10_000 ... 29_999_999)))
                            place.field("latitude", sixDecimals(latitude))
                            place.field("longitude", sixDecimals(longitude))
                            place.field("place_url", placeURL(city: city, name: name))
                            place.field("place_type", isNeighbourhood ? "neighbourhood" : "locality")
                            place.field("place_type_id", isNeighbourhood ? "22" : "7")
                            place.field("timezone", city.timezone)
                            place.field("_content", "\(name), \(city.region), \(city.country)")
                            place.field("woe_name", random.chance(0.95) ? name : nil)
                            place.field("photo_count", String(random.int(in: 120 ... 99_999)))
                        }
                    }
                }
                places.field("total", placeCount)
                places.field("date_start", 1_246_320_000)
                places.field("date_stop", 1_246_406_399)
            }
            root.field("stat", "ok")
        }
        return Corpus(name: "flickr-places", imitates: "Flickr's places.getTopPlacesList response", bytes: writer.bytes)
    }

    /// Flickr's path for a place, e.g. `/United+Kingdom/England/London`.
    private static func placeURL(city: City, name: String) -> String {
        let components = [city.country, city.region] + name.split(separator: ", ").reversed().map(String.init)
        return "/" + components.map { $0.replacingSpaces(with: "+") }.joined(separator: "/")
    }

    /// Six decimals, as Flickr writes coordinates, e.g. `51.506321`.
    private static func sixDecimals(_ value: Double) -> String {
        let micro = Int64((value * 1_000_000).rounded())
        let whole = micro.magnitude / 1_000_000
        let fraction = String(micro.magnitude % 1_000_000)
        return (micro < 0 ? "-" : "") + String(whole) + "." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    private struct City {
        let name: String
        let region: String
        let country: String
        let timezone: String
        let latitude: Double
        let longitude: Double
    }

    private static let cities: [City] = [
        City(name: "London", region: "England", country: "United Kingdom", timezone: "Europe/London", latitude: 51.506, longitude: -0.127),
        City(name: "Paris", region: "Île-de-France", country: "France", timezone: "Europe/Paris", latitude: 48.856, longitude: 2.352),
        City(name: "New York", region: "NY", country: "United States", timezone: "America/New_York", latitude: 40.714, longitude: -74.007),
        City(name: "Tōkyō", region: "Tōkyō Prefecture", country: "Japan", timezone: "Asia/Tokyo", latitude: 35.670, longitude: 139.771),
        City(name: "São Paulo", region: "São Paulo", country: "Brazil", timezone: "America/Sao_Paulo", latitude: -23.562, longitude: -46.654),
        City(name: "Berlin", region: "Berlin", country: "Germany", timezone: "Europe/Berlin", latitude: 52.516, longitude: 13.377),
        City(name: "Zürich", region: "Zürich", country: "Switzerland", timezone: "Europe/Zurich", latitude: 47.369, longitude: 8.538),
        City(name: "Kraków", region: "Lesser Poland", country: "Poland", timezone: "Europe/Warsaw", latitude: 50.061, longitude: 19.937),
        City(name: "Montréal", region: "Québec", country: "Canada", timezone: "America/Montreal", latitude: 45.508, longitude: -73.587),
        City(name: "San Francisco", region: "California", country: "United States", timezone: "America/Los_Angeles", latitude: 37.779, longitude: -122.420),
        City(name: "Barcelona", region: "Catalonia", country: "Spain", timezone: "Europe/Madrid", latitude: 41.385, longitude: 2.173),
        City(name: "Roma", region: "Lazio", country: "Italy", timezone: "Europe/Rome", latitude: 41.903, longitude: 12.496),
        City(name: "Amsterdam", region: "North Holland", country: "Netherlands", timezone: "Europe/Amsterdam", latitude: 52.373, longitude: 4.893),
        City(name: "København", region: "Capital Region", country: "Denmark", timezone: "Europe/Copenhagen", latitude: 55.676, longitude: 12.568),
        City(name: "Reykjavík", region: "Capital Region", country: "Iceland", timezone: "Atlantic/Reykjavik", latitude: 64.135, longitude: -21.895),
        City(name: "İstanbul", region: "İstanbul", country: "Turkey", timezone: "Europe/Istanbul", latitude: 41.040, longitude: 28.986),
        City(name: "Sydney", region: "New South Wales", country: "Australia", timezone: "Australia/Sydney", latitude: -33.869, longitude: 151.209),
        City(name: "Buenos Aires", region: "Buenos Aires", country: "Argentina", timezone: "America/Argentina/Buenos_Aires", latitude: -34.608, longitude: -58.373),
        City(name: "Ciudad de México", region: "Distrito Federal", country: "Mexico", timezone: "America/Mexico_City", latitude: 19.432, longitude: -99.133),
        City(name: "Seoul", region: "Seoul", country: "South Korea", timezone: "Asia/Seoul", latitude: 37.566, longitude: 126.978),
        City(name: "Singapore", region: "Central Singapore", country: "Singapore", timezone: "Asia/Singapore", latitude: 1.290, longitude: 103.852),
        City(name: "Cape Town", region: "Western Cape", country: "South Africa", timezone: "Africa/Johannesburg", latitude: -33.925, longitude: 18.424),
        City(name: "Praha", region: "Prague", country: "Czech Republic", timezone: "Europe/Prague", latitude: 50.088, longitude: 14.421),
        City(name: "Wien", region: "Vienna", country: "Austria", timezone: "Europe/Vienna", latitude: 48.208, longitude: 16.373),
        City(name: "Lisboa", region: "Lisbon", country: "Portugal", timezone: "Europe/Lisbon", latitude: 38.722, longitude: -9.139),
    ]

    private static let neighbourhoods = [
        "Soho", "Le Marais", "Shibuya", "Kreuzberg", "Vila Madalena", "Mission District",
        "Gràcia", "Trastevere", "Jordaan", "Nørrebro", "Kazimierz", "Plateau-Mont-Royal",
    ]
}

private extension String {
    func replacingSpaces(with replacement: Character) -> String {
        String(map { $0 == " " ? replacement : $0 })
    }
}
