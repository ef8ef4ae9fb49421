;;; scenery.el --- Scenery language server for Swift screens and storyboards -*- lexical-binding: t; -*-

;; Version: 0.1.0
;; Package-Requires: ((emacs "27.1"))
;; Keywords: languages, tools

;;; Commentary:

;; Registers `scenery lsp' with eglot (and with lsp-mode when it is installed) for Swift
;; files and for storyboards and xibs, which open in `scenery-storyboard-mode', an XML mode.
;;
;;   (require 'scenery)
;;   (add-hook 'swift-mode-hook #'eglot-ensure)
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

(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs
               (cons (scenery--modes) (lambda (&rest _) scenery-command))))

(with-eval-after-load 'lsp-mode
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
