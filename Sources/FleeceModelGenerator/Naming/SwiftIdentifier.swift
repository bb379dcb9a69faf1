/// Swift names for JSON keys: `photo_count` -> `photoCount`, `html_url` -> `htmlURL`,
/// `retweeted_status` -> `RetweetedStatus`, `default` -> `` `default` ``, `2x` -> `_2x`.
/// The original key is always kept beside the name (in `CodingKeys` or the decoding chain),
/// so a name only has to be a readable, legal identifier.
enum SwiftIdentifier {
    /// Words that Swift reads as abbreviations and writes in one case (the API design guidelines).
    static let acronyms: Set<String> = ["id", "url", "uri", "api", "html", "json", "http", "https", "ip", "uuid", "utc", "xml", "css"]

    /// Keywords that a declaration may use as a name only between backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "super", "self", "Self", "true",
        "try", "throws", "any", "some", "Any", "Type", "Protocol", "await", "async", "consume", "copy",
        "borrowing", "consuming", "each", "macro", "package", "nonisolated", "isolated", "actor",
    ]

    /// Names that even between backticks would read as something else (`x.self`, `x.init`) or
    /// clash with what the generated code declares beside the properties: renamed instead.
    static let unusableProperties: Set<String> = ["self", "init", "deinit", "subscript", "super", "decode", "Type", "Protocol"]

    /// Type names the generated code uses or that would hide a standard type it names.
    static let reservedTypes: Set<String> = [
        "String", "Int", "Int64", "UInt64", "Double", "Float", "Bool", "Date", "Data", "URL", "Decimal",
        "JSON", "JSONValue", "Decoded", "DecodeError", "JSONDecodable", "Optional", "Array", "Dictionary",
        "Set", "Error", "Any", "AnyObject", "Type", "Self", "Protocol", "CodingKeys", "CodingKey", "Codable",
        "Decodable", "Encodable", "Sendable", "Equatable", "Hashable", "Convertible", "Character", "Never",
        "Void", "Result", "Substring", "Sequence", "Collection", "Decoder", "Encoder", "Foundation", "Fleece",
        // The generated types are declared at the top level of the user's module: a struct named
        // `Task` or `Image` would hide Swift's or SwiftUI's there, far from the generated file.
        "Swift", "Task", "Actor", "Duration", "Clock", "Range", "Index", "Mirror", "Unicode", "Regex",
        "Locale", "Calendar", "TimeZone", "Bundle", "Thread", "Process", "Notification", "Operation",
        "Timer", "Measurement", "Unit", "Predicate", "Expression", "Text", "Image", "Color", "Font",
        "View", "List", "Group", "Section", "Label", "Link", "Button", "Form", "Menu", "Path", "Shape",
        "Table", "Scene", "App", "Window", "Animation", "Transaction", "Environment", "State", "Binding",
        "Published", "Observable", "Model", "Query",
        // Foundation's and the standard library's value types a model file's neighbours use
        // (`UUID()`, `DateComponents(year:)`), SwiftUI's property wrappers, and Fleece's own.
        "UUID", "URLRequest", "URLResponse", "URLSession", "IndexPath", "IndexSet", "Progress",
        "DateComponents", "DateInterval", "CharacterSet", "AttributedString", "UserDefaults",
        "DispatchQueue", "Host", "Selector", "Int8", "Int16", "Int32", "UInt", "UInt8", "UInt16",
        "UInt32", "Float16", "Comparable", "Numeric", "StringProtocol", "Identifiable", "MainActor",
        "ObservableObject", "StateObject", "EnvironmentObject", "ObservedObject",
        // Every public type of Fleece and FleeceFoundation (a key `true` would hide `@Default<True>`).
        "Convertible", "Curried", "DecodableByJSON", "DecodedServerSentEvents", "Default", "DefaultEmpty",
        "DefaultFalse", "DefaultTrue", "DefaultValueProvider", "DefaultZero", "Empty", "EmptyInitializable",
        "EncodableByJSON", "FailableDecodable", "FailableDecodableArray", "FailableDecodableDictionary", "False",
        "FileChunks", "FleeceDecoder", "FleeceEncoder", "JSONArrayWriter", "JSONCodableDecoder",
        "JSONCodableEncoder", "JSONConversionError", "JSONDecodableByCodable", "JSONEncodable", "JSONField",
        "JSONLinesWriter", "JSONLookup", "JSONObjectWriter", "JSONParsingOptions", "JSONPath", "JSONPosition",
        "JSONRecordSequence", "JSONRepresentable", "JSONStream", "JSONSyntaxError", "JSONTextWriter",
        "JSONVariant", "JSONVariantPayload", "LeniencyReport", "ServerSentEvent", "ServerSentEventParser",
        "ServerSentEventSequence", "StringConvertible", "True", "Zero",
    ]

    /// The words of a key: runs of letters and digits; a lower-to-upper case change
    /// starts a new word (`woeName` -> `woe`, `Name`).
    static func words(of key: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for scalar in key.unicodeScalars {
            // Letters of any script are letters of Swift identifiers (`名前`, `ünïcödé`); other
            // characters (`_`, `-`, `@`, spaces, combining marks) separate words. A mark that is
            // a letter (U+0345, Devanagari's vowel signs) continues a word but cannot start one:
            // Swift refuses it at the start of an identifier.
            let isDigit = ("0"..."9").contains(scalar)
            guard scalar.properties.isAlphabetic || isDigit, !(current.isEmpty && isMark(scalar)) else {
                if !current.isEmpty { words.append(current); current = "" }
                previousWasLower = false
                continue
            }
            if scalar.properties.isUppercase, previousWasLower, !current.isEmpty {
                words.append(current); current = ""
            }
            current.unicodeScalars.append(scalar)
            previousWasLower = scalar.properties.isLowercase || isDigit
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `plus` or `minus` for a key that is a signed number, which the sign alone tells apart:
    /// GitHub's reactions `+1` and `-1` are `plus1` and `minus1`, not `_1` and `_1_2`.
    private static func signWord(of key: String) -> [String] {
        let bytes = key.utf8
        guard bytes.count > 1, let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
              bytes.dropFirst().allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return [] }
        return [sign == UInt8(ascii: "+") ? "plus" : "minus"]
    }

    /// Whether `scalar` is a combining mark, which joins the character before it.
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// `photo_count` -> `photoCount`; a key with no letters or digits gives `field`.
    static func propertyName(forKey key: String) -> String {
        let words = signWord(of: key) + words(of: key)
        guard let first = words.first else { return "field" }
        var name = lowercasedFirstWord(first)
        for word in words.dropFirst() { name += capitalized(word) }
        if name.first.map({ ("0"..."9").contains($0) }) == true { name = "_" + name }
        if unusableProperties.contains(name) { name += "Value" }
        return name
    }

    /// `retweeted_status` -> `RetweetedStatus`; a key with no letters or digits gives `Element`.
    static func typeName(forKey key: String) -> String {
        let words = signWord(of: key) + words(of: key)
        guard !words.isEmpty else { return "Element" }
        var name = words.map(capitalized).joined()
        if name.first.map({ ("0"..."9").contains($0) }) == true { name = "_" + name }
        if reservedTypes.contains(name) || keywords.contains(name) { name += "Object" }
        // `Any` would become `AnyObject`, itself a standard name.
        if reservedTypes.contains(name) { name += "Type" }
        return name
    }

    /// The enum the models are declared in: the name given, made a type name as the root's is
    /// (`git-hub` → `GitHub`).
    static func namespaceName(_ name: String) -> String {
        typeName(forKey: name)
    }

    /// The `number`th of the names that want `name`: `id2`, but `_1_2` and `line1_2` after a
    /// digit, where `_12` and `line12` would read as another number (and `line12` be the name of
    /// a key `line12`). No name made from a key has `_` after its first character, so a name
    /// numbered after a digit is never one a key asks for.
    static func numbered(_ name: String, _ number: Int) -> String {
        let endsInDigit = name.last.map { ("0"..."9").contains($0) } ?? false
        return endsInDigit ? "\(name)_\(number)" : "\(name)\(number)"
    }

    /// The name as written in a declaration or expression: keywords between backticks.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    private static func lowercasedFirstWord(_ word: String) -> String {
        if acronyms.contains(word.lowercased()) || word == word.uppercased() { return word.lowercased() }
        // "URLString": the leading capitals but the last, which starts the next word, go lower;
        // "URLs", "IDs": a plural of capitals goes lower whole.
        let scalars = Array(word.unicodeScalars)
        var leadingUpper = 0
        while leadingUpper < scalars.count, ("A"..."Z").contains(scalars[leadingUpper]) { leadingUpper += 1 }
        let isPluralOfCapitals = leadingUpper > 1 && leadingUpper == scalars.count - 1 && scalars[leadingUpper] == "s"
        let lowered = isPluralOfCapitals ? scalars.count : leadingUpper <= 1 ? 1 : leadingUpper - 1
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            result += index < lowered ? String(scalar).lowercased() : String(scalar)
        }
        return result
    }

    private static func capitalized(_ word: String) -> String {
        let lower = word.lowercased()
        if acronyms.contains(lower) { return word.uppercased() }
        // `image_urls` -> `imageURLs`, as `image_url` -> `imageURL`.
        if lower.hasSuffix("s"), acronyms.contains(String(lower.dropLast())) { return lower.dropLast().uppercased() + "s" }
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// Words that end in `s` in the singular, which the rules below would cut (`canva`, `alia`):
    /// kept, and their `-es` plurals made them (`canvases` -> `canvas`). Matched as the key's
    /// last word, so that `omegas` and `areas` are still plurals.
    static let singularsInS: Set<String> = ["canvas", "atlas", "alias", "bias", "gas", "lens"]

    /// The element of an array named `key`: `places` -> `place`, `categories` -> `category`,
    /// `statuses` -> `status`; a key that does not look plural is kept (`place` -> `place`).
    /// A word that is its own plural (`news`, `metadata`) is kept, and its type takes the
    /// key's name (`news: [News]`, `metadata: [Metadata]`).
    static func singular(_ key: String) -> String {
        let lower = key.lowercased()
        // `metadata`, unlike `data`, is not used with a singular (`metadatum` reads as a typo).
        if lower.hasSuffix("metadata") { return key }
        if let last = words(of: key).last?.lowercased() {
            if singularsInS.contains(last) { return key }
            if last.hasSuffix("es"), lower.hasSuffix(last), singularsInS.contains(String(last.dropLast(2))) {
                return String(key.dropLast(2))
            }
        }
        let irregular = ["people": "person", "children": "child", "men": "man", "women": "woman", "data": "datum",
                         "indices": "index", "vertices": "vertex", "matrices": "matrix", "criteria": "criterion",
                         // Plurals of `-ie` words, which the `-ies` rule would make `-y` (`movy`).
                         "movies": "movie", "cookies": "cookie", "calories": "calorie", "zombies": "zombie",
                         "quizzes": "quiz"]
        for (plural, single) in irregular where lower.hasSuffix(plural) {
            return String(key.dropLast(plural.count)) + single
        }
        // The same word in the singular and the plural.
        for same in ["news", "series", "species", "status"] where lower.hasSuffix(same) { return key }
        // The plurals of `-e` words that end as the `-es` plurals below do: `caches`, `houses`,
        // `causes` (not `cach`, `hous`, `caus`), unlike `matches`, `bonuses`.
        for suffix in ["aches", "ouses", "auses"] where lower.hasSuffix(suffix) {
            // `coaches`, `beaches`, `reaches` are plurals of `-ch` words.
            let before = lower.dropLast(suffix.count).last
            if suffix == "aches", before == "o" || before == "e" { break }
            return String(key.dropLast())
        }
        // `aliases`, `biases`: `-s` words (not `aliase`).
        if lower.hasSuffix("iases") { return String(key.dropLast(2)) }
        // `-zzes` (`buzzes`) but not `-zes`: `sizes` and `prizes` are `-ze` words, left to the
        // last rule.
        for suffix in ["sses", "shes", "ches", "xes", "zzes", "uses"] where lower.hasSuffix(suffix) {
            return String(key.dropLast(2))
        }
        if lower.hasSuffix("ies"), lower.count > 3 { return String(key.dropLast(3)) + "y" }
        if lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is"), lower.count > 1 {
            return String(key.dropLast())
        }
        return key
    }

    /// A string literal that reads as `text` in Swift source.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
