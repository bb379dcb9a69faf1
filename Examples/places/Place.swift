/// One place of Flickr's top places list.
///
/// Flickr sends numbers as strings (`"photo_count":"123456"`, `"latitude":"51.506"`), and
/// sometimes as numbers; the model holds them as numbers, so that sorting by photo count compares
/// numbers. Real answers leave fields out at some places (`timezone` in about one in seven,
/// `woe_name` in a few), so only what the table cannot do without is required: the photo count,
/// and a name (`woe_name` or `_content`). The rest is optional.
struct Place: Sendable, Hashable, Encodable {
    /// Flickr's identifier (`place_id`).
    let id: String?
    /// The Where On Earth identifier (`woeid`), a string or a number on the wire.
    let woeid: String?
    let latitude: Double?
    let longitude: Double?
    /// The place's path on flickr.com (`place_url`): `/United+Kingdom/England/London`.
    let path: String?
    let timezone: String?
    /// The full name (`_content`): `London, England, United Kingdom`.
    let fullName: String?
    /// The short name (`woe_name`), which Flickr leaves out for some places.
    let shortName: String?
    /// How many photos were taken there (`photo_count`).
    let photoCount: Int

    /// The name to show: the short one when Flickr sends it, else the full one; nil when the
    /// place has neither, and then it is not shown at all.
    var name: String? { shortName.nonEmpty ?? fullName.nonEmpty }

    /// The place's page on flickr.com, when Flickr sent its path.
    var pageURL: String? { path.nonEmpty.map { "https://www.flickr.com/places" + $0 } }
}

extension Optional<String> {
    /// The text, unless it is absent or empty: an empty name names nothing.
    var nonEmpty: String? { self?.isEmpty == false ? self : nil }
}
