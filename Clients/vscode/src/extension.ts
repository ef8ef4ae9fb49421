// Starts `scenery lsp` for Swift, storyboard and xib files, passes the `scenery.*` settings as
// initializationOptions (the keys of .scenery.yml), and adds the two Scenery commands.
import * as vscode from "vscode";
import { ExecuteCommandRequest, LanguageClient, LanguageClientOptions, ServerOptions } from "vscode-languageclient/node";

/** The server's own command. vscode-languageclient registers every command the server advertises
 *  (executeCommandProvider), so the extension's palette command has an id of its own and sends
 *  this one through workspace/executeCommand: registering the same id twice makes start() throw. */
const serverGenerateCommand = "scenery.generateFactories";

let client: LanguageClient | undefined;

/** The `scenery.*` settings that mirror .scenery.yml, without the unset ones. */
function initializationOptions(): Record<string, unknown> {
  const settings = vscode.workspace.getConfiguration("scenery");
  const keys = [
    "output", "testsOutput", "include", "exclude", "styles", "initializerMethod", "protocols", "protocolName", "namespaces",
    "parameterLabels", "accessLevel", "storyboardNamesEnum", "platform", "module", "modules", "testedModule", "rules", "screens", "generateOnSave",
    "editor",
  ];
  const options: Record<string, unknown> = {};
  for (const key of keys) {
    const value = settings.get(key);
    if (value !== null && value !== undefined) {
      options[key] = value;
    }
  }
  return options;
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const command = vscode.workspace.getConfiguration("scenery").get<string>("path") ?? "scenery";
  const serverOptions: ServerOptions = { command, args: ["lsp"] };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: "file", language: "swift" },
      { scheme: "file", language: "storyboard" },
      { scheme: "file", language: "xib" },
    ],
    initializationOptions: initializationOptions(),
  };
  client = new LanguageClient("scenery", "Scenery", serverOptions, clientOptions);
  context.subscriptions.push(
    vscode.commands.registerCommand("scenery.generate", () =>
      client?.sendRequest(ExecuteCommandRequest.type, { command: serverGenerateCommand, arguments: [] })
    ),
    vscode.commands.registerCommand("scenery.showScreens", () => {
      const terminal = vscode.window.createTerminal("Scenery");
      terminal.show();
      terminal.sendText(`${command} screens`);
    }),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      // The server reads its settings at start-up: restart it on a change.
      if (event.affectsConfiguration("scenery") && client) {
        await client.stop();
        client = new LanguageClient("scenery", "Scenery", serverOptions, { ...clientOptions, initializationOptions: initializationOptions() });
        await client.start();
      }
    })
  );
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
