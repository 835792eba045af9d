;;; emacs_test.el --- Real Emacs + Eglot + Flymake against `tabbar lsp'  -*- lexical-binding: t; -*-

;; Run by emacs.sh:
;;   emacs --batch -Q -L Editors/emacs -l Editors/tests/emacs_test.el FILE
;; with `tabbar' on PATH.  Prints "PASS: ..." / "FAIL: ..." lines; exits 1 on failure.

(require 'package)
(load (expand-file-name "emacs_harness.el" (file-name-directory (or load-file-name buffer-file-name))) nil t)
(setq tabbar-test-label "emacs")

(defun tabbar-test-flymake-texts ()
  "Texts of the Flymake diagnostics in the current buffer."
  (mapcar #'flymake-diagnostic-text (flymake-diagnostics)))

(defun tabbar-test-has-code (code)
  "A Flymake diagnostic whose text carries CODE, or nil."
  (cl-find-if (lambda (d) (string-match-p (regexp-quote code) (flymake-diagnostic-text d)))
              (flymake-diagnostics)))

(let ((file (car command-line-args-left)))
  (setq command-line-args-left nil)
  (condition-case err
      (progn
        ;; The README's set-up: start the server from the mode hook.
        (add-hook 'tabbar-mode-hook #'eglot-ensure)
        (find-file file)
        (tabbar-test-report (eq major-mode 'tabbar-mode) "auto-mode-alist selects tabbar-mode"
                            (format "major-mode is %s" major-mode))
        (tabbar-test-report (derived-mode-p 'js-mode 'js-json-mode 'json-mode)
                            "tabbar-mode derives from a JSON/JS mode")
        ;; `eglot-ensure' connects from `post-command-hook', which the command
        ;; loop runs after the command that opened the file; batch mode has no
        ;; command loop, so run the hook as it would.
        (run-hooks 'post-command-hook)
        (when (tabbar-test-report (tabbar-test-wait (lambda () (eglot-current-server)))
                                  "eglot-ensure (tabbar-mode-hook) starts `tabbar lsp' from eglot-server-programs")
          (flymake-mode 1)
          (tabbar-test-wait (lambda () (flymake-start) (tabbar-test-has-code "TB002")))
          (let ((d (tabbar-test-has-code "TB002")))
            (when (tabbar-test-report d "Flymake shows the TB002 diagnostic"
                                      (format "%S" (tabbar-test-flymake-texts)))
              (tabbar-test-report (memq (flymake-diagnostic-type d) '(eglot-error :error))
                                  "TB002 is an error"
                                  (format "%s" (flymake-diagnostic-type d)))))
          (tabbar-test-report (tabbar-test-wait (lambda () (tabbar-test-has-code "TB004")))
                              "Flymake shows the TB004 warning")
          ;; The TB002 quick fix through Eglot's own code-action path (what
          ;; `M-x eglot-code-action-quickfix' runs), the preferred action picked.
          (let* ((d (tabbar-test-has-code "TB002"))
                 (actions (and d (eglot-code-actions (flymake-diagnostic-beg d)
                                                     (flymake-diagnostic-end d) "quickfix")))
                 (preferred (cl-find-if
                             (lambda (a)
                               (and (eq (plist-get a :isPreferred) t)
                                    (string-match-p "indexOfPlusButtonInTabBar"
                                                    (plist-get a :title))))
                             actions))
                 (before (buffer-string)))
            (when (tabbar-test-report preferred "eglot-code-actions offers the preferred TB002 quick fix"
                                      (format "%S" (mapcar (lambda (a) (plist-get a :title)) actions)))
              (eglot--read-execute-code-action (list preferred) (eglot-current-server) "quickfix")
              (tabbar-test-report (and (not (equal before (buffer-string)))
                                       (string-match-p "\"indexOfPlusButtonInTabBar\"[ \t]*:[ \t]*[0-9]"
                                                       (buffer-string)))
                                  "quick fix applied through Eglot inserts indexOfPlusButtonInTabBar"
                                  (buffer-string))))
          ;; Idle timers never fire in batch mode: send the change as Eglot's timer would.
          (tabbar-test-report (tabbar-test-wait (lambda ()
                                                  (eglot--signal-textDocument/didChange)
                                                  (flymake-start)
                                                  (not (tabbar-test-has-code "TB002"))))
                              "TB002 clears after the fix")
          (let* ((buffer (condition-case e (tabbar-preview)
                           (error (tabbar-test-report nil "tabbar-preview" (format "%S" e)) nil)))
                 (text (and buffer (with-current-buffer buffer (buffer-string)))))
            (when buffer
              (tabbar-test-report (and (string-match-p "A" text) (string-match-p "C" text)
                                       (> (length (split-string text "\n")) 1))
                                  "tabbar-preview shows the bar" text)
              (princ (concat text "\n"))))
          (ignore-errors (eglot-shutdown (eglot-current-server)))))
    (error (tabbar-test-report nil "test script error" (format "%S" err))))
  (kill-emacs (if (> tabbar-test-failures 0) 1 0)))

;;; emacs_test.el ends here
