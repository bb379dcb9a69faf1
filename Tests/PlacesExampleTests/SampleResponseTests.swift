import FleeceNetworking
@testable import places
import Testing

/// The bundled sample is as messy as Flickr's real answers, so that the first run already shows
/// `places` coping with them.
@Suite struct SampleResponseTests {
    let places: [JSON]

    init() throws {
        guard case .array(let array)? = try JSON(parsing: SampleResponse.text)["places"]?["place"] else {
            throw DecodeError.custom("the sample has no places.place array")
        }
        places = Array(array)
    }

    /// How many places have `key`, and how many of those hold a number there.
    func count(_ key: String) -> (present: Int, numbers: Int) {
        let values = places.compactMap { $0[key] }
        return (values.count, values.filter { if case .number = $0 { true } else { false } }.count)
    }

    @Test func hundredPlacesFourteenWithoutTimezone() {
        #expect(places.count == 100)
        #expect(count("timezone").present == 86)
    }

    @Test func someWithoutShortName() {
        #expect(count("woe_name").present == 96)
    }

    @Test func numbersAreStringsAtSomePlacesAndNumbersAtOthers() {
        for key in ["photo_count", "latitude", "longitude", "woeid", "place_type_id"] {
            let (present, numbers) = count(key)
            #expect(present == 100, "\(key)")
            #expect(numbers > 10 && numbers < 90, "\(key): \(numbers) of 100 are numbers")
        }
    }

    @Test func everyPlaceOfTheSampleIsUsable() throws {
        let json = try JSON(parsing: SampleResponse.text)
        let (topPlaces, report) = LeniencyReport.collecting { TopPlaces.decode(json) }
        #expect(try topPlaces.get().places.count == 100)
        #expect(report.entries.filter { $0.action == .skippedElement }.isEmpty)
    }
}
