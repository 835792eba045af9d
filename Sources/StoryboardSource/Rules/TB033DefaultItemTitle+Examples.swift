import TabBarCore

/// The examples of TB033: the generic tests run them, `tabbar explain` and the docs print them.
extension DefaultItemTitleRule {
    static let examples = RuleExamples(
        source: SourceExamples(
            triggering: [
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" image="home" id="item-1"/>"#),
                    ("MineViewController", #"<tabBarItem key="tabBarItem" title="↓Item" image="mine" id="item-2"/>"#),
                ])),
            ],
            nonTriggering: [
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" image="home" id="item-1"/>"#),
                    ("ItemsViewController", #"<tabBarItem key="tabBarItem" title="Items" image="list" id="item-2"/>"#),
                ])),
            ]))
}
