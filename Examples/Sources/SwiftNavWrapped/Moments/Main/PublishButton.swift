//
//  PublishButton.swift
//  Moments
//
//  Created by Zhou Yang on 2019/9/12.
//  Copyright © 2019 Moments Inc. All rights reserved.
//

import UIKit
import CYLTabBarController

final class PublishButton: CYLPlusButton, CYLPlusButtonSubclassing {

    static func plusButton() -> Any {
        let button = PublishButton()
        button.setImage(UIImage(named: "tab_publish"), for: .normal)
        button.adjustsImageWhenHighlighted = false
        button.frame = CGRect(x: 0, y: 0, width: 64, height: 40)
        button.addTarget(button, action: #selector(publishTapped(_:)), for: .touchUpInside)
        return button
    }

    static func indexOfPlusButtonInTabBar() -> UInt {
        return 2
    }

    static func multiplier(ofTabBarHeight tabBarHeight: CGFloat) -> CGFloat {
        return 0.5
    }

    @objc private func publishTapped(_ sender: PublishButton) {
        guard let presenter = cyl_tabBarController?.selectedViewController else { return }
        let publish = UINavigationController(rootViewController: PublishViewController())
        publish.modalPresentationStyle = .fullScreen
        presenter.present(publish, animated: true)
    }
}
