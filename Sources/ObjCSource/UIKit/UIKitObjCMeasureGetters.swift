import SourceText
import TabBarCore
import UIKitTechnology

/// The measure getters of a file's `UIView` / `UITabBar` categories (`ViewMeasureGetters`): an instance method without
/// parameters whose body is one `return` of the view's own measure (`- (CGFloat)sl_height { return
/// self.frame.size.height; }`, `CGRectGetWidth(self.bounds)`).
struct UIKitObjCMeasureGetters {
    let resolver: ObjCResolver
    var view: TokenView { resolver.view }

    func getters() -> ViewMeasureGetters? {
        var measures: [String: UIKitBarMeasure] = [:]
        let declarations = resolver.declarations
        for container in declarations.containers
        where container.kind == .implementation && container.category != nil && ViewMeasureGetters.extendedClasses.contains(container.name) {
            for method in container.methods {
                let declared = declarations.methods[method]
                guard !declared.isClassMethod, declared.parameters.isEmpty, !declared.selector.contains(":"),
                      let value = returned(declared.open, declared.close),
                      let measure = UIKitObjCCenterReader(resolver: resolver, method: method).barMeasure(view.unparenthesized(value))
                else { continue }
                measures[declared.selector] = measure
            }
        }
        return measures.isEmpty ? nil : ViewMeasureGetters(measures: measures)
    }

    /// The expression of `{ return e; }`, the body's only statement.
    private func returned(_ open: Int, _ close: Int) -> Range<Int>? {
        guard close > open + 3, view.isPunctuation(open, "{"), view.isWord(open + 1, "return"),
              view.isPunctuation(close - 1, ";") else { return nil }
        let value = (open + 2)..<(close - 1)
        var index = value.lowerBound
        while index < value.upperBound {
            if view.isOpener(index), let partner = view.partner(index), partner > index { index = partner + 1; continue }
            if view.isPunctuation(index, ";") { return nil }
            index += 1
        }
        return value
    }
}
