//
//  MessagesViewController.swift
//  Yuedu
//
//  Created by 钱多多 on 2019/11/27.
//  Copyright © 2019 Yuedu. All rights reserved.
//

import UIKit

class MessagesViewController: UITableViewController {

    private var conversations: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        self.title = "Messages"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ConversationCell")
        tableView.tableFooterView = UIView()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return conversations.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ConversationCell", for: indexPath)
        cell.textLabel?.text = conversations[indexPath.row]
        return cell
    }
}
