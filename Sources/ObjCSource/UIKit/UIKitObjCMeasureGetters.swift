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
        var returns: [(method: Int, selector: String, value: Range<Int>)] = []
        for container in declarations.containers
        where container.kind == .implementation && container.category != nil && ViewMeasureGetters.extendedClasses.contains(container.name) {
            for method in container.methods {
                let declared = declarations.methods[method]
                guard !declared.isClassMethod, declared.parameters.isEmpty, !declared.selector.contains(":"),
                      let value = returned(declared.open, declared.close).map(view.unparenthesized) else { continue }
                returns.append((method, declared.selector, value))
            }
        }
        // `- (CGSize)size { return self.frame.size; }`: a size getter, which `self.size.height` reads through.
        let sizeGetters = Set(returns.filter { isOwnSize($0.value) }.map(\.selector))
        for (method, selector, value) in returns {
            let reader = UIKitObjCCenterReader(resolver: resolver, method: method)
            if let measure = throughSizeGetter(value, sizeGetters) ?? reader.barMeasure(value) {
                measures[selector] = measure
            } else if let point = UIKitObjCPlacements.arguments(of: value, "CGPointMake", count: 2, in: view),
                      UIKitCenterArithmetic(reader).isMiddle(x: point[0], y: point[1]) {
                measures[selector] = .middle
            } else if isCenterY(value) {
                centers.insert(selector)
            }
        }
        return measures.isEmpty && centers.isEmpty ? nil : ViewMeasureGetters(measures: measures, centerYProperties: centers)
    }

    /// The object-like macros and file-level constants of the file whose value is the screen's width (`#define kScreenW
    /// [UIScreen mainScreen].bounds.size.width`, `static const CGFloat kScreenW = [UIScreen mainScreen].bounds.size.width;`,
    /// or through other macros of the file: `#define kScreenSize [UIScreen mainScreen].bounds.size` then `#define kScreenW
    /// kScreenSize.width`), added to `getters` as widths: a tab bar is as wide as the screen, so a custom bar's slots
    /// dividing one (`kScreenW / 5`) divide the bar's width. Asked only of a file that declares names (its evaluator's
    /// index is built then anyway).
    static func addingScreenWidthMacros(_ resolver: ObjCResolver, to getters: ViewMeasureGetters?) -> ViewMeasureGetters? {
        var result = getters ?? ViewMeasureGetters()
        let index = resolver.evaluator.index
        for (name, position) in index.macros where index.macroList[position].parameters == nil {
            let body = index.macroList[position].view
            if let names = chainNames(0..<body.count, body, index, depth: 0), ScreenWidthSpelling.isScreenWidth(names) {
                result.measures[name] = .width
            }
        }
        for (name, constant) in index.constants where index.macros[name] == nil {
            guard case .initializer(let range) = constant,
                  let names = chainNames(range, resolver.view, index, depth: 0), ScreenWidthSpelling.isScreenWidth(names) else { continue }
            result.measures[name] = .width
        }
        return result.measures.isEmpty && result.centerYProperties.isEmpty ? nil : result
    }

    /// The identifiers of the tokens `range` of `view`, in order, each naming an object-like macro of the file replaced
    /// by its body's (at most four macros deep); nil when a token is anything but a name, a dot, a bracket or a
    /// parenthesis, or the chain grows past 20 names (told before anything else: most macros are strings or numbers).
    static func chainNames(_ range: Range<Int>, _ view: TokenView, _ index: ObjCDeclarationIndex, depth: Int) -> [String]? {
        guard !range.isEmpty, range.count <= 20, depth <= 4 else { return nil }
        var names: [String] = []
        for token in range {
            if view.isIdentifier(token) {
                let name = view.text(token)
                if let position = index.macros[name], index.macroList[position].parameters == nil {
                    let body = index.macroList[position].view
                    guard let inner = chainNames(0..<body.count, body, index, depth: depth + 1) else { return nil }
                    names += inner
                } else {
                    names.append(name)
                }
                guard names.count <= 20 else { return nil }
            } else if !(view.isPunctuation(token, ".") || view.isPunctuation(token, "[") || view.isPunctuation(token, "]")
                        || view.isPunctuation(token, "(") || view.isPunctuation(token, ")")) {
                return nil
            }
        }
        return names
    }

    /// `self.frame.size` / `self.bounds.size`.
    private func isOwnSize(_ value: Range<Int>) -> Bool {
        let words = value.filter { view.isIdentifier($0) }.map { view.text($0) }
        return value.count == 5 && (words == ["self", "frame", "size"] || words == ["self", "bounds", "size"])
            && view.isPunctuation(value.lowerBound + 1, ".") && view.isPunctuation(value.lowerBound + 3, ".")
    }

    /// `self.size.height` / `self.size.width` through a size getter of the categories: the bar's height or width.
    private func throughSizeGetter(_ value: Range<Int>, _ sizeGetters: Set<String>) -> UIKitBarMeasure? {
        guard !sizeGetters.isEmpty, value.count == 5, view.isWord(value.lowerBound, "self"), view.isPunctuation(value.lowerBound + 1, "."),
              sizeGetters.contains(view.text(value.lowerBound + 2)), view.isPunctuation(value.lowerBound + 3, ".") else { return nil }
        switch view.text(value.lowerBound + 4) {
        case "height": return .height
        case "width": return .width
        default: return nil
        }
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
