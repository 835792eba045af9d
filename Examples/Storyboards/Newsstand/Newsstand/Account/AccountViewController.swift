import UIKit

/// The "Account" tab, reached through a storyboard reference (Account.storyboard, "AccountRoot"): its item
/// says "Account", but setting `self.title` renames the tab once the view loads.
final class AccountViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        self.title = "My Account"
    }
}

/// The "Help" tab: only the navigation bar is titled.
final class HelpViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Help Center"
    }
}
