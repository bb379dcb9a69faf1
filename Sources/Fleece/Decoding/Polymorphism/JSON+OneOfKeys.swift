extension JSON {
    /// Decodes a choice the key makes: the one member of this object whose key a variant
    /// names, its value decoded by that variant. FHIR's `value[x]` (`valueQuantity`,
    /// `valueString`, …), protobuf's `oneof` in JSON, a response holding either `data` or `error`.
    ///
    /// ```swift
    /// enum ObservationValue: JSONDecodable {
    ///     case quantity(Quantity), string(String), boolean(Bool)
    ///
    ///     static func decode(_ json: JSON) -> Decoded<ObservationValue> {
    ///         json.decode(oneOfKeys: .case("valueQuantity", ObservationValue.quantity),
    ///                                .case("valueString", ObservationValue.string),
    ///                                .case("valueBoolean", ObservationValue.boolean))
    ///     }
    /// }
    /// ```
    /// Each variant's tag is a key, and what it decodes is that member's value (not the whole
    /// object, as with a discriminator). A member whose value is null counts as absent, as
    /// proto3's JSON mapping reads it. None of the keys fails (`expected one of the keys
    /// "valueQuantity", "valueString", "valueBoolean", found none`), unless a `.default` variant
    /// reads the object then (a choice that may be left out: `.default { _ in .success(.none) }`),
    /// which the ``LeniencyReport`` being collected records as `.usedDefault`, with that reason;
    /// two or more fail at the second in the document, naming each in the document's order
    /// (`expected only one of the keys …, found "valueString" and "valueBoolean"`), since a
    /// reader taking either would be guessing. The chosen member's
    /// own failure keeps its path and position (`valueBoolean: expected Bool, found string "yes"`).
    public func decode<Base>(oneOfKeys variants: JSONVariant<Base>...) -> Decoded<Base> {
        decode(oneOfKeys: variants)
    }

    /// Decodes a choice the key makes with the variants in an array (for example a
    /// `static let` table shared by several decoders); see the form with variadic variants.
    public func decode<Base>(oneOfKeys variants: [JSONVariant<Base>]) -> Decoded<Base> {
        guard case .object(let object) = self else {
            return .failure(.typeMismatch(expected: "an object holding one of the keys \(Self.keyList(variants))", found: self))
        }
        // The members present (not null), in the document's order; a key given by two variants
        // is one member.
        var present: [(variant: JSONVariant<Base>, value: JSON, site: ValueSite)] = []
        for variant in variants where !variant.isDefault {
            guard case .present(let value, let site) = field(variant.tag) else { continue }
            if case .null = value { continue }
            if present.contains(where: { $0.site.entry == site.entry }) { continue }
            present.append((variant, value, site))
        }
        present.sort { $0.site.entry < $1.site.entry }
        if present.count > 1 {
            let found = Self.listed(present.map { JSON.string($0.variant.tag).text() })
            let reason = "expected only one of the keys \(Self.keyList(variants)), found \(found)"
            return .failure(present[1].site.locate(.custom(reason), declaredAt: nil))
        }
        if let chosen = present.first {
            return chosen.variant.decode(chosen.value).mapError { chosen.site.locate($0, declaredAt: nil) }
        }
        let site = ValueSite(document: object.document, entry: object.entryIndex)
        let none = DecodeError.custom("expected one of the keys \(Self.keyList(variants)), found none")
        guard let fallback = variants.first(where: \.isDefault) else { return .failure(site.locate(none, declaredAt: nil)) }
        // Recorded as the discriminator's default is: none of the keys may be a choice left out,
        // or a key the app does not know yet (a new `value[x]` type), which a report is for.
        let decoded = fallback.decode(self)
        if case .success = decoded, LeniencyReport.isCollecting {
            site.record(.usedDefault, error: site.locate(none, declaredAt: nil))
        }
        return decoded
    }

    /// The variants' keys, quoted: `"valueQuantity", "valueString"`.
    private static func keyList<Base>(_ variants: [JSONVariant<Base>]) -> String {
        let keys = JSONVariant.quotedTags(of: variants)
        return keys.isEmpty ? "(no key given)" : keys.joined(separator: ", ")
    }

    /// `"a" and "b"`, `"a", "b" and "c"`.
    private static func listed(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
