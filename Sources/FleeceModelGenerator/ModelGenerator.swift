import Fleece

/// Writes Swift models that decode every one of a set of sample responses.
///
/// ```swift
/// let samples = try ["{\"id\": 1, \"photo_count\": \"12\"}", "{\"id\": 2, \"photo_count\": 7}"]
///     .map { try JSON(parsing: $0) }
/// let source = ModelGenerator(rootName: "Place", style: .codable).source(for: samples)
/// // struct Place: Codable, Sendable { let id: Int; @Convertible var photoCount: Int; … }
/// ```
///
/// The types are inferred across all the samples: a key absent from some objects or null in
/// some is optional; a number written with a fraction (`40.00`) is a `Double`; a number in one
/// sample and numeric text in another is converted leniently (`@Convertible`, `<|~`); an integer
/// beyond 64 bits is a `Double` (with a comment when some sample has more significant digits
/// than a `Double` keeps, which `Decimal` would keep); the objects in an array are merged into
/// one element type; values of different kinds, numbers no `Double` holds (`1e400`), and arrays
/// that were always empty, are kept as JSON. In the Codable style, ISO 8601 strings are `Date`s
/// (decode with `.iso8601`).
public struct ModelGenerator: Sendable {
    /// The name of the root type (`Response`; an array root is `typealias Response = [ResponseElement]`).
    public var rootName: String
    /// How the models decode.
    public var style: ModelStyle
    /// The names of the samples, for the header comment.
    public var sampleNames: [String]
    /// When set, every type is declared inside `enum` of this name (`GitHub.Event`,
    /// `GitHub.User`), so that models generated from different services can share a module
    /// without their `User`s colliding. Not an identifier, it is made one (`git-hub` → `GitHub`).
    public var namespace: String?
    /// The arguments of the `fleece-models` command that makes these models (`["a.json",
    /// "b.json", "--style", "functional", "--name", "TopPlaces"]`), written in the header so
    /// that the file says how to regenerate it. When nil, the header's command is made of the
    /// sample names and this generator's style, root name and namespace.
    public var commandArguments: [String]?
    /// Whether the types, their properties, an initializer of every property, the root alias,
    /// the namespace and the functional style's `decode` are declared `public`, for models that
    /// are a library's API (`public struct Place`, `public init(placeID: String, …)`). Default:
    /// false (internal, with the memberwise initializer).
    public var isPublic = false
    /// Whether each sample is one record of a JSON Lines file (`fleece-models --lines`). The
    /// header then says to decode such a file record by record, as a stream, since decoding the
    /// whole file as one document fails at its second line. Default: false (each sample is a
    /// whole response).
    public var samplesAreJSONLines = false

    /// A generator of models in `style`, the root named `rootName`, declared inside `enum
    /// namespace` when one is given.
    ///
    /// ```swift
    /// let source = ModelGenerator(rootName: "Events", style: .codable, namespace: "GitHub")
    ///     .source(for: samples)
    /// // enum GitHub { typealias Events = [Event]; struct Event: Codable, Sendable { … } … }
    /// ```
    public init(rootName: String = "Response", style: ModelStyle, sampleNames: [String] = [], namespace: String? = nil) {
        self.rootName = rootName
        self.style = style
        self.sampleNames = sampleNames
        self.namespace = namespace
    }

    /// The Swift source of models that decode each of `samples`.
    public func source(for samples: [JSON]) -> String {
        render(plan(for: samples), exports: false)
    }

    /// The models' plan, from the shapes of all samples merged.
    func plan(for samples: [JSON]) -> ModelPlan {
        var shapes = ShapeFold()
        for sample in samples { shapes.add(Shape(observing: sample)) }
        var plan = ModelPlan(shape: shapes.result(), rootName: rootName)
        plan.samplesHaveNumbersNoDoubleHolds = samples.contains(where: Self.holdsNumberNoDoubleHolds)
        plan.samplesAreJSONLines = samplesAreJSONLines
        return plan
    }

    /// Whether `value` is or holds a number no `Double` holds (`1e400`).
    static func holdsNumberNoDoubleHolds(_ value: JSON) -> Bool {
        switch value {
        case .number: Double.decode(value).value == nil
        case .array(let array): array.contains(where: holdsNumberNoDoubleHolds)
        case .object(let object): object.contains { holdsNumberNoDoubleHolds($0.value) }
        case .null, .bool, .string: false
        }
    }

    /// The source for `plan`; with `exports`, each struct also writes itself back as JSON (the
    /// tests' round trip of the functional style, which has no encoder).
    func render(_ plan: ModelPlan, exports: Bool, imports: Bool = true) -> String {
        let namespace = namespace.map(SwiftIdentifier.namespaceName)
        let header = Header(sampleNames: sampleNames, command: command)
        let access = isPublic ? "public " : ""
        return switch style {
        case .functional:
            FunctionalRenderer(plan: plan, header: header, namespace: namespace, access: access, exports: exports).source(imports: imports)
        case .codable:
            CodableRenderer(plan: plan, header: header, namespace: namespace, access: access).source(imports: imports)
        }
    }

    /// The command that regenerates the models, as a shell reads it (`fleece-models a.json
    /// --style codable --name Response`); nil when there is neither a command nor a sample name
    /// to make one of.
    var command: String? {
        var arguments = commandArguments ?? []
        if commandArguments == nil {
            guard !sampleNames.isEmpty else { return nil }
            arguments = sampleNames + ["--style", style.rawValue, "--name", rootName]
            if let namespace { arguments += ["--namespace", namespace] }
            if samplesAreJSONLines { arguments.append("--lines") }
            if isPublic { arguments.append("--public") }
        }
        return (["fleece-models"] + arguments).map(shellQuoted).joined(separator: " ")
    }
}
