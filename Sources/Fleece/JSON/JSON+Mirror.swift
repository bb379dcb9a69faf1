// Embedded Swift (the 32-bit check's targets) has no reflection.
#if !hasFeature(Embedded)
/// What `dump(_:)`, debuggers and playgrounds show of a value: its members or elements, as a
/// dictionary's or an array's, and a scalar as its JSON text. The stored properties are a view
/// into a parsed document (its bytes, its index, a reference count), which is what `dump` showed
/// before (found by an outside tester).
///
/// ```swift
/// dump(try JSON(parsing: #"{"id": 7, "tags": ["a"]}"#))
/// // ▿ 2 key/value pairs
/// //   ▿ (2 elements)
/// //     - key: "id"
/// //     - value: 7
/// //   ▿ (2 elements)
/// //     - key: "tags"
/// //     ▿ value: 1 element
/// //       - "a"
/// ```
extension JSON: CustomReflectable {
    public var customMirror: Mirror {
        switch self {
        case .object(let object): object.customMirror
        case .array(let array): array.customMirror
        default: Mirror(self, children: [])
        }
    }
}

extension JSON.Object: CustomReflectable {
    /// The members, in document order, as a dictionary's key-value pairs.
    public var customMirror: Mirror {
        // Lazily: a mirror is made to ask only its display style too (`Mirror(reflecting:)`).
        Mirror(self, unlabeledChildren: lazy.map { (key: $0.key, value: $0.value) }, displayStyle: .dictionary)
    }
}

extension JSON.Array: CustomReflectable {
    /// The elements, as an array's.
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: self, displayStyle: .collection)
    }
}

extension JSON.Number: CustomReflectable {
    /// No children: the number is its text.
    public var customMirror: Mirror {
        Mirror(self, children: [])
    }
}
#endif
