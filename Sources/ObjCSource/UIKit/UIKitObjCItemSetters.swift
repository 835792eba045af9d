import JSONC
import SourceText
import TabBarCore

/// One setting of a tab's item field on a name: `x.tabBarItem.title = v` (chain `tabBarItem`, `title`) or
/// its message form `[x.tabBarItem setTitle:v]`, `[x setTitle:v]`.
struct UIKitObjCItemSetter {
    var chain: [String]
    var value: Range<Int>
    var start: Int
}

extension UIKitObjCItemReader {
    /// The assignments and setter messages on `name` in `body` that may set its item, in source order.
    func settersInOrder(of name: String, in body: ObjCMethodBody) -> [UIKitObjCItemSetter] {
        var result: [UIKitObjCItemSetter] = []
        for assignment in body.assignments where assignment.names.count >= 2 && view.text(assignment.names[0]) == name {
            result.append(UIKitObjCItemSetter(chain: assignment.names.dropFirst().map { view.text($0) },
                                              value: assignment.value, start: assignment.start))
        }
        for send in body.sends where send.arguments.count == 1 && send.extraArguments.isEmpty {
            let receiver = expressions.core(send.receiver)
            guard let first = receiver.first, view.isIdentifier(first), view.text(first) == name else { continue }
            let isItem = receiver.count == 3 && view.isPunctuation(first + 1, ".") && view.isWord(first + 2, "tabBarItem")
            guard isItem || receiver.count == 1 else { continue }
            let field: String
            switch send.selector {
            case "setTitle:": field = "title"
            case "setImage:" where isItem: field = "image"
            case "setSelectedImage:" where isItem: field = "selectedImage"
            case "setTabBarItem:" where !isItem: field = "tabBarItem"
            default: continue
            }
            let chain = isItem ? ["tabBarItem", field] : [field]
            result.append(UIKitObjCItemSetter(chain: chain, value: send.arguments[0], start: send.open))
        }
        return result.sorted { $0.start < $1.start }
    }
}
