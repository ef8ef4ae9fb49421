;;; scenery.el --- Scenery language server for Swift screens and storyboards -*- lexical-binding: t; -*-

;; Version: 0.1.0
;; Package-Requires: ((emacs "27.1"))
;; Keywords: languages, tools

;;; Commentary:

;; Registers `scenery lsp' beside the Swift language server (sourcekit-lsp), never in its place.
;; Storyboards and xibs open in `scenery-storyboard-mode', an XML mode.
;;
;; With lsp-mode, Scenery is an add-on server: it runs in Swift buffers next to the Swift server,
;; and in storyboards and xibs.
;;
;;   (require 'scenery)
;;   (add-hook 'swift-mode-hook #'lsp-deferred)
;;   (add-hook 'scenery-storyboard-mode-hook #'lsp-deferred)
;;
;; Eglot runs one server per buffer, so Scenery takes only storyboards and xibs there, and Swift
;; buffers keep their Swift server; Scenery's diagnostics of Swift files are left to it.
;;
;;   (require 'scenery)
;;   (add-hook 'scenery-storyboard-mode-hook #'eglot-ensure)
;;
;; Without swift-mode, .swift files open in `scenery-swift-mode', a minimal mode.

;;; Code:

(require 'nxml-mode)
(require 'project)

(defgroup scenery nil
  "Scenery language server."
  :group 'tools)

(defcustom scenery-command '("scenery" "lsp")
  "The command that starts the Scenery language server."
  :type '(repeat string))

(define-derived-mode scenery-storyboard-mode nxml-mode "Storyboard"
  "Major mode for Interface Builder storyboards and xibs (XML).")

(define-derived-mode scenery-swift-mode prog-mode "Swift"
  "Minimal Swift mode, used when swift-mode is not installed."
  (setq-local comment-start "// "))

(add-to-list 'auto-mode-alist '("\\.\\(storyboard\\|xib\\)\\'" . scenery-storyboard-mode))
(unless (fboundp 'swift-mode)
  (add-to-list 'auto-mode-alist '("\\.swift\\'" . scenery-swift-mode)))

(defun scenery-project-find (directory)
  "The Scenery project holding DIRECTORY: the nearest folder with a .scenery.yml.
A version-controlled project, found first, already encloses it."
  (let ((root (locate-dominating-file directory ".scenery.yml")))
    (and root (cons 'transient (expand-file-name root)))))

(with-eval-after-load 'project
  (add-hook 'project-find-functions #'scenery-project-find 50))

(defun scenery--modes ()
  "The major modes whose buffers Scenery serves."
  (append (if (fboundp 'swift-mode) '(swift-mode) '(scenery-swift-mode)) '(scenery-storyboard-mode)))

;; Defined below once eglot is loaded; named here for the byte compiler.
(declare-function scenery-eglot-server--eieio-childp "scenery" (obj))

(with-eval-after-load 'eglot
  (defclass scenery-eglot-server (eglot-lsp-server) ()
    :documentation "Scenery, serving storyboards and xibs beside another server for Swift.")

  ;; Eglot hands a file's diagnostics to its buffer whichever server manages it: Scenery's
  ;; diagnostics of a Swift file would replace those of the buffer's Swift server.
  (cl-defmethod eglot-handle-notification :around
    ((server scenery-eglot-server) (_method (eql textDocument/publishDiagnostics)) &key uri &allow-other-keys)
    "Take Scenery's diagnostics only for the buffers SERVER manages."
    (let ((buffer (find-buffer-visiting (funcall (if (fboundp 'eglot-uri-to-path) 'eglot-uri-to-path 'eglot--uri-to-path) uri))))
      (when (and buffer (eq (with-current-buffer buffer (eglot-current-server)) server))
        (cl-call-next-method))))

  (add-to-list 'eglot-server-programs
               (cons '(scenery-storyboard-mode) (lambda (&rest _) (cons 'scenery-eglot-server scenery-command)))))

(defun scenery--apply-each-workspace-edit (original edit &rest arguments)
  "Call ORIGINAL on EDIT, or on each of EDIT when it is a list of several servers' edits."
  (if (and (consp edit) (not (keywordp (car edit))))
      (dolist (one edit) (apply original one arguments))
    (apply original edit arguments)))

(with-eval-after-load 'lsp-mode
  ;; lsp-mode (8.0) sends a rename to every server of the buffer and hands the edits of several
  ;; (the Swift server's of a class, Scenery's of the storyboards that name it) on as a list,
  ;; which it cannot apply: it fails and applies neither. Each is applied in turn.
  (advice-add 'lsp--apply-workspace-edit :around #'scenery--apply-each-workspace-edit)
  (when (fboundp 'lsp-register-client)
    (dolist (mode (scenery--modes))
      (add-to-list 'lsp-language-id-configuration
                   (cons mode (if (eq mode 'scenery-storyboard-mode) "xml" "swift"))))
    (lsp-register-client
     (make-lsp-client :new-connection (lsp-stdio-connection (lambda () scenery-command))
                      :activation-fn (lambda (&rest _) (memq major-mode (scenery--modes)))
                      :add-on? t
                      :server-id 'scenery))))

(defun scenery-generate ()
  "Generate all factories, as `scenery generate' does."
  (interactive)
  (if (and (fboundp 'eglot-current-server) (eglot-current-server))
      (eglot-execute-command (eglot-current-server) "scenery.generateFactories" [])
    (let ((default-directory (or (locate-dominating-file default-directory ".scenery.yml") default-directory)))
      (compile (concat (shell-quote-argument (car scenery-command)) " generate")))))

(defun scenery-screens ()
  "List the project's screens."
  (interactive)
  (let ((default-directory (or (locate-dominating-file default-directory ".scenery.yml") default-directory)))
    (compile (concat (shell-quote-argument (car scenery-command)) " screens"))))

(provide 'scenery)
;;; scenery.el ends here
