import JSONC
import SourceText
import SwiftSource
import Testing

/// The Swift spellings of code that runs only before iOS 15 (`VersionGatedCode`): `#available` in `if` and `guard`,
/// `#unavailable`.
@Suite struct VersionGatedSwiftCodeTests {
    private static func regions(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        let view = TokenView(bytes: bytes, tokens: SwiftLexer.tokenize(bytes).filter { !$0.kind.isTrivia })
        return VersionGatedCode.olderSystemsOnly(in: view).map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    }

    @Test func branchesForOlderSystemsOnly() {
        #expect(Self.regions("if #available(iOS 13.0, *) {\n  new()\n} else {\n  old()\n}") == ["{\n  old()\n}"])
        #expect(Self.regions("guard #available(iOS 13, *) else { old(); return }") == ["{ old(); return }"])
        #expect(Self.regions("if #unavailable(iOS 15) { old() }") == ["{ old() }"])
        #expect(Self.regions("if UIDevice.current.systemVersion.doubleValue < 13 { old() }") == ["{ old() }"])
    }

    @Test func branchesThatMayRunOnIOS15AreKept() {
        for source in ["if #available(iOS 13, *), flag { a() } else { b() }", "if #unavailable(iOS 17) { a() }",
                       "if #available(iOS 16, *) { a() } else { b() }", "guard #unavailable(iOS 13) else { a(); return }",
                       "if items.isEmpty { a() } else { b() }"] {
            #expect(Self.regions(source).isEmpty, "\(source)")
        }
    }
}
