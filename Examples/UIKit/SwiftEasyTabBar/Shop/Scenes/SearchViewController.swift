import UIKit

final class SearchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Find products"
        view.backgroundColor = .systemBackground
    }
}
