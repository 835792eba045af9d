//
//  MainTabBarController.swift
//  CYLTabBarControllerDemo
//
//  Created by 微博@iOS程序犭袁 on 2017/3/12.
//  Copyright © 2017 https://github.com/ChenYilong. All rights reserved.
//

import UIKit
import CYLTabBarController

/// The app's root tab bar: four tabs and a plus button in the middle.
final class MainTabBarController: CYLTabBarController {
    /* outer /* nested */ still comment */
    private let badgeCount: Int = 3
    private var observers: [NSObjectProtocol] = []

    static var items: [[String: Any]] {
        [[CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home_normal", CYLTabBarItemSelectedImage: "home_highlight"],
         [CYLTabBarItemTitle: "同城", CYLTabBarItemImage: "mycity_normal", CYLTabBarItemSelectedImage: "mycity_highlight"],
         [CYLTabBarItemTitle: "消息", CYLTabBarItemImage: "message_normal", CYLTabBarItemSelectedImage: "message_highlight"],
         [CYLTabBarItemTitle: NSLocalizedString("Me", comment: "😀"), CYLTabBarItemImage: #"account_normal"#,
          CYLTabBarItemSelectedImage: "account_highlight"]]
    }

    convenience init() {
        let home = UINavigationController(rootViewController: HomeViewController())
        let city = UINavigationController(rootViewController: CityViewController())
        let message = UINavigationController(rootViewController: MessageViewController())
        let account = UINavigationController(rootViewController: AccountViewController())
        self.init(viewControllers: [home, city, message, account],
                  tabBarItemsAttributes: MainTabBarController.items,
                  imageInsets: UIEdgeInsets(top: -4.5, left: 0, bottom: 4.5, right: 0),
                  titlePositionAdjustment: UIOffset(horizontal: 0, vertical: -3.5))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        self.title = "Home \(badgeCount + (1))"
        tabBarHeight = 49
        tabBar.tintColor = UIColor(red: 0x1F / 255.0, green: 0.5, blue: 1e-3, alpha: 1.0)
        if #available(iOS 13.0, *) {
            let appearance = UITabBarAppearance()
            appearance.configureWithOpaqueBackground()
            tabBar.standardAppearance = appearance
        }
        observers.append(NotificationCenter.default.addObserver(forName: .init("badge"), object: nil, queue: .main) { [weak self] note in
            guard let self = self, let count = note.userInfo?["count"] as? Int else { return }
            self.tabBar.items?[2].badgeValue = count > 0 ? "\(count)" : nil
        })
    }

    @objc private func didTapPlus(_ sender: UIButton!) {
        let selector = #selector(didTapPlus(_:))
        print("tapped \(sender.tag) with \(String(describing: selector))", terminator: "\n")
        let pairs = (0..<4).map { ($0, $0 * 2) }.filter { $0.1 != 0 && $0.0 >= 1 }
        _ = pairs.reduce(0) { $0 + $1.1 }
    }

    override func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        let index = viewControllers?.firstIndex(of: viewController) ?? NSNotFound
        return index != 2 || `default`
    }
}

#if DEBUG
let previewJSON = """
    {"title": "首页", "image": "home_normal"}
    """
#endif

final class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
    static func plusButton() -> Any {
        let button = PlusButton(frame: CGRect(x: 0, y: 0, width: 84, height: 84))
        button.setImage(UIImage(named: "post_normal"), for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 9.5)
        return button
    }

    static func indexOfPlusButtonInTabBar() -> UInt { 2 }
    static func multiplier(ofTabBarHeight tabBarHeight: CGFloat) -> CGFloat { 0.3 }
    static func constantOfPlusButtonCenterYOffset(forTabBarHeight tabBarHeight: CGFloat) -> CGFloat { -10 }
}
