;;; emacs_source_test.el --- Real Emacs + Eglot on Objective-C: clangd and tabbar through rass  -*- lexical-binding: t; -*-

;; Run by emacs.sh:
;;   emacs --batch -Q -L Editors/emacs -l Editors/tests/emacs_source_test.el FILE.m
;; with `tabbar', `clangd' and `rass' on PATH.  Prints "PASS: ..." / "FAIL: ..." lines.

(load (expand-file-name "emacs_harness.el" (file-name-directory (or load-file-name buffer-file-name))) nil t)
(setq tabbar-test-label "emacs (source)")

(defun tabbar-test-find (regexp)
  "A Flymake diagnostic whose text matches REGEXP, or nil."
  (cl-find-if (lambda (d) (string-match-p regexp (flymake-diagnostic-text d))) (flymake-diagnostics)))

(let ((file (car command-line-args-left)))
  (setq command-line-args-left nil)
  (condition-case err
      (progn
        ;; The README's set-up for source buffers.
        (tabbar-eglot-source-setup)
        (add-hook 'objc-mode-hook #'eglot-ensure)
        (find-file file)
        (tabbar-test-report (eq major-mode 'objc-mode) "PlusButton.m opens in objc-mode" (format "%s" major-mode))
        (tabbar-test-report (equal (tabbar--eglot-source-contact) (list "rass" "--" "clangd" "--" "tabbar" "lsp"))
                            "Eglot's command is rass -- clangd -- tabbar lsp"
                            (format "%S" (tabbar--eglot-source-contact)))
        (run-hooks 'post-command-hook)
        (when (tabbar-test-report (tabbar-test-wait (lambda () (eglot-current-server)))
                                  "eglot-ensure starts the servers through rass")
          (flymake-mode 1)
          (tabbar-test-wait (lambda () (flymake-start)
                              (and (tabbar-test-find "TB004") (tabbar-test-find "file not found"))))
          (let ((tb004 (tabbar-test-find "TB004")))
            (when (tabbar-test-report tb004 "Flymake shows tabbar's TB004"
                                      (format "%S" (mapcar #'flymake-diagnostic-text (flymake-diagnostics))))
              (tabbar-test-report (save-excursion (goto-char (flymake-diagnostic-beg tb004))
                                                  (looking-at "multiplerInCenterY"))
                                  "TB004 is on multiplerInCenterY")))
          (tabbar-test-report (tabbar-test-find "file not found")
                              "Flymake shows clangd's diagnostics of the same buffer too"
                              (format "%S" (mapcar #'flymake-diagnostic-text (flymake-diagnostics))))
          ;; tabbar's quick fix for TB004 reaches Eglot through rass.
          (let* ((d (tabbar-test-find "TB004"))
                 (actions (and d (eglot-code-actions (flymake-diagnostic-beg d) (flymake-diagnostic-end d)
                                                     "quickfix"))))
            (tabbar-test-report (cl-find-if (lambda (a) (string-match-p "multiplierOfTabBarHeight" (plist-get a :title)))
                                            actions)
                                "eglot-code-actions offers tabbar's TB004 fix"
                                (format "%S" (mapcar (lambda (a) (plist-get a :title)) actions))))
          (ignore-errors (eglot-shutdown (eglot-current-server)))))
    (error (tabbar-test-report nil "test script error" (format "%S" err))))
  (kill-emacs (if (> tabbar-test-failures 0) 1 0)))

;;; emacs_source_test.el ends here
