/// Writes a plan as structs that conform to `JSONDecodable` with a `curry` chain, in the style
/// of Argo:
///
/// ```swift
/// struct Place: JSONDecodable, Sendable {
///     let placeID: String
///     let photoCount: Int
///
///     static func decode(_ json: JSON) -> Decoded<Place> {
///         curry(Self.init)
///             <^> json <| "place_id"
///             <*> json <|~ "photo_count"
///     }
/// }
/// ```
/// A struct of more than 20 fields, beyond `curry`, reads each field into a `let` of its own and
/// gives them to `Decoded(Self.init, …)`, which the compiler checks in linear time.
///
/// The initializer is `Self.init`, not `Place.init`: a property may have its struct's name
/// (`struct _2x { let _2x: Double }` from `{"2x": {"2x": 1.5}}`, `住所` in `住所`), and inside the
/// struct that name finds the property first. A property named `curry` hides Fleece's function
/// the same way: that struct calls it `Fleece.curry`.
struct FunctionalRenderer {
    let plan: ModelPlan
    let header: Header
    /// The enum every type is declared in, if any.
    let namespace: String?
    /// `"public "` for a library's API, or nothing (see `ModelGenerator.isPublic`).
    let access: String
    /// Also write `exportedJSON`, for the tests' round trip.
    let exports: Bool

    func source(imports: Bool) -> String {
        let root = plan.rootName(in: namespace)
        var notes = plan.samplesAreJSONLines
            ? [JSONLinesNote.text(root: root)]
            : ["Decode with `try \(root).decode(JSON(parsing: data)).get()`."]
        if plan.uses(\.isConvertible) {
            notes.append("`<|~` takes a number or its text: the samples had both.")
        }
        if plan.uses({ $0 == .date }) {
            notes.append("Dates are kept as their ISO 8601 text (the core module has no Date).")
        }
        var text = header.text(lines: notes)
        if imports { text += "\nimport Fleece\n" }
        return text + plan.body(style: .functional, in: namespace, access: access, rendering: render)
    }

    func render(_ declaration: ModelPlan.Declaration) -> String {
        let name = declaration.name
        var text = "\(access)struct \(name): JSONDecodable, Sendable\(exports ? ", JSONExportable" : "") {\n"
        for field in declaration.fields {
            if let disagreement = field.disagreement { text += "    /// JSON: \(disagreement).\n" }
            if let remark = field.remark, remark.isSaid(in: .functional) { text += "    /// \(remark.text)\n" }
            if field.type.functionalFallback != nil {
                text += "    /// JSON: the elements came as numbers and as their text, with nulls or in a map (`json.convertEach(_:as:)` reads an array of them without nulls).\n"
            }
            text += "    \(access)let \(SwiftIdentifier.escaped(field.name)): \(field.type.spelled(in: .functional))\n"
        }
        if !access.isEmpty { text += "\n" + declaration.initializer(access: access, style: .functional) }
        text += "\n    \(access)static func decode(_ json: JSON) -> Decoded<\(name)> {\n"
        let reads = declaration.fields.map(Self.read)
        if reads.count <= 20 {
            let curry = declaration.fields.contains { $0.name == "curry" } ? "Fleece.curry" : "curry"
            text += "        \(curry)(Self.init)\n"
            for (index, read) in reads.enumerated() {
                text += "            \(index == 0 ? "<^>" : "<*>") \(read)\n"
            }
        } else {
            // Each read a statement of its own, its type written: as one expression of
            // `Decoded(Self.init, json <| …, …)`, 200 reads took the compiler 2.1 s to check and
            // 400 took 11 s (an outside tester); as statements, 200 take 0.25 s, each resolved alone.
            for (index, (field, read)) in zip(declaration.fields, reads).enumerated() {
                text += "        let read\(index): Decoded<\(field.type.spelled(in: .functional))> = \(read)\n"
            }
            text += "        return Decoded(\n            Self.init,\n"
            text += reads.indices.map { "            read\($0)" }.joined(separator: ",\n")
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

    /// The expression that reads `field`: `json <| "key"` with the operator of its type; for an
    /// array of elements that come as numbers and as their text, `convertEach`; for a
    /// container sometimes sent as an empty one of the other kind, the method API's
    /// `want(_:default:)` (absent, null or of another kind: the empty value, or nil, reported),
    /// with the default's type written out so that the chain type-checks at once.
    static func read(_ field: ModelPlan.Field) -> String {
        let key = SwiftIdentifier.literal(field.key)
        if let fallback = field.type.functionalFallback { return "json \(Self.operator(for: fallback)) \(key)" }
        if let scalar = field.type.convertibleElementsScalar {
            return "Decoded { try json.convertEach(\(key), as: \(scalar.spelled).self) }"
        }
        guard case .emptyWhenOtherKind(let type) = field.type else { return "json \(Self.operator(for: field.type)) \(key)" }
        let empty = if case .optional(let wrapped) = type { "\(wrapped.spelled(in: .functional))?.none" } else { "\(type.spelled(in: .functional))()" }
        return "Decoded { try json.want(\(key), default: \(empty)) }"
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
