// The streams' users decode with Fleece and may configure a FleeceDecoder: one import brings both,
// as FleeceNetworking's does.
@_exported import Fleece
@_exported import FleeceFoundation
