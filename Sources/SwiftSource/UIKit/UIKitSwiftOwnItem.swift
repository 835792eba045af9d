import JSONC
import TabBarCore

/// Reads what a class's own initializers and methods set on `tabBarItem` / `self.tabBarItem` or on its navigation
/// controller's (`navigationController?.tabBarItem`) (SPEC section 8): `tabBarItem = UITabBarItem(title:image:selectedImage:)`,
/// `tabBarItem.image = …`; across the class's declarations in the file, the last setting in source order wins.
extension UIKitSwiftItemReader {
    /// `classes` (one per type of the file, in order) with `ownItem` filled.
    func fillingOwnItems(_ classes: [SourceClass]) -> [SourceClass] {
        var result = classes
        for (index, type) in bars.types.enumerated() where index < result.count {
            var fields = Fields()
            var setUpOnly = true
            for member in type.members {
                guard !bars.members[member].isStatic,
                      bars.members[member].kind == .initializer || bars.members[member].kind == .function,
                      bars.mayHold(member, .tabBarItem),
                      bars.statements(of: member).assignments.contains(where: Self.setsOwnItem) else { continue }
                // (The callers may be in another declaration of the type: an extension.)
                if !runsAtSetUp(member, among: bars.types.filter { $0.name == type.name }.flatMap(\.members)) { setUpOnly = false }
                let scope = UIKitSwiftScope(member: member, bindings: [:], caller: nil)
                read("tabBarItem", in: scope, prefix: [], into: &fields)
                // The item of its navigation controller, which the tab shows when the class is wrapped in one.
                read("navigationController", in: scope, prefix: ["tabBarItem"], into: &fields)
            }
            // Most types set no item: nothing to build (a fact is no small value to copy).
            guard fields.title != nil || fields.image != nil || fields.selectedImage != nil else { continue }
            var item = SourceOwnItem(title: fields.title ?? nil, image: fields.image ?? nil, selectedImage: fields.selectedImage ?? nil)
            item.runsAtSetUp = setUpOnly
            if !item.isEmpty { result[index].ownItem = item }
        }
        return result
    }

    /// Whether member `member` runs where the controller is made or loaded: an initializer, a set-up method, or a
    /// function one of those of `members` calls.
    private func runsAtSetUp(_ member: Int, among members: [Int]) -> Bool {
        let declared = bars.members[member]
        let name = bars.tokens.name(declared.nameToken)
        if declared.kind == .initializer || SourceOwnItem.isSetUpMethod(name) { return true }
        return members.contains { caller in
            let other = bars.members[caller]
            guard caller != member, other.kind == .initializer || SourceOwnItem.isSetUpMethod(bars.tokens.name(other.nameToken))
            else { return false }
            return bars.statements(of: caller).calls.contains { bars.tokens.sameName($0.name, declared.nameToken) }
        }
    }

    /// Whether an assignment sets the class's own item or its navigation controller's.
    private static func setsOwnItem(_ assignment: UIKitSwiftStatements.Assignment) -> Bool {
        assignment.chain.first == "tabBarItem"
            || (assignment.chain.count > 1 && assignment.chain[0] == "navigationController" && assignment.chain[1] == "tabBarItem")
    }
}
