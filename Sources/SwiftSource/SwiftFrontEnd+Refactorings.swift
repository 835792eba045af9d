import JSONC
import TabBarCore

/// The rewrites editors may offer in Swift: those of each technology, in the list's order.
extension SwiftFrontEnd {
    public func refactorings(in bytes: [UInt8], at range: ByteRange) -> [SourceRefactoring] {
        technologies.flatMap { $0.refactorings(in: bytes, at: range) }
    }
}
