import Fleece
import Testing

@testable import FleeceModelGenerator

/// The types inferred across samples, field by field.
@Suite struct InferenceTests {
    typealias FieldType = ModelPlan.FieldType

    func plan(_ samples: String...) throws -> ModelPlan {
        try ModelGenerator(style: .codable).plan(for: samples.map { try JSON(parsing: $0) })
    }

    func fields(_ plan: ModelPlan, of name: String) -> [String: FieldType] {
        var result: [String: FieldType] = [:]
        for field in plan.declarations.first(where: { $0.name == name })?.fields ?? [] { result[field.key] = field.type }
        return result
    }

    @Test func aNumberInOneSampleAndTextInAnotherIsConvertedNotGuessed() throws {
        let plan = try plan(#"{"photo_count": "12", "rating": 4.5}"#, #"{"photo_count": 13, "rating": "4.75"}"#)
        #expect(fields(plan, of: "Response") == ["photo_count": .convertible(.int), "rating": .convertible(.double)])
    }

    /// Found by an outside tester (Open-Meteo's `precipitation_probability: [10, null, "15"]`):
    /// arrays of numbers and their text were JSON, with nothing saying why.
    @Test func elementsThatComeAsNumbersAndAsTextAreConvertible() throws {
        let plan = try plan(#"{"a": [1, "2"], "b": [10, null, "15"], "c": [[1.5, "2"]], "d": ["x", 1]}"#)
        #expect(fields(plan, of: "Response") == [
            "a": .array(.convertible(.int)), "b": .array(.optional(.convertible(.int))),
            "c": .array(.array(.convertible(.double))), "d": .array(.json),
        ])
    }

