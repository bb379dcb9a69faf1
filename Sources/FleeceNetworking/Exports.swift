// FleeceNetworking's users decode with Fleece and configure FleeceDecoder: one import brings both.
@_exported import Fleece
@_exported import FleeceFoundation
