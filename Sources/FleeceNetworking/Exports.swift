// FleeceNetworking's users decode with Fleece and configure FleeceDecoder: one import brings both,
// and Foundation with them (FleeceFoundation re-exports it).
@_exported import Fleece
@_exported import FleeceFoundation
// Its API takes `URLSession` and `URLRequest`, which live in FoundationNetworking outside Apple's
// platforms: re-exported so that `import FleeceNetworking` alone names them everywhere.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
