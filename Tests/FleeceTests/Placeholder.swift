import Testing
@testable import Fleece

@Test func placeholder() { #expect(1 + 1 == 2) }
