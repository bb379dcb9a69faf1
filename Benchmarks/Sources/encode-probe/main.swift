import Corpora
import Fleece
import FleeceFoundation
import Foundation

// Encodes one corpus's models with FleeceEncoder (and JSONEncoder, for the ratio), for
// instruction counts under callgrind:
//
//     swift build -c release --product encode-probe
//     valgrind --tool=callgrind --toggle-collect='*measuredRun*' .build/release/encode-probe geo 1 compact fleece
//
// Arguments: CORPUS [PASSES] [compact|sorted|pretty] [fleece|foundation|both|writer|serialization|functional]
// (`writer`: the `JSON` value's writer on the parsed documents in the format given, `writerRun`
// for callgrind; `serialization`: `JSONSerialization` writing the same documents, parsed by it,
// with the same options, `serializationRun`;
// `functional`: the models' `JSONEncodable` conformances against FleeceEncoder, compact,
// `functionalRun` for callgrind, its text checked equal to FleeceEncoder's with
// `.withoutEscapingSlashes` first). The models are
// decoded once, before the measured passes; `both` prints each encoder's time per pass and the
// ratio, passes interleaved so that drift in the machine's speed hits both alike. Outputs are
// checked first: equal byte for byte
// with sorted keys, of equal length otherwise.
let arguments = CommandLine.arguments
guard arguments.count >= 2, let corpus = Corpus.all.first(where: { $0.name == arguments[1] }) else {
    FileHandle.standardError.write(Data("usage: encode-probe CORPUS [PASSES] [compact|sorted|pretty] [fleece|foundation|both|writer|serialization|functional]; corpora: \(Corpus.all.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}
let passes = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
let formatting: JSONEncoder.OutputFormatting = switch arguments.count > 3 ? arguments[3] : "compact" {
case "sorted": .sortedKeys
case "pretty": .prettyPrinted
default: []
}
let contender = arguments.count > 4 ? arguments[4] : "both"

/// The `JSON` writer on the parsed documents (`writer` as the contender).
@inline(never)
func writerRun(_ documents: [JSON], style: JSON.WritingStyle) -> Int {
    var bytes = 0
    for document in documents { bytes += document.utf8(style).count }
    return bytes
}

/// `JSONSerialization` writing its own parse of the documents (`serialization`).
@inline(never)
func serializationRun(_ objects: [Any], options: JSONSerialization.WritingOptions) throws -> Int {
    var bytes = 0
    for object in objects { bytes += try JSONSerialization.data(withJSONObject: object, options: options).count }
    return bytes
}

if contender == "writer" {
    let documents = try corpus.documents.map { try JSON(parsing: $0) }
    var style = JSON.WritingStyle.compact
    if formatting.contains(.sortedKeys) { style.insert(.sortedKeys) }
    if formatting.contains(.prettyPrinted) { style.insert(.pretty) }
    let size = writerRun(documents, style: style)
    let elapsed = time { (0..<passes).reduce(0) { total, _ in total + writerRun(documents, style: style) } }
    print(String(format: "\(corpus.name) JSON writer: \(size) bytes, %.2f ms per pass (%.0f MB/s)", elapsed / Double(passes), Double(size) * Double(passes) / elapsed / 1e3))
    exit(0)
}

if contender == "serialization" {
    let objects = try corpus.documents.map { try JSONSerialization.jsonObject(with: Data($0), options: .fragmentsAllowed) }
    var options: JSONSerialization.WritingOptions = [.fragmentsAllowed]
    if formatting.contains(.sortedKeys) { options.insert(.sortedKeys) }
    if formatting.contains(.prettyPrinted) { options.insert(.prettyPrinted) }
    let size = try serializationRun(objects, options: options)
    let elapsed = try time { try (0..<passes).reduce(0) { total, _ in try total + serializationRun(objects, options: options) } }
    print(String(format: "\(corpus.name) JSONSerialization: \(size) bytes, %.2f ms per pass (%.0f MB/s)", elapsed / Double(passes), Double(size) * Double(passes) / elapsed / 1e3))
    exit(0)
}

let fleece = FleeceEncoder()
fleece.outputFormatting = formatting
let foundation = JSONEncoder()
foundation.outputFormatting = formatting

/// The measured work, not inlined, so that callgrind can count it alone.
@inline(never)
func measuredRun<Model: Encodable>(_ models: [Model]) throws -> Int {
    var bytes = 0
    for model in models { bytes += try fleece.encode(model).count }
    return bytes
}

@inline(never)
func foundationRun<Model: Encodable>(_ models: [Model]) throws -> Int {
    var bytes = 0
    for model in models { bytes += try foundation.encode(model).count }
    return bytes
}

/// The models' `JSONEncodable` conformances (`functional` as the contender), compact.
@inline(never)
func functionalRun<Model: JSONEncodable>(_ models: [Model]) -> Int {
    var bytes = 0
    for model in models { bytes += model.jsonBytes().count }
    return bytes
}

func time(_ body: () throws -> Int) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    _ = try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func run<Model: Codable & JSONEncodable>(_ model: Model.Type) throws {
    let models = try corpus.documents.map { try FleeceDecoder().decode(Model.self, from: Data($0)) }
    if contender == "functional" { return try runFunctional(models) }
    // The same bytes with sorted keys; otherwise JSONEncoder's member order is a dictionary's.
    let sorted = formatting.contains(.sortedKeys)
    for model in models {
        let mine = try fleece.encode(model), theirs = try foundation.encode(model)
        guard sorted ? mine != theirs : mine.count != theirs.count else { continue }
        FileHandle.standardError.write(Data("\(corpus.name): FleeceEncoder and JSONEncoder differ\n".utf8))
        exit(1)
    }
    let size = try foundationRun(models)
    var fleeceTime = 0.0, foundationTime = 0.0
    for _ in 0..<passes {
        if contender != "foundation" { fleeceTime += try time { try measuredRun(models) } }
        if contender != "fleece" { foundationTime += try time { try foundationRun(models) } }
    }
    let perPass = { (total: Double) in String(format: "%.2f ms (%.0f MB/s)", total / Double(passes), Double(size) * Double(passes) / total / 1e3) }
    var line = "\(corpus.name) \(arguments.count > 3 ? arguments[3] : "compact"): \(size) bytes;"
    if contender != "foundation" { line += " FleeceEncoder \(perPass(fleeceTime))" }
    if contender != "fleece" { line += " JSONEncoder \(perPass(foundationTime))" }
    if contender == "both" { line += String(format: "; ratio %.2fx", foundationTime / fleeceTime) }
    print(line)
}

/// The functional path against FleeceEncoder (compact, its default options), interleaved.
func runFunctional<Model: Codable & JSONEncodable>(_ models: [Model]) throws {
    let unescaped = FleeceEncoder()
    unescaped.outputFormatting = .withoutEscapingSlashes
    for model in models where try unescaped.encode(model) != Data(model.jsonBytes()) {
        FileHandle.standardError.write(Data("\(corpus.name): JSONEncodable and FleeceEncoder differ\n".utf8))
        exit(1)
    }
    let size = functionalRun(models)
    var fleeceTime = 0.0, functionalTime = 0.0
    for _ in 0..<passes {
        fleeceTime += try time { try measuredRun(models) }
        functionalTime += time { functionalRun(models) }
    }
    let perPass = { (total: Double) in String(format: "%.2f ms (%.0f MB/s)", total / Double(passes), Double(size) * Double(passes) / total / 1e3) }
    print("\(corpus.name) compact: \(size) bytes; JSONEncodable \(perPass(functionalTime)) FleeceEncoder \(perPass(fleeceTime))" + String(format: "; ratio %.2fx", fleeceTime / functionalTime))
}

switch corpus.name {
case Corpus.socialFeed.name: try run(SocialFeed.self)
case Corpus.catalog.name: try run(Catalog.self)
case Corpus.geo.name: try run(Geo.self)
case Corpus.flickrPlaces.name: try run(FlickrPlaces.self)
default: try run(EventLog.Record.self)
}
