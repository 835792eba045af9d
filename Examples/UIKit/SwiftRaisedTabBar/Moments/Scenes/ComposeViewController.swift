import UIKit

final class ComposeViewController: UIViewController {
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "New Post"
        view.addSubview(textView)
    }
}
