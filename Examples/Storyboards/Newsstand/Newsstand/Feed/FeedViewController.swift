import UIKit

/// The "Feed" tab (Feed.storyboard's initial navigation controller): its title agrees with the item.
final class FeedViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
    }
}
