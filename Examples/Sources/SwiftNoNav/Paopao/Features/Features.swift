//
//  Features.swift
//  Paopao
//
//  Created by 许晴 on 2021/3/18.
//

import UIKit

final class FeedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        self.title = "首页"
        view.backgroundColor = .systemBackground
    }
}

final class HotViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "🔥热门"
        view.backgroundColor = .systemBackground
    }
}

final class ChatListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.tableFooterView = UIView()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 0
    }
}

final class DiscoverViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
    }
}

final class MeViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: .zero, style: .insetGrouped)
    }
}

final class ComposeBubbleViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "冒个泡"
        view.backgroundColor = .systemBackground
    }
}
