// FleeceDecoder's users also use JSON, LeniencyReport and the lenient wrappers: one import brings both.
@_exported import Fleece
// And Foundation: its API takes and gives `Data`, `Date`, `URL` and `Decimal`, so a file that
// imports FleeceFoundation (as the README's snippets do) needs no second import to name them.
@_exported import Foundation
