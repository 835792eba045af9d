import SourceText
import TabBarCore
import UIKitTechnology

/// The measure getters of a file's `UIView` / `UITabBar` categories (`ViewMeasureGetters`): an instance method without
/// parameters whose body is one `return` of the view's own measure (`- (CGFloat)sl_height { return
/// self.frame.size.height; }`, `CGRectGetWidth(self.bounds)`), and those of its centre y (`return self.center.y;`).
struct UIKitObjCMeasureGetters {
    let resolver: ObjCResolver
    var view: TokenView { resolver.view }

    func getters() -> ViewMeasureGetters? {
        var measures: [String: UIKitBarMeasure] = [:]
        var centers: Set<String> = []
        let declarations = resolver.declarations
        for container in declarations.containers
        where container.kind == .implementation && container.category != nil && ViewMeasureGetters.extendedClasses.contains(container.name) {
            for method in container.methods {
                let declared = declarations.methods[method]
                guard !declared.isClassMethod, declared.parameters.isEmpty, !declared.selector.contains(":"),
                      let value = returned(declared.open, declared.close).map(view.unparenthesized) else { continue }
                if let measure = UIKitObjCCenterReader(resolver: resolver, method: method).barMeasure(value) {
                    measures[declared.selector] = measure
                } else if isCenterY(value) {
                    centers.insert(declared.selector)
                }
            }
        }
        return measures.isEmpty && centers.isEmpty ? nil : ViewMeasureGetters(measures: measures, centerYProperties: centers)
    }

    /// The object-like macros of the file whose body is the screen's width (`#define kScreenW [UIScreen
    /// mainScreen].bounds.size.width`), added to `getters` as widths: a tab bar is as wide as the screen, so a custom
    /// bar's slots dividing one (`kScreenW / 5`) divide the bar's width. Asked only of a file that declares names
    /// (its evaluator's index is built then anyway).
    static func addingScreenWidthMacros(_ resolver: ObjCResolver, to getters: ViewMeasureGetters?) -> ViewMeasureGetters? {
        var result = getters ?? ViewMeasureGetters()
        let index = resolver.evaluator.index
        for (name, position) in index.macros {
            let macro = index.macroList[position]
            guard macro.parameters == nil,
                  UIKitObjCCenterReader.isScreenWidth(0..<macro.view.count, macro.view) else { continue }
            result.measures[name] = .width
        }
        return result.measures.isEmpty && result.centerYProperties.isEmpty ? nil : result
    }

    /// `self.center.y`.
    private func isCenterY(_ value: Range<Int>) -> Bool {
        guard let chain = view.dottedChain(value), chain.count == 3 else { return false }
        return view.isWord(chain[0], "self") && view.isWord(chain[1], "center") && view.isWord(chain[2], "y")
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
