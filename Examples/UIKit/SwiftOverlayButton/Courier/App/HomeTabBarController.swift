import UIKit

/// A stock tab bar of five tabs; the middle one is covered by a compose button added over the bar.
final class HomeTabBarController: UITabBarController, UITabBarControllerDelegate {
    private let composeButton = UIButton(type: .custom)

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self

        let timeline = TimelineViewController()
        timeline.tabBarItem = UITabBarItem(title: "Timeline", image: UIImage(named: "courier_timeline"),
                                           selectedImage: UIImage(named: "courier_timeline_selected"))
        let search = SearchViewController()
        search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(named: "courier_search"),
                                         selectedImage: UIImage(named: "courier_search_selected"))
        let inbox = InboxViewController()
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(named: "courier_inbox"),
                                        selectedImage: UIImage(named: "courier_inbox_selected"))
        let profile = ProfileViewController()
        profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(named: "courier_profile"),
                                          selectedImage: UIImage(named: "courier_profile_selected"))

        viewControllers = [
            UINavigationController(rootViewController: timeline),
            UINavigationController(rootViewController: search),
            UIViewController(),
            UINavigationController(rootViewController: inbox),
            UINavigationController(rootViewController: profile),
        ]
        addComposeButton()
    }

    private func addComposeButton() {
        composeButton.setImage(UIImage(named: "courier_compose"), for: .normal)
        composeButton.addTarget(self, action: #selector(compose), for: .touchUpInside)
        composeButton.translatesAutoresizingMaskIntoConstraints = false
        tabBar.addSubview(composeButton)
        NSLayoutConstraint.activate([
            composeButton.centerXAnchor.constraint(equalTo: tabBar.centerXAnchor),
            composeButton.centerYAnchor.constraint(equalTo: tabBar.topAnchor, constant: 6),
            composeButton.widthAnchor.constraint(equalToConstant: 58),
            composeButton.heightAnchor.constraint(equalToConstant: 58),
        ])
    }

    @objc private func compose() {
        present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        viewController is UINavigationController
    }
}
