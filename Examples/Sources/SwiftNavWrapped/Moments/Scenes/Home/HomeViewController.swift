//
//  HomeViewController.swift
//  Moments
//
//  Created by Zhou Yang on 2019/9/12.
//  Copyright © 2019 Moments Inc. All rights reserved.
//

import UIKit

final class HomeViewController: UITableViewController {

    private var moments: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Home"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MomentCell")
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(reload), for: .valueChanged)
    }

    @objc private func reload() {
        moments = ["早安", "午后的咖啡", "夜跑 5km"]
        tableView.reloadData()
        refreshControl?.endRefreshing()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return moments.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MomentCell", for: indexPath)
        cell.textLabel?.text = moments[indexPath.row]
        return cell
    }
}
