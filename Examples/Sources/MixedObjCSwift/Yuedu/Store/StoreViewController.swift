//
//  StoreViewController.swift
//  Yuedu
//
//  Created by 钱多多 on 2019/11/27.
//  Copyright © 2019 Yuedu. All rights reserved.
//

import UIKit

class StoreViewController: UIViewController {

    private let searchBar = UISearchBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "书城"
        view.backgroundColor = .white
        searchBar.placeholder = "搜索书名、作者"
        navigationItem.titleView = searchBar
    }
}
