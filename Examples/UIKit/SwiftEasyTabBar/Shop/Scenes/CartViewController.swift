import UIKit

final class CartViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
    }
}
