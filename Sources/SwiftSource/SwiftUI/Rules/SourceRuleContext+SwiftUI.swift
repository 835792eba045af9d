import JSONC
import TabBarCore

extension SourceRuleContext {
    /// The project's SwiftUI bars: each `TabView`'s file and its `SwiftUIBarFacts` (the only part SwiftUI's rules read).
    var swiftUIBars: [InFile<SwiftUIBarFacts>] {
        tabBars.compactMap { bar in
            bar.controller.value.parts[SwiftUIBarFacts.self].map { InFile(file: bar.controller.file, $0) }
        }
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
