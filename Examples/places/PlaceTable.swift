/// The places as an aligned table: rank, place, timezone, photos, URL.
func placeTable(_ places: [Place]) -> String {
    var table = TextTable([
        .init(title: "#", alignment: .right),
        .init(title: "Place", alignment: .left),
        .init(title: "Timezone", alignment: .left),
        .init(title: "Photos", alignment: .right),
        .init(title: "URL", alignment: .left),
    ])
    for (index, place) in places.enumerated() {
        // A place without a timezone or path (Flickr leaves them out at some) gets empty cells.
        table.append([String(index + 1), place.name ?? "", place.timezone ?? "", groupedDigits(place.photoCount), place.pageURL ?? ""])
    }
    return table.render()
}

/// `2401663` as `2,401,663`: the same in every locale, so the output can be tested.
func groupedDigits(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
        grouped.append(digit)
    }
    return number < 0 ? "-" + grouped : grouped
}
