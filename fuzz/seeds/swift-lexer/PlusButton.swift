import UIKit
import CYLTabBarController

@objc(PlusButton)
final class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
    static func plusButton() -> Any {
        let button = PlusButton(frame: CGRect(x: 0, y: 0, width: 84.5, height: 0x54))
        button.setImage(UIImage(named: "post_normal"), for: .normal)
        button.setTitle(NSLocalizedString("发布", comment: ""), for: .normal)
        return button
    }
    static func indexOfPlusButtonInTabBar() -> UInt { 2 }
    static func multiplier(ofTabBarHeight tabBarHeight: CGFloat) -> CGFloat { 0.3 }
    static func constantOfPlusButtonCenterYOffset(forTabBarHeight tabBarHeight: CGFloat) -> CGFloat { -1_0 }
    class func plusChildViewController() -> UIViewController { UINavigationController(rootViewController: PublishViewController()) }
}

// Registered before the controller is made.
func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    PlusButton.register()
    return true
}
