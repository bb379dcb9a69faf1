// Placeholder: this module is filled by its issue.
@_exported import Fleece
