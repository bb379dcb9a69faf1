/// Writes a plan as structs that conform to `JSONDecodable` with a `curry` chain, in the style
/// of Argo:
///
/// ```swift
/// struct Place: JSONDecodable, Sendable {
///     let placeID: String
///     let photoCount: Int
///
///     static func decode(_ json: JSON) -> Decoded<Place> {
///         curry(Place.init)
///             <^> json <| "place_id"
///             <*> json <|~ "photo_count"
///     }
/// }
/// ```
/// A struct of more than 20 fields, beyond `curry`, uses `Decoded(Place.init, …)`.
struct FunctionalRenderer {
    let plan: ModelPlan
    let sampleNames: [String]
    /// The enum every type is declared in, if any.
    let namespace: String?
    /// Also write `exportedJSON`, for the tests' round trip.
    let exports: Bool

    func source(imports: Bool) -> String {
        var notes = ["Decode with `try \(plan.rootName(in: namespace)).decode(JSON(parsing: data)).get()`."]
        if plan.uses({ if case .convertible = $0 { true } else { false } }) {
            notes.append("`<|~` takes a number or its text: the samples had both.")
        }
        if plan.uses({ $0 == .date }) {
            notes.append("Dates are kept as their ISO 8601 text (the core module has no Date).")
        }
        var text = header(sampleNames: sampleNames, lines: notes)
        if imports { text += "\nimport Fleece\n" }
        return text + plan.body(style: .functional, in: namespace, rendering: render)
    }

    func render(_ declaration: ModelPlan.Declaration) -> String {
        let name = declaration.name
        var text = "struct \(name): JSONDecodable, Sendable\(exports ? ", JSONExportable" : "") {\n"
        for field in declaration.fields {
            text += "    let \(SwiftIdentifier.escaped(field.name)): \(field.type.spelled(in: .functional))\n"
        }
        text += "\n    static func decode(_ json: JSON) -> Decoded<\(name)> {\n"
        let reads = declaration.fields.map { "json \(Self.operator(for: $0.type)) \(SwiftIdentifier.literal($0.key))" }
        if reads.count <= 20 {
            text += "        curry(\(name).init)\n"
            for (index, read) in reads.enumerated() {
                text += "            \(index == 0 ? "<^>" : "<*>") \(read)\n"
            }
        } else {
            text += "        Decoded(\n            \(name).init,\n"
            text += reads.map { "            \($0)" }.joined(separator: ",\n")
            text += "\n        )\n"
        }
        text += "    }\n"
        if exports {
            text += "\n    var exportedJSON: JSON {\n        .object(JSON.Object([\n"
            for field in declaration.fields {
                text += "            (key: \(SwiftIdentifier.literal(field.key)), value: \(SwiftIdentifier.escaped(field.name)).exportedJSON),\n"
            }
            text += "        ] as [(key: String, value: JSON)]))\n    }\n"
        }
        return text + "}\n"
    }

    /// The operator that reads a field of this type: `<|`, `<|?`, `<||`, `<||?`, `<|~`, `<|?~`.
    static func `operator`(for type: ModelPlan.FieldType) -> String {
        switch type {
        case .convertible: "<|~"
        case .optional(.convertible): "<|?~"
        case .array: "<||"
        case .optional(.array): "<||?"
        case .optional: "<|?"
        default: "<|"
        }
    }
}
