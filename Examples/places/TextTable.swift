/// A plain-text table whose columns line up in a terminal, even with accented and East Asian
/// names (see ``displayWidth(_:)-(StringProtocol)``).
struct TextTable {
    enum Alignment { case left, right }

    struct Column {
        let title: String
        let alignment: Alignment
    }

    let columns: [Column]
    private(set) var rows: [[String]] = []

    init(_ columns: [Column]) {
        self.columns = columns
    }

    /// Adds a row; missing cells are empty, extra cells are dropped.
    mutating func append(_ cells: [String]) {
        rows.append(columns.indices.map { $0 < cells.count ? singleLine(cells[$0]) : "" })
    }

    /// The title row, a rule under it, then the rows; columns two spaces apart, no trailing spaces.
    func render() -> String {
        let titles = columns.map(\.title)
        let widths = columns.indices.map { column in
            ([titles] + rows).map { displayWidth($0[column]) }.max() ?? 0
        }
        let rule = widths.map { String(repeating: "-", count: $0) }
        return ([titles, rule] + rows).map { line($0, widths: widths) }.joined(separator: "\n")
    }

    private func line(_ cells: [String], widths: [Int]) -> String {
        var text = ""
        for (index, cell) in cells.enumerated() {
            let padding = String(repeating: " ", count: max(0, widths[index] - displayWidth(cell)))
            let isLast = index == cells.count - 1
            switch columns[index].alignment {
            case .left: text += isLast ? cell : cell + padding
            case .right: text += padding + cell
            }
            if !isLast { text += "  " }
        }
        return text
    }
}
