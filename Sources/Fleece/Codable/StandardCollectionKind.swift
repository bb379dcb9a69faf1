/// Whether a type is an `Array`, a `Dictionary` or neither, told from its metadata, without asking
/// the runtime whether it conforms to a protocol.
///
/// Why: the first time the runtime is asked whether a type conforms to a protocol, it scans every
/// conformance record of the process (~250,000 instructions with Foundation loaded, whether the
/// answer is yes or no; callgrind). Working out a type's route asked two such questions of every
/// model type a decode met for the first time (is it a `[String: V]`, is it an `[E]`): 10.1M of the
/// 17.8M instructions of decoding GitHub's events once in a fresh process, where `JSONDecoder` took
/// 12.1M. Only `Array` and `Dictionary` types can answer yes, so the other types need not be asked.
///
/// What it relies on: a struct's metadata starts with two words, its kind (0x200) and the address
/// of its nominal type descriptor, which every instantiation of a generic struct shares (the Swift
/// ABI's `StructMetadata`; its layout is fixed on Apple platforms and the same on Linux). It is not
/// taken on trust: on first use `descriptors` checks that `[Int]` and `[String]` share a
/// descriptor, `[String: Int]` and `[String: String]` another, and that `Int`, `Set<Int>` and a
/// struct of this module have other ones. If any check fails, `init(_:)` returns nil (not known)
/// and callers ask the runtime, as they did before.
enum StandardCollectionKind: Equatable {
    case array, dictionary, other

    /// The kind of `type`, or nil when this runtime's metadata did not pass the checks.
    init?(_ type: Any.Type) {
        guard let descriptors = Self.descriptors else { return nil }
        switch Self.structDescriptor(of: type) {
        case descriptors.array?: self = .array
        case descriptors.dictionary?: self = .dictionary
        default: self = .other
        }
    }

    /// Whether `type` may be of `kind`: it is, or its kind is not known. The one question the
    /// routes ask before asking the runtime about a conformance only types of `kind` can have.
    static func type(_ type: Any.Type, mayBe kind: Self) -> Bool {
        guard let known = Self(type) else { return true }
        return known == kind
    }

    /// The nominal type descriptors of `Array` and `Dictionary`, when the checks pass.
    private static let descriptors: (array: UInt, dictionary: UInt)? = {
        struct Probe {}
        let arrays = [structDescriptor(of: [Int].self), structDescriptor(of: [String].self)]
        let dictionaries = [structDescriptor(of: [String: Int].self), structDescriptor(of: [String: String].self)]
        let others = [structDescriptor(of: Int.self), structDescriptor(of: Set<Int>.self), structDescriptor(of: Probe.self)]
        guard let array = arrays[0], arrays[1] == array, let dictionary = dictionaries[0], dictionaries[1] == dictionary,
              array != dictionary, others.allSatisfy({ $0 != nil && $0 != array && $0 != dictionary }),
              structDescriptor(of: Optional<[Int]>.self) == nil, structDescriptor(of: (Int, Int).self) == nil
        else { return nil }
        return (array, dictionary)
    }()

    /// The metadata's second word when its first is the kind of a struct, else nil.
    private static func structDescriptor(of type: Any.Type) -> UInt? {
        // Memory safety: a metatype is the address of the type's metadata, which lives as long as
        // the process and starts with its kind, a word; only a struct's (kind 0x200) is read
        // further, and a struct's metadata holds its descriptor's address in the word after it.
        let metadata = unsafe unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard unsafe metadata.load(as: UInt.self) == 0x200 else { return nil }
        return unsafe metadata.load(fromByteOffset: MemoryLayout<UInt>.stride, as: UInt.self)
    }
}
