//
//  MainTabBarController.swift
//  Moments
//
//  Created by Zhou Yang on 2019/9/12.
//  Copyright © 2019 Moments Inc. All rights reserved.
//

import UIKit
import CYLTabBarController

final class MainTabBarController: CYLTabBarController {

    init() {
        super.init(viewControllers: MainTabBarController.makeViewControllers(),
                   tabBarItemsAttributes: MainTabBarController.makeTabBarItemsAttributes())
        tabBar.tintColor = UIColor(red: 0.98, green: 0.36, blue: 0.27, alpha: 1)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        hideTabBarShadowImageView()
    }

    private static func makeViewControllers() -> [UIViewController] {
        let home = UINavigationController(rootViewController: HomeViewController())
        let messages = UINavigationController(rootViewController: MessagesViewController())
        let discover = UINavigationController(rootViewController: DiscoverViewController())
        let profile = UINavigationController(rootViewController: ProfileViewController())
        return [home, messages, discover, profile]
    }

    private static func makeTabBarItemsAttributes() -> [[String: Any]] {
        let homeItem = [CYLTabBarItemTitle: "首页",
                        CYLTabBarItemImage: "tab_home",
                        CYLTabBarItemSelectedImage: "tab_home_sel"]
        let messagesItem = [CYLTabBarItemTitle: "消息",
                            CYLTabBarItemImage: "tab_message",
                            CYLTabBarItemSelectedImage: "tab_message_sel"]
        let discoverItem = [CYLTabBarItemTitle: "发现",
                            CYLTabBarItemImage: "tab_discover",
                            CYLTabBarItemSelectedImage: "tab_discover_sel"]
        let profileItem = [CYLTabBarItemTitle: "我的",
                           CYLTabBarItemImage: "tab_mine",
                           CYLTabBarItemSelectedImage: "tab_mine_sel"]
        return [homeItem, messagesItem, discoverItem, profileItem]
    }
}
