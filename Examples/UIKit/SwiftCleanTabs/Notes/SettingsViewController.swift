import UIKit

final class SettingsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("tab.settings", comment: "")
    }
}
