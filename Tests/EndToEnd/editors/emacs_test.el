;;; emacs_test.el --- drive Clients/emacs/scenery.el against a Showcase copy -*- lexical-binding: t; -*-
;; $CLIENT says with which client: `eglot' or `lsp-mode'. Writes what it saw as JSON to $OUTPUT;
;; the pytest suite checks it. Scenery must sit beside the Swift server, never in its place; a
;; rename must change Swift code and storyboard together, and with lsp-mode a class renamed with
;; the Swift server (a stand-in, $STAND_IN) beside Scenery must change both, once each.

(require 'json)
(package-initialize)
(defvar scenery-test-client (getenv "CLIENT"))
(require (intern scenery-test-client))
(when (equal scenery-test-client "eglot")
  ;; What a user's configuration says for Swift, loaded before Scenery, as it usually is.
  (add-to-list 'eglot-server-programs '((swift-mode scenery-swift-mode) . ("sourcekit-lsp"))))
(add-to-list 'load-path (getenv "PLUGIN"))
(require 'scenery)
(setq scenery-command (list (getenv "SCENERY_BINARY") "lsp"))

(defvar scenery-test-result (list))
(defun scenery-test-put (key value) (push (cons key value) scenery-test-result))
(defun scenery-test-wait (predicate)
  (let ((deadline (+ (float-time) 20)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (funcall predicate)))

(defun scenery-test-open-settings-storyboard (project)
  (find-file (expand-file-name "Resources/Settings.storyboard" project))
  (scenery-test-put 'storyboard_mode (symbol-name major-mode)))

(defun scenery-test-save-broken-storyboard ()
  "Give the storyboard's scene a wrong Storyboard ID and save it."
  (goto-char (point-min))
  (while (search-forward "storyboardIdentifier=\"SettingsViewController\"" nil t)
    (replace-match "storyboardIdentifier=\"Settings\"" t t))
  (save-buffer))

(defun scenery-test-lines-with (file text)
  "The trimmed lines of FILE's buffer (or of FILE) that hold TEXT."
  (let ((buffer (find-buffer-visiting file)) lines)
    (with-temp-buffer
      (if buffer (insert-buffer-substring buffer) (insert-file-contents file))
      (goto-char (point-min))
      (while (search-forward text nil t)
        (push (string-trim (buffer-substring (line-beginning-position) (line-end-position))) lines)
        (forward-line 1)))
    (nreverse lines)))

(defun scenery-test-put-renamed-id (project)
  "Record the Storyboard ID's literal and scenes after its rename."
  (scenery-test-put 'id_rename_swift (scenery-test-lines-with (expand-file-name "Sources/App/LegacyRoutes.swift" project) "withIdentifier:"))
  (scenery-test-put 'id_rename_storyboard (scenery-test-lines-with (expand-file-name "Resources/Profile.storyboard" project) "storyboardIdentifier=")))

(defun scenery-test-eglot (project)
  (setq eglot-sync-connect 10)
  (find-file (expand-file-name "Sources/Screens/SettingsViewController.swift" project))
  (scenery-test-put 'mode (symbol-name major-mode))
  (let ((swift-buffer (current-buffer)))
    ;; The server eglot would start for this buffer: the user's Swift server.
    (scenery-test-put 'swift_contact (nth 3 (eglot--guess-contact)))
    (scenery-test-open-settings-storyboard project)
    (scenery-test-put 'storyboard_server_class (symbol-name (nth 2 (eglot--guess-contact))))
    (call-interactively #'eglot)
    (scenery-test-put 'attached (and (eglot-current-server) t))
    (scenery-test-save-broken-storyboard)
    (let ((buffer (current-buffer)))
      (scenery-test-wait (lambda () (with-current-buffer buffer (flymake-diagnostics))))
      (scenery-test-put 'diagnostics
                        (mapcar #'flymake-diagnostic-text (with-current-buffer buffer (flymake-diagnostics)))))
    ;; Scenery published the problem at its Swift side too; eglot 1.9 keeps a buffer's diagnostics
    ;; for its Flymake in `eglot--diagnostics', where the Swift server's would be replaced.
    (accept-process-output nil 2)
    (scenery-test-put 'swift_buffer_diagnostics (length (buffer-local-value 'eglot--diagnostics swift-buffer)))
    ;; A Storyboard ID renamed from its scene, the storyboard being Scenery's buffer: the scene and
    ;; the Swift literal that names it change together.
    (find-file (expand-file-name "Resources/Profile.storyboard" project))
    (scenery-test-wait (lambda () (eglot-current-server)))
    (goto-char (point-min))
    (search-forward "storyboardIdentifier=\"EditProf")
    ;; Eglot asks before it edits a file no buffer visits (the Swift file); the user says yes.
    (let (questions)
      (cl-letf (((symbol-function 'y-or-n-p) (lambda (prompt) (push prompt questions) t)))
        (eglot-rename "EditProfileViewController"))
      (scenery-test-put 'rename_questions (length questions)))
    (scenery-test-put-renamed-id project)))

(defun scenery-test-lsp-mode-diagnostics (file)
  "The messages of the diagnostics lsp-mode holds for FILE (a file name)."
  (let (messages)
    (maphash (lambda (path diagnostics)
               (when (string-suffix-p (concat "/" file) path)
                 (setq messages (append messages (mapcar #'lsp:diagnostic-message diagnostics)))))
             (lsp-diagnostics))
    messages))

(defun scenery-test-lsp-start ()
  (lsp)
  (scenery-test-wait (lambda () (seq-some (lambda (workspace) (eq (lsp--workspace-status workspace) 'initialized)) (lsp-workspaces))))
  (mapcar (lambda (workspace) (symbol-name (lsp--client-server-id (lsp--workspace-client workspace)))) (lsp-workspaces)))

(defun scenery-test-lsp-mode (project)
  (setq lsp-session-file (expand-file-name "lsp-session" (getenv "HOME"))
        lsp-auto-guess-root nil lsp-enable-file-watchers nil lsp-diagnostics-provider :none
        lsp-restart 'ignore lsp-keep-workspace-alive nil)
  (lsp-workspace-folders-add project)
  (scenery-test-put 'add_on (and (lsp--client-add-on? (gethash 'scenery lsp-clients)) t))
  (find-file (expand-file-name "Sources/App/AppCoordinator.swift" project))
  (scenery-test-put 'mode (symbol-name major-mode))
  (scenery-test-put 'swift_servers (scenery-test-lsp-start))
  (goto-char (point-max))
  (insert "navigationController.push.")
  (let ((response (lsp-request "textDocument/completion" (lsp--text-document-position-params))))
    (scenery-test-put 'completion (mapcar #'lsp:completion-item-label
                                          (if (lsp-completion-list? response) (lsp:completion-list-items response) response))))
  (find-file (expand-file-name "Sources/Screens/SettingsViewController.swift" project))
  (scenery-test-lsp-start)
  (scenery-test-open-settings-storyboard project)
  (scenery-test-put 'storyboard_servers (scenery-test-lsp-start))
  (scenery-test-save-broken-storyboard)
  (scenery-test-wait (lambda () (scenery-test-lsp-mode-diagnostics "SettingsViewController.swift")))
  (scenery-test-put 'diagnostics (scenery-test-lsp-mode-diagnostics "Settings.storyboard"))
  (scenery-test-put 'swift_diagnostics (scenery-test-lsp-mode-diagnostics "SettingsViewController.swift"))
  ;; A Storyboard ID renamed from its literal in Swift: the literal and the scene change together.
  (find-file (expand-file-name "Sources/App/LegacyRoutes.swift" project))
  (scenery-test-lsp-start)
  (goto-char (point-min))
  (search-forward "\"EditProf")
  (lsp-rename "EditProfileViewController")
  (scenery-test-put-renamed-id project)
  ;; A class renamed with the Swift server beside Scenery: lsp-mode asks both for the rename.
  (lsp-register-client
   (make-lsp-client :new-connection (lsp-stdio-connection (lambda () (list (getenv "PYTHON") (getenv "STAND_IN"))))
                    :activation-fn (lambda (&rest _) (memq major-mode (scenery--modes)))
                    :server-id 'swift-stand-in))
  (let ((home (expand-file-name "Sources/Screens/HomeViewController.swift" project))
        (main (expand-file-name "Resources/Main.storyboard" project)))
    (find-file home)
    (lsp)
    (scenery-test-wait (lambda () (= 2 (length (seq-filter (lambda (workspace) (eq (lsp--workspace-status workspace) 'initialized)) (lsp-workspaces))))))
    (goto-char (point-min))
    (search-forward "class Home")
    (lsp-rename "StartScreen")
    (scenery-test-put 'class_rename_swift (scenery-test-lines-with home "StartScreen"))
    (scenery-test-put 'class_rename_storyboard (scenery-test-lines-with main "customClass="))))

(condition-case err
    (if (equal scenery-test-client "eglot")
        (scenery-test-eglot (getenv "PROJECT"))
      (scenery-test-lsp-mode (getenv "PROJECT")))
  (error (scenery-test-put 'error (format "%S" err))))

(with-temp-file (getenv "OUTPUT") (insert (json-encode scenery-test-result)))
(kill-emacs 0)
