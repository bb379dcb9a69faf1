// `@Convertible var photoCount: Int` on Flickr's `"photo_count": "3406"`: the conversion every
// user of the wrapper pays for, once per value. `Convertible.init(from:)` is generic and called
// through `Decodable`, so it runs unspecialised: finding out at run time that `Value` is `Int`
// by asking for conformances (`Value.self as? any LosslessStringConvertible.Type`, then casting
// the result back to `Value`) took about 2,000 instructions per value, more than decoding the
// string and converting it together. Comparing `Value.self` with the few types people wrap is
// a pointer comparison each.
//
// Nothing on this path names a type made from `Value` (`Value?`, `Convertible<Value>` through a
// static member, a nested generic enum): in unspecialised code each is a run-time metadata
// lookup, and they cost about 1,300 instructions per value (callgrind, flickr-counts). The
// conversion is not generic at all (`ConvertibleScalar.value(in:)`), and its result becomes a
// `Value` by a bit cast inlined into `Convertible.init(from:)`, a miss by a typed error of a
// concrete type.

/// The standard scalar a `@Convertible` value is (`Int`, `Double`, `Bool`, `Float`, any other
/// standard integer type, or an optional of one: the types the wrapper wraps in practice; an
/// `Int32` or `UInt64` took 1.5 times as long the general way, found by an outside tester),
/// found from its type by pointer comparisons, the commonest first; nil for any other type,
/// which converts the general way. The list is kept here once.
struct ConvertibleScalar {
    enum Kind { case int, double, bool, int64, float, int32, uint64, uint, uint32, int16, uint16, int8, uint8 }

    let kind: Kind
    /// Whether the type is the optional of the scalar.
    let isOptional: Bool

    init?(_ type: Any.Type) {
        // The optionals' identifiers are kept: each `Int?.self` here would be a call into the
        // runtime for `Optional<Int>`'s metadata (~350 instructions), on every value.
        let type = ObjectIdentifier(type)
        if let kind = Self.kinds.first(where: { $0.type == type })?.kind {
            (self.kind, isOptional) = (kind, false)
        } else if let kind = Self.optionalKinds.first(where: { $0.type == type })?.kind {
            (self.kind, isOptional) = (kind, true)
        } else {
            return nil
        }
    }

    private static let kinds: [(type: ObjectIdentifier, kind: Kind)] = [
        (ObjectIdentifier(Int.self), .int), (ObjectIdentifier(Double.self), .double),
        (ObjectIdentifier(Bool.self), .bool), (ObjectIdentifier(Int64.self), .int64),
        (ObjectIdentifier(Float.self), .float), (ObjectIdentifier(Int32.self), .int32),
        (ObjectIdentifier(UInt64.self), .uint64), (ObjectIdentifier(UInt.self), .uint),
        (ObjectIdentifier(UInt32.self), .uint32), (ObjectIdentifier(Int16.self), .int16),
        (ObjectIdentifier(UInt16.self), .uint16), (ObjectIdentifier(Int8.self), .int8),
        (ObjectIdentifier(UInt8.self), .uint8),
    ]
    private static let optionalKinds: [(type: ObjectIdentifier, kind: Kind)] = [
        (ObjectIdentifier(Int?.self), .int), (ObjectIdentifier(Double?.self), .double),
        (ObjectIdentifier(Bool?.self), .bool), (ObjectIdentifier(Int64?.self), .int64),
        (ObjectIdentifier(Float?.self), .float), (ObjectIdentifier(Int32?.self), .int32),
        (ObjectIdentifier(UInt64?.self), .uint64), (ObjectIdentifier(UInt?.self), .uint),
        (ObjectIdentifier(UInt32?.self), .uint32), (ObjectIdentifier(Int16?.self), .int16),
        (ObjectIdentifier(UInt16?.self), .uint16), (ObjectIdentifier(Int8?.self), .int8),
        (ObjectIdentifier(UInt8?.self), .uint8),
    ]
}

/// The fast path of ``ConvertibleScalar`` did not give a value: the caller takes the full path,
/// which decodes, converts, reports or throws as it always does.
struct ConvertibleScalarMiss: Error {}

/// A value of one of the ``ConvertibleScalar`` kinds.
enum ConvertibleScalarValue {
    case int(Int), double(Double), bool(Bool), int64(Int64), float(Float), int32(Int32), uint64(UInt64), uint(UInt), uint32(UInt32), int16(Int16), uint16(UInt16), int8(Int8), uint8(UInt8)

