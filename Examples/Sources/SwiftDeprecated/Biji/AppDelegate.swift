//
//  AppDelegate.swift
//  Biji
//
//  Created by 刘一鸣 on 2018/1/9.
//  Copyright © 2018年 Biji. All rights reserved.
//

import UIKit
import CYLTabBarController

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        ComposeButton.registerSubclass()

        let tabBarController = CYLTabBarController(viewControllers: viewControllers(),
                                                   tabBarItemsAttributes: tabBarItemsAttributesForController())
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = tabBarController
        window?.makeKeyAndVisible()
        return true
    }

    func viewControllers() -> [UINavigationController] {
        let home = UINavigationController(rootViewController: HomeViewController())
        let follow = UINavigationController(rootViewController: FollowViewController())
        let message = UINavigationController(rootViewController: MessageViewController())
        let profile = UINavigationController(rootViewController: ProfileViewController())
        return [home, follow, message, profile]
    }

    func tabBarItemsAttributesForController() -> [[String: String]] {
        let tabBarItemOne = [CYLTabBarItemTitle: "首页",
                             CYLTabBarItemImage: "tabbar_mainframe",
                             CYLTabBarItemSelectedImage: "tabbar_mainframeHL"]
        let tabBarItemTwo = [CYLTabBarItemTitle: "关注",
                             CYLTabBarItemImage: "airbnb_saved",
                             CYLTabBarItemSelectedImage: "airbnb_saved_selected"]
        let tabBarItemThree = [CYLTabBarItemTitle: "消息",
                               CYLTabBarItemImage: "message_normal",
                               CYLTabBarItemSelectedImage: "message_highlight"]
        let tabBarItemFour = [CYLTabBarItemTitle: "我的",
                              CYLTabBarItemImage: "airbnb_profile",
                              CYLTabBarItemSelectedImage: "airbnb_profile_selected"]
        return [tabBarItemOne, tabBarItemTwo, tabBarItemThree, tabBarItemFour]
    }
}
