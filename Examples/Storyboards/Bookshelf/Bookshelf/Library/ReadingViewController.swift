import UIKit

/// The "Reading" tab: its storyboard item says "Reading", but `title` renames the tab once the view loads.
final class ReadingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading Now"
        view.backgroundColor = .systemBackground
    }
}
