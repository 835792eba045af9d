//
//  BubbleButton.swift
//  Paopao
//
//  Created by 许晴 on 2021/3/18.
//

import UIKit
import CYLTabBarController

class BubbleButton: CYLPlusButton, CYLPlusButtonSubclassing {

    static func plusButton() -> Any {
        let button = BubbleButton()
        button.setImage(UIImage(named: "xianyu_post"), for: .normal)
        button.setImage(UIImage(named: "xianyu_post_selected"), for: .highlighted)
        button.setTitle("冒泡", for: .normal)
        button.setTitleColor(.gray, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 10)
        button.sizeToFit()
        button.addTarget(button, action: #selector(bubbleTapped), for: .touchUpInside)
        return button
    }

    /// 5 个 tab 是奇数，必须指定位置：放在“热门”后面
    static func indexOfPlusButtonInTabBar() -> UInt {
        return 2
    }

    static func constantOfPlusButtonCenterYOffset(forTabBarHeight tabBarHeight: CGFloat) -> CGFloat {
        return -8
    }

    @objc private func bubbleTapped() {
        let composer = ComposeBubbleViewController()
        cyl_tabBarController?.present(composer, animated: true)
    }
}
