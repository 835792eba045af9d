import UIKit

/// The storyboard's tab bar class: a round button raised over the middle ("Post") tab.
final class RaisedTabBar: UITabBar {
    private let postButton = UIButton(type: .custom)

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        postButton.setImage(UIImage(systemName: "plus.circle.fill"), for: .normal)
        postButton.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        addSubview(postButton)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        postButton.center = CGPoint(x: bounds.midX, y: 8)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event) || postButton.frame.contains(point)
    }
}
