import UIKit

/// Four tabs around a raised "add plant" button drawn by `CenterButtonTabBar`.
final class GardenTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let centerBar = CenterButtonTabBar()
        centerBar.centerButton.addTarget(self, action: #selector(addPlant), for: .touchUpInside)
        // No storyboard in this app: the bar class is installed by KVC on purpose.
        // tabbar-disable-next-line TB028
        setValue(centerBar, forKey: "tabBar")

        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        tabBar.standardAppearance = appearance
        tabBar.scrollEdgeAppearance = appearance

        viewControllers = [
            makeTab(PlantsViewController(), title: "Plants", image: "tab_plants"),
            makeTab(JournalViewController(), title: "Journal", image: "tab_journal"),
            makeTab(ShopViewController(), title: "Shop", image: "tab_shop"),
            makeTab(SettingsViewController(), title: "Settings", image: "tab_settings"),
        ]
    }

    private func makeTab(_ root: UIViewController, title: String, image: String) -> UIViewController {
        root.navigationItem.title = title
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(named: image),
                                             selectedImage: UIImage(named: image + "_selected"))
        return navigation
    }

    @objc private func addPlant() {
        present(UINavigationController(rootViewController: AddPlantViewController()), animated: true)
    }
}
