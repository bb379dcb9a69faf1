/// What an encode call reads of its ``CodableEncodingOptions``: the configuration, and the routes
/// found under it. Every encoder of a call reaches these through its context.
///
/// Apart from the options, which own one of these and the top-level encoder kept for the next
/// call, so that what a call keeps never holds what keeps it: kept encoder -> context -> settings,
/// and nothing back to the options (a context that held the options made a reference cycle that
/// leaked every encoder's options and its kept tree). Reaching these costs an encoder what
/// reaching the options did: one strong reference from its context.
final class EncodingSettings: Sendable {
    let layout: EncodingLayout
    let keyStrategy: CodableEncodingOptions.KeyStrategy
    /// nil: a non-finite float is an `EncodingError`.
    let nonConformingFloats: NonConformingFloatStrings?
    /// Encoders for types the engine leaves to a front end (Foundation's `Date`, `Data`, `URL`, `Decimal`).
    let specialTypes: (any CodableEncodingSpecialTypes)?
    /// How each type is encoded under these settings, as encoders have found out.
    let routes = Locked<[ObjectIdentifier: EncodingRoute]>([:])

    init(layout: EncodingLayout, keyStrategy: CodableEncodingOptions.KeyStrategy,
         nonConformingFloats: NonConformingFloatStrings?, specialTypes: (any CodableEncodingSpecialTypes)?) {
        self.layout = layout
        self.keyStrategy = keyStrategy
        self.nonConformingFloats = nonConformingFloats
        self.specialTypes = specialTypes
    }
}
