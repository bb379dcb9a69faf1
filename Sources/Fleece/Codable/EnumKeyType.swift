/// Whether a coding-key type is an enum, told from its metadata: the key types whose names the
/// decoder and the encoder keep (`KeyNameTable`, `EncodingTree.remember`), since an enum's case
/// is its identity and a `CodingKeys` enum's `stringValue` depends on the case alone.
///
/// Why: the names were kept for any key type of plain data small enough to be told apart by its
/// bytes, structs too. A struct key whose `stringValue` reads more than its bytes (a tenant's
/// prefix before a field: `"\(prefix)\(field)"`) then kept its first names: after the prefix
/// changed, a reused decoder read the first tenant's members and an encoder wrote the first
/// tenant's keys, with no error (found by an outside tester). A struct key is now asked every
/// time, as `JSONDecoder` asks it.
///
/// What it relies on: type metadata starts with its kind, a word: 0x201 for an enum (the Swift
/// ABI's `MetadataKind`; fixed on Apple platforms and the same on Linux). It is not taken on
/// trust: on first use the kinds of two enums of this module (of one case and of two), a struct
/// and an `Optional` are checked; if any differs, no type is called an enum, and no name is kept.
enum EnumKeyType {
    /// Whether `type` is an enum (not an `Optional`), when this runtime's metadata passed the checks.
    static func isEnum(_ type: Any.Type) -> Bool {
        kindsAreKnown && kind(of: type) == enumKind
    }

    private static let enumKind: UInt = 0x201

    private static let kindsAreKnown: Bool = {
        enum OneCase { case only }
        enum TwoCases { case first, second }
        struct Plain { var byte: UInt8 }
        return kind(of: OneCase.self) == enumKind && kind(of: TwoCases.self) == enumKind
            && kind(of: Plain.self) == 0x200 && kind(of: Int?.self) == 0x202
    }()

    private static func kind(of type: Any.Type) -> UInt {
        // Memory safety: a metatype is the address of the type's metadata, which lives as long as
        // the process and starts with its kind, a word.
        unsafe unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
    }
}
