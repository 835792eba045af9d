import Testing

@Test func placeholderLanguageServerTests() { #expect(Bool(true)) }
