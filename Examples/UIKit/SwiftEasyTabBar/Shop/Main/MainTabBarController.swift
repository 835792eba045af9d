import UIKit

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.tintColor = .systemOrange
        tabBar.barTintColor = .white
        add(child: HomeViewController(), imageName: "icon_home", selectImageName: "icon_home_selected", title: "Home")
        // No selected image: the tint colours the template icon, which is fine.
        add(child: SearchViewController(), imageName: "icon_search", title: "Search")
        add(child: CartViewController(), imageName: "icon_cart", selectImageName: "icon_cart_selected", title: "Cart")
        add(child: ProfileViewController(), imageName: "icon_profile", selectImageName: "icon_me_selected", title: "Me")
    }
}

extension UITabBarController {
    /// Adds `controller` as a tab, wrapped in a navigation controller of class `T`.
    func add<T: UINavigationController>(child controller: UIViewController,
                                        imageName: String,
                                        selectImageName: String? = nil,
                                        title: String? = nil,
                                        navigationClass: T.Type = UINavigationController.self as! T.Type) {
        let tabBarItem = UITabBarItem(title: title, image: nil, selectedImage: nil)
        tabBarItem.image = UIImage(named: imageName)?.withRenderingMode(.alwaysOriginal)
        if let selectImageName {
            tabBarItem.selectedImage = UIImage(named: selectImageName)?.withRenderingMode(.alwaysOriginal)
        }
        controller.tabBarItem = tabBarItem
        addChild(T(rootViewController: controller))
    }
}
