// A Hummingbird app configures Fleece's coders (`FleeceRequestDecoder(decoder:)`, `FleeceResponseEncoder(encoder:)`)
// and reads its values: one import brings them, as the other integrations' imports do.
@_exported import Fleece
@_exported import FleeceFoundation
