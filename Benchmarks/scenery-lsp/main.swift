import Foundation
import SceneryLanguageServer

// The same server as `scenery lsp`, without the command line around it.
exit(LanguageServerMain.run())
