/// One place of Flickr's top places list.
///
/// Flickr sends numbers as strings (`"photo_count":"123456"`, `"latitude":"51.506"`); the model
/// holds them as numbers, so that sorting by photo count compares numbers.
struct Place: Sendable, Hashable, Encodable {
    /// Flickr's identifier (`place_id`).
    let id: String
    /// The Where On Earth identifier (`woeid`).
    let woeid: String
    let latitude: Double
    let longitude: Double
    /// The place's path on flickr.com (`place_url`): `/United+Kingdom/England/London`.
    let path: String
    let timezone: String
    /// The full name (`_content`): `London, England, United Kingdom`.
    let fullName: String
    /// The short name (`woe_name`), which Flickr leaves out for some places.
    let shortName: String?
    /// How many photos were taken there (`photo_count`).
    let photoCount: Int

    /// The name to show: the short one when Flickr sends it.
    var name: String { shortName ?? fullName }

    /// The place's page on flickr.com.
    var pageURL: String { "https://www.flickr.com/places" + path }
}
