import JSONC
import TabBarCore

extension SwiftUIKitBars {
    /// A factory of the controller's own class called without arguments (`homeTab()`, `self.makeFeed()`):
    /// its last top-level `return` expression, read in the factory's scope. Nil for anything else.
    func factoryReturn(_ call: SwiftValueReader.Call, in scope: SwiftUIKitScope) -> (Range<Int>, SwiftUIKitScope)? {
        guard call.arguments.isEmpty, scope.member >= 0, scope.member < members.count, !tokens.isTypeName(call.callee),
              let owner = members[scope.member].owner else { return nil }
        let ownerName = types[owner].name
        let name = tokens.name(call.callee)
        guard let factory = members.indices.first(where: { index in
            let member = members[index]
            guard member.kind == .function, member.hasNoParameters, let other = member.owner else { return false }
            return types[other].name == ownerName && tokens.name(member.nameToken) == name
        }) else { return nil }
        let body = members[factory].body
        let end = min(body.upperBound, tokens.count)
        var found: Range<Int>?
        var depth = 0
        var index = body.lowerBound
        while index < end {
            defer { index += 1 }
            if tokens.isPunctuation(index, "{") { depth += 1 } else if tokens.isPunctuation(index, "}") { depth -= 1 }
            // Top level of the body only: not inside a closure or a branch.
            guard depth == 0, tokens.keyword(index) == .`return`, index + 1 < end else { continue }
            found = (index + 1)..<tokens.expressionEnd(from: index + 1, limit: end)
        }
        guard let found, !found.isEmpty else { return nil }
        return (found, SwiftUIKitScope(member: factory, bindings: [:], caller: nil))
    }
}
