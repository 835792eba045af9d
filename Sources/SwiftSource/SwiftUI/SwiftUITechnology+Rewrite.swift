import JSONC
import TabBarCore

/// SwiftUI's rewrites: a `.tabItem { Label(…) }.tag(v)` child to the iOS 18 `Tab(…, value: v) { … }`, and back.
extension SwiftUITechnology {
    public func refactorings(in bytes: [UInt8], at range: ByteRange) -> [SourceRefactoring] {
        SwiftUITabRewrite.refactorings(in: bytes, at: range)
    }
}
