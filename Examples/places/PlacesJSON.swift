import Foundation
import FleeceFoundation

/// The decoded places as pretty-printed JSON with sorted keys, so the output is stable.
func placesJSON(_ places: [Place]) throws(PlacesFailure) -> String {
    let encoder = FleeceEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
        return String(decoding: try encoder.encode(places), as: UTF8.self)
    } catch {
        throw PlacesFailure(message: "could not write the places as JSON: \(error)")
    }
}
