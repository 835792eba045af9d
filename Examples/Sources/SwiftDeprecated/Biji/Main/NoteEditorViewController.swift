//
//  NoteEditorViewController.swift
//  Biji
//
//  Created by 刘一鸣 on 2018/1/9.
//  Copyright © 2018年 Biji. All rights reserved.
//

import UIKit

class NoteEditorViewController: UIViewController {

    let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "写笔记"
        view.backgroundColor = UIColor.white
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "发布", style: .done, target: self, action: #selector(publish))
        textView.frame = view.bounds
        view.addSubview(textView)
    }

    @objc func publish() {
        dismiss(animated: true, completion: nil)
    }
}
