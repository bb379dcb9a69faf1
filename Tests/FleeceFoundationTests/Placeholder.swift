import Testing

@Test func placeholder_FleeceFoundationTests() { #expect(1 + 1 == 2) }
