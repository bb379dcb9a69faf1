extension JSON {
    /// Decodes a polymorphic payload: reads the string at `key` (the discriminator) and decodes
    /// the whole object as the variant it names.
    ///
    /// ```swift
    /// enum Media: JSONDecodable {
    ///     case photo(Photo), video(Video)
    ///
    ///     static func decode(_ json: JSON) -> Decoded<Media> {
    ///         json.decode(discriminator: "type",
    ///                     .case("photo", Media.photo),
    ///                     .case("video", Media.video))
    ///     }
    /// }
    /// ```
    /// A class family works alike: `.case("circle", as: Circle.self)` for each subclass of `Shape`.
    ///
    /// An unknown discriminator fails naming it and the known ones:
    /// `items[2].type: expected one of "photo", "video", found string "audio" at line 9, column 14`,
    /// unless a `.default { json in … }` variant (``JSONVariant/default(decode:)``) reads it,
    /// which the ``LeniencyReport`` being collected records as `.usedDefault`, with that reason.
    /// A missing discriminator is a missing key; a variant's own failures keep their paths.
    public func decode<Base>(discriminator key: String, _ variants: JSONVariant<Base>...) -> Decoded<Base> {
        decode(discriminator: key, variants)
    }

    /// Decodes a polymorphic payload with the variants in an array (for example a `static let`
    /// table shared by several decoders).
    public func decode<Base>(discriminator key: String, _ variants: [JSONVariant<Base>]) -> Decoded<Base> {
        let lookup = field(key)
        guard case .present(let value, let site) = lookup else {
            // Absent, or this is not an object: the lookup's own error.
            return lookup.required(as: JSON.self).flatMap { _ in .failure(.missingKey(key)) }
        }
        let tag: String
        switch String.decode(value) {
        case .success(let string): tag = string
        case .failure(let error): return .failure(site.locate(error, declaredAt: nil))
        }
        if let variant = variants.first(where: { !$0.isDefault && $0.tag == tag }) { return variant.decode(self) }
        // The error naming the known tags: written only when it is used, not for every payload
        // the default reads while no report is collected.
        let unknownTag = {
            site.locate(.unknownValue(value, known: JSONVariant.quotedTags(of: variants)), declaredAt: nil)
        }
        guard let fallback = variants.first(where: \.isDefault) else { return .failure(unknownTag()) }
        // Read by the default variant, and recorded as such: a tag the app does not know is
        // what a report is for (a union's new member, a resource type the client predates).
        let decoded = fallback.decode(self)
        if case .success = decoded, LeniencyReport.isCollecting {
            site.record(.usedDefault, error: unknownTag())
        }
        return decoded
    }
}
