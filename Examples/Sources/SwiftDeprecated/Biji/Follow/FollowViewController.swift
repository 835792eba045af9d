//
//  FollowViewController.swift
//  Biji
//
//  Created by 刘一鸣 on 2018/1/9.
//  Copyright © 2018年 Biji. All rights reserved.
//

import UIKit

class FollowViewController: UITableViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "关注"
        tableView.tableFooterView = UIView()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 0
    }
}
