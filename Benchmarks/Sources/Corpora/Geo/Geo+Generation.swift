extension Geo {
    static let featureCount = 12
    static let ringsPerFeature = 40
    static let pairCount = 56_000

    /// About 2.2 MB: 12 polygon features of 40 rings, 56,000 coordinate pairs
    /// (112,000 numbers) like canada.json's 111,126, each with 17 significant
    /// digits (`-65.613616999999977`).
    static func corpus() -> Corpus {
        var random = SeededRandom(seed: 0x5EED_F00D_0003)
        var writer = JSONTextWriter(reservingCapacity: 2_400_000)
        let pairsPerRing = pairCount / (featureCount * ringsPerFeature)
        writer.object { root in
            root.field("type", "FeatureCollection")
            root.fieldArray("features") { features in
                for index in 0 ..< featureCount {
                    features.object { feature in
                        feature.field("type", "Feature")
                        feature.fieldObject("properties") { properties in
                            properties.field("name", provinces[index % provinces.count])
                        }
                        feature.fieldObject("geometry") { geometry in
                            geometry.field("type", "Polygon")
                            geometry.fieldArray("coordinates") { rings in
                                for _ in 0 ..< ringsPerFeature {
                                    rings.array { ring in
                                        ring.ring(pairs: pairsPerRing, random: &random)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return Corpus(name: "geo", imitates: "canada.json (a GeoJSON FeatureCollection)", bytes: writer.bytes)
    }

    private static let provinces = [
        "Canada", "Québec", "Ontario", "Nova Scotia", "New Brunswick", "Manitoba",
        "British Columbia", "Prince Edward Island", "Saskatchewan", "Alberta",
        "Newfoundland and Labrador", "Nunavut",
    ]
}

private extension JSONTextWriter {
    /// A closed ring: a random walk that ends where it started.
    mutating func ring(pairs: Int, random: inout SeededRandom) {
        var longitude = -141.0 + random.unit() * 88.0
        var latitude = 42.0 + random.unit() * 40.0
        let first = (longitude, latitude)
        for index in 0 ..< pairs {
            let point = index == pairs - 1 ? first : (longitude, latitude)
            array { pair in
                pair.literal(Geo.seventeenDigits(point.0))
                pair.literal(Geo.seventeenDigits(point.1))
            }
            longitude += (random.unit() - 0.5) * 0.02
            latitude += (random.unit() - 0.5) * 0.02
        }
    }
}

extension Geo {
    /// `value` with 17 significant digits, as `printf("%.17g")` writes most
    /// coordinates of canada.json. Plain integer arithmetic, so the text is the
    /// same on every machine. `value` must lie strictly between -1000 and 1000.
    static func seventeenDigits(_ value: Double) -> String {
        let magnitude = value.magnitude
        let whole = Int64(magnitude)
        let wholeText = String(whole)
        let fractionDigits = 17 - (whole == 0 ? 0 : wholeText.count)
        var scale: Int64 = 1
        for _ in 0 ..< fractionDigits { scale *= 10 }
        // min: a fraction a hair below 1 may round up to the scale itself.
        let fraction = min(Int64((magnitude - Double(whole)) * Double(scale)), scale - 1)
        let fractionText = String(fraction)
        let padding = String(repeating: "0", count: fractionDigits - fractionText.count)
        return (value < 0 ? "-" : "") + wholeText + "." + padding + fractionText
    }
}
