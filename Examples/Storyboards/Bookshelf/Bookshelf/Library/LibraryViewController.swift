import UIKit

final class LibraryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "My Library"
    }
}
