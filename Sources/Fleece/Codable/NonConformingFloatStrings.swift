/// The strings that stand for infinity and NaN in a JSON string, which JSON numbers cannot
/// express: read into a float by the Codable decoder, written for one by the encoder (the
/// `.convertFromString` and `.convertToString` strategies of `JSONDecoder` and `JSONEncoder`).
package struct NonConformingFloatStrings: Sendable {
    package var positiveInfinity: String
    package var negativeInfinity: String
    package var nan: String

    package init(positiveInfinity: String, negativeInfinity: String, nan: String) {
        self.positiveInfinity = positiveInfinity
        self.negativeInfinity = negativeInfinity
        self.nan = nan
    }
}
