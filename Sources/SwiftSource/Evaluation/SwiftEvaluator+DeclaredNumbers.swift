import JSONC
import TabBarCore

extension SwiftEvaluator {
    /// The numbers the file declares by name for other files (`DeclaredNumbers`): each global `let` and each `static
    /// let` of a type whose initialiser holds a number literal and no string, and that the evaluator computes to a
    /// number, named as other files spell them (`kMargin`, `Metrics.margin`), at most `limit` of them.
    func declaredNumbers(limit: Int = 512) -> DeclaredNumbers? {
        var entries: [String: DeclaredNumbers.Entry] = [:]
        var conflicting: Set<String> = []
        for (name, properties) in index.properties where entries.count < limit {
            for property in properties where !property.isComputed && (property.owner == nil || property.isStatic) {
                guard tokens.keyword(property.nameToken - 1) == .let, !property.body.isEmpty, property.body.count <= 32,
                      property.body.contains(where: { tokens.kind($0) == .number }),
                      !property.body.contains(where: { tokens.kind($0) == .string }) else { continue }
                let spelled = property.owner.map { "\($0).\(name)" } ?? name
                guard !conflicting.contains(spelled) else { continue }
                var state = State(steps: 256)
                let value = value(property.body, Scope(typeName: property.owner), &state)
                let number: Double
                switch value.kind {
                case .integer(let integer): number = Double(integer)
                case .double(let double): number = double
                default: continue
                }
                // A name declared twice in the file with different numbers: neither is given to other files.
                if let known = entries[spelled], known.value != number {
                    entries[spelled] = nil
                    conflicting.insert(spelled)
                    continue
                }
                entries[spelled] = DeclaredNumbers.Entry(value: number, range: value.provenance.origin, kind: .constant)
            }
        }
        return entries.isEmpty ? nil : DeclaredNumbers(entries: entries)
    }
}
