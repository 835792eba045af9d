import UIKit

final class SavedTrailsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Saved Trails"
    }
}
