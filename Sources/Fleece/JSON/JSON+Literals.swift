extension JSON.Object {
    /// An object with these members, in this order. A key given twice keeps its first place and
    /// takes its last value, as assigning to a Swift dictionary does, so that an override
    /// appended to an object's members replaces the member:
    ///
    /// ```swift
    /// let user = JSON.Object([(key: "id", value: 1), (key: "name", value: "Ada")])
    /// let renamed = JSON.Object(Array(user) + [(key: "name", value: "Grace")])   // {"id":1,"name":"Grace"}
    /// ```
    /// (Parsed text keeps a repeated key as it is written, and readers differ on which one
    /// counts; a built object has one of each, so every reader of its text agrees. An outside
    /// tester's override compared equal to the intended object, but its text, with both members,
    /// decoded to the old value.)
    ///
    /// Building splices each value's index and text into a new document, with no text written
    /// and parsed again: O(the size of the members), whatever their depth.
    public init(_ members: some Sequence<(key: String, value: JSON)>) {
        self.init(distinctMembers: Self.mergingRepeatedKeys(Swift.Array(members)))
    }

    /// An object with `members`, whose keys the caller knows to be distinct by their bytes.
    init(distinctMembers members: [(key: String, value: JSON)]) {
        let document = DocumentBuilder.container(.object, count: members.count) { builder, children in
            for member in members {
                builder.addKey(member.key, to: &children)
                builder.add(member.value, to: &children)
            }
        }
        if let document {
            self = unsafe JSON.Object(document: document, entryIndex: document.rootIndex)
        } else {
            self = JSON.Object.empty
        }
    }

    /// `members` with each key once, at its first place, with its last value. Keys are the same
    /// when their bytes are, as lookups and `==` compare them: `"é"` and `"e\u{301}"`, equal as
    /// Swift `String`s, are two keys (the round-trip fuzz target found them merged).
    private static func mergingRepeatedKeys(_ members: [(key: String, value: JSON)]) -> [(key: String, value: JSON)] {
        guard members.count > 1 else { return members }
        // A few keys are compared pairwise: a dictionary of their bytes cost more than the rest of
        // building the object.
        guard members.count > 8 else {
            var merged: [(key: String, value: JSON)] = []
            merged.reserveCapacity(members.count)
            for member in members {
                if let place = merged.firstIndex(where: { $0.key.utf8.elementsEqual(member.key.utf8) }) {
                    merged[place].value = member.value
                } else {
                    merged.append(member)
                }
            }
            return merged
        }
        var places: [[UInt8]: Int] = [:]
        places.reserveCapacity(members.count)
        var merged: [(key: String, value: JSON)] = []
        for member in members {
            let bytes = Swift.Array(member.key.utf8)
            if let place = places[bytes] {
                merged[place].value = member.value
            } else {
                places[bytes] = merged.count
                merged.append(member)
            }
        }
        return merged
    }

    /// An object with no members.
    public static var empty: JSON.Object {
        JSON.Object(document: JSONDocument.emptyObject, entryIndex: 0)
    }
}

extension JSON.Array {
    /// An array of these elements.
    ///
    /// ```swift
    /// let tags = JSON.Array(["a", "b"])
    /// ```
    /// Building splices each element's index and text into a new document, with no text written
    /// and parsed again: O(the size of the elements), whatever their depth.
    public init(_ elements: some Sequence<JSON>) {
        let elements = Swift.Array(elements)
        let document = DocumentBuilder.container(.array, count: elements.count) { builder, children in
            for element in elements { builder.add(element, to: &children) }
        }
        if let document {
            self = unsafe JSON.Array(document: document, entryIndex: document.rootIndex)
        } else {
            self = JSON.Array(document: JSONDocument.emptyArray, entryIndex: 0)
        }
    }
}

extension JSONDocument {
    /// Indexes text that Fleece wrote itself; such a document has no source text for positions.
    package static func written(_ bytes: [UInt8]) -> JSON {
        writtenDocument(bytes)?.root ?? .null
    }

    /// The document of text Fleece wrote, without source text: its values have no line and
    /// column, since no input holds them. Nil when `bytes` is not JSON.
    static func writtenDocument(_ bytes: [UInt8]) -> JSONDocument? {
        // Memory safety: the parser uses the lent buffer only inside the closure.
        let parsed = unsafe bytes.withUnsafeBufferPointer { buffer in
            try? unsafe Parser.parse(buffer, options: JSONParsingOptions(maximumDepth: .max))
        }
        guard let parsed else { return nil }
        return JSONDocument(bytes: bytes, entries: parsed.entries, rootIndex: parsed.rootIndex, hasSourceText: false)
    }

    static let emptyObject = JSONDocument(
        bytes: [UInt8(ascii: "{"), UInt8(ascii: "}")],
        entries: [Entry(offset: 0, tag: Entry.Kind.object.rawValue, payload: 0)], rootIndex: 0, hasSourceText: false)
    static let emptyArray = JSONDocument(
        bytes: [UInt8(ascii: "["), UInt8(ascii: "]")],
        entries: [Entry(offset: 0, tag: Entry.Kind.array.rawValue, payload: 0)], rootIndex: 0, hasSourceText: false)
}

extension JSON: ExpressibleByDictionaryLiteral {
    /// `let user: JSON = ["id": 1, "email": nil]`
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(JSON.Object(elements.map { (key: $0.0, value: $0.1) }))
    }
}

extension JSON: ExpressibleByArrayLiteral {
    /// `let tags: JSON = ["a", "b"]`
    public init(arrayLiteral elements: JSON...) {
        self = .array(JSON.Array(elements))
    }
}

extension JSON: ExpressibleByStringLiteral {
    /// `let name: JSON = "Ada"`
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSON: ExpressibleByIntegerLiteral {
    /// `let id: JSON = 42`
    public init(integerLiteral value: Int) {
        self = .number(JSON.Number(value))
    }
}

extension JSON: ExpressibleByFloatLiteral {
    /// `let price: JSON = 12.5`. JSON has no infinity or NaN; those become `null`.
    public init(floatLiteral value: Double) {
        self = JSON.Number(value).map(JSON.number) ?? .null
    }
}

extension JSON: ExpressibleByBooleanLiteral {
    /// `let flag: JSON = true`
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSON: ExpressibleByNilLiteral {
    /// `let nothing: JSON = nil` is `.null`.
    public init(nilLiteral: ()) {
        self = .null
    }
}
