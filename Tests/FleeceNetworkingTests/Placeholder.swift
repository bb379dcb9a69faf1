import Testing

@Test func placeholder_FleeceNetworkingTests() { #expect(1 + 1 == 2) }
