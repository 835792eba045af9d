import UIKit

final class ProfileViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Account"
    }
}
