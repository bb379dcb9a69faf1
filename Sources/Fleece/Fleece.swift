// The Fleece core module. See DESIGN.md.
