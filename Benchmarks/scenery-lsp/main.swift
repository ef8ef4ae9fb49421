import Foundation
import LanguageServer

// The same server as `scenery lsp`, without the command line around it.
exit(LanguageServerMain.run())
