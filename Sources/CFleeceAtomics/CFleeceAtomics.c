// The module's functions are all in its header (inline, compiled into the Swift code that calls
// them); SwiftPM builds a C target only from a source file.
#include "CFleeceAtomics.h"
