import UIKit

final class InboxViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "All messages"
    }
}
