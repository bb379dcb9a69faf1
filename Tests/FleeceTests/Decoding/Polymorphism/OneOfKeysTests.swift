import Testing
import Fleece

/// A choice the key makes (`json.decode(oneOfKeys:)`): FHIR's `value[x]`, protobuf's `oneof`.
@Suite("Choices made by the key: decode(oneOfKeys:)")
struct OneOfKeysTests {
    struct Quantity: Equatable, JSONDecodable {
        let value: Double
        let unit: String

        static func decode(_ json: JSON) -> Decoded<Quantity> {
            curry(Quantity.init) <^> json <| "value" <*> json <| "unit"
        }
    }

    enum ObservationValue: Equatable, JSONDecodable {
        case quantity(Quantity), string(String), boolean(Bool)

        static func decode(_ json: JSON) -> Decoded<ObservationValue> {
            json.decode(oneOfKeys: .case("valueQuantity", ObservationValue.quantity),
                                   .case("valueString", ObservationValue.string),
                                   .case("valueBoolean", ObservationValue.boolean))
        }
    }

    /// A choice that may be left out: `.none` when no key is there.
    enum Effective: Equatable, JSONDecodable {
        case dateTime(String), none

        static let variants: [JSONVariant<Effective>] = [
            .case("effectiveDateTime", Effective.dateTime),
            .default { _ in .success(.none) },
        ]

        static func decode(_ json: JSON) -> Decoded<Effective> {
            json.decode(oneOfKeys: variants)
        }
    }

    struct Observation: Equatable, JSONDecodable {
        let id: String
        let value: ObservationValue
        let effective: Effective

        static func decode(_ json: JSON) -> Decoded<Observation> {
            curry(Observation.init) <^> json <| "id" <*> ObservationValue.decode(json) <*> Effective.decode(json)
        }
    }

    @Test("the one key present decides, and its value is what the variant decodes")
    func theKeyPresentDecides() throws {
        let quantity = try JSON(parsing: #"{"id": "a", "valueQuantity": {"value": 5.4, "unit": "mg"}, "effectiveDateTime": "2026-12-06"}"#)
        #expect(Observation.decode(quantity).value == Observation(
            id: "a", value: .quantity(Quantity(value: 5.4, unit: "mg")), effective: .dateTime("2026-12-06")))
        let string = try JSON(parsing: #"{"id": "b", "valueString": "positive"}"#)
        #expect(Observation.decode(string).value == Observation(id: "b", value: .string("positive"), effective: .none))
    }

    @Test("a member that is null counts as absent")
    func nullIsAbsent() throws {
        let json = try JSON(parsing: #"{"valueQuantity": null, "valueBoolean": true}"#)
        #expect(ObservationValue.decode(json).value == .boolean(true))
        let allNull = try JSON(parsing: #"{"effectiveDateTime": null}"#)
        #expect(Effective.decode(allNull).value == Effective.none)
    }

    @Test("none of the keys fails at the object, naming them")
    func noneOfTheKeys() throws {
        let json = try JSON(parsing: """
            {"entry": [
              {"id": "a", "valueString": "x"},
              {"id": "b", "valueCodeableConcept": {"text": "y"}}
            ]}
            """)
        let decoded: Decoded<[Observation]> = json <| "entry"
        #expect(decoded.error.map(String.init(describing:)) == """
            entry[1]: expected one of the keys "valueQuantity", "valueString", "valueBoolean", found none at line 3, column 3
            """)
    }

    @Test("the default variant reading an object without any of the keys is reported")
    func defaultIsReported() throws {
        let json = try JSON(parsing: """
            {"entry": [
              {"id": "a", "valueString": "x", "effectiveDateTime": "2026-12-06"},
              {"id": "b", "valueString": "y"}
            ]}
            """)
        let (decoded, report) = LeniencyReport.collecting { () -> Decoded<[Observation]> in json <| "entry" }
        #expect(decoded.value?.map(\.effective) == [.dateTime("2026-12-06"), Effective.none])
        #expect(report.entries.map(String.init(describing:)) == [
            #"entry[1]: used default: expected one of the keys "effectiveDateTime", found none at line 3, column 3"#,
        ])
        let first = try JSON(parsing: #"{"id": "a", "valueString": "x", "effectiveDateTime": "2026-12-06"}"#)
        let (_, quiet) = LeniencyReport.collecting { Observation.decode(first) }
        #expect(quiet.entries.isEmpty)
    }

    @Test("two of the keys fail at the second, naming both")
    func twoOfTheKeys() throws {
        let json = try JSON(parsing: #"{"valueString": "x", "valueBoolean": false}"#)
        #expect(ObservationValue.decode(json).error.map(String.init(describing:)) == """
            valueBoolean: expected only one of the keys "valueQuantity", "valueString", "valueBoolean", found "valueString" and "valueBoolean" at line 1, column 38
            """)
    }

    @Test("two or more are named in the document's order, at the second in the document")
    func documentOrder() throws {
        let backwards = try JSON(parsing: #"{"valueBoolean": true, "valueString": "x"}"#)
        #expect(ObservationValue.decode(backwards).error.map(String.init(describing:)) == """
            valueString: expected only one of the keys "valueQuantity", "valueString", "valueBoolean", found "valueBoolean" and "valueString" at line 1, column 39
            """)
        let three = try JSON(parsing: #"{"valueString": "x", "valueBoolean": true, "valueQuantity": {"value": 1, "unit": "g"}}"#)
        #expect(ObservationValue.decode(three).error.map(String.init(describing:)) == """
            valueBoolean: expected only one of the keys "valueQuantity", "valueString", "valueBoolean", found "valueString", "valueBoolean" and "valueQuantity" at line 1, column 38
            """)
    }

    @Test("a key two variants give is one member; no variant at all is said so")
    func oddVariantLists() throws {
        let json = try JSON(parsing: #"{"a": 1}"#)
        let twice: Decoded<Int> = json.decode(oneOfKeys: .case("a") { Int.decode($0) }, .case("a") { Int.decode($0).map { $0 + 1 } })
        #expect(twice.value == 1)
        let none: Decoded<Int> = json.decode(oneOfKeys: [])
        #expect(none.error?.reason == .custom("expected one of the keys (no key given), found none"))
    }

    @Test("the chosen member's failure keeps its path and position, nested ones too")
    func memberFailures() throws {
        let scalar = try JSON(parsing: #"{"valueBoolean": "yes"}"#)
        #expect(ObservationValue.decode(scalar).error.map(String.init(describing:)) == """
            valueBoolean: expected Bool, found string "yes" at line 1, column 18
            """)
        let nested = try JSON(parsing: #"{"entry": {"valueQuantity": {"value": "5.4", "unit": "mg"}}}"#)
        let decoded: Decoded<ObservationValue> = nested <| "entry"
        #expect(decoded.error.map(String.init(describing:)) == """
            entry.valueQuantity.value: expected Double, found string "5.4" at line 1, column 39
            """)
    }

    @Test("a value that is not an object fails naming the keys")
    func notAnObject() throws {
        let json = try JSON(parsing: #"{"entry": [1]}"#)
        let decoded: Decoded<ObservationValue> = json <| "entry"
        #expect(decoded.error.map(String.init(describing:)) == """
            entry: expected an object holding one of the keys "valueQuantity", "valueString", "valueBoolean", found array [1] at line 1, column 11
            """)
    }
}
