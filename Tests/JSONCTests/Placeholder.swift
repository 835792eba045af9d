import Testing

@Test func placeholderJSONCTests() { #expect(Bool(true)) }
