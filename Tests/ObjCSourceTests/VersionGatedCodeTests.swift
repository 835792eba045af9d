import JSONC
import ObjCSource
import SourceText
import TabBarCore
import Testing

/// Code that runs only before iOS 15 (`VersionGatedCode`): the gates read from names, `@available` and comparisons of
/// the system version, the branches they leave to older systems, and TB029's opaque looks set there left out.
@Suite struct VersionGatedCodeTests {
    @Test(arguments: [
        ("isAfteriOS7", VersionGatedCode.Gate.atLeast(7)), ("DEVICE_HAS_IOS7", .atLeast(7)), ("IOS8_OR_LATER", .atLeast(8)),
        ("kIsBeforeIOS13", .below(13)), ("iOS11Later", .atLeast(11)),
    ])
    func gatesNamedByMacros(name: String, gate: VersionGatedCode.Gate) {
        #expect(VersionGatedCode.gate(named: name) == gate)
    }

    @Test func namesWithoutADirectionOrAVersionSayNothing() {
        for name in ["IS_IOS7", "isAfterLogin", "kIOSVersion", "iOS", "hasTabs"] {
            #expect(VersionGatedCode.gate(named: name) == nil, "\(name)")
        }
        #expect(VersionGatedCode.gate(named: "SYSTEM_VERSION_LESS_THAN", version: "13.0") == .below(13))
        #expect(VersionGatedCode.gate(named: "SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO", version: "7.0") == .atLeast(7))
    }

    /// The text of each region of `source` that runs only before iOS 15.
    private static func regions(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        let view = TokenView(bytes: bytes, tokens: ObjCLexer.tokenize(bytes))
        return VersionGatedCode.olderSystemsOnly(in: view).map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    }

    @Test func branchesForOlderSystemsOnly() {
        #expect(Self.regions("if (!isAfteriOS7) { old(); } else { new(); }") == ["{ old(); }"])
        #expect(Self.regions("if (isAfteriOS7) { new(); } else { old(); }") == ["{ old(); }"])
        #expect(Self.regions("if (@available(iOS 13.0, *)) { new(); } else { old(); }") == ["{ old(); }"])
        #expect(Self.regions("if ([[UIDevice currentDevice].systemVersion floatValue] < 7.0) old();") == ["old();"])
        #expect(Self.regions("if (7.0 > [[[UIDevice currentDevice] systemVersion] doubleValue]) { old(); }") == ["{ old(); }"])
        #expect(Self.regions("if (SYSTEM_VERSION_LESS_THAN(@\"13.0\")) { old(); }") == ["{ old(); }"])
        #expect(Self.regions("if (@available(iOS 13.0, *)) { a(); } else if (x) { b(); } else { c(); }")
            == ["if (x) { b(); } else { c(); }"])
    }

    /// A long `else if` chain after a gate is one region, walked without recursion (no deep stack, no quadratic walk).
    @Test func aLongElseIfChainIsOneRegion() {
        let chain = (0..<20_000).map { "else if (x == \($0)) { a(); }" }.joined(separator: " ")
        let regions = Self.regions("if (@available(iOS 13.0, *)) { b(); } " + chain + " else { c(); }")
        #expect(regions.count == 1)
        #expect(regions.first?.hasPrefix("if (x == 0)") == true && regions.first?.hasSuffix("else { c(); }") == true)
    }

    @Test func branchesThatMayRunOnIOS15AreKept() {
        for source in ["if (@available(iOS 16.0, *)) { a(); } else { b(); }", "if (!isAfteriOS7 && flag) { a(); }",
                       "if (isAfteriOS7) { a(); }", "if (loggedIn) { a(); } else { b(); }",
                       "if ([[UIDevice currentDevice].systemVersion floatValue] >= 7.0) { a(); }"] {
            #expect(Self.regions(source).isEmpty, "\(source)")
        }
    }

    /// TB029's opaque looks set only before iOS 15 are left out; the same look set for every system stays.
    @Test func opaqueLooksForOlderSystemsAreLeftOut() {
        let notes = [SourceNote(.legacyBackground("backgroundImage"), range: ByteRange(10, 20)),
                     SourceNote(.legacyBackground("barTintColor"), range: ByteRange(40, 50)),
                     SourceNote(.barBackgroundColor, range: ByteRange(12, 14))]
        let kept = notes.droppingOpaqueLooks(in: [ByteRange(5, 30)])
        #expect(kept == [notes[1], notes[2]])
    }
}
