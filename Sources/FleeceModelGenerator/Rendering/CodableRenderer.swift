/// Writes a plan as `Codable` structs with `CodingKeys`, which `FleeceDecoder` and Foundation's
/// `JSONDecoder` decode alike:
///
/// ```swift
/// struct Place: Codable, Sendable {
///     let placeID: String
///     @Convertible var photoCount: Int
///
///     enum CodingKeys: String, CodingKey {
///         case placeID = "place_id"
///         case photoCount = "photo_count"
///     }
/// }
/// ```
struct CodableRenderer {
    let plan: ModelPlan
    let header: Header
    /// The enum every type is declared in, if any.
    let namespace: String?
    /// `"public "` for a library's API, or nothing (see `ModelGenerator.isPublic`).
    let access: String

    func source(imports: Bool) -> String {
        let usesDates = plan.uses { $0 == .date }
        let usesConvertible = plan.uses(\.isConvertible)
        let usesJSON = plan.uses { $0 == .json }
        let usesWrappers = plan.uses { if case .emptyWhenOtherKind = $0 { true } else { false } }
        let decode = "`try FleeceDecoder().decode(\(plan.rootName(in: namespace)).self, from: data)`"
        let noDouble = "The samples have numbers no Double holds (such as `1e400` or `1e-400`), which JSONDecoder refuses or rounds."
        // A number no `Double` holds is JSON so that the model decodes its sample, but only
        // `FleeceDecoder` reads it as sent: not a file that recommends `JSONDecoder` for it. (A
        // stream of records decodes with `FleeceDecoder` unless told otherwise.)
        var notes = plan.samplesAreJSONLines
            ? [JSONLinesNote.text(root: plan.rootName(in: namespace))] + (plan.samplesHaveNumbersNoDoubleHolds ? [noDouble] : [])
            : plan.samplesHaveNumbersNoDoubleHolds
            ? ["Decode with FleeceDecoder: \(decode). \(noDouble)"]
            : ["Decode with FleeceDecoder or JSONDecoder: \(decode)."]
        if usesDates {
            notes.append("Dates are ISO 8601: set `decoder.dateDecodingStrategy = .iso8601` (and the encoder's).")
        }
        if usesConvertible {
            notes.append("@Convertible (from Fleece) takes a number or its text: the samples had both.")
        }
        if usesWrappers {
            notes.append("@DefaultEmpty and @FailableDecodable (from Fleece) read an empty container of the other kind as empty or nil; collect a LeniencyReport to see each.")
        }
        if usesJSON {
            notes.append("JSON (from Fleece) holds any value: where the samples disagreed on a type, or never showed one.")
            // JSON+Codable.swift: under another decoder the value is rebuilt from what it offers.
            notes.append("FleeceDecoder keeps a JSON value as sent; JSONDecoder loses its keys' order and reads its numbers as Int64, UInt64 or Double (big ones round).")
        }
        var text = header.text(lines: notes)
        if imports, usesConvertible || usesJSON || usesWrappers || usesDates {
            text += "\n"
            if usesConvertible || usesJSON || usesWrappers { text += "import Fleece\n" }
            if usesDates { text += "import Foundation\n" }
        }
        return text + plan.body(style: .codable, in: namespace, access: access, rendering: render)
    }

    func render(_ declaration: ModelPlan.Declaration) -> String {
        var text = "\(access)struct \(declaration.name): Codable, Sendable {\n"
        for field in declaration.fields {
            let name = SwiftIdentifier.escaped(field.name)
            if let disagreement = field.disagreement { text += "    /// JSON: \(disagreement).\n" }
            if let remark = field.remark, remark.isSaid(in: .codable) { text += "    /// \(remark.text)\n" }
            if field.type.hasConvertibleElements {
                text += "    /// Elements that come as a number or as its text: each a `Convertible`, whose `wrappedValue` is the value.\n"
            }
            switch field.type {
            case .convertible, .optional(.convertible):
                text += "    @Convertible \(access)var \(name): \(field.type.spelled(in: .codable))\n"
            case .emptyWhenOtherKind(.optional(let type)):
                text += "    @FailableDecodable \(access)var \(name): \(type.spelled(in: .codable))?\n"
            case .emptyWhenOtherKind(let type):
                text += "    @DefaultEmpty \(access)var \(name): \(type.spelled(in: .codable))\n"
            default:
                text += "    \(access)let \(name): \(field.type.spelled(in: .codable))\n"
            }
        }
        if !access.isEmpty { text += "\n" + declaration.initializer(access: access, style: .codable) }
        if declaration.fields.contains(where: { $0.name != $0.key }) {
            text += "\n    enum CodingKeys: String, CodingKey {\n"
            for field in declaration.fields {
                let name = SwiftIdentifier.escaped(field.name)
                if field.name == field.key {
                    text += "        case \(name)\n"
                } else {
                    text += "        case \(name) = \(SwiftIdentifier.literal(field.key))\n"
                }
            }
            text += "    }\n"
        }
        return text + "}\n"
    }
}
