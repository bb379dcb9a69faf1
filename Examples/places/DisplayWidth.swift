/// How many terminal columns text takes: most characters take one, East Asian wide characters
/// (東京) and emoji take two, combining marks ride on the character before them.
///
/// `String.count` counts characters, which is right for "Zürich" but wrong for "東京", which a
/// terminal draws four columns wide.
func displayWidth(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + displayWidth($1) }
}

/// The columns one character (a grapheme cluster) takes: the width of its base scalar, or 2 for
/// an emoji shown as a picture.
func displayWidth(_ character: Character) -> Int {
    guard let base = character.unicodeScalars.first else { return 0 }
    if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation || $0 == "\u{FE0F}" }) {
        return 2
    }
    switch base.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control:
        return 0
    default:
        return isWide(base) ? 2 : 1
    }
}

/// The Unicode East Asian Wide and Fullwidth blocks a terminal draws two columns wide.
private func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F,      // Hangul Jamo initials
         0x2E80...0x303E,      // CJK radicals, punctuation
         0x3041...0x33FF,      // Hiragana, Katakana, CJK compatibility
         0x3400...0x4DBF,      // CJK extension A
         0x4E00...0x9FFF,      // CJK unified ideographs
         0xA000...0xA4CF,      // Yi
         0xAC00...0xD7A3,      // Hangul syllables
         0xF900...0xFAFF,      // CJK compatibility ideographs
         0xFE30...0xFE4F,      // CJK compatibility forms
         0xFF00...0xFF60,      // Fullwidth forms
         0xFFE0...0xFFE6,
         0x20000...0x3FFFD:    // CJK extensions B and later
        return true
    default:
        return false
    }
}

/// `text` made safe for one table cell: control characters and line breaks, which a server may
/// send in any string, become spaces so that each row stays one line.
func singleLine(_ text: String) -> String {
    String(text.map { character -> Character in
        character.isNewline || character.unicodeScalars.contains { $0.properties.generalCategory == .control } ? " " : character
    })
}
