;;; emacs_test.el --- drive eglot with Clients/emacs/scenery.el against a Showcase copy -*- lexical-binding: t; -*-
;; Writes what it saw as JSON to $OUTPUT; the pytest suite checks it.

(require 'json)
(package-initialize)
(require 'eglot)
(add-to-list 'load-path (getenv "PLUGIN"))
(require 'scenery)
(setq scenery-command (list (getenv "SCENERY_BINARY") "lsp"))
(setq eglot-sync-connect 10)

(defvar scenery-test-result (list))
(defun scenery-test-put (key value) (push (cons key value) scenery-test-result))
(defun scenery-test-wait (predicate)
  (let ((deadline (+ (float-time) 20)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (funcall predicate)))

(condition-case err
    (let ((project (getenv "PROJECT")))
      (find-file (expand-file-name "Sources/App/AppCoordinator.swift" project))
      (scenery-test-put 'mode (symbol-name major-mode))
      (call-interactively #'eglot)
      (scenery-test-put 'attached (and (eglot-current-server) t))
      (goto-char (point-max))
      (insert "navigationController.push.")
      (eglot--signal-textDocument/didChange)
      (let* ((response (jsonrpc-request (eglot-current-server) :textDocument/completion
                                        (eglot--CompletionParams)))
             (items (if (vectorp response) response (plist-get response :items))))
        (scenery-test-put 'completion (mapcar (lambda (item) (plist-get item :label)) items)))
      (find-file (expand-file-name "Resources/Settings.storyboard" project))
      (scenery-test-put 'storyboard_mode (symbol-name major-mode))
      (scenery-test-wait (lambda () (eglot-current-server)))
      (goto-char (point-min))
      (while (search-forward "storyboardIdentifier=\"SettingsViewController\"" nil t)
        (replace-match "storyboardIdentifier=\"Settings\"" t t))
      (save-buffer)
      (let ((buffer (current-buffer)))
        (scenery-test-wait (lambda () (with-current-buffer buffer (flymake-diagnostics))))
        (scenery-test-put 'diagnostics
                          (mapcar (lambda (diagnostic) (flymake-diagnostic-text diagnostic))
                                  (with-current-buffer buffer (flymake-diagnostics))))))
  (error (scenery-test-put 'error (format "%S" err))))

(with-temp-file (getenv "OUTPUT") (insert (json-encode scenery-test-result)))
(kill-emacs 0)
