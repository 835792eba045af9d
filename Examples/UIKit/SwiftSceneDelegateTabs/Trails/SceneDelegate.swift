import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)

        let map = MapViewController()
        map.tabBarItem = UITabBarItem(title: "Map", image: UIImage(named: "tab_map"), selectedImage: UIImage(named: "tab_map_fill"))
        let saved = SavedTrailsViewController()
        saved.tabBarItem = UITabBarItem(title: "Saved", image: UIImage(systemName: "bookmark"), selectedImage: UIImage(systemName: "bookmark.fill"))

        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        let tabs = UITabBarController()
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        tabs.viewControllers = [map, UINavigationController(rootViewController: saved)]

        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }
}
