import UIKit

final class DiscoverViewController: UIViewController {
    private let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.searchController = searchController
    }
}
