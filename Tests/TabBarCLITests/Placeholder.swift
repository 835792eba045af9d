import Testing

@Test func placeholderTabBarCLITests() { #expect(Bool(true)) }
