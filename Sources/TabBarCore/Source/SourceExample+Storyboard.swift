extension SourceExample {
    /// A `Main.storyboard` as Interface Builder writes it: a tab bar controller scene (class `controllerClass`
    /// when given) whose `viewControllers` segues lead, in order, to one view controller scene per tab. Each
    /// tab is its class (nil for a plain `UIViewController`) and its `<tabBarItem …/>` element, written by
    /// the example (so that markers sit where findings start). `tabBar` replaces the controller's plain
    /// `<tabBar key="tabBar" …/>` element (its look, its appearances). With `launchScreen`, the document is a launch
    /// screen (`launchScreen="YES"`), which never runs as a tab bar.
    public static func storyboard(_ tabs: [(className: String?, item: String)], controllerClass: String? = nil,
                                  tabBar: String = #"<tabBar key="tabBar" contentMode="scaleToFill" id="bar"/>"#,
                                  launchScreen: Bool = false) -> String {
        let custom = controllerClass.map { #" customClass="\#($0)""# } ?? ""
        let bar = tabBar.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + String(repeating: " ", count: 20))
        let launch = launchScreen ? #" launchScreen="YES""# : ""
        let segues = tabs.indices.map {
            #"                        <segue destination="vc-\#($0 + 1)" kind="relationship" relationship="viewControllers" id="seg-\#($0 + 1)"/>"#
        }
        let scenes = tabs.enumerated().map { index, tab in
            let custom = tab.className.map { #" customClass="\#($0)""# } ?? ""
            return """
                    <scene sceneID="scene-\(index + 1)">
                        <objects>
                            <viewController id="vc-\(index + 1)"\(custom) sceneMemberID="viewController">
                                \(tab.item)
                            </viewController>
                        </objects>
                    </scene>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch"\(launch) propertyAccessControl="none" useAutolayout="YES" initialViewController="tbc">
                <scenes>
                    <scene sceneID="scene-0">
                        <objects>
                            <tabBarController id="tbc"\(custom) sceneMemberID="viewController">
                                \(bar)
                                <connections>
            \(segues.joined(separator: "\n"))
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
            \(scenes.joined(separator: "\n"))
                </scenes>
            </document>
            """
    }
}
