;;; emacs_harness.el --- What the Emacs tests share  -*- lexical-binding: t; -*-

;; Loaded by emacs_test.el and emacs_source_test.el (from the folder they are in): Debian's elpa-eglot on
;; the load path, Eglot, Flymake and tabbar.el required, one "PASS: <label>: <what>" or "FAIL: …" line per
;; check, and a wait that processes events.

(require 'cl-lib)
;; Debian's elpa-eglot lives in /usr/share/emacs/site-lisp/elpa; -Q skips it.
(dolist (dir (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/*"))
  (add-to-list 'load-path dir))
(require 'eglot)
(require 'flymake)
(require 'tabbar)

(defvar tabbar-test-label "emacs" "The name every PASS or FAIL line carries.")
(defvar tabbar-test-failures 0)
(defvar tabbar-test-timeout (string-to-number (or (getenv "TABBAR_EMACS_TIMEOUT") "30")))

(defun tabbar-test-report (ok what &optional detail)
  "Print a PASS or FAIL line for WHAT; return OK."
  (princ (format "%s: %s: %s%s\n" (if ok "PASS" "FAIL") tabbar-test-label what
                 (if (and (not ok) detail) (format " (%s)" detail) "")))
  (unless ok (cl-incf tabbar-test-failures))
  ok)

(defun tabbar-test-wait (predicate)
  "Process events until PREDICATE is true or the timeout passes."
  (let ((deadline (+ (float-time) tabbar-test-timeout)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.1))
    (funcall predicate)))

(provide 'emacs_harness)
;;; emacs_harness.el ends here