    /// The value as `Value`, which is its type, or (`optional`) the optional of its type.
    ///
    /// Inlined into the generic caller, where the scalar's type and its optional are known: no
    /// type is asked of the runtime, as passing `Optional<Int>` to a generic function would be.
    @inline(__always)
    func cast<Value>(to type: Value.Type, optional: Bool) -> Value {
        // Memory safety: each bit cast is from a type to itself; `optional` and the case were
        // found from `Value.self` (see `ConvertibleScalar.init`).
        switch self {
        case .int(let v): unsafe optional ? unsafeBitCast(Optional(v), to: type) : unsafeBitCast(v, to: type)
        case .double(let v): unsafe optional ? unsafeBitCast(Optional(v), to: type) : unsafeBitCast(v, to: type)
        case .bool(let v): unsafe optional ? unsafeBitCast(Optional(v), to: type) : unsafeBitCast(v, to: type)
        case .int64(let v): unsafe optional ? unsafeBitCast(Optional(v), to: type) : unsafeBitCast(v, to: type)
        case .float(let v): unsafe optional ? unsafeBitCast(Optional(v), to: type) : unsafeBitCast(v, to: type)
        case .int32(let v): unsafe optional ? unsafeBitCast(Optional(v), to: type) : unsafeBitCast(v, to: type)
        case .uint64(let v): unsafe optional ? unsafeBitCast(Optional(v), to: type) : unsafeBitCast(v, to: type)
        case .uint(let v): unsafe optional ? unsafeBitCast(Optional(v), to: type) : unsafeBitCast(v, to: type)
        case .uint32(let v): unsafe optional ? unsafeBitCast(Optional(v), to: type) : unsafeBitCast(v, to: type)
        case .int16(let v): unsafe optional ? unsafeBitCast(Optional(v), to: type) : unsafeBitCast(v, to: type)
        case .uint16(let v): unsafe optional ? unsafeBitCast(Optional(v), to: type) : unsafeBitCast(v, to: type)
        case .int8(let v): unsafe optional ? unsafeBitCast(Optional(v), to: type) : unsafeBitCast(v, to: type)
        case .uint8(let v): unsafe optional ? unsafeBitCast(Optional(v), to: type) : unsafeBitCast(v, to: type)
        }
    }
}

extension ConvertibleScalar {
    /// The value Fleece's decoder is at, as this scalar: a string's text converted without first
    /// decoding it as the wrapped type (which would throw a type-mismatch error, worded and with
    /// its coding path, only for it to be dropped), another value decoded as the scalar itself,
    /// without the generic `singleValueContainer().decode(Value.self)`. Not generic: no type made
    /// from the wrapped type is needed.
    ///
    /// The conversions are `ConvertibleText.value(_:as:)` (the `LosslessStringConvertible`
    /// initializers, decimal number text only for a floating-point type) and the decoder's own
    /// scalar decoding, as on the full path: only the way to reach them differs.
    ///
    /// - Throws: ``ConvertibleScalarMiss`` when the text does not convert, the value does not
    ///   decode or is null, or a ``LeniencyReport`` is being collected for a string (the full
    ///   path records the forgiven error). Nothing else: the full path makes the real errors.
    func value(in document: DocumentDecoder) throws(ConvertibleScalarMiss) -> ConvertibleScalarValue {
        switch kind {
        case .int: .int(try Self.value(Int.self, in: document) { try document.decode(Int.self) })
        case .double: .double(try Self.value(Double.self, in: document) { try document.decode(Double.self) })
        case .bool: .bool(try Self.value(Bool.self, in: document) { try document.decode(Bool.self) })
        case .int64: .int64(try Self.value(Int64.self, in: document) { try document.decode(Int64.self) })
        case .float: .float(try Self.value(Float.self, in: document) { try document.decode(Float.self) })
        case .int32: .int32(try Self.value(Int32.self, in: document) { try document.decode(Int32.self) })
        case .uint64: .uint64(try Self.value(UInt64.self, in: document) { try document.decode(UInt64.self) })
        case .uint: .uint(try Self.value(UInt.self, in: document) { try document.decode(UInt.self) })
        case .uint32: .uint32(try Self.value(UInt32.self, in: document) { try document.decode(UInt32.self) })
        case .int16: .int16(try Self.value(Int16.self, in: document) { try document.decode(Int16.self) })
        case .uint16: .uint16(try Self.value(UInt16.self, in: document) { try document.decode(UInt16.self) })
        case .int8: .int8(try Self.value(Int8.self, in: document) { try document.decode(Int8.self) })
        case .uint8: .uint8(try Self.value(UInt8.self, in: document) { try document.decode(UInt8.self) })
        }
    }

    /// ``value(in:)`` for the scalar type `S`.
    @inline(__always)
    private static func value<S: LosslessStringConvertible>(
        _ type: S.Type, in document: DocumentDecoder, decoding: () throws -> S
    ) throws(ConvertibleScalarMiss) -> S {
        // Memory safety: reads the `DocumentDecoder`'s state for the value being decoded, in the
        // one decode in progress (see `DocumentDecoder.value`).
        switch unsafe document.kind(document.value) {
        case .string:
            guard !LeniencyReport.isCollecting else { throw ConvertibleScalarMiss() }
            if let number = unsafe document.number(inStringAt: document.value, as: S.self) { return number }
            guard let converted = unsafe ConvertibleText.value(document.stringValue(ofEntry: document.value), as: S.self) else {
                throw ConvertibleScalarMiss()
            }
            return converted
        case .null:
            throw ConvertibleScalarMiss()
        default:
            guard let decoded = try? decoding() else { throw ConvertibleScalarMiss() }
            return decoded
        }
    }
}
