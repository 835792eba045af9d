//
//  AppDelegate.swift
//  Moments
//
//  Created by Zhou Yang on 2019/9/12.
//  Copyright © 2019 Moments Inc. All rights reserved.
//

import UIKit
import CYLTabBarController

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // 加号按钮要在创建 TabBarController 之前注册
        PublishButton.register()

        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.rootViewController = MainTabBarController()
        window.makeKeyAndVisible()
        self.window = window

        customizeAppearance()
        return true
    }

    private func customizeAppearance() {
        UINavigationBar.appearance().tintColor = .darkGray
        UITabBar.appearance().backgroundColor = .white
    }
}
