//
//  PublishViewController.swift
//  Moments
//
//  Created by Zhou Yang on 2019/9/12.
//  Copyright © 2019 Moments Inc. All rights reserved.
//

import UIKit

final class PublishViewController: UIViewController {

    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        navigationItem.title = "发布"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(close))
        textView.frame = view.bounds.insetBy(dx: 16, dy: 16)
        view.addSubview(textView)
    }

    @objc private func close() {
        dismiss(animated: true)
    }
}
