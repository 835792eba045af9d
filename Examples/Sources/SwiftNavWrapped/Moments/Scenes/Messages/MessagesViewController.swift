//
//  MessagesViewController.swift
//  Moments
//
//  Created by Zhou Yang on 2019/9/12.
//  Copyright © 2019 Moments Inc. All rights reserved.
//

import UIKit

final class MessagesViewController: UITableViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "消息"
        tableView.tableFooterView = UIView()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.tabBarItem.badgeValue = nil
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 0
    }
}
