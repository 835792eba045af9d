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
            let body = index.macroList[macro].view
            guard Self.mayBeNumber(0..<body.count, body) else { continue }
            if let entry = declaredNumber(name, kind: .macro) { entries[name] = entry }
        }
        for (name, constant) in index.constants where entries.count < limit && entries[name] == nil {
            if case .initializer(let range) = constant, !Self.mayBeNumber(range, file) { continue }
            if let entry = declaredNumber(name, kind: .constant) { entries[name] = entry }
        }
        return entries.isEmpty ? nil : DeclaredNumbers(entries: entries)
    }

    /// Whether the tokens `range` of `view` may compute a number: a few tokens, a number among them, no string (told
    /// before anything is evaluated: most macros of a header are strings, colours or calls).
    private static func mayBeNumber(_ range: Range<Int>, _ view: TokenView) -> Bool {
        guard !range.isEmpty, range.count <= 32 else { return false }
        var number = false
        for index in range {
            switch view.kind(index) {
            case .number: number = true
            case .string: return false
            default: break
            }
        }
        return number
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
