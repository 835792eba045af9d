import JSONC
import TabBarCore

extension SourceProject {
    /// A UIKit bar with its calls to helpers of other files bound (SPEC section 8): each call whose name
    /// a project helper has (of a category or extension of `UITabBarController`, or of the bar's class or
    /// one of its superclasses) adds that helper's tab where the call stands; the others are dropped. A
    /// bar left with no tab is no bar.
    static func bindingHelperCalls(_ controller: InFile<SourceController>, helpers: [TabHelper],
                                   classesByName: [String: [InFile<SourceClass>]]) -> InFile<SourceController>? {
        guard let uikit = controller.value.stock, !uikit.helperCalls.isEmpty else { return controller }
        var lineage: Set<String> = []
        var next = controller.value.className
        while let name = next, lineage.insert(name).inserted {
            next = (classesByName[name] ?? []).lazy.compactMap(\.value.superclass).first
        }
        var byName: [String: TabHelper] = [:]
        var defaulted: [TabHelper] = []
        for helper in helpers where helper.ownerClass.map(lineage.contains) ?? true {
            if byName[helper.name] == nil || helper.ownerClass != nil { byName[helper.name] = helper }
            if helper.parameters.contains(where: { $0.defaultValue != nil }) { defaulted.append(helper) }
        }
        var value = controller.value
        var items = value.items?.elements ?? []
        var viewControllers = value.viewControllers?.elements ?? []
        var inserted = 0
        for written in uikit.helperCalls {
            var call = written
            var helper = byName[call.name]
            if helper == nil, let (found, filled) = Self.helperLeavingOutDefaults(call, among: defaulted) {
                helper = found
                call = filled
            }
            guard helper != nil || call.keepsTab else { continue }
            let tab = helper.map(call.tab(through:)) ?? call.unknownTab
            let at = min(call.position + inserted, items.count, viewControllers.count)
            items.insert(tab.item, at: at)
            viewControllers.insert(tab.viewController, at: at)
            inserted += 1
        }
        guard !items.isEmpty else { return nil }
        let start = min(value.items?.range.start ?? Int.max, uikit.helperCalls.map(\.statement.start).min() ?? Int.max)
        let end = max(value.items?.range.end ?? 0, uikit.helperCalls.map(\.statement.end).max() ?? 0)
        let range = ByteRange(start, end)
        value.items = SourceArray(elements: items, isComplete: value.items?.isComplete ?? true, range: range)
        value.viewControllers = SourceArray(elements: viewControllers, isComplete: value.viewControllers?.isComplete ?? true, range: range)
        value.stock?.helperCalls = []
        return InFile(file: controller.file, value)
    }

    /// The helper a call binds to once its defaulted arguments are filled in (a class's own helper first), and
    /// the call so filled.
    private static func helperLeavingOutDefaults(_ call: TabHelperCall, among helpers: [TabHelper])
        -> (TabHelper, TabHelperCall)? {
        var found: (TabHelper, TabHelperCall)?
        for helper in helpers {
            guard let filled = call.fillingDefaults(of: helper) else { continue }
            if found == nil || helper.ownerClass != nil { found = (helper, filled) }
        }
        return found
    }
}
