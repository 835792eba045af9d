import TabBarCore

/// A project that declares CYLTabBarController's own public names outside a vendored copy of the library
/// (`@protocol CYLPlusButtonSubclassing`, the `CYLTabBarItemTitle` constant) carries a renamed copy of the library
/// (`ZZTabBarController`, `ZZPlusButton`): a fork whose version, API and behaviour are its own. What the library's
/// rules know (its assertions, deprecations, the crash of a registration in `+load`, the initializer a plus button
/// needs) is not known of the copy, so its bars are not read as the library's: the controllers read as
/// CYLTabBarController's and the plus button registrations are dropped; UIKit's reading of the same code stays.
public struct CYLLibraryCopyLinking: ProjectLinkingStep {
    public init() {}

    public func resolving(_ files: [SourceFile]) -> [SourceFile] {
        guard files.contains(where: { $0.facts.tabBar.declaresLibraryNames }) else { return files }
        return files.map { file in
            let facts = file.facts
            guard facts.code != nil, !facts.tabBar.registrations.isEmpty || facts.tabBar.controllers.contains(where: { $0.stock == nil })
            else { return file }
            var tabBar = facts.tabBar
            tabBar.controllers.removeAll { $0.stock == nil }
            tabBar.registrations = []
            var changed = facts
            changed.tabBar = tabBar
            return SourceFile(path: file.path, bytes: file.bytes, facts: changed)
        }
    }
}
