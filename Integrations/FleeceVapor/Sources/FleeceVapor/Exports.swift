// A Vapor app configures Fleece's coders (`useFleece(decoder:encoder:)`, `decodeJSONStream(decoder:)`)
// and reads its values: one import brings them, as FleeceNetworking's and FleeceAsyncHTTPClient's do.
@_exported import Fleece
@_exported import FleeceFoundation