    /// `Double("0x1p3")` is 8, `Double("0x10")` 16 and `Double("1e-400")` 0, but Fleece's
    /// conversion (`@Convertible`, `<|~`) takes only decimal text whose value a `Double` holds:
    /// such text beside numbers is JSON, or the model fails on its own sample.
    @Test func textIsConvertibleOnlyWhenFleecesConversionConvertsIt() throws {
        let plan = try plan(#"{"ratio": 1.5, "scale": 1.5, "tiny": 1.5, "inf": 1, "ok": 1.5, "sign": 1}"#,
                            #"{"ratio": "0x1p3", "scale": "0x10", "tiny": "1e-400", "inf": "inf", "ok": ".5", "sign": "+2"}"#)
        #expect(fields(plan, of: "Response") == [
            "ratio": .json, "scale": .json, "tiny": .json, "inf": .json, "ok": .convertible(.double), "sign": .convertible(.int),
        ])
    }

    /// The type of a place does not depend on the order the samples come in: a `UInt64` id, its
    /// text and a small integer are `@Convertible UInt64` in every order (it used to be a
    /// `Double` when `1` came last, which rounds 18446744073709551615 to ...616).
    @Test func theSamplesOrderDoesNotChangeATypeInAnyOrder() throws {
        let sets: [(samples: [String], type: FieldType)] = [
            ([#"{"id": 18446744073709551615}"#, #"{"id": "18446744073709551615"}"#, #"{"id": 1}"#], .convertible(.uint64)),
            ([#"{"id": 1}"#, #"{"id": "18446744073709551615"}"#], .convertible(.uint64)),
            // A Double would round the id, as for numbers alone (`negativeIntegersBeside…`).
            ([#"{"id": 18446744073709551615}"#, #"{"id": "-1"}"#, #"{"id": 1}"#], .json),
            ([#"{"id": 3000000000000000000000}"#, #"{"id": 1}"#, #"{"id": "2"}"#], .convertible(.double)),
            ([#"{"id": 1}"#, #"{"id": "2"}"#, #"{"id": -3}"#], .convertible(.int)),
            // A flag written as bools, their text and 0 or 1, as `@Convertible var id: Bool` reads.
            ([#"{"id": true}"#, #"{"id": "false"}"#, #"{"id": 1}"#], .convertible(.bool)),
            ([#"{"id": 1}"#, #"{"id": "true"}"#, #"{"id": false}"#], .convertible(.bool)),
            ([#"{"id": 0}"#, #"{"id": true}"#], .convertible(.bool)),
            ([#"{"id": true}"#, #"{"id": 2}"#, #"{"id": 0}"#], .json),
            ([#"{"id": true}"#, #"{"id": "1"}"#, #"{"id": 0}"#], .json),
            ([#"{"id": false}"#, #"{"id": 1.5}"#], .json),
            ([#"{"id": 1}"#, #"{"id": "false"}"#], .convertible(.bool)),
            ([#"{"id": 1}"#, #"{"id": "2"}"#, #"{"id": "true"}"#], .json),
        ]
        for (samples, type) in sets {
            for order in Self.permutations(of: samples) {
                let json = try order.map { try JSON(parsing: $0) }
                let plan = ModelGenerator(style: .codable).plan(for: json)
                #expect(fields(plan, of: "Response") == ["id": type], "\(order)")
                // As the elements of one array, in the same order.
                let array = ModelGenerator(style: .codable).plan(for: [try JSON(parsing: "[" + order.joined(separator: ", ") + "]")])
                #expect(fields(array, of: "ResponseElement") == ["id": type], "\(order)")
            }
        }
    }

    static func permutations(of items: [String]) -> [[String]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(of: rest).map { [first] + $0 }
        }
    }

    /// Whether a string converts is asked of Fleece's conversion itself,
    /// `ConvertibleText.value(_:as:)` (package-visible for this), and answered as
    /// `JSON.convert`, which the generator used to ask through a one-member object, answers.
    @Test(arguments: [
        "12", "-3", "+2", "007", ".5", "5.", "1e3", "1E-3", "-12.5", "0x10", "0x1p3", "1e-400", "1e400", "inf", "nan",
        "true", "false", "True", "18446744073709551615", "18446744073709551616", "-1", " 1", "1 ", "1_000", "", "n/a",
    ])
    func aStringConvertsAsFleecesConversionConvertsIt(text: String) throws {
        let facts = StringFacts(observing: text)
        #expect(facts.allConvertToInt == (ConvertibleText.value(text, as: Int.self) != nil))
        #expect(facts.allConvertToUInt64 == (ConvertibleText.value(text, as: UInt64.self) != nil))
        #expect(facts.allConvertToDouble == (ConvertibleText.value(text, as: Double.self) != nil))
        #expect(facts.allBoolText == (ConvertibleText.value(text, as: Bool.self) != nil))
        let member: JSON = ["text": .string(text)]
        #expect(facts.allConvertToInt == ((try? member.convert("text", as: Int.self)) != nil))
        #expect(facts.allConvertToUInt64 == ((try? member.convert("text", as: UInt64.self)) != nil))
        #expect(facts.allConvertToDouble == ((try? member.convert("text", as: Double.self)) != nil))
        #expect(facts.allBoolText == ((try? member.convert("text", as: Bool.self)) != nil))
    }

    /// Found by an outside tester: ZIP codes sent as text, and once as a number, became
    /// `@Convertible Int`, which reads `"02134"` as 2134. Text with a leading zero is a code:
    /// `@Convertible String`, which takes the number as its text, with a remark saying why.
    @Test func codesWithALeadingZeroBesideNumbersAreText() throws {
        let plan = try plan(#"{"zip": "02134", "id": "12", "neg": "-01", "point": "0.5", "zero": "0"}"#,
                            #"{"zip": 10001, "id": 13, "neg": 2, "point": 1, "zero": 3}"#)
        #expect(fields(plan, of: "Response") == [
            "zip": .convertible(.string), "id": .convertible(.int), "neg": .convertible(.string),
            "point": .convertible(.double), "zero": .convertible(.int),
        ])
        let remarked = plan.declarations.first { $0.name == "Response" }?.fields.filter { $0.remark != nil }.map(\.key)
        #expect(remarked == ["zip", "neg"])
        // In either order; and text alone stays a plain `String`.
        #expect(fields(try self.plan(#"{"zip": 10001}"#, #"{"zip": "02134"}"#), of: "Response") == ["zip": .convertible(.string)])
        #expect(fields(try self.plan(#"{"zip": "02134"}"#, #"{"zip": "10001"}"#), of: "Response") == ["zip": .string])
        for style in ModelStyle.allCases {
            let source = ModelGenerator(style: style).source(for: [try JSON(parsing: #"{"zip": "02134"}"#), try JSON(parsing: #"{"zip": 10001}"#)])
            let declaration = style == .codable ? "@Convertible var zip: String" : "let zip: String"
            #expect(source.contains("    /// Codes with a leading zero (`\"007\"`) beside numbers: kept as text, which a number would lose.\n    \(declaration)\n"), "\(source)")
        }
    }

    /// Found by an outside tester: invoice totals of 34 significant digits became `Double`s,
    /// rounded without a word. The field says so (an integer beyond 64 bits, a `Double` too,
    /// as well), and what keeps them; 17 digits or fewer
    /// (trailing zeros aside) say nothing.
    @Test func numbersBeyondADoublesDigitsAreRemarked() throws {
        let plan = try plan(#"{"amount": 1234567890123456789012345678.901234, "tax": "0.100000000000000005551", "rate": 0.12345678901234567, "fee": 1.50000000000000000000, "count": 123456789012345678901234}"#,
                            #"{"amount": 12.5, "tax": 1.25, "rate": 2.5, "fee": 3.5, "count": 1}"#)
        let remarked = plan.declarations.first { $0.name == "Response" }?.fields.filter { $0.remark == .digitsBeyondDouble }.map(\.key)
        #expect(remarked == ["amount", "tax", "count"])
        for style in ModelStyle.allCases {
            let source = ModelGenerator(style: style).source(for: [try JSON(parsing: #"{"amount": 0.1000000000000000055511151231257827}"#)])
            #expect(source.contains("    /// Some samples have more than the 17 significant digits a `Double` keeps: declare it `Decimal` (import FleeceFoundation) to keep them all.\n    let amount: Double\n"), "\(source)")
        }
    }

    /// Found by an outside tester: one `{}` among arrays (PHP writes an empty list so when it
    /// was a map) made the field `JSON`, and `[]` among objects (PHP's empty map) the same.
    /// Now the container's type, read as empty (or nil) when the other kind comes, in any order.
    @Test func anEmptyContainerOfTheOtherKindIsReadAsEmpty() throws {
        let samples = [
            #"{"tags": [{"id": 1}], "meta": {"color": "red"}, "attrs": {"12": {"n": "x"}}, "both": [], "list": [1]}"#,
            #"{"tags": {}, "meta": [], "attrs": [], "both": {}, "list": [{}]}"#,
            #"{"tags": [], "meta": {"color": "blue", "size": "L"}, "attrs": {}, "both": [], "list": [[]]}"#,
        ]
        for order in Self.permutations(of: samples) {
            let plan = ModelGenerator(style: .codable).plan(for: try order.map { try JSON(parsing: $0) })
            #expect(fields(plan, of: "Response") == [
                "tags": .emptyWhenOtherKind(.array(.model("Tag"))), "meta": .emptyWhenOtherKind(.optional(.model("Meta"))),
                "attrs": .emptyWhenOtherKind(.dictionary(.model("Attr"))), "both": .json,
                "list": .array(.json),
            ], "\(order)")
            let both = plan.declarations.first { $0.name == "Response" }?.fields.first { $0.key == "both" }
            #expect(both?.disagreement == "the samples had only empty arrays and objects")
            #expect(both?.remark == nil)
            // `[]` beside objects is read as nil, never as a `Meta`: its fields are as the
            // objects had them (they were all optional, found by an outside tester).
            #expect(fields(plan, of: "Meta") == ["color": .string, "size": .optional(.string)], "\(order)")
        }
        // Without an empty one of the other kind, nothing changes; two kinds with members are JSON.
        #expect(fields(try plan(#"{"a": [1], "b": {"k": 1}}"#, #"{"a": [], "b": {}}"#), of: "Response") == ["a": .array(.int), "b": .model("B")])
        #expect(fields(try plan(#"{"a": [1]}"#, #"{"a": {"k": 1}}"#), of: "Response") == ["a": .json])
        // A root that is sometimes `{}` is JSON.
        #expect(try plan("[1]", "{}").root == .alias(name: "Response", type: .json))
        let codable = ModelGenerator(style: .codable).source(for: try samples.map { try JSON(parsing: $0) })
        #expect(codable.contains("    @DefaultEmpty var tags: [Tag]\n"), "\(codable)")
        #expect(codable.contains("    @FailableDecodable var meta: Meta?\n"), "\(codable)")
        #expect(codable.contains("    @DefaultEmpty var attrs: [String: Attr]\n"), "\(codable)")
        let functional = ModelGenerator(style: .functional).source(for: try samples.map { try JSON(parsing: $0) })
        #expect(functional.contains(#"<^> Decoded { try json.want("tags", default: [Tag]()) }"#), "\(functional)")
        #expect(functional.contains(#"<*> Decoded { try json.want("meta", default: Meta?.none) }"#), "\(functional)")
    }

    @Test func textThatDoesNotConvertMakesJSON() throws {
        let plan = try plan(#"{"label": 1}"#, #"{"label": "n/a"}"#)
        #expect(fields(plan, of: "Response") == ["label": .json])
    }

    @Test("an object keyed by ids or paths, or of many alike records, is a dictionary")
    func objectsUsedAsDictionaries() throws {
        // The same keys, in either order.
        let alike = (1...16).map { $0 % 2 == 0 ? #""N\#($0)": {"bugType": "t", "description": "d"}"# : #""N\#($0)": {"description": "d", "bugType": "t"}"# }
            .joined(separator: ", ")
        let plan = try plan(#"""
            {"events": {"138586341": {"id": 1, "name": "A"}, "138586345": {"id": 2, "name": "B", "logo": null}},
             "names": {"205705993": "a"}, "pages": {"/a.html": 1, "https://x.org/b": 2},
             "notes": {\#(alike)}, "record": {"PLEYEL_PLEYEL": "x", "id": 1}}
            """#, #"{"events": {}, "names": {"7": "b"}, "pages": {}, "notes": {"Other": {"bugType": "u", "description": "e"}}, "record": {"PLEYEL_PLEYEL": "y", "id": 2}}"#)
        #expect(fields(plan, of: "Response") == [
            "events": .dictionary(.model("Event")), "names": .dictionary(.string), "pages": .dictionary(.int),
            "notes": .dictionary(.model("Note")), "record": .model("Record"),
        ])
        // A value missing from one record is optional; the records are one struct.
        #expect(fields(plan, of: "Event") == ["id": .int, "name": .string, "logo": .optional(.json)])
        // Fifteen alike records are not enough to tell: a struct.
        let fifteen = (1...15).map { #""N\#($0)": {"a": 1}"# }.joined(separator: ", ")
        #expect(fields(try self.plan("{\(fifteen)}"), of: "Response").count == 15)
        // A root keyed by ids.
        #expect(try self.plan(#"{"0": {"name": "a"}, "1": {"name": "b"}}"#).root == .alias(name: "Response", type: .dictionary(.model("ResponseValue"))))
    }

    /// Found by an outside tester: Kubernetes' `labels` became a struct of the sample's labels
    /// (`app`, `tier`), which fails on, or drops, the next pod's. Objects of text under the keys
    /// of such maps, or with a key that is no name, are `[String: String]`.
    @Test func labelsHeadersAndMetadataOfTextAreDictionaries() throws {
        let plan = try plan(##"""
            {"metadata": {"name": "web-1", "labels": {"app": "web", "tier": "frontend"}},
             "headers": {"Content-Type": "text/html"}, "meta": {"app.kubernetes.io/name": "x"},
             "names": {"Display Name": "A"}, "odata": {"@odata.type": "#x", "id": "1"},
             "limits": {"cpu": "500m", "memory": "1Gi"}, "tags": {"env": "prod", "count": 3}}
            """##, ##"{"metadata": {"name": "db-0", "labels": {"app": "db"}}, "headers": {"ETag": "x"}, "meta": {"team": "y"}, "names": {"Short": "B"}, "odata": {"@odata.type": "#y", "id": "2"}, "limits": {"cpu": "1"}, "tags": {"env": "dev", "count": 4}}"##)
        #expect(fields(plan, of: "Metadata") == ["name": .string, "labels": .dictionary(.string)])
        // Under a map's key (Kubernetes' resource `limits` too, whose keys are resources:
        // `nvidia.com/gpu`, found by an outside tester), or with a key that is no name; otherwise
        // a record (`odata`), and never when a value is not text (`tags` with a count).
        #expect(fields(plan, of: "Response") == [
            "metadata": .model("Metadata"), "headers": .dictionary(.string), "meta": .dictionary(.string),
            "names": .dictionary(.string), "odata": .model("Odata"), "limits": .dictionary(.string), "tags": .model("Tags"),
        ])
        // A label whose value is null is not a map of text.
        let nulls = try self.plan(#"{"labels": {"a": null}}"#, #"{"labels": {"b": "x"}}"#)
        #expect(fields(nulls, of: "Response")["labels"] != .dictionary(.string))
    }

    /// Keys that are all ids of one shape (UUIDs, hexadecimal ids of one length) are data, as
    /// digits are; names, words of hexadecimal letters and ids of two shapes are a record's.
    @Test func anObjectKeyedByUUIDsOrHexIDsOfOneShapeIsADictionary() throws {
        let plan = try plan(#"""
            {"users": {"3fa85f64-5717-4562-b3fc-2c963f66afa6": {"name": "Ada", "age": 36},
                       "9B2D6C1E-0F1A-4C55-8E7A-1D2B3C4D5E6F": {"name": "Alan", "age": 41}},
             "commits": {"507f1f77bcf86cd799439011": 1, "507f191e810c19729de860ea": 2},
             "languages": {"Swift": 120456, "C": 2048},
             "words": {"deadbeef": 1, "cafebabe": 2},
             "two_shapes": {"dfa85f64-5717-4562-b3fc-2c963f66afa6": 1, "e07f1f77bcf86cd799439011": 2},
             "lengths": {"a1b2c3d4": 1, "a1b2c3d4e5": 2}}
            """#, #"{"users": {"c0ffee00-1234-4abc-9def-0123456789ab": {"name": "Grace", "age": 85}}}"#)
        #expect(fields(plan, of: "Response") == [
            "users": .dictionary(.model("User")), "commits": .optional(.dictionary(.int)),
            "languages": .optional(.model("Languages")), "words": .optional(.model("Words")),
            "two_shapes": .optional(.model("TwoShapes")), "lengths": .optional(.model("Lengths")),
        ])
        #expect(fields(plan, of: "User") == ["name": .string, "age": .int])
        #expect(plan.declarations.map(\.name) == ["Response", "User", "Languages", "Words", "TwoShapes", "Lengths"])
    }

    /// Found by an outside tester: npm's `versions` became a struct with a property and a type
    /// per version (`_100: _100`), and Alpha Vantage's daily series one per date, so the model
    /// of one package failed on the next. Two or more keys each starting with a digit are data;
    /// one such key (`"2x"`) may be a field's.
    @Test func anObjectKeyedByVersionsOrDatesIsADictionary() throws {
        let plan = try plan(#"""
            {"versions": {"1.0.0": {"name": "left-pad", "version": "1.0.0"}, "2.0.0-beta.1": {"name": "left-pad", "version": "2.0.0-beta.1"}},
             "series": {"2024-05-03": {"1. open": "189.0", "4. close": "190.5"}, "2024-05-02": {"1. open": "188.1", "4. close": "189.2"}},
             "sizes": {"2x": 1.5},
             "mixed": {"1x": 1, "large": 2}}
            """#)
        #expect(fields(plan, of: "Response") == [
            "versions": .dictionary(.model("Version")), "series": .dictionary(.dictionary(.string)),
            "sizes": .model("Sizes"), "mixed": .model("Mixed"),
        ])
        #expect(fields(plan, of: "Version") == ["name": .string, "version": .string])
    }

    /// Found by an outside tester: twenty-seven exchange rates became a struct of twenty-seven
    /// properties, and npm's `dependencies` and `dist-tags` structs that the next package's
    /// names failed. Many codes (`AED`, `USD`) over scalars of one kind are data; so are the
    /// text maps a package, a container or an environment keeps under such keys.
    @Test func manyCodesOverScalarsAndPackageMapsAreDictionaries() throws {
        let codes = ["AED", "AUD", "BRL", "CAD", "CHF", "CNY", "CZK", "DKK", "EUR", "GBP", "HKD", "HUF", "INR", "JPY", "KRW", "MXN"]
        let rates = codes.enumerated().map { "\"\($1)\": \(Double($0) + 0.5)" }.joined(separator: ", ")
        let fewer = codes.dropLast().enumerated().map { "\"\($1)\": \(Double($0) + 0.5)" }.joined(separator: ", ")
        let names = codes.enumerated().map { "\"\($1)\": \"name \($0)\"" }.joined(separator: ", ")
        let plan = try plan(#"""
            {"rates": {\#(rates)}, "fewer": {\#(fewer)}, "names": {\#(names)},
             "devDependencies": {"tape": "~2.3.2"}, "dist-tags": {"latest": "1.3.0"},
             "resources": {"limits": {"cpu": "500m", "memory": "128Mi"}}}
            """#)
        #expect(fields(plan, of: "Response") == [
            "rates": .dictionary(.double), "fewer": .model("Fewer"), "names": .dictionary(.string),
            "devDependencies": .dictionary(.string), "dist-tags": .dictionary(.string), "resources": .model("Resources"),
        ])
        #expect(fields(plan, of: "Resources") == ["limits": .dictionary(.string)])
        // A wide record of mixed kinds, or of names, is a record.
        let record = try self.plan(#"{"stats": {\#(codes.map { "\"\($0.lowercased())\": 1" }.joined(separator: ", "))}}"#)
        #expect(record.declarations.map(\.name) == ["Response", "Stats"])
    }

    /// Keys of one prefix, `_` and ids of one length (Stripe's customers, charges) are data;
    /// snake_case names after one word (`user_id`, `user_name`, `user_address1`,
    /// `user_firstName`), two prefixes and two lengths are a record's.
    @Test func anObjectKeyedByPrefixedIDsOfOneShapeIsADictionary() throws {
        let plan = try plan(#"""
            {"customers": {"cus_NffrFeUfNV2Hib": {"name": "Ada"}, "cus_Q3bX9aLmN0pQrS": {"name": "Alan"}},
             "charges": {"ch_3MmlLrLkdIwHu7ix0snN0B15": 100},
             "user": {"user_id": 1, "user_name": "a", "user_type": "b"},
             "numbered": {"user_address1": "a", "user_address2": "b"},
             "words": {"user_firstName": "a", "user_lastNames": "b"},
             "two_prefixes": {"cus_NffrFeUfNV2Hib": 1, "sub_NffrFeUfNV2Hib": 2},
             "lengths": {"cus_NffrFeUfNV2Hib": 1, "cus_NffrFeUfNV2Hibx": 2}}
            """#, #"{"customers": {"cus_Z9yX8wV7uT6sR5": {"name": "Grace", "email": "g@x.org"}}}"#)
        #expect(fields(plan, of: "Response") == [
            "customers": .dictionary(.model("Customer")), "charges": .optional(.dictionary(.int)),
            "user": .optional(.model("User")), "numbered": .optional(.model("Numbered")), "words": .optional(.model("Words")),
            "two_prefixes": .optional(.model("TwoPrefixes")), "lengths": .optional(.model("Lengths")),
        ])
        #expect(fields(plan, of: "Customer") == ["name": .string, "email": .optional(.string)])
        #expect(fields(plan, of: "User") == ["user_id": .int, "user_name": .string, "user_type": .string])
    }

    @Test("a repeated key holds every value it was given: the decoders read the first or the last")
    func repeatedKeysMergeTheirValues() throws {
        #expect(fields(try plan(#"{"a": 1, "a": "x", "b": 1, "b": 2.5}"#), of: "Response") == ["a": .json, "b": .double])
    }

    @Test func aNumberWithAFractionIsADoubleWhateverItEquals() throws {
        let plan = try plan(#"{"price": 40.00, "count": 3, "exp": 1e3}"#)
        #expect(fields(plan, of: "Response") == ["price": .double, "count": .int, "exp": .double])
    }

    @Test func integersBeyondInt64AreUInt64ThenDouble() throws {
        let plan = try plan(#"{"big": 12345678901234567890, "huge": 123456789012345678901234567890, "min": -9223372036854775808}"#)
        #expect(fields(plan, of: "Response") == ["big": .uint64, "huge": .double, "min": .int])
    }

    /// Found by an outside tester: `18446744073709551615` and `-1` (a MySQL `BIGINT UNSIGNED`
    /// id with `-1` for none) made a `Double`, which read the id as 1.8446744073709552e+19 with
    /// no error. Each fits 64 bits, no one type holds both: JSON, in any order, with a comment.
    @Test func negativeIntegersBesideIntegersBeyondIntMaxAreJSON() throws {
        let samples = [#"{"id": 18446744073709551615, "n": [1, 18446744073709551615]}"#, #"{"id": -1, "n": [-2]}"#, #"{"id": 7, "n": []}"#]
        for order in Self.permutations(of: samples) {
            let plan = ModelGenerator(style: .codable).plan(for: try order.map { try JSON(parsing: $0) })
            #expect(fields(plan, of: "Response") == ["id": .json, "n": .array(.json)], "\(order)")
        }
        let source = ModelGenerator(style: .codable).source(for: try samples.map { try JSON(parsing: $0) })
        #expect(source.contains("    /// JSON: the samples had negative integers and integers beyond Int.max, which a Double would round.\n    let id: JSON\n"), "\(source)")
        // Beyond 64 bits a Double, as before; negative beside `UInt64`-only ones is what is JSON.
        #expect(fields(try plan(#"{"a": 123456789012345678901234567890}"#, #"{"a": -1}"#), of: "Response") == ["a": .double])
        #expect(fields(try plan(#"{"a": 12345678901234567890}"#, #"{"a": 1}"#), of: "Response") == ["a": .uint64])
    }

    /// Found by an outside tester: `"r\u00e9sum\u00e9"` and `"re\u0301sume\u0301"`, two keys
    /// that Fleece's lookups tell apart by their bytes, were one field (Swift's `String` compares
    /// canonical equivalence), `JSON` "of numbers and strings", the second value unreachable.
    @Test func keysThatAreCanonicallyEquivalentButDifferentBytesAreTwoFields() throws {
        let composed = "r\u{E9}sum\u{E9}", decomposed = "re\u{301}sume\u{301}"
        let text = #"{"r\u00e9sum\u00e9": "Paris", "re\u0301sume\u0301": 42}"#
        let plan = try plan(text, text)
        let declared = try #require(plan.declarations.first { $0.name == "Response" }?.fields)
        #expect(declared.map { Array($0.key.utf8) } == [Array(composed.utf8), Array(decomposed.utf8)])
        #expect(declared.map(\.type) == [.string, .int])
        #expect(Set(declared.map { Array($0.name.utf8) }).count == 2)
        // Each read names its own key's bytes, and a model decodes both values.
        let functional = ModelGenerator(style: .functional).source(for: [try JSON(parsing: text)])
        // Compared by bytes: `String.contains` would find either spelling in the other.
        let bytes = Array(functional.utf8)
        #expect(bytes.firstRange(of: Array(#"<^> json <| "\#(composed)""#.utf8)) != nil, "\(functional)")
        #expect(bytes.firstRange(of: Array(#"<*> json <| "\#(decomposed)""#.utf8)) != nil, "\(functional)")
    }

    @Test func aKeyThatIsItsOwnNameKeepsItWhateverTheOrder() throws {
        let plan = try plan(#"{"@id": "a", "ID": 2, "id": 3, "id2": 4}"#)
        let names = plan.declarations.first?.fields.map { "\($0.key)=\($0.name)" }
        #expect(names == ["@id=id3", "ID=id4", "id=id", "id2=id2"])
    }

    /// `-1` beside `+1` was `_12`, and `line_1` beside `line1` `line12` (beside a real
    /// `line12`, `line13`): the number is set off from a name that ends in a digit. GitHub's
    /// reactions `+1` and `-1` are `plus1` and `minus1` (they were `_1` and `_1_2`, found by an
    /// outside tester); a sign before anything else is no word.
    @Test func numberedNamesDoNotRunIntoTrailingDigits() throws {
        let plan = try plan(#"{"1": {"+1": 3, "-1": 0, "+": 1, "-x": 2, "x": 3}, "address": {"line1": "a", "line_1": "b", "line-1": "c", "line12": "d"}}"#,
                            #"{"_1": {"x": 1}}"#)
        let names = plan.declarations.map { "\($0.name): " + $0.fields.map { "\($0.key)=\($0.name)" }.joined(separator: " ") }
        #expect(names == [
            // `_1` is its own key's name, so `1` is numbered.
            "Response: 1=_1_2 address=address _1=_1", "_1: +1=plus1 -1=minus1 +=field -x=x2 x=x",
            "Address: line1=line1 line_1=line1_2 line-1=line1_3 line12=line12",
            "Response_1: x=x",
        ])
        #expect(SwiftIdentifier.typeName(forKey: "+1") == "Plus1" && SwiftIdentifier.typeName(forKey: "-12") == "Minus12")
    }

    @Test func manyKeysSpellingOneNameEachGetTheirOwn() throws {
        let keys = ["a_b", "a-b", "a b", "a.b", "A_B", "aB"] + (0..<2000).map { "a_b" + String(repeating: "_", count: $0 + 1) }
        let object = "{" + keys.map { #""\#($0)": 1"# }.joined(separator: ", ") + "}"
        let names = try plan(object).declarations.first?.fields.map(\.name) ?? []
        #expect(names.count == keys.count)
        #expect(Set(names).count == keys.count)
        #expect(names.prefix(7) == ["aB2", "aB3", "aB4", "aB5", "aB6", "aB", "aB7"])
    }

    @Test func aNumberNoDoubleHoldsIsJSONSoTheModelDecodesItsSample() throws {
        let plan = try plan(#"{"rows": [{"huge": 1e400, "tiny": 1e-400, "ok": 1.5}, {"huge": 1, "tiny": 0, "ok": 2}]}"#,
                            #"{"rows": [], "zero": -0.0, "long": \#(String(repeating: "9", count: 400))}"#)
        #expect(fields(plan, of: "Row") == ["huge": .json, "tiny": .json, "ok": .double])
        #expect(fields(plan, of: "Response") == ["rows": .array(.model("Row")), "zero": .optional(.double), "long": .optional(.json)])
    }

    @Test func absentInSomeSamplesOrNullInSomeIsOptional() throws {
        let plan = try plan(#"{"a": 1, "b": null, "c": "x"}"#, #"{"b": 2, "c": "y"}"#)
        #expect(fields(plan, of: "Response") == ["a": .optional(.int), "b": .optional(.int), "c": .string])
    }

    @Test func arraysOfObjectsMergeIntoOneElementNamedInTheSingular() throws {
        let plan = try plan(#"{"places": [{"id": 1, "name": "a"}, {"id": 2}], "categories": [{"x": true}]}"#)
        #expect(fields(plan, of: "Response") == ["places": .array(.model("Place")), "categories": .array(.model("Category"))])
        #expect(fields(plan, of: "Place") == ["id": .int, "name": .optional(.string)])
    }

    /// `canvas` and `metadata` are no plurals: their elements are not `Canva` and `Metadatum`.
    @Test func theElementsOfAnArrayUnderAWordThatIsNoPluralKeepItsName() throws {
        let plan = try plan(#"{"canvas": [{"w": 1}], "metadata": [{"k": "v"}], "aliases": [{"a": 1}], "data": [{"d": 1}]}"#)
        #expect(fields(plan, of: "Response") == [
            "canvas": .array(.model("Canvas")), "metadata": .array(.model("Metadata")), "aliases": .array(.model("Alias")),
            "data": .array(.model("Datum")),
        ])
    }

    /// An array always empty is `JSON`, not `[JSON]`: nothing says the next response sends an
    /// array (found by an outside tester: PHP writes WordPress's empty `meta` map as `[]`).
    @Test func heterogeneousAndAlwaysEmptyArraysAndKeylessObjectsAreJSON() throws {
        let plan = try plan(#"{"mixed": [1, "a"], "empty": [], "meta": {}, "numbers": [1, 2.5]}"#)
        #expect(fields(plan, of: "Response") == [
            "mixed": .array(.json), "empty": .json, "meta": .json, "numbers": .array(.double),
        ])
    }

    @Test func onlyInternetDateTimesAreDates() throws {
        let plan = try plan(
            #"{"a": "2024-05-01T12:30:00Z", "b": "2024-05-01T14:30:00+02:00", "c": "2024-05-01", "d": "2024-05-01T12:30:00.5Z", "e": "2023-02-29T00:00:00Z", "f": "2024-05-01T12:30:00-18:00", "g": "2024-05-01T12:30:00+18:01"}"#
        )
        // Offsets beyond 18 hours are RFC 3339 but Foundation's `.iso8601` refuses them.
        #expect(fields(plan, of: "Response") == ["a": .date, "b": .date, "c": .string, "d": .string, "e": .string, "f": .date, "g": .string])
    }

    /// Found by an outside tester: Kubernetes' `lastTransitionTime` became a `String` beside a
    /// `creationTimestamp: Date`, with nothing saying why.
    @Test func datesWithFractionalSecondsAreTextWithARemark() throws {
        let plan = try plan(
            #"{"t": "2024-05-01T12:30:00.123Z", "u": ["2024-05-01T12:30:00.5+02:00"], "w": "2024-05-01T12:30:00Z", "x": "2024-05-01T12:30:00.Z", "y": "2024-13-01T12:30:00.1Z", "z": "2024-05-01T12:30:00.1Z"}"#,
            #"{"t": "2024-05-01T12:30:00Z", "u": [], "w": "2024-05-01T12:30:00Z", "x": "2024-05-01T12:30:00Z", "y": "2024-05-01T12:30:00Z", "z": "n/a"}"#
        )
        #expect(fields(plan, of: "Response") == ["t": .string, "u": .array(.string), "w": .date, "x": .string, "y": .string, "z": .string])
        let fieldsOfResponse = plan.declarations.first { $0.name == "Response" }?.fields ?? []
        #expect(fieldsOfResponse.filter { $0.remark != nil }.map(\.key) == ["t", "u"])
        #expect(fieldsOfResponse.first?.remark?.text.hasPrefix("ISO 8601 dates with fractional seconds, kept as text") == true)
        #expect(fieldsOfResponse.first?.remark?.isSaid(in: .functional) == false)
        let source = ModelGenerator(style: .codable).source(for: [try JSON(parsing: #"{"at": "2024-05-01T12:30:00.250Z"}"#)])
        let remark = "    /// ISO 8601 dates with fractional seconds, kept as text: `.iso8601` does not read fractional seconds on every Apple system (`Date.ISO8601FormatStyle(includingFractionalSeconds: true)` does).\n    let at: String\n"
        #expect(source.contains(remark), "\(source)")
    }

    @Test func rootsThatAreNotObjectsAreAliases() throws {
        #expect(try plan("[{\"a\": 1}]").root == .alias(name: "Response", type: .array(.model("ResponseElement"))))
        #expect(try plan("[1, 2.5]").root == .alias(name: "Response", type: .array(.double)))
        #expect(try plan("{\"a\": 1}", "[1]").root == .alias(name: "Response", type: .json))
        #expect(try plan("42").root == .alias(name: "Response", type: .int))
        #expect(try plan("\"ok\"", "\"fine\"").root == .alias(name: "Response", type: .string))
        #expect(try plan("true").root == .alias(name: "Response", type: .bool))
        #expect(try plan("1", "null").root == .alias(name: "Response", type: .json))
        #expect(try plan("1", "\"a\"").root == .alias(name: "Response", type: .json))
    }

    /// Why a field is JSON is a comment, not a type: objects that differ only in it are one struct.
    @Test func objectsWhoseJSONFieldsDisagreeOnDifferentKindsAreOneStruct() throws {
        let plan = try plan(#"{"a": {"user": {"x": 1}}, "b": {"user": {"x": "s"}}}"#, #"{"a": {"user": {"x": "t"}}, "b": {"user": {"x": true}}}"#)
        #expect(plan.declarations.map(\.name) == ["Response", "A", "User", "B"])
        #expect(plan.declarations.first { $0.name == "User" }?.fields == [.init(key: "x", name: "x", type: .json, disagreement: "the samples had numbers and strings")])
    }

    /// A thread of replies that differ at each level: a name taken is prefixed with the name
    /// the parent's key gave it, not the parent's whole name, then numbered, so names do not
    /// grow with the depth (they were `ReplyReplyReplyReply` and `ReplyReplyReplyReplyAuthor`).
    @Test func namesOfNestedObjectsDoNotGrowWithTheDepth() throws {
        let plan = try plan(#"""
            {"thread": {"comments": [{"replies": [{"author": {"name": "a"},
              "replies": [{"author": {"name": "b", "id": 1},
                "replies": [{"author": {"login": "c"},
                  "replies": [{"author": {"x": 1}}]}]}]}]}]}}
            """#)
        #expect(plan.declarations.map(\.name) == [
            "Response", "ThreadObject", "Comment", "Reply", "Author", "ReplyReply", "ReplyAuthor", "Reply2", "Author2",
            "Reply3", "Author3",
        ])
        #expect(fields(plan, of: "Reply2") == ["author": .model("Author2"), "replies": .array(.model("Reply3"))])
    }

    @Test func theSameObjectUnderTheSameKeyIsOneStructAndADifferentOneGetsItsParentsName() throws {
        let plan = try plan(#"{"user": {"name": "a"}, "first": {"user": {"name": "b"}}, "owner": {"user": {"id": 1}}}"#)
        #expect(plan.declarations.map(\.name) == ["Response", "User", "First", "Owner", "OwnerUser"])
        #expect(fields(plan, of: "First") == ["user": .model("User")])
    }

    /// Found by an outside tester: `[null, null]` was said to be an empty array.
    @Test func arraysOfOnlyNullsAreSaidSo() throws {
        let plan = ModelGenerator(style: .codable).plan(for: [try JSON(parsing: #"{"items": [null, null]}"#), try JSON(parsing: #"{"items": []}"#)])
        let items = plan.declarations.first { $0.name == "Response" }?.fields.first { $0.key == "items" }
        #expect(items?.type == .json)
        #expect(items?.disagreement == "the samples' arrays held only nulls")
    }
}
