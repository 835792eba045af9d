//
//  SceneDelegate.swift
//  Paopao
//
//  Created by 许晴 on 2021/3/18.
//

import UIKit
import CYLTabBarController

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }

        BubbleButton.register()
        let viewControllers: [UIViewController] = [
            FeedViewController(),
            HotViewController(),
            ChatListViewController(),
            DiscoverViewController(),
            MeViewController(),
        ]
        let tabBarController = CYLTabBarController(viewControllers: viewControllers,
                                                   tabBarItemsAttributes: tabBarItemsAttributes)
        tabBarController.tabBarHeight = 50
        tabBarController.tabBar.tintColor = .systemPink

        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
        self.window = window
    }

    private var tabBarItemsAttributes: [[String: String]] {
        return [
            [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "xianyu_home", CYLTabBarItemSelectedImage: "xianyu_home_selected"],
            [CYLTabBarItemTitle: "🔥热门", CYLTabBarItemImage: "airbnb_explore", CYLTabBarItemSelectedImage: "airbnb_explore_selected"],
            [CYLTabBarItemTitle: "消息", CYLTabBarItemImage: "xianyu_message", CYLTabBarItemSelectedImage: "xianyu_message_selected"],
            [CYLTabBarItemTitle: "发现", CYLTabBarItemImage: "discover_normal", CYLTabBarItemSelectedImage: "discover_highlight"],
            [CYLTabBarItemTitle: "我的", CYLTabBarItemImage: "xianyu_mine", CYLTabBarItemSelectedImage: "xianyu_mine_selected"],
        ]
    }
}
