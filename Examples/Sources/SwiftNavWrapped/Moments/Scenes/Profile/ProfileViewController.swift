//
//  ProfileViewController.swift
//  Moments
//
//  Created by Zhou Yang on 2019/9/12.
//  Copyright © 2019 Moments Inc. All rights reserved.
//

import UIKit

final class ProfileViewController: UITableViewController {

    private let rows = ["我的相册", "收藏", "设置"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ProfileCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ProfileCell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
