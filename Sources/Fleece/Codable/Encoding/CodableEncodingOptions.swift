/// How the Codable engine encodes: everything a front end (`FleeceEncoder`, `JSONCodableEncoder`)
/// configures. Immutable; a front end makes one per configuration and shares it between calls.
package final class CodableEncodingOptions: Sendable {
    /// How a model's keys are written.
    package enum KeyStrategy: Sendable {
        /// As the model declares them.
        case useDefaultKeys
        /// `camelCase` written as `snake_case` by `JSONEncoder`'s rule. ASCII keys are converted
        /// here; other keys are handed to `convert`, which implements the rule for all of Unicode.
        case convertToSnakeCase(convert: @Sendable (String) -> String)
        /// The closure is given the coding path ending with the key and answers the key to write.
        case custom(@Sendable ([any CodingKey]) -> any CodingKey)

        var isDefault: Bool {
            if case .useDefaultKeys = self { return true }
            return false
        }
    }

    /// The configuration and routes, which the encoders of a call reach (through their context);
    /// never these options, which keep one of those encoders (see ``EncodingSettings``).
    let settings: EncodingSettings
    package var layout: EncodingLayout { settings.layout }
    package var keyStrategy: KeyStrategy { settings.keyStrategy }
    /// nil: a non-finite float is an `EncodingError`.
    package var nonConformingFloats: NonConformingFloatStrings? { settings.nonConformingFloats }
    /// Encoders for types the engine leaves to a front end (Foundation's `Date`, `Data`, `URL`, `Decimal`).
    package var specialTypes: (any CodableEncodingSpecialTypes)? { settings.specialTypes }
    /// The top-level encoder of the last encode call, with its context and emptied tree, for
    /// the next call to fill without growing the tree's arrays again (growing them was a
    /// twelfth of encoding a 600 KB model) and without making a context, encoders and route
    /// table anew (most of the fixed cost of encoding a small record); see
    /// ``takeEncoder(userInfo:)`` and ``keepEncoder(_:)``.
    private let spareEncoder = Locked<SpareEncoder>(SpareEncoder())

    package init(layout: EncodingLayout = EncodingLayout(), keyStrategy: KeyStrategy = .useDefaultKeys,
                 nonConformingFloats: NonConformingFloatStrings? = nil, specialTypes: (any CodableEncodingSpecialTypes)? = nil) {
        settings = EncodingSettings(layout: layout, keyStrategy: keyStrategy,
                                    nonConformingFloats: nonConformingFloats, specialTypes: specialTypes)
    }
}

extension CodableEncodingOptions {
    /// The spare top-level encoder given `userInfo`, or a new one (with a new context and tree)
    /// when there is none (another call has it, or none was kept).
    func takeEncoder(userInfo: [CodingUserInfoKey: Any]) -> TreeEncoder {
        let spare = spareEncoder.withLock { spare in
            defer { spare.encoder = nil }
            return spare.encoder
        }
        guard let spare else {
            let context = EncodingContext(settings: settings, userInfo: userInfo, tree: EncodingTree())
            return TreeEncoder(context: context, owner: nil, key: .none)
        }
        unsafe spare.context.userInfo = userInfo
        return spare
    }

    /// Keeps `encoder` (a top-level encoder from ``takeEncoder(userInfo:)``), its tree emptied,
    /// for the next call, unless something still holds it or it grew past ``spareTreeLimit``
    /// bytes: memory kept for speed stays small.
    ///
    /// Every encoder of a call reaches the top-level one through its `owner`s while it is in
    /// use, and a sub-encoder is only kept as a `spare` (its owner cleared) when nothing else
    /// holds it: so when the top-level encoder is uniquely referenced, no encoder or container
    /// of the call outlived it, and nothing but the kept encoders can reach the context and tree.
    /// The kept encoder reaches the options' ``settings``, not the options: no cycle keeps the
    /// options (and this encoder with its tree) alive once the front end lets go of them.
    func keepEncoder(_ encoder: inout TreeEncoder) {
        guard isKnownUniquelyReferenced(&encoder), encoder.tree.storageSize <= Self.spareTreeLimit else { return }
        encoder.tree.removeAll()
        unsafe encoder.value = -1
        unsafe encoder.context.userInfo = [:]
        let kept = encoder
        spareEncoder.withLock { spare in
            if spare.encoder == nil { spare.encoder = kept }
        }
    }

    /// The most storage a spare tree may hold: 4 MB.
    static let spareTreeLimit = 4 << 20

    /// The top-level encoder kept for the next call, if any (for tests of what is kept).
    var keptEncoder: TreeEncoder? { spareEncoder.withLock { $0.encoder } }
}

/// A top-level encoder held for the next encode call. `@unchecked Sendable`: the encoder, its
/// context and tree are only reached by the one call that took it from the lock, and only put
/// back when nothing else holds them.
struct SpareEncoder: @unchecked Sendable {
    var encoder: TreeEncoder?
}

/// A hook that encodes types the engine leaves to a front end, with that front end's strategies.
package protocol CodableEncodingSpecialTypes: Sendable {
    /// Whether this hook encodes `type`; asked once per type and options.
    func encodes(_ type: Any.Type) -> Bool

    /// `value`, one of the types ``encodes(_:)`` accepts, made into a value with `target`'s help.
    /// - Throws: what the strategy or the value's own `encode(to:)` throws.
    func encode<T: Encodable>(_ value: T, with target: SpecialValueTarget) throws -> EncodedValue
}

/// A value the engine has built, as a special-type hook hands it back.
package struct EncodedValue {
    let node: Int32
}

/// What a special-type hook can make a value into, at the place being encoded.
package struct SpecialValueTarget {
    let encoder: TreeEncoder
    let key: EncodingPathKey

    /// A JSON string.
    package func string(_ string: String) -> EncodedValue {
        EncodedValue(node: encoder.wrapString(string))
    }

    /// A JSON number written as `text`, which the hook vouches for (Foundation writes `Decimal`'s
    /// `description` as is, `NaN` included).
    package func numberText(_ text: String) -> EncodedValue {
        EncodedValue(node: encoder.tree.scalar { $0.append(utf8Of: text) })
    }

    /// A `Double` written as `JSONEncoder` writes it; a non-finite one is an error whatever the
    /// strategy (as dates in seconds are).
    package func double(_ value: Double) throws -> EncodedValue {
        EncodedValue(node: try encoder.wrapDouble(value, for: key, strings: nil))
    }

    /// What `body` encodes into an encoder at this place; an empty object when it encodes nothing.
    package func encode(_ body: (any Encoder) throws -> Void) throws -> EncodedValue {
        EncodedValue(node: try encoder.withSubEncoder(for: key) { sub in
            try body(sub)
            return sub.takeValue()
        } ?? encoder.tree.emptyObject())
    }
}
