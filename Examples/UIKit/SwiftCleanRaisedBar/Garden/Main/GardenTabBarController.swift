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

        addTab(PlantsViewController(), title: "Plants", image: "garden_plants", selectedImage: "garden_plants_selected")
        addTab(JournalViewController(), title: "Journal", image: "garden_journal", selectedImage: "garden_journal_selected")
        addTab(ShopViewController(), title: "Shop", image: "garden_shop", selectedImage: "garden_shop_selected")
        addTab(SettingsViewController(), title: "Settings", image: "garden_settings", selectedImage: "garden_settings_selected")
    }

    /// One tab: the item on the root, whose navigation bar keeps its own title.
    private func addTab(_ root: UIViewController, title: String, image: String, selectedImage: String) {
        root.tabBarItem = UITabBarItem(title: title, image: UIImage(named: image), selectedImage: UIImage(named: selectedImage))
        root.navigationItem.title = title
        addChild(UINavigationController(rootViewController: root))
    }

    @objc private func addPlant() {
        present(UINavigationController(rootViewController: AddPlantViewController()), animated: true)
    }
}
