'use strict';
// Loads src/extension.js against hand-written stand-ins for the `vscode` and
// `vscode-languageclient/node` modules (neither can be installed here), to check
// the wiring: activation starts a client with the resolved command, the commands
// are registered, and showPreview sends tabbar/preview and fills a webview.
// This is not VS Code; see the README for what was and was not run.
const test = require('node:test');
const assert = require('node:assert/strict');
const Module = require('module');
const path = require('path');

function makeFakes() {
  const log = { commands: new Map(), clients: [], requests: [], panels: [], warnings: [] };
  class FakeLanguageClient {
    constructor(id, name, serverOptions, clientOptions) {
      Object.assign(this, { id, name, serverOptions, clientOptions, started: false, stopped: false });
      log.clients.push(this);
    }
    async start() { this.started = true; }
    async stop() { this.stopped = true; }
    dispose() {}
    async sendRequest(method, params) {
      log.requests.push({ method, params });
      return { format: 'svg', content: '<svg xmlns="http://www.w3.org/2000/svg"><text>A</text></svg>' };
    }
  }
  const settings = { path: '/opt/tabbar/bin/tabbar', 'preview.device': 'iphone-se', 'preview.orientation': 'portrait' };
  const document = {
    languageId: 'tabbar',
    fileName: '/w/App/main.tabbar.json',
    uri: { toString: () => 'file:///w/App/main.tabbar.json', fsPath: '/w/App/main.tabbar.json' },
  };
  const vscode = {
    ViewColumn: { Beside: -2 },
    window: {
      activeTextEditor: { document },
      showWarningMessage: (m) => log.warnings.push(m),
      showInformationMessage: (m) => log.warnings.push(m),
      createWebviewPanel: (viewType, title, showOptions, options) => {
        const panel = { viewType, title, options, webview: { html: '' }, reveal() {}, onDidDispose() {} };
        log.panels.push(panel);
        return panel;
      },
    },
    workspace: {
      workspaceFolders: [{ uri: { fsPath: '/w' } }],
      textDocuments: [document],
      getConfiguration: () => ({ get: (key, fallback) => (key in settings ? settings[key] : fallback) }),
      createFileSystemWatcher: (glob) => ({ glob, dispose() {} }),
      asRelativePath: () => 'App/main.tabbar.json',
      onDidChangeTextDocument: () => ({ dispose() {} }),
      onDidChangeConfiguration: () => ({ dispose() {} }),
    },
    commands: {
      registerCommand: (id, fn) => { log.commands.set(id, fn); return { dispose() {} }; },
    },
  };
  const languageclient = { LanguageClient: FakeLanguageClient, TransportKind: { stdio: 0 } };
  return { vscode, languageclient, log };
}

test('activate, then tabbar.showPreview, against stand-in modules', async () => {
  const fakes = makeFakes();
  const originalLoad = Module._load;
  Module._load = function load(request, parent, isMain) {
    if (request === 'vscode') return fakes.vscode;
    if (request === 'vscode-languageclient/node') return fakes.languageclient;
    return originalLoad.call(this, request, parent, isMain);
  };
  const file = path.join(__dirname, '..', 'src', 'extension.js');
  try {
    delete require.cache[file];
    const extension = require(file);
    const context = { subscriptions: [] };
    await extension.activate(context);

    assert.deepEqual([...fakes.log.commands.keys()].sort(), ['tabbar.restartServer', 'tabbar.showPreview']);
    assert.equal(fakes.log.clients.length, 1);
    const client = fakes.log.clients[0];
    assert.equal(client.started, true);
    assert.deepEqual(client.serverOptions.run, { command: '/opt/tabbar/bin/tabbar', args: ['lsp'], transport: 0 });
    assert.deepEqual(client.clientOptions.documentSelector.map((s) => s.language),
      ['tabbar', 'tabbar', 'objective-c', 'objective-cpp', 'swift']);

    await fakes.log.commands.get('tabbar.showPreview')();
    assert.deepEqual(fakes.log.requests, [{
      method: 'tabbar/preview',
      params: { textDocument: { uri: 'file:///w/App/main.tabbar.json' }, format: 'svg', device: 'iphone-se', orientation: 'portrait' },
    }]);
    assert.equal(fakes.log.panels.length, 1);
    assert.equal(fakes.log.panels[0].options.enableScripts, false);
    assert.match(fakes.log.panels[0].webview.html, /data:image\/svg\+xml;base64,/);

    await fakes.log.commands.get('tabbar.restartServer')();
    assert.equal(client.stopped, true);
    assert.equal(fakes.log.clients.length, 2);
    await extension.deactivate();
    assert.equal(fakes.log.clients[1].stopped, true);
    assert.deepEqual(fakes.log.warnings, []);
  } finally {
    Module._load = originalLoad;
    delete require.cache[file];
  }
});
