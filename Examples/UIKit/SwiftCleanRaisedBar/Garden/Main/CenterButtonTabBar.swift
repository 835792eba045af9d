import UIKit

/// A tab bar that makes room for a raised button between its two halves, whatever the tab count.
final class CenterButtonTabBar: UITabBar {
    let centerButton = UIButton(type: .custom)

    override init(frame: CGRect) {
        super.init(frame: frame)
        centerButton.setImage(UIImage(named: "garden_add"), for: .normal)
        centerButton.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        centerButton.accessibilityLabel = "Add a plant"
        addSubview(centerButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The content height leaves out the home indicator's strip.
        let contentHeight = bounds.height - safeAreaInsets.bottom
        let tabButtons = subviews.filter { $0 is UIControl && $0 !== centerButton }
        let slotWidth = bounds.width / CGFloat(tabButtons.count + 1)
        let gap = tabButtons.count / 2
        for (offset, button) in tabButtons.enumerated() {
            let slot = offset < gap ? offset : offset + 1
            button.frame = CGRect(x: CGFloat(slot) * slotWidth, y: 0, width: slotWidth, height: contentHeight)
        }
        centerButton.center = CGPoint(x: bounds.midX, y: contentHeight * 0.5 - 12)
    }

    /// The part of the button above the bar takes touches too.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled else { return super.hitTest(point, with: event) }
        let inButton = convert(point, to: centerButton)
        if centerButton.point(inside: inButton, with: event) {
            return centerButton
        }
        return super.hitTest(point, with: event)
    }
}
