// Memory safety, for every `unsafe` in this file: entries are read at this array's own entry and
// at its children (`firstChild ..< firstChild + childCount`), indices this document's parser
// recorded, so in bounds.
/// `[Double]`, `[Int]`, `[Int64]`, `[String]` and `[Bool]` decoded straight from the document's
/// entries: no `JSON` value made per element (each one a retain and a release of the document),
/// no `Decoded` per element, no call through `Element.decode`. These arrays are most of some
/// documents (geo: rings of `[longitude, latitude]` pairs).
///
/// The fast path only succeeds: at the first element that would not decode (wrong kind, a
/// number out of range) it gives nil, and the caller decodes the array element by element, as
/// before, which collects every failure with its path. So values and errors are those of
/// `Element.decode`.
extension JSON.Array {
    /// The elements as `[E]` when `E` has a fast path and every element decodes, otherwise nil.
    /// Inlinable: specialized for `E`, the type tests fold away and one call remains.
    @inlinable
    func scalarElements<E>(as type: E.Type) -> [E]? {
        if E.self == Double.self { return identityCast(finiteDoubles(), to: [E]?.self) }
        if E.self == String.self { return identityCast(strings(), to: [E]?.self) }
        if E.self == Int.self { return identityCast(ints(), to: [E]?.self) }
        if E.self == Int64.self { return identityCast(int64s(), to: [E]?.self) }
        if E.self == Bool.self { return identityCast(bools(), to: [E]?.self) }
        return nil
    }

    /// Every element as a finite `Double`, as `Double.decode` reads it, or nil.
    @usableFromInline
    func finiteDoubles() -> [Double]? {
        bitwiseScalars { index in
            guard unsafe document.entries[index].kind == .number else { return nil }
            let number = JSON.Number(document: document, entryIndex: index)
            return number.held(number.double)
        }
    }

    /// Every element as an `Int`, exactly, as `Int.decode` reads it, or nil.
    @usableFromInline
    func ints() -> [Int]? { integers(as: Int.self) }

    /// Every element as an `Int64`, exactly, as `Int64.decode` reads it, or nil.
    @usableFromInline
    func int64s() -> [Int64]? { integers(as: Int64.self) }

    /// Every element as an integer of type `T`, exactly, as `T.decode` reads it, or nil.
    /// Always inlined, so made for each type: generic, it looked metadata up at run time.
    @inline(__always)
    private func integers<T: FixedWidthInteger & BitwiseCopyable>(as type: T.Type) -> [T]? {
        bitwiseScalars { index in
            guard unsafe document.entries[index].kind == .number else { return nil }
            return JSON.Number(document: document, entryIndex: index).integer(as: T.self)
        }
    }

    /// Every element as a `Bool`, or nil.
    @usableFromInline
    func bools() -> [Bool]? {
        bitwiseScalars { index in
            switch unsafe document.entries[index].kind {
            case .true: true
            case .false: false
            default: nil
            }
        }
    }

    /// Every element as a `String`, or nil. Reserved and appended (strings are not bitwise
    /// copyable: a copy from a temporary buffer would retain each).
    @usableFromInline
    func strings() -> [String]? {
        let entry = unsafe document.entries[entryIndex]
        let first = entry.firstChild
        guard entry.childCount > 0 else { return [] }
        var elements: [String] = []
        elements.reserveCapacity(entry.childCount)
        for index in first ..< first &+ entry.childCount {
            guard unsafe document.entries[index].kind == .string else { return nil }
            elements.append(document.string(at: index))
        }
        return elements
    }

    /// The elements converted by `convert` (given each one's entry), or nil when it gives nil
    /// for one; see `bitwiseElements`.
    @inline(__always)
    private func bitwiseScalars<E: BitwiseCopyable>(_ convert: (Int) -> E?) -> [E]? {
        let entry = unsafe document.entries[entryIndex]
        let first = entry.firstChild
        return bitwiseElements(count: entry.childCount) { position in convert(first &+ position) }
    }
}
