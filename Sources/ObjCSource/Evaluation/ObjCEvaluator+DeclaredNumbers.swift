import JSONC
import SourceText
import TabBarCore

extension ObjCEvaluator {
    /// The numbers the file declares by name for other files (`DeclaredNumbers`): each object-like `#define`, each
    /// file-level constant and each enumeration constant whose value the evaluator computes to a number (`#define
    /// kMargin 10`, `static const CGFloat kHeight = 49;`, `#define kTwice (2 * kMargin)`), at most `limit` of them.
    func declaredNumbers(limit: Int = 512) -> DeclaredNumbers? {
        var entries: [String: DeclaredNumbers.Entry] = [:]
        for (name, macro) in index.macros where index.macroList[macro].parameters == nil && entries.count < limit {
            if let entry = declaredNumber(name, kind: .macro) { entries[name] = entry }
        }
        for name in index.constants.keys where entries.count < limit && entries[name] == nil {
            if let entry = declaredNumber(name, kind: .constant) { entries[name] = entry }
        }
        return entries.isEmpty ? nil : DeclaredNumbers(entries: entries)
    }

    /// The number `name` stands for, nil when it is none.
    private func declaredNumber(_ name: String, kind: ValueStep.Kind) -> DeclaredNumbers.Entry? {
        var state = State(steps: 256)
        let value = self.name(name, at: 0..<0, Scope(), &state)
        switch value.kind {
        case .integer(let number): return DeclaredNumbers.Entry(value: Double(number), range: value.provenance.origin, kind: kind)
        case .double(let number): return DeclaredNumbers.Entry(value: number, range: value.provenance.origin, kind: kind)
        default: return nil
        }
    }
}
