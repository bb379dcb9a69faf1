/// Merging many shapes at once, in time linear in their total size.
///
/// Folding them pair by pair (`a.merged(with: b)`) rebuilds the fields merged so far at every
/// step, so an array of records that each bring a key of their own (sparse, optional fields:
/// ordinary API data) took time quadratic in their number: 16,000 such records, a 300 KB sample,
/// took 24 s (found by an outside complexity auditor). Here each field's values are gathered
/// first and merged once. The result is the pairwise fold's, field order included.
extension Shape {
    /// The shape that holds the values of all of `shapes`: what folding them in order with
    /// `merged(with:)` gives, for `.nothing` and nothing at all too.
    static func merging(_ shapes: [Shape]) -> Shape {
        guard shapes.count > 2 else { return pairwiseFold(shapes) }
        // Objects, arrays or dictionaries (beside nulls, `.nothing`) merge by their parts; any
        // other mix goes pair by pair, which is cheap for scalars and ends in JSON otherwise.
        var objects: [ObjectShape] = []
        var arrayElements: [Shape] = []
        var dictionaryValues: [Shape] = []
        for shape in shapes {
            switch shape.kind {
            case .nothing: continue
            case .object(let object): objects.append(object)
            case .array(let array): arrayElements.append(array.element)
            case .dictionary(let values): dictionaryValues.append(values.element)
            default: return pairwiseFold(shapes)
            }
        }
        let kinds = [!objects.isEmpty, !arrayElements.isEmpty, !dictionaryValues.isEmpty].filter { $0 }.count
        guard kinds == 1 else { return pairwiseFold(shapes) }
        let kind: Kind = if !objects.isEmpty {
            .object(ObjectShape.merging(objects))
        } else if !arrayElements.isEmpty {
            .array(ArrayShape(element: merging(arrayElements)))
        } else {
            .dictionary(ArrayShape(element: merging(dictionaryValues)))
        }
        return Shape(kind: kind, sawNull: shapes.contains(where: \.sawNull), sawAbsent: shapes.contains(where: \.sawAbsent),
                     sawEmptyOfOtherKind: shapes.contains(where: \.sawEmptyOfOtherKind))
    }

    private static func pairwiseFold(_ shapes: [Shape]) -> Shape {
        shapes.reduce(Shape(kind: .nothing)) { $0.merged(with: $1) }
    }
}

extension ObjectShape {
    /// The fields of all `objects`, in the order their keys first appear: each key's values
    /// merged, and absent sometimes (so optional) when some object lacks it.
    static func merging(_ objects: [ObjectShape]) -> ObjectShape {
        var keys: [String] = []
        var values: [[Shape]] = []
        var index: [KeyBytes: Int] = [:]
        for object in objects {
            for field in object.fields {
                if let known = index[KeyBytes(field.key)] {
                    values[known].append(field.shape)
                } else {
                    index[KeyBytes(field.key)] = keys.count
                    keys.append(field.key)
                    values.append([field.shape])
                }
            }
        }
        return ObjectShape(fields: zip(keys, values).map { key, shapes in
            var shape = Shape.merging(shapes)
            if shapes.count < objects.count { shape.sawAbsent = true }
            return Field(key: key, shape: shape)
        })
    }
}

/// The shapes of many values, merged as they come: kept in batches, each merged into the rest
/// at once (``Shape/merging(_:)``), so that the memory held is one batch, not every value's shape.
struct ShapeFold {
    private var merged = Shape(kind: .nothing)
    private var batch: [Shape] = []
    private static let batchSize = 4_096

    mutating func add(_ shape: Shape) {
        batch.append(shape)
        if batch.count >= Self.batchSize { mergeBatch() }
    }

    /// Everything added, merged.
    mutating func result() -> Shape {
        mergeBatch()
        return merged
    }

    private mutating func mergeBatch() {
        guard !batch.isEmpty else { return }
        merged = Shape.merging([merged] + batch)
        batch.removeAll(keepingCapacity: true)
    }
}
