// The plus button of a tab bar, registered with the deprecated registerSubclass (tabbar: TB016).
final class PostButton: CYLPlusButton {
    static func plusButton() -> Any! {
        PostButton()
    }

    static func indexOfPlusButtonInTabBar() -> UInt {
        return 2
    }
}

func setUpTabBar() {
    PostButton.registerSubclass()
}
