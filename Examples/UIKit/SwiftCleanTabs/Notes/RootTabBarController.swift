import UIKit

/// The app's tabs: each root titles its own navigation bar through `navigationItem`.
final class RootTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        configureAppearance()
        addTab(InboxViewController(), title: "Inbox", image: UIImage(named: "tab_inbox"),
               selectedImage: UIImage(named: "tab_inbox_filled"))
        addTab(NotesViewController(), title: "Notes", image: UIImage(systemName: "note.text"))
        addTab(SettingsViewController(), title: NSLocalizedString("tab.settings", comment: ""),
               image: UIImage(systemName: "gearshape"))
    }

    private func addTab(_ root: UIViewController, title: String, image: UIImage?, selectedImage: UIImage? = nil) {
        root.tabBarItem = UITabBarItem(title: title, image: image, selectedImage: selectedImage)
        addChild(UINavigationController(rootViewController: root))
    }

    private func configureAppearance() {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        tabBar.standardAppearance = appearance
        if #available(iOS 15.0, *) {
            tabBar.scrollEdgeAppearance = appearance
        }
    }

    /// The tab buttons, found by public API only.
    var tabButtons: [UIView] {
        tabBar.subviews.filter { $0 is UIControl }
    }
}
