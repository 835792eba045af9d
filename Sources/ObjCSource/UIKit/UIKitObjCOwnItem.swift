import JSONC
import SourceText
import TabBarCore

/// Reads what a class's own instance methods set on `self.tabBarItem`, or on its navigation controller's
/// (`self.navigationController.tabBarItem`, which the tab shows when the class is wrapped in one) (SPEC section 8):
/// `self.tabBarItem = [[UITabBarItem alloc] initWithTitle:image:selectedImage:]`, `self.tabBarItem.title /
/// .image / .selectedImage = …` and their setter messages; within the class, the last setting in source order wins.
struct UIKitObjCOwnItem {
    let resolver: ObjCResolver


    /// The fields the instance methods `methods` set on the class's own item, nil when none.
    func ownItem(methods: [Int]) -> SourceOwnItem? {
        let reader = UIKitObjCItemReader(bars: UIKitObjCBars(resolver: resolver))
        var item = SourceOwnItem()
        var setUpOnly = true
        for index in methods {
            let method = resolver.declarations.methods[index]
            guard !method.isClassMethod else { continue }
            guard resolver.mayHold(index, .tabBarItem) else { continue }
            let body = resolver.body(index)
            guard body.occurrences["tabBarItem"] != nil else { continue }
            let scope = UIKitObjCScope(method: index, bindings: [:], caller: nil)
            let setters = reader.settersInOrder(of: "self", in: body)
            if !setters.isEmpty, !runsAtSetUp(index, among: methods) { setUpOnly = false }
            for setter in setters {
                switch setter.chain {
                case ["tabBarItem", "title"], ["navigationController", "tabBarItem", "title"]:
                    item.title = reader.title(setter.value, in: scope)
                case ["tabBarItem", "image"], ["navigationController", "tabBarItem", "image"]:
                    item.image = reader.image(setter.value, in: scope)
                case ["tabBarItem", "selectedImage"], ["navigationController", "tabBarItem", "selectedImage"]:
                    item.selectedImage = reader.image(setter.value, in: scope)
                case ["tabBarItem"], ["navigationController", "tabBarItem"]:
                    guard let made = reader.tabBarItem(setter.value, in: scope) else {
                        // An item made some other way: what it shows is unknown.
                        let unknown = SourceFact<String>(.unknown, range: resolver.view.byteRange(setter.value))
                        item = SourceOwnItem(title: unknown, image: unknown, selectedImage: unknown)
                        continue
                    }
                    item = SourceOwnItem(title: made.title, image: made.image, selectedImage: made.selectedImage)
                default: break
                }
            }
        }
        item.runsAtSetUp = setUpOnly
        return item.isEmpty ? nil : item
    }

    /// Whether method `index` runs where the controller is made or loaded: a set-up method itself, or one that a
    /// set-up method of `methods` sends to `self`.
    private func runsAtSetUp(_ index: Int, among methods: [Int]) -> Bool {
        let selector = resolver.declarations.methods[index].selector
        if SourceOwnItem.isSetUpMethod(String(selector.prefix { $0 != ":" })) { return true }
        return methods.contains { caller in
            let name = resolver.declarations.methods[caller].selector
            guard caller != index, SourceOwnItem.isSetUpMethod(String(name.prefix { $0 != ":" })) else { return false }
            return resolver.body(caller).sends.contains {
                $0.selector == selector && $0.receiver.count == 1 && resolver.view.isWord($0.receiver.lowerBound, "self")
            }
        }
    }
}
