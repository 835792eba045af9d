import JSONC
import TabBarCore

/// Reads what a class's own initializers and `viewDidLoad` set on `tabBarItem` / `self.tabBarItem`
/// (SPEC section 8): `tabBarItem = UITabBarItem(title:image:selectedImage:)`, `tabBarItem.image = …`;
/// across the class's declarations in the file, the last setting in source order wins.
extension SwiftUIKitItemReader {
    /// `classes` (one per type of the file, in order) with `ownItem` filled.
    func fillingOwnItems(_ classes: [SourceClass]) -> [SourceClass] {
        var result = classes
        for (index, type) in bars.types.enumerated() where index < result.count {
            var fields = Fields()
            for member in type.members {
                guard !bars.members[member].isStatic,
                      bars.members[member].kind == .initializer
                        || (bars.members[member].kind == .function && bars.members[member].selector.hasPrefix("viewDidLoad")),
                      bars.mayHold(member, .tabBarItem),
                      bars.statements(of: member).assignments.contains(where: { $0.chain.first == "tabBarItem" }) else { continue }
                read("tabBarItem", in: SwiftUIKitScope(member: member, bindings: [:], caller: nil), prefix: [], into: &fields)
            }
            let item = UIKitOwnItem(title: fields.title ?? nil, image: fields.image ?? nil, selectedImage: fields.selectedImage ?? nil)
            if !item.isEmpty { result[index].ownItem = item }
        }
        return result
    }
}
