// FleeceDecoder's users also use JSON, LeniencyReport and the lenient wrappers: one import brings both.
@_exported import Fleece
