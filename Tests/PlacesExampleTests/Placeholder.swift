import Testing

@Test func placeholder_PlacesExampleTests() { #expect(1 + 1 == 2) }
