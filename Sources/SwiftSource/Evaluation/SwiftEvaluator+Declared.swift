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

    /// Whether the file declares a `let` a declared string may come from (a `static let`, or a `let` at file scope with
    /// an initialiser), told from its members alone (no walk over its tokens: this is asked on every keystroke).
    static func mayDeclareStrings(_ members: [SwiftMember], _ tokens: SwiftTokens) -> Bool {
        members.contains { member in
            member.kind == .storedProperty && (member.owner == nil || member.isStatic) && !member.body.isEmpty
                && tokens.keyword(member.nameToken - 1) == .let
        }
    }
}
