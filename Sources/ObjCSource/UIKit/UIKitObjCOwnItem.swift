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
        for index in methods {
            let method = resolver.declarations.methods[index]
            guard !method.isClassMethod else { continue }
            guard resolver.mayHold(index, .tabBarItem) else { continue }
            let body = resolver.body(index)
            guard body.occurrences["tabBarItem"] != nil else { continue }
            let scope = UIKitObjCScope(method: index, bindings: [:], caller: nil)
            for setter in reader.settersInOrder(of: "self", in: body) {
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
        return item.isEmpty ? nil : item
    }
}
