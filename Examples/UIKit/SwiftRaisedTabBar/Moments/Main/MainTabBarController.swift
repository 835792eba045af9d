import UIKit

/// The app's four tabs, with a publish button raised between the second and the third (the Weibo layout).
final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let raisedBar = RaisedTabBar()
        raisedBar.publishButton.addTarget(self, action: #selector(publish), for: .touchUpInside)
        setValue(raisedBar, forKey: "tabBar")

        addChild(FeedViewController(), title: "Feed", image: "moments_feed", selectedImage: "moments_feed_selected")
        addChild(MessagesViewController(), title: "Messages", image: "moments_messages", selectedImage: "moments_messages_selected")
        addChild(DiscoverViewController(), title: "Discover", image: "moments_discover", selectedImage: "moments_discover_selected")
        addChild(ProfileViewController(), title: "Me", image: "moments_me", selectedImage: "moments_me_selected")
    }

    /// Adds one tab, its root wrapped in a navigation controller.
    private func addChild(_ controller: UIViewController, title: String, image: String, selectedImage: String) {
        controller.tabBarItem.title = title
        controller.tabBarItem.image = UIImage(named: image)
        controller.tabBarItem.selectedImage = UIImage(named: selectedImage)?.withRenderingMode(.alwaysOriginal)
        controller.navigationItem.title = title
        addChild(UINavigationController(rootViewController: controller))
    }

    @objc private func publish() {
        present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
    }
}
