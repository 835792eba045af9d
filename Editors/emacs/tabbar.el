;;; tabbar.el --- Major mode and Eglot set-up for tabbar configuration files  -*- lexical-binding: t; -*-

;; Keywords: languages, tools
;; Package-Requires: ((emacs "27.1"))

;;; Commentary:

;; `tabbar-mode' edits CYLTabBarController tab-bar configurations
;; (`tabbar.json', `*.tabbar.json': JSON with comments).  It derives from
;; `js-json-mode' (Emacs 29+), `json-mode' (from MELPA) or `js-mode',
;; whichever exists, so highlighting and indentation stay those of JSON.
;;
;; With Eglot (built in from Emacs 29, `elpa-eglot' or GNU ELPA before),
;; `M-x eglot' in such a buffer starts `tabbar lsp'; diagnostics appear through
;; Flymake.  `M-x tabbar-preview' shows the computed bar in a side window.
;;
;; Set-up:
;;   (add-to-list 'load-path "/path/to/tabbar/Editors/emacs")
;;   (require 'tabbar)
;;   (add-hook 'tabbar-mode-hook #'eglot-ensure)   ; optional: start on open
;;
;; Objective-C and Swift buffers (tabbar beside clangd / sourcekit-lsp, through
;; the `rass' multiplexer, since Eglot takes one server per buffer):
;;   (tabbar-eglot-source-setup)
;;   (add-hook 'objc-mode-hook #'eglot-ensure)

;;; Code:

(require 'cl-lib)
(require 'js)
(require 'json-mode nil t)
(require 'jsonrpc nil t)

(defgroup tabbar nil
  "Tab-bar configuration files checked by tabbar."
  :group 'languages
  :prefix "tabbar-")

(defcustom tabbar-command "tabbar"
  "The tabbar executable: a name on `exec-path' or an absolute file name."
  :type 'string)

(defcustom tabbar-preview-device nil
  "Device for `tabbar-preview', e.g. \"iphone-se\" or \"all\".
nil means the server's default device."
  :type '(choice (const :tag "Server default" nil) string))

(defconst tabbar-devices
  '("iphone-se" "iphone-13-mini" "iphone-15" "iphone-15-pro-max"
    "iphone-16-pro-max" "ipad-10" "ipad-pro-13" "all")
  "Device names that tabbar knows.")

(defconst tabbar-file-name-regexp
  "\\(?:\\`\\|/\\)\\(?:[^/]*\\.\\)?tabbar\\.json\\'"
  "Matches `tabbar.json' and `*.tabbar.json'.")

;; The parent mode is chosen when this file loads.
(defalias 'tabbar--parent-mode
  (cond ((fboundp 'js-json-mode) #'js-json-mode)
        ((fboundp 'json-mode) #'json-mode)
        (t #'js-mode))
  "The JSON mode `tabbar-mode' derives from.")

;;;###autoload
(define-derived-mode tabbar-mode tabbar--parent-mode "TabBar"
  "Major mode for tabbar configuration files (JSON with comments)."
  (setq-local comment-start "// ")
  (setq-local comment-end "")
  (setq-local comment-start-skip "\\(?://+\\|/\\*+\\)\\s *")
  (setq-local js-indent-level 2))

;;;###autoload
(add-to-list 'auto-mode-alist (cons tabbar-file-name-regexp #'tabbar-mode))

(defun tabbar--eglot-contact (&optional _interactive)
  "The command that starts the tabbar language server."
  (list tabbar-command "lsp"))

(with-eval-after-load 'eglot
  (defvar eglot-server-programs)
  ;; In front: `tabbar-mode' derives from `js-mode', which has its own entry.
  (add-to-list 'eglot-server-programs (cons 'tabbar-mode #'tabbar--eglot-contact)))

;;; Objective-C and Swift buffers

;; Eglot runs one server per buffer, and clangd or sourcekit-lsp already has
;; Objective-C and Swift buffers.  `rass' (PyPI `rassumfrassum', an LSP
;; multiplexer by Eglot's author) is one server for Eglot with several behind
;; it: the language's own server first (it answers completion, navigation and
;; formatting), tabbar beside it (its diagnostics are merged in; its code
;; actions, hovers and inlay hints too).

(defcustom tabbar-rass-command "rass"
  "The `rass' executable (`pip install rassumfrassum')."
  :type 'string)

(defcustom tabbar-source-servers
  '((objc-mode "clangd") (swift-mode "sourcekit-lsp"))
  "The language's own server command for each source major mode.
`tabbar-eglot-source-setup' makes Eglot run it and `tabbar lsp' behind
`tabbar-rass-command' in buffers of these modes (and modes derived from them)."
  :type '(alist :key-type symbol :value-type (repeat string)))

(defun tabbar--eglot-source-contact (&optional _interactive)
  "The command that starts the language's own server and tabbar through rass."
  (let ((server (cl-loop for (mode . command) in tabbar-source-servers
                         when (derived-mode-p mode) return command)))
    (append (list tabbar-rass-command "--") server (list "--" tabbar-command "lsp"))))

;;;###autoload
(defun tabbar-eglot-source-setup ()
  "Make Eglot run tabbar beside the language's own server in source buffers.
For each mode of `tabbar-source-servers', Eglot then starts
`rass -- SERVER -- tabbar lsp' instead of SERVER alone."
  (interactive)
  (require 'eglot)
  (defvar eglot-server-programs)
  (dolist (entry tabbar-source-servers)
    (add-to-list 'eglot-server-programs (cons (car entry) #'tabbar--eglot-source-contact))))

;;; Preview

(declare-function eglot-current-server "eglot")
(declare-function eglot--TextDocumentIdentifier "eglot")
(declare-function eglot--signal-textDocument/didChange "eglot")
(declare-function jsonrpc-request "jsonrpc")

(defun tabbar--preview-params (device orientation)
  "Parameters of a `tabbar/preview' request for DEVICE and ORIENTATION."
  (append
   (list :textDocument (eglot--TextDocumentIdentifier) :format "ascii")
   (and device (list :device device))
   (and orientation (list :orientation orientation))))

(defun tabbar--preview-buffer-name (file)
  "Name of the preview buffer of FILE."
  (format "*tabbar preview: %s*" (file-name-nondirectory file)))

;;;###autoload
(defun tabbar-preview (&optional device landscape)
  "Show the computed tab bar of this file in a side window.
DEVICE is a device name (see `tabbar-devices'); with a prefix argument, ask
for one.  LANDSCAPE non-nil asks for the landscape layout.  Needs the tabbar
server running through Eglot in this buffer."
  (interactive
   (list (if current-prefix-arg
             (completing-read "Device: " tabbar-devices nil nil nil nil
                              tabbar-preview-device)
           tabbar-preview-device)
         (and current-prefix-arg (y-or-n-p "Landscape? "))))
  (unless (and (fboundp 'eglot-current-server) (eglot-current-server))
    (user-error "No tabbar server here: run M-x eglot first"))
  (when (fboundp 'eglot--signal-textDocument/didChange)
    (eglot--signal-textDocument/didChange))
  (let* ((server (eglot-current-server))
         (file (or buffer-file-name (buffer-name)))
         (result (jsonrpc-request server :tabbar/preview
                                  (tabbar--preview-params
                                   (and device (not (equal device "")) device)
                                   (and landscape "landscape"))))
         (content (plist-get result :content))
         (buffer (get-buffer-create (tabbar--preview-buffer-name file))))
    (unless (stringp content)
      (user-error "The tabbar server sent no preview"))
    (with-current-buffer buffer
      (let ((inhibit-read-only t))
        (erase-buffer)
        (insert content))
      (goto-char (point-min))
      (special-mode)
      (setq truncate-lines t))
    (display-buffer buffer '((display-buffer-reuse-window display-buffer-below-selected)
                             (window-height . fit-window-to-buffer)))
    buffer))

(provide 'tabbar)
;;; tabbar.el ends here
