import Testing

@Test func placeholderWorkspace() { #expect(Bool(true)) }
