import JSONC
import SourceText
import TabBarCore

extension ObjCEvaluator {
    /// The strings the file declares by name for other files (`DeclaredStrings`): each object-like `#define` and each
    /// file-level constant whose value the evaluator computes to a string written whole in this file (`#define kHome
    /// @"首页"`, `NSString *const kMine = @"我的";`, a macro naming another), at most `limit` of them.
    func declaredStrings(limit: Int = 512) -> DeclaredStrings? {
        var entries: [String: DeclaredStrings.Entry] = [:]
        for (name, macro) in index.macros where index.macroList[macro].parameters == nil && entries.count < limit {
            if let entry = declared(name, kind: .macro) { entries[name] = entry }
        }
        for (name, constant) in index.constants where entries.count < limit {
            guard case .initializer = constant, entries[name] == nil else { continue }
            if let entry = declared(name, kind: .constant) { entries[name] = entry }
        }
        return entries.isEmpty ? nil : DeclaredStrings(entries: entries)
    }

    /// The string `name` stands for, as the file spells it, nil when it is no string or is built from parts.
    private func declared(_ name: String, kind: ValueStep.Kind) -> DeclaredStrings.Entry? {
        var state = State(steps: 256)
        let value = self.name(name, at: 0..<0, Scope(), &state)
        guard let string = value.string, value.provenance.isWrittenWhole, value.provenance.origin.length > 0 else { return nil }
        return DeclaredStrings.Entry(value: string, range: value.provenance.origin, kind: kind)
    }
}
