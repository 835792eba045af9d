import JSONC
import TabBarCore

extension SwiftEvaluator {
    /// The strings the file declares by name for other files (`DeclaredStrings`): each global `let` and each `static
    /// let` of a type whose initialiser the evaluator computes to a string written whole in this file, named as other
    /// files spell them (`kHomeImage`, `Constants.homeTitle`), at most `limit` of them.
    func declaredStrings(limit: Int = 512) -> DeclaredStrings? {
        var entries: [String: DeclaredStrings.Entry] = [:]
        for (name, properties) in index.properties where entries.count < limit {
            for property in properties where !property.isComputed && (property.owner == nil || property.isStatic) {
                guard tokens.keyword(property.nameToken - 1) == .let, !property.body.isEmpty else { continue }
                let spelled = property.owner.map { "\($0).\(name)" } ?? name
                var state = State(steps: 256)
                let value = value(property.body, Scope(typeName: property.owner), &state)
                guard let string = value.string, value.provenance.isWrittenWhole, value.provenance.origin.length > 0 else { continue }
                // A name declared twice in the file with different strings: neither is given to other files.
                if let known = entries[spelled], known.value != string { entries[spelled] = nil; continue }
                entries[spelled] = DeclaredStrings.Entry(value: string, range: value.provenance.origin, kind: .constant)
            }
        }
        return entries.isEmpty ? nil : DeclaredStrings(entries: entries)
    }

    /// Whether the file's tokens hold a `let` a declared string may come from (`static let`, or a `let` at file
    /// scope): asked before the evaluator is built for `declaredStrings`.
    static func mayDeclareStrings(_ tokens: SwiftTokens) -> Bool {
        var depth = 0
        for index in 0..<tokens.count {
            if tokens.isPunctuation(index, "{") { depth += 1; continue }
            if tokens.isPunctuation(index, "}") { depth -= 1; continue }
            guard tokens.keyword(index) == .let else { continue }
            if depth <= 0 || (index > 0 && tokens.spells(index - 1, "static")) { return true }
        }
        return false
    }
}
