'use strict';
// VS Code extension for tabbar: starts `tabbar lsp` through vscode-languageclient
// and shows the server's SVG preview (`tabbar/preview`) in a webview.
// The logic worth testing lives in ./logic.js (tested with `node --test`).

const fs = require('fs');
const os = require('os');
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');
const logic = require('./logic');

/** @type {LanguageClient | undefined} */
let client;
/** @type {Map<string, vscode.WebviewPanel>} open previews by document URI */
const previews = new Map();

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function serverOptions() {
  const config = vscode.workspace.getConfiguration('tabbar');
  const folder = vscode.workspace.workspaceFolders && vscode.workspace.workspaceFolders[0];
  const resolved = logic.resolveServerCommand({
    configuredPath: config.get('path', ''),
    platform: process.platform,
    env: { ...process.env, HOME: os.homedir() },
    workspaceFolder: folder ? folder.uri.fsPath : undefined,
    isExecutable,
  });
  if (resolved.source === 'default') {
    vscode.window.showWarningMessage(
      'tabbar: the `tabbar` executable was not found on PATH. Install it or set "tabbar.path".'
    );
  }
  const executable = { command: resolved.command, args: resolved.args, transport: TransportKind.stdio };
  return { run: executable, debug: executable };
}

async function startClient(context) {
  client = new LanguageClient(
    'tabbar',
    'tabbar',
    serverOptions(),
    {
      documentSelector: logic.documentSelector({
        source: vscode.workspace.getConfiguration('tabbar').get('source.enabled', true),
      }),
      // vscode-languageclient pulls diagnostics; pushed ones as well would show twice.
      initializationOptions: { pushDiagnostics: false },
      synchronize: {
        // Asset catalogs decide TB014 (missing-asset).
        fileEvents: vscode.workspace.createFileSystemWatcher('**/*.xcassets/**/Contents.json'),
      },
    }
  );
  context.subscriptions.push(client);
  await client.start();
}

async function renderPreview(panel, document) {
  const config = vscode.workspace.getConfiguration('tabbar');
  const device = config.get('preview.device', 'iphone-15');
  const orientation = config.get('preview.orientation', 'portrait');
  const title = vscode.workspace.asRelativePath(document.uri);
  const params = logic.buildPreviewParams(document.uri.toString(), { device, orientation, format: 'svg' });
  try {
    if (!client) {
      throw new Error('the tabbar language server is not running');
    }
    const result = await client.sendRequest('tabbar/preview', params);
    panel.webview.html = logic.buildPreviewHtml({ title, result, device, orientation });
  } catch (error) {
    panel.webview.html = logic.buildPreviewHtml({ title, error: logic.describeError(error), device, orientation });
  }
}

async function showPreview() {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== logic.LANGUAGE_ID) {
    vscode.window.showInformationMessage('tabbar: open a tabbar.json or *.tabbar.json file first.');
    return;
  }
  const document = editor.document;
  const key = document.uri.toString();
  let panel = previews.get(key);
  if (panel) {
    panel.reveal(vscode.ViewColumn.Beside, true);
  } else {
    panel = vscode.window.createWebviewPanel(
      'tabbar.preview',
      `Tab bar: ${document.fileName.split(/[\\/]/).pop()}`,
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      { enableScripts: false, localResourceRoots: [] }
    );
    previews.set(key, panel);
    panel.onDidDispose(() => previews.delete(key));
  }
  await renderPreview(panel, document);
}

function refreshOnChange(context) {
  let timer;
  context.subscriptions.push(
    vscode.workspace.onDidChangeTextDocument((event) => {
      const panel = previews.get(event.document.uri.toString());
      if (!panel) {
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => renderPreview(panel, event.document), 300);
    }),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('tabbar.preview')) {
        for (const [uri, panel] of previews) {
          const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri);
          if (document) {
            renderPreview(panel, document);
          }
        }
      }
    })
  );
}

/** @param {vscode.ExtensionContext} context */
async function activate(context) {
  context.subscriptions.push(
    vscode.commands.registerCommand('tabbar.showPreview', showPreview),
    vscode.commands.registerCommand('tabbar.restartServer', async () => {
      if (client) {
        await client.stop();
        client = undefined;
      }
      await startClient(context);
    })
  );
  refreshOnChange(context);
  await startClient(context);
}

async function deactivate() {
  if (client) {
    await client.stop();
    client = undefined;
  }
}

module.exports = { activate, deactivate };
