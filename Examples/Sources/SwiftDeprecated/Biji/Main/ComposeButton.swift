//
//  ComposeButton.swift
//  Biji
//
//  Created by 刘一鸣 on 2018/1/9.
//  Copyright © 2018年 Biji. All rights reserved.
//

import UIKit
import CYLTabBarController

class ComposeButton: CYLPlusButton, CYLPlusButtonSubclassing {

    // Swift 4 不再允许 override class func initialize()，注册挪到了 AppDelegate
    // override class func initialize() {
    //     registerSubclass()
    // }

    static func plusButton() -> Any! {
        let button = ComposeButton()
        button.setImage(UIImage(named: "compose_button"), for: .normal)
        button.setImage(UIImage(named: "compose_button_highlighted"), for: .highlighted)
        button.setTitle("写笔记", for: .normal)
        button.setTitleColor(UIColor.gray, for: .normal)
        button.titleLabel?.font = UIFont.systemFont(ofSize: 10)
        button.sizeToFit()
        button.addTarget(button, action: #selector(composeTapped(_:)), for: .touchUpInside)
        return button
    }

    // 设计稿改过几次位置，最后放在最右边
    static func indexOfPlusButtonInTabBar() -> UInt {
        return 7
    }

    static func multiplerInCenterY() -> CGFloat {
        return 0.3
    }

    @objc func composeTapped(_ sender: ComposeButton) {
        let editor = UINavigationController(rootViewController: NoteEditorViewController())
        cyl_tabBarController.selectedViewController?.present(editor, animated: true, completion: nil)
    }
}
