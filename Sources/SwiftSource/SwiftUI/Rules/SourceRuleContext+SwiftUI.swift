import JSONC
import TabBarCore

extension SourceRuleContext {
    /// The project's SwiftUI bars: each `TabView`'s file and its `SwiftUIBarFacts` (the only part SwiftUI's rules read).
    var swiftUIBars: [InFile<SwiftUIBarFacts>] {
        tabBars.compactMap { bar in
            bar.controller.value.parts[SwiftUIBarFacts.self].map { InFile(file: bar.controller.file, $0) }
        }
    }

    /// The range of the `TabView` of the bar whose facts are `facts` in `file`, as the bar records it.
    func tabViewRange(of facts: InFile<SwiftUIBarFacts>) -> ByteRange? {
        tabBars.first { $0.controller.file == facts.file && $0.controller.value.parts[SwiftUIBarFacts.self] == facts.value }?
            .controller.value.range
    }
}

extension SwiftUIValue {
    /// As Swift writes it: `0`, `"home"`, `Tab.home`, `.home`, `Optional(0)`.
    var spelling: String {
        let base: String
        switch kind {
        case .int(let value): base = String(value)
        case .string(let value): base = "\"" + value + "\""
        case .member(let type, let name): base = (type ?? "") + "." + name
        }
        return isOptional ? "Optional(" + base + ")" : base
    }
}
