import UIKit

/// A tab bar that leaves the middle slot to a round publish button.
final class RaisedTabBar: UITabBar {
    let publishButton = UIButton(type: .custom)

    override init(frame: CGRect) {
        super.init(frame: frame)
        publishButton.setBackgroundImage(UIImage(named: "moments_publish"), for: .normal)
        publishButton.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        addSubview(publishButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let buttonWidth = bounds.width / CGFloat((items?.count ?? 0) + 1)
        var index = 0
        for button in subviews where button is UIControl && button !== publishButton {
            // The third slot is the publish button's.
            if index == 2 {
                index += 1
            }
            button.frame = CGRect(x: CGFloat(index) * buttonWidth, y: 0, width: buttonWidth, height: 49)
            index += 1
        }
        publishButton.center = CGPoint(x: bounds.width * 0.5, y: bounds.height * 0.5 - 14)
    }
}
